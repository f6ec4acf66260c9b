import type { Id, Tracking } from './columns';

/** Categories the spec names; the column accepts any UPPER_SNAKE category. */
export type ResourceCategory =
  | 'DOCUMENT_APPLICANT'
  | 'DOCUMENT_AGREEMENT'
  | 'INSURANCE_AGENT'
  | 'REPAYMENT_MODE'
  | 'HIRER_BUSINESS'
  | 'CRITERIA_CATEGORY'
  | 'FACTOR_CATEGORY';

export interface ResourceTable extends Tracking {
  id: Id;
  name: string;
  category: string;
  description: string | null;
}

/** Application progress (decisions.md section 5): ids 1..9, seeded. */
export interface ProgressTable {
  id: Id;
  seq: number;
  name: string;
}
