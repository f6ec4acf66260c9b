import { z } from 'zod';
import { idField, optionalPhoneField, optionalText, requiredText } from './fields';

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
export type ApplicantUpdateInput = z.infer<typeof applicantUpdateSchema>;

/** Origination §5 Basic Information: completing the step needs a company, a program, a guarantor and a witness. */
export const basicInformationSchema = z.object({
  hirerId: idField(APPLICANT_MESSAGES.hirerId),
  financialProgramId: idField(APPLICANT_MESSAGES.financialProgramId),
  purpose: optionalText(1000),
  guarantorCount: z.number().int().min(1, APPLICANT_MESSAGES.guarantors),
  witnessCount: z.number().int().min(1, APPLICANT_MESSAGES.witnesses),
});
export type BasicInformationInput = z.infer<typeof basicInformationSchema>;

/** Origination §5: the files required when the application has no uploaded documents yet. */
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

/** 'Files are missing!' when nothing is uploaded yet and a required kind has no file chosen; else null. */
export function applicantFilesIssue(input: {
  hasUploadedDocuments: boolean;
  chosenFiles: Partial<Record<ApplicantFileKind, number>>;
}): string | null {
  if (input.hasUploadedDocuments) return null;
  return REQUIRED_APPLICANT_FILES.every((kind) => (input.chosenFiles[kind] ?? 0) > 0)
    ? null
    : APPLICANT_MESSAGES.filesMissing;
}

/** POST /applicantGuarantor (multipart; the identity card file is checked by the upload layer). */
export const guarantorSchema = z.object({
  applicantId: idField(),
  name: requiredText(APPLICANT_MESSAGES.guarantor),
  identityNo: requiredText(APPLICANT_MESSAGES.guarantor, 50),
  description: optionalText(500),
  phone: optionalPhoneField,
});
export type GuarantorInput = z.infer<typeof guarantorSchema>;

/** POST /applicantWitness. */
export const witnessSchema = z.object({
  applicantId: idField(),
  name: requiredText(APPLICANT_MESSAGES.witness),
  designation: optionalText(255),
  identityNo: requiredText(APPLICANT_MESSAGES.witness, 50),
});
export type WitnessInput = z.infer<typeof witnessSchema>;

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
