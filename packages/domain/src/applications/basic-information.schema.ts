import { z } from 'zod';
import { idField, optionalId, optionalPhoneField, optionalText, requiredText } from '../common/fields';
import { APPLICANT_MESSAGES } from './applicants.schema';

/** A guarantor picked from the company's directorships (origination §2): the identity card file is an upload. */
export const guarantorEntrySchema = z.object({
  hirerContactId: optionalId(),
  name: requiredText(APPLICANT_MESSAGES.guarantor),
  identityNo: requiredText(APPLICANT_MESSAGES.guarantor, 50),
  description: optionalText(500),
  phone: optionalPhoneField,
  fileId: idField(APPLICANT_MESSAGES.guarantor),
});
export type GuarantorEntry = z.infer<typeof guarantorEntrySchema>;

export const witnessEntrySchema = z.object({
  hirerContactId: optionalId(),
  name: requiredText(APPLICANT_MESSAGES.witness),
  designation: optionalText(255),
  identityNo: requiredText(APPLICANT_MESSAGES.witness, 50),
});
export type WitnessEntry = z.infer<typeof witnessEntrySchema>;

export const documentEntrySchema = z.object({
  /** A resource of category DOCUMENT_APPLICANT. */
  resourceId: idField('Please select a document type'),
  /** A stored upload (POST /files?kind=document). */
  fileId: idField('Please choose a file'),
});
export type DocumentEntry = z.infer<typeof documentEntrySchema>;

const ids = z.array(idField()).max(200).default([]);

/**
 * Basic Information's Next/Save (origination §2, §5): the application's fields and what changed in its documents,
 * guarantors and witnesses, applied in one transaction. `id` null creates the application.
 */
export const basicInformationSaveSchema = z.object({
  id: optionalId(),
  hirerId: idField(APPLICANT_MESSAGES.hirerId),
  financialProgramId: idField(APPLICANT_MESSAGES.financialProgramId),
  purpose: optionalText(1000),
  addDocuments: z.array(documentEntrySchema).max(50).default([]),
  removeDocumentIds: ids,
  addGuarantors: z.array(guarantorEntrySchema).max(20).default([]),
  removeGuarantorIds: ids,
  addWitnesses: z.array(witnessEntrySchema).max(20).default([]),
  removeWitnessIds: ids,
});
export type BasicInformationSave = z.infer<typeof basicInformationSaveSchema>;
export type BasicInformationSaveInput = z.input<typeof basicInformationSaveSchema>;

/**
 * The completion rules of §5 in the order the form shows them, over what the application will hold after the
 * save: a company, a program, the four mandatory document types, a guarantor and a witness. Null when complete.
 */
export function basicInformationIssue(state: {
  hirerId: number | null;
  financialProgramId: number | null;
  missingMandatoryDocuments: number;
  guarantors: number;
  witnesses: number;
}): string | null {
  if (!state.hirerId) return APPLICANT_MESSAGES.hirerId;
  if (!state.financialProgramId) return APPLICANT_MESSAGES.financialProgramId;
  if (state.missingMandatoryDocuments > 0) return APPLICANT_MESSAGES.filesMissing;
  if (state.guarantors < 1) return APPLICANT_MESSAGES.guarantors;
  if (state.witnesses < 1) return APPLICANT_MESSAGES.witnesses;
  return null;
}
