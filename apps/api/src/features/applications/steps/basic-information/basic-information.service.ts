import type { Db } from '@sewabeli/db';
import {
  APPLICANT_DOCUMENT_CONTENT_TYPES,
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  type BasicInformationSave,
  DOCUMENT_CONTENT_TYPES,
  type DocumentEntry,
  type GuarantorEntry,
  guarantorAddIssue,
  PROGRESS_ID,
  type WitnessEntry,
  witnessAddIssue,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../../lib/errors';
import { recordAudit } from '../../../audit/audit.repository';
import type { SessionUser } from '../../../auth/auth.types';
import { enqueueDocumentAnalysis } from '../../../document-analysis/document-analysis.service';
import { fileUrl, findOwnUpload, storeUpload } from '../../../files/file.service';
import type { FileStorage } from '../../../files/file.storage';
import { assertApplicationEditable } from '../../application.guard';
import * as applications from '../../application.repository';
import { checkHirerAndProgram, getApplication, recordActivity } from '../../application.service';
import { completeStepIn } from '../step-progress.service';
import * as repo from './basic-information.repository';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export const GUARANTOR_NOT_FOUND = 'Guarantor not found';
export const WITNESS_NOT_FOUND = 'Witness not found';
export const DOCUMENT_TYPE_INVALID = 'Please select a document type';
export const FILE_REQUIRED = 'Please choose a file';
export const CONTACT_NOT_OF_HIRER = 'The contact is not a directorship of this company';

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  maxBytes: number;
}

// ---- Reading --------------------------------------------------------------------------------------------------

export interface ApplicantDocumentView {
  id: number;
  resourceId: number;
  resourceName: string;
  fileId: number;
  fileName: string;
  url: string;
  analyzeResult: unknown;
  createdAt: Date;
  updatedAt: Date | null;
}

export async function listDocuments(db: Db, applicantId: number): Promise<ApplicantDocumentView[]> {
  await getApplication(db, applicantId);
  return (await repo.listDocuments(db, applicantId)).map((row) => ({
    id: row.id,
    resourceId: row.resourceId,
    resourceName: row.resourceName,
    fileId: row.fileId,
    fileName: row.name || row.originalName,
    url: fileUrl(row.fileId),
    analyzeResult: row.analyzeResult,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }));
}

export async function listGuarantors(db: Db, applicantId: number) {
  await getApplication(db, applicantId);
  return (await repo.listGuarantors(db, applicantId)).map((row) => ({ ...row, url: fileUrl(row.fileId) }));
}

export async function listWitnesses(db: Db, applicantId: number) {
  await getApplication(db, applicantId);
  return repo.listWitnesses(db, applicantId);
}

export const allWitnesses = (db: Db, applicantId?: number) => repo.allWitnesses(db, applicantId);

// ---- The pieces, each inside the caller's transaction, after assertApplicationEditable -------------------------

/**
 * The one place a document is attached to an application: the tRPC save and the legacy multipart upload both
 * come through here, and the analysable ones are queued for document analysis with the insert.
 */
export async function attachDocument(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  entry: DocumentEntry & { name?: string | null },
): Promise<number> {
  if (!(await repo.isDocumentType(trx, entry.resourceId))) throw badRequest(DOCUMENT_TYPE_INVALID);
  const file = await findOwnUpload(trx, entry.fileId, actor.id, APPLICANT_DOCUMENT_CONTENT_TYPES);
  if (!file) throw badRequest(FILE_REQUIRED);
  const id = await repo.insertDocument(trx, {
    applicantId,
    resourceId: entry.resourceId,
    fileId: entry.fileId,
    name: entry.name?.trim() || file.originalName,
    createdBy: actor.id,
  });
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'applicantDocument',
    entityId: id,
    after: { applicantId, resourceId: entry.resourceId, fileId: entry.fileId },
  });
  // Statements, ageing lists and credit-bureau reports are read in the background (queued in this transaction).
  await enqueueDocumentAnalysis(trx, id);
  return id;
}

async function checkContact(trx: Db, hirerId: number, contactId: number | null): Promise<void> {
  if (contactId !== null && !(await repo.findContactOfHirer(trx, contactId, hirerId)))
    throw badRequest(CONTACT_NOT_OF_HIRER);
}

