import {
  type BasicInformationSaveInput,
  basicInformationIssue,
  type GuarantorEntry,
  guarantorAddIssue,
  MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS,
  missingMandatoryDocuments,
  type WitnessEntry,
  witnessAddIssue,
} from '@sewabeli/domain';

/** A file chosen in this visit (stored, not yet attached) or one the application already holds. */
export interface DocumentItem {
  key: string;
  /** The applicant_document id once saved. */
  id: number | null;
  resourceId: number;
  fileId: number;
  fileName: string;
  url: string;
}

export interface GuarantorItem extends GuarantorEntry {
  key: string;
  id: number | null;
  url: string;
}

export interface WitnessItem extends WitnessEntry {
  key: string;
  id: number | null;
}

/** Everything the step holds: saved rows less those removed, plus what was added in this visit. */
export interface BasicInformationDraft {
  hirerId: number | null;
  financialProgramId: number | null;
  purpose: string;
  documents: DocumentItem[];
  guarantors: GuarantorItem[];
  witnesses: WitnessItem[];
  removedDocumentIds: number[];
  removedGuarantorIds: number[];
  removedWitnessIds: number[];
}

export const emptyDraft = (): BasicInformationDraft => ({
  hirerId: null,
  financialProgramId: null,
  purpose: '',
  documents: [],
  guarantors: [],
  witnesses: [],
  removedDocumentIds: [],
  removedGuarantorIds: [],
  removedWitnessIds: [],
});

export const isMandatoryDocument = (resourceId: number) =>
  MANDATORY_APPLICANT_DOCUMENT_RESOURCE_IDS.includes(resourceId);

/** Origination §5 before anything is sent: the same rule the server keeps. */
export function draftIssue(draft: BasicInformationDraft): string | null {
  return basicInformationIssue({
    hirerId: draft.hirerId,
    financialProgramId: draft.financialProgramId,
    missingMandatoryDocuments: missingMandatoryDocuments(draft.documents.map((d) => d.resourceId)).length,
    guarantors: draft.guarantors.length,
    witnesses: draft.witnesses.length,
  });
}

export function guarantorIssue(
  draft: BasicInformationDraft,
  candidate: { name: string; identityNo: string; hasFile: boolean },
): string | null {
  return guarantorAddIssue(draft.guarantors, candidate);
}

export function witnessIssue(
  draft: BasicInformationDraft,
  candidate: { name: string; identityNo: string },
): string | null {
  return witnessAddIssue(draft.witnesses, candidate);
}

export function removeItem<K extends 'documents' | 'guarantors' | 'witnesses'>(
  draft: BasicInformationDraft,
  list: K,
  key: string,
): BasicInformationDraft {
  const removedKey = (
    {
      documents: 'removedDocumentIds',
      guarantors: 'removedGuarantorIds',
      witnesses: 'removedWitnessIds',
    } as const
  )[list];
  const items = draft[list] as { key: string; id: number | null }[];
  const item = items.find((entry) => entry.key === key);
  if (!item) return draft;
  return {
    ...draft,
    [list]: items.filter((entry) => entry.key !== key),
    [removedKey]: item.id === null ? draft[removedKey] : [...draft[removedKey], item.id],
  };
}

/** What Next/Save sends: the fields and the changes of this visit. */
export function saveInput(applicationId: number, draft: BasicInformationDraft): BasicInformationSaveInput {
  return {
    id: applicationId > 0 ? applicationId : null,
    hirerId: draft.hirerId ?? 0,
    financialProgramId: draft.financialProgramId ?? 0,
    purpose: draft.purpose,
    addDocuments: draft.documents
      .filter((d) => d.id === null)
      .map((d) => ({ resourceId: d.resourceId, fileId: d.fileId })),
    removeDocumentIds: draft.removedDocumentIds,
    addGuarantors: draft.guarantors
      .filter((g) => g.id === null)
      .map(({ key: _k, id: _i, url: _u, ...entry }) => entry),
    removeGuarantorIds: draft.removedGuarantorIds,
    addWitnesses: draft.witnesses.filter((w) => w.id === null).map(({ key: _k, id: _i, ...entry }) => entry),
    removeWitnessIds: draft.removedWitnessIds,
  };
}
