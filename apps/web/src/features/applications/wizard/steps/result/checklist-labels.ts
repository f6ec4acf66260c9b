import { type Checklist, MANDATORY_CHECKLIST_ITEMS, OPTIONAL_CHECKLIST_ITEMS } from '@sewabeli/domain';

/** Origination §3 checklist keys as the officer reads them (one home: domain). */
export { CHECKLIST_LABELS } from '@sewabeli/domain';

export const MANDATORY_ITEMS = MANDATORY_CHECKLIST_ITEMS;
export const OPTIONAL_ITEMS = OPTIONAL_CHECKLIST_ITEMS;

export function checklistOf(stored: Partial<Checklist> | null | undefined): Checklist {
  const ticks = Object.fromEntries(
    [...MANDATORY_CHECKLIST_ITEMS, ...OPTIONAL_CHECKLIST_ITEMS].map((item) => [
      item,
      stored?.[item] === true,
    ]),
  ) as Omit<Checklist, 'clOthers'>;
  return { ...ticks, clOthers: stored?.clOthers ?? null };
}
