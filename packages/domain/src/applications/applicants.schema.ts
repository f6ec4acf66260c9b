import { z } from 'zod';
import { idField, optionalText, requiredText } from '../common/fields';

export const APPLICANT_MESSAGES = {
  hirerId: 'Please select company',
  financialProgramId: 'Please select financial program',
  guarantors: 'Please add at least 1 guarantor',
  witnesses: 'Please add at least 1 witness',
  filesMissing: 'Files are missing!',
  guarantor:
    'Contact, Identification Card and Identification Card Number are required and cannot be duplicated',
  witness: 'Contact and Identification Card Number are required and cannot be duplicated',
} as const;

/** POST /applicant {purpose, financialProgramId, hirerId}. */
export const applicantCreateSchema = z.object({
  hirerId: idField(APPLICANT_MESSAGES.hirerId),
  financialProgramId: idField(APPLICANT_MESSAGES.financialProgramId),
  purpose: optionalText(1000),
});
export type ApplicantCreateInput = z.infer<typeof applicantCreateSchema>;

/** PUT /applicant {purpose, financialProgramId, id}. */
export const applicantUpdateSchema = z.object({
  id: idField(),
  financialProgramId: idField(APPLICANT_MESSAGES.financialProgramId),
  purpose: optionalText(1000),
});

/** Origination §5: the four kinds of file an application must hold, then the optional ones. */
export const REQUIRED_APPLICANT_FILES = [
  'companyCreditReport',
  'individualCreditReports',
  'companyRegistryStatement',
  'bankStatements',
] as const;
export const OPTIONAL_APPLICANT_FILES = [
  'financialStatement',
  'debtorAgeing',
  'creditorAgeing',
  'other',
] as const;
export type ApplicantFileKind =
  | (typeof REQUIRED_APPLICANT_FILES)[number]
  | (typeof OPTIONAL_APPLICANT_FILES)[number];

/** POST /applicantWitness. */
export const witnessSchema = z.object({
  applicantId: idField(),
  name: requiredText(APPLICANT_MESSAGES.witness),
  designation: optionalText(255),
  identityNo: requiredText(APPLICANT_MESSAGES.witness, 50),
});

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** Origination §5 Add guarantor: contact, identity number and identity card file, no duplicate name. */
export function guarantorAddIssue(
  existing: readonly { name: string }[],
  candidate: { name?: string | null; identityNo?: string | null; hasFile: boolean },
): string | null {
  const name = candidate.name?.trim() ?? '';
  if (
    !name ||
    !candidate.identityNo?.trim() ||
    !candidate.hasFile ||
    existing.some((entry) => sameName(entry.name, name))
  ) {
    return APPLICANT_MESSAGES.guarantor;
  }
  return null;
}

/** Origination §5 Add witness: contact and identity number, no duplicate name. */
export function witnessAddIssue(
  existing: readonly { name: string }[],
  candidate: { name?: string | null; identityNo?: string | null },
): string | null {
  const name = candidate.name?.trim() ?? '';
  if (!name || !candidate.identityNo?.trim() || existing.some((entry) => sameName(entry.name, name)))
    return APPLICANT_MESSAGES.witness;
  return null;
}
