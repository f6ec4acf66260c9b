import type { ApplicantFileKind } from './applicants.schema';

/**
 * The DOCUMENT_APPLICANT resources by kind. Base reference data numbers them 41..48 on every database (seed
 * reference-data.ts), as it does 'Others' of HIRER_BUSINESS (40); the names may be edited, the ids stay.
 */
export const APPLICANT_DOCUMENT_RESOURCE_IDS: Record<ApplicantFileKind, number> = {
  companyCreditReport: 41,
  individualCreditReports: 42,
  companyRegistryStatement: 43,
  bankStatements: 44,
  financialStatement: 45,
  debtorAgeing: 46,
  creditorAgeing: 47,
  other: 48,
};

/** Origination §5: the company credit-bureau report, individual reports, registry statement and bank statements. */
export const MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS: readonly number[] = [41, 42, 43, 44];

/**
 * Origination §5 'Files are missing!', as the server keeps it: Basic Information is complete only when each of
 * the four mandatory types has at least one file (uploaded before or chosen now): the ids still missing.
 */
export function missingMandatoryDocuments(resourceIdsWithFiles: Iterable<number>): number[] {
  const present = new Set(resourceIdsWithFiles);
  return MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS.filter((id) => !present.has(id));
}