async function attachGuarantor(
  trx: Db,
  actor: SessionUser,
  application: { id: number; hirerId: number },
  entry: GuarantorEntry,
): Promise<number> {
  const existing = await repo.listGuarantors(trx, application.id);
  const file = await findOwnUpload(trx, entry.fileId, actor.id, DOCUMENT_CONTENT_TYPES);
  const issue = guarantorAddIssue(existing, { ...entry, hasFile: Boolean(file) });
  if (issue) throw badRequest(issue);
  await checkContact(trx, application.hirerId, entry.hirerContactId);
  const id = await repo.insertGuarantor(trx, { applicantId: application.id, ...entry, createdBy: actor.id });
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'applicantGuarantor',
    entityId: id,
    after: { applicantId: application.id, ...entry },
  });
  return id;
}

async function attachWitness(
  trx: Db,
  actor: SessionUser,
  application: { id: number; hirerId: number },
  entry: WitnessEntry,
): Promise<number> {
  const existing = await repo.listWitnesses(trx, application.id);
  const issue = witnessAddIssue(existing, entry);
  if (issue) throw badRequest(issue);
  await checkContact(trx, application.hirerId, entry.hirerContactId);
  const id = await repo.insertWitness(trx, { applicantId: application.id, ...entry, createdBy: actor.id });
  await recordAudit(trx, {
    userId: actor.id,
    action: 'create',
    entity: 'applicantWitness',
    entityId: id,
    after: { applicantId: application.id, ...entry },
  });
  return id;
}

async function detach(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  entity: 'applicantDocument' | 'applicantGuarantor' | 'applicantWitness',
  ids: readonly number[],
): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const remove = {
    applicantDocument: repo.deleteDocuments,
    applicantGuarantor: repo.deleteGuarantors,
    applicantWitness: repo.deleteWitnesses,
  }[entity];
  const removed = await remove(trx, applicantId, unique);
  if (removed !== unique.length) {
    throw notFound(
      {
        applicantDocument: DOCUMENT_NOT_FOUND,
        applicantGuarantor: GUARANTOR_NOT_FOUND,
        applicantWitness: WITNESS_NOT_FOUND,
      }[entity],
    );
  }
  for (const id of unique)
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity,
      entityId: id,
      before: { applicantId },
    });
}

/**
 * Stores the step's fields, then completes Basic Information through the one decision of every step (its §5
 * checks over what the application holds now; seq at least 2) and says so in its history.
 */
async function complete(
  trx: Db,
  actor: SessionUser,
  application: { id: number },
  values: { financialProgramId: number; purpose: string | null },
): Promise<void> {
  await applications.updateApplication(trx, application.id, { ...values, updatedBy: actor.id });
  await completeStepIn(trx, application.id, 1, actor.id);
  await recordActivity(trx, actor, application.id, `Basic Information saved by ${actor.name}`);
}

// ---- Basic Information's Next/Save (tRPC) -----------------------------------------------------------------------

/**
 * Origination §2/§5 Next/Save: creates the application (id null) or updates it, applies the document, guarantor
 * and witness changes, checks the step is complete and moves it to Score Card; all or nothing.
 */
export async function saveBasicInformation(
  db: Db,
  actor: SessionUser,
  input: BasicInformationSave,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    let application: { id: number; hirerId: number; seq: number; progressId: number };
    if (input.id === null) {
      await checkHirerAndProgram(trx, input);
      const id = await applications.insertApplication(trx, {
        hirerId: input.hirerId,
        financialProgramId: input.financialProgramId,
        purpose: input.purpose,
        progressId: PROGRESS_ID.basicInformation,
        createdBy: actor.id,
      });
      await recordActivity(trx, actor, id, `Application created by ${actor.name}`);
      application = { id, hirerId: input.hirerId, seq: 1, progressId: PROGRESS_ID.basicInformation };
    } else {
      const state = await assertApplicationEditable(trx, input.id);
      if (state.hirerId !== input.hirerId) throw badRequest(APPLICATION_MESSAGES.hirerChanged);
      await checkHirerAndProgram(trx, { financialProgramId: input.financialProgramId });
      application = state;
    }
    await detach(trx, actor, application.id, 'applicantDocument', input.removeDocumentIds);
    await detach(trx, actor, application.id, 'applicantGuarantor', input.removeGuarantorIds);
    await detach(trx, actor, application.id, 'applicantWitness', input.removeWitnessIds);
    for (const entry of input.addDocuments) await attachDocument(trx, actor, application.id, entry);
    for (const entry of input.addGuarantors) await attachGuarantor(trx, actor, application, entry);
    for (const entry of input.addWitnesses) await attachWitness(trx, actor, application, entry);
    await complete(trx, actor, application, {
      financialProgramId: input.financialProgramId,
      purpose: input.purpose,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: input.id === null ? 'create' : 'update',
      entity: 'applicant',
      entityId: application.id,
      after: { hirerId: input.hirerId, financialProgramId: input.financialProgramId, purpose: input.purpose },
    });
    return { id: application.id };
  });
}

