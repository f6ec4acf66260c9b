/** Origination §3: the document checklist ticked at Result. */
export const MANDATORY_CHECKLIST_ITEMS = ['ctos', 'nrics', 'bankStatements', 'formD'] as const;
export const OPTIONAL_CHECKLIST_ITEMS = [
  'financialStatements',
  'CPT',
  'projectsActivity',
  'ageingList',
  'memorandum',
  'incorpCert',
  'form9',
  'proCertified',
] as const;

export const MANDATORY_CHECKLIST_INCOMPLETE = 'Mandatory checklist is not completed!';

export type MandatoryChecklistItem = (typeof MANDATORY_CHECKLIST_ITEMS)[number];

export function isMandatoryChecklistComplete(
  checklist: Partial<Record<MandatoryChecklistItem, boolean | null>> | null | undefined,
): boolean {
  return MANDATORY_CHECKLIST_ITEMS.every((item) => checklist?.[item] === true);
}
