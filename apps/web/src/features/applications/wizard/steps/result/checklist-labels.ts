import {
  type Checklist,
  MANDATORY_CHECKLIST_ITEMS,
  type MandatoryChecklistItem,
  OPTIONAL_CHECKLIST_ITEMS,
} from '@sewabeli/domain';

type Item = MandatoryChecklistItem | (typeof OPTIONAL_CHECKLIST_ITEMS)[number];

/** Origination §3 checklist keys as the officer reads them. */
export const CHECKLIST_LABELS: Record<Item, string> = {
  ctos: 'CTOS reports (company and directors)',
  nrics: 'NRIC of directors and guarantors',
  bankStatements: 'Bank statements (latest 6 months)',
  formD: 'Form D / business registration',
  financialStatements: 'Financial statements',
  CPT: 'CPT',
  projectsActivity: 'Projects / activity list',
  ageingList: 'Debtors and creditors ageing list',
  memorandum: 'Memorandum and Articles of Association',
  incorpCert: 'Certificate of incorporation',
  form9: 'Form 9',
  proCertified: 'Professionally certified documents',
};

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