// ---- The legacy calls, one piece at a time ------------------------------------------------------------------------

/** Legacy PUT /applicant {purpose, financialProgramId, id}: saves and completes Basic Information (§5 checked). */
export async function updateBasicInformation(
  db: Db,
  actor: SessionUser,
  input: { id: number; financialProgramId: number; purpose: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await assertApplicationEditable(trx, input.id);
    await checkHirerAndProgram(trx, { financialProgramId: input.financialProgramId });
    await complete(trx, actor, state, input);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant',
      entityId: input.id,
      before: { financialProgramId: state.financialProgramId, purpose: state.purpose },
      after: { financialProgramId: input.financialProgramId, purpose: input.purpose },
    });
  });
}

/** Legacy POST /applicantDocument (multipart): stores the upload (checked by content) and attaches it. */
export async function uploadDocument(
  deps: UploadDeps,
  actor: SessionUser,
  input: { applicantId: number; resourceId: number; name: string | null; data: Buffer; fileName: string },
): Promise<{ id: number; url: string }> {
  await assertApplicationEditable(deps.db, input.applicantId);
  if (!(await repo.isDocumentType(deps.db, input.resourceId))) throw badRequest(DOCUMENT_TYPE_INVALID);
  const stored = await storeUpload(deps, actor, {
    data: input.data,
    fileName: input.fileName,
    kind: 'applicantDocument',
  });
  const id = await deps.db.transaction().execute(async (trx) => {
    await assertApplicationEditable(trx, input.applicantId);
    return attachDocument(trx, actor, input.applicantId, {
      resourceId: input.resourceId,
      fileId: stored.id,
      name: input.name,
    });
  });
  return { id, url: stored.url };
}

export async function deleteDocument(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const document = await repo.findDocument(trx, id);
    if (!document) throw notFound(DOCUMENT_NOT_FOUND);
    await assertApplicationEditable(trx, document.applicantId);
    await detach(trx, actor, document.applicantId, 'applicantDocument', [id]);
  });
}

/** Legacy POST /applicantGuarantor (multipart with the identity card file). */
export async function uploadGuarantor(
  deps: UploadDeps,
  actor: SessionUser,
  input: Omit<GuarantorEntry, 'fileId'> & {
    applicantId: number;
    file: { data: Buffer; fileName: string } | null;
  },
): Promise<{ id: number; url: string }> {
  const state = await assertApplicationEditable(deps.db, input.applicantId);
  // Judged before the file is stored, so that a refused guarantor leaves no upload behind.
  const precheck = guarantorAddIssue(await repo.listGuarantors(deps.db, input.applicantId), {
    ...input,
    hasFile: input.file !== null,
  });
  if (precheck || !input.file) throw badRequest(precheck ?? APPLICANT_MESSAGES.guarantor);
  const stored = await storeUpload(deps, actor, { ...input.file, kind: 'document' });
  const { applicantId: _a, file: _f, ...entry } = input;
  const id = await deps.db.transaction().execute(async (trx) => {
    await assertApplicationEditable(trx, input.applicantId);
    return attachGuarantor(trx, actor, state, { ...entry, fileId: stored.id });
  });
  return { id, url: stored.url };
}

export async function deleteGuarantor(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const guarantor = await repo.findGuarantor(trx, id);
    if (!guarantor) throw notFound(GUARANTOR_NOT_FOUND);
    await assertApplicationEditable(trx, guarantor.applicantId);
    await detach(trx, actor, guarantor.applicantId, 'applicantGuarantor', [id]);
  });
}

/** Legacy POST /applicantWitness. */
export async function addWitness(
  db: Db,
  actor: SessionUser,
  input: WitnessEntry & { applicantId: number },
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    const state = await assertApplicationEditable(trx, input.applicantId);
    const { applicantId: _a, ...entry } = input;
    return { id: await attachWitness(trx, actor, state, entry) };
  });
}
