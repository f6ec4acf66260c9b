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

/** Origination §3 checklist keys as the officer reads them (the Result step and the SRC risk report PDF). */
export const CHECKLIST_LABELS: Record<
  (typeof MANDATORY_CHECKLIST_ITEMS)[number] | (typeof OPTIONAL_CHECKLIST_ITEMS)[number],
  string
> = {
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

export const MANDATORY_CHECKLIST_INCOMPLETE = 'Mandatory checklist is not completed!';

export type MandatoryChecklistItem = (typeof MANDATORY_CHECKLIST_ITEMS)[number];

export function isMandatoryChecklistComplete(
  checklist: Partial<Record<MandatoryChecklistItem, boolean | null>> | null | undefined,
): boolean {
  return MANDATORY_CHECKLIST_ITEMS.every((item) => checklist?.[item] === true);
}
