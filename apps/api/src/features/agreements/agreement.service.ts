import type { Db } from '@sewabeli/db';
import {
  AGREEMENT_MESSAGES,
  type AgreementGenerationState,
  type AgreementsState,
  APPLICATION_MESSAGES,
  applicationRaceMessage,
  type CalendarDate,
  can,
  completeIssue,
  completionPlan,
  DOCUMENT_CONTENT_TYPES,
  quoteLine,
  regenerateIssue,
  ringgitToSen,
  senToRinggit,
  signedUploadIssue,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { todayInKualaLumpur } from '../../lib/today';
import { lastChangeOf } from '../applications/applicant-lock.queries';
import { recordActivity } from '../applications/application.service';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recomputeInstalments } from '../collections/ledger/ledger-basis.service';
import { fileUrl, findOwnUpload, storeUpload } from '../files/file.service';
import type { FileStorage } from '../files/file.storage';
import * as repo from './agreement.repository';
import { requestAgreementGeneration } from './agreement-generation';

export interface AgreementRow {
  /** The agreement document's id (what a signed copy is uploaded against). */
  id: number;
  applicantProductId: number;
  hpNo: string | null;
  model: string;
  brand: string;
  generatedUrl: string | null;
  signedUrl: string | null;
  signedAt: Date | null;
}

export interface AgreementGroup {
  resourceId: number;
  name: string;
  rows: AgreementRow[];
}

export interface AgreementsView {
  applicantId: number;
  seq: number;
  /** Issue 29: the application's agreements (lines with an HP number), each leading to its master record. */
  agreements: { applicantProductId: number; hpNo: string }[];
  generation: { state: AgreementGenerationState | null; error: string | null };
  /** The four document groups of origination §2, in resource order, each with a row per line. */
  groups: AgreementGroup[];
  /** What the signed-in user may do now, and why not (the server checks the same again). */
  actions: {
    upload: boolean;
    complete: boolean;
    completeIssue: string | null;
    regenerate: boolean;
  };
}

const stateOf = (
  seq: number,
  generation: AgreementGenerationState | null,
  documents: readonly { generatedFileId: number | null; signedFileId: number | null }[],
): AgreementsState => ({
  seq,
  generation,
  documents: documents.map((document) => ({
    generated: document.generatedFileId !== null,
    signed: document.signedFileId !== null,
  })),
});

/** The Agreements step (origination §2): where generation stands and the four groups of documents. */
export async function getAgreements(
  db: Db,
  actor: SessionUser,
  applicantId: number,
): Promise<AgreementsView> {
  const application = await repo.findAgreementsState(db, applicantId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  const [documents, types, lines] = await Promise.all([
    repo.documentsOf(db, applicantId),
    repo.agreementDocumentTypes(db),
    repo.liveLinesOf(db, applicantId),
  ]);
  const state = stateOf(application.seq, application.agreementsState, documents);
  const writer = can(actor, 'application.write');
  const issue = completeIssue(state);
  return {
    applicantId,
    seq: application.seq,
    generation: { state: application.agreementsState, error: application.agreementsError },
    agreements: lines.flatMap((line) =>
      line.hpNo === null ? [] : [{ applicantProductId: line.id, hpNo: line.hpNo }],
    ),
    groups: types.map((type) => ({
      resourceId: type.id,
      name: type.name,
      rows: documents
        .filter((document) => document.resourceId === type.id)
        .map((document) => ({
          id: document.id,
          applicantProductId: document.applicantProductId,
          hpNo: document.hpNo,
          model: document.model,
          brand: document.brand,
          generatedUrl: document.generatedFileId === null ? null : fileUrl(document.generatedFileId),
          signedUrl: document.signedFileId === null ? null : fileUrl(document.signedFileId),
          signedAt: document.signedAt,
        })),
    })),
    actions: {
      upload: writer && signedUploadIssue(state) === null,
      complete: writer && issue === null,
      completeIssue: issue,
      regenerate: writer && application.agreementsState !== null && regenerateIssue(state) === null,
    },
  };
}

/** An agreement document of an order line, as the legacy order line carries it (issue 27). */
export interface LineAgreementDocument {
  id: number;
  /** The HP agreement number of its line (set at generation). */
  hpNo: string | null;
  resourceId: number;
  name: string;
  generatedUrl: string | null;
  signedUrl: string | null;
  generatedAt: Date | null;
  signedAt: Date | null;
}

/** The generated agreement documents of an application's live lines, by line id (none before generation). */
export async function documentsByLine(
  db: Db,
  applicantId: number,
): Promise<Map<number, LineAgreementDocument[]>> {
  const byLine = new Map<number, LineAgreementDocument[]>();
  for (const document of await repo.documentsOf(db, applicantId)) {
    const list = byLine.get(document.applicantProductId) ?? [];
    list.push({
      id: document.id,
      hpNo: document.hpNo,
      resourceId: document.resourceId,
      name: document.documentName,
      generatedUrl: document.generatedFileId === null ? null : fileUrl(document.generatedFileId),
      signedUrl: document.signedFileId === null ? null : fileUrl(document.signedFileId),
      generatedAt: document.generatedAt,
      signedAt: document.signedAt,
    });
    byLine.set(document.applicantProductId, list);
  }
  return byLine;
}

async function lockedState(trx: Db, applicantId: number) {
  const application = await repo.lockAgreementsState(trx, applicantId);
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  const documents = await repo.documentsOf(trx, applicantId);
  return { application, documents, state: stateOf(application.seq, application.agreementsState, documents) };
}

/**
 * A rule's refusal on the locked application: 409, saying what happened and who did it when the application
 * moved on meanwhile (issue 28: 'This application was completed a moment ago by …'), else the rule's message.
 */
async function refusal(
  trx: Db,
  application: { id: number; seq: number; progressId: number; lockStatus: number | null },
  issue: string,
) {
  if (issue !== AGREEMENT_MESSAGES.alreadyCompleted) return conflict(issue);
  const raced = applicationRaceMessage(application, await lastChangeOf(trx, application.id), new Date());
  return conflict(raced ?? issue);
}

/** 'Generate again' (legacy GET /agreement/generate/{id}): after a failure, or before anything is signed. */
export async function generateAgain(
  db: Db,
  actor: SessionUser,
  applicantId: number,
): Promise<{ jobId: string }> {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const { application, state } = await lockedState(trx, applicantId);
    const issue = regenerateIssue(state);
    if (issue) throw await refusal(trx, application, issue);
    const jobId = await requestAgreementGeneration(trx, applicantId, actor.id);
    await recordActivity(trx, actor, applicantId, `Agreements generation requested again by ${actor.name}`);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'generate',
      entity: 'applicant',
      entityId: applicantId,
      before: { agreementsState: state.generation },
      after: { agreementsState: 'queued' },
    });
    return { jobId };
  });
}

async function attachSigned(trx: Db, actor: SessionUser, agreementDocumentId: number, fileId: number) {
  const document = await repo.findDocument(trx, agreementDocumentId);
  if (!document) throw notFound(AGREEMENT_MESSAGES.documentNotFound);
  const { application, state } = await lockedState(trx, document.applicantId);
  const issue = signedUploadIssue(state);
  if (issue) throw await refusal(trx, application, issue);
  await repo.setSignedCopy(trx, agreementDocumentId, fileId, actor.id);
  await recordAudit(trx, {
    userId: actor.id,
    action: 'sign',
    entity: 'agreementDocument',
    entityId: agreementDocumentId,
    before: { signedFileId: document.signedFileId },
    after: { signedFileId: fileId },
  });
  return { applicantId: document.applicantId, url: fileUrl(fileId) };
}

/** The signed copy of one agreement document, from a file the actor uploaded (PDF or image, checked by content). */
export async function attachSignedCopy(
  db: Db,
  actor: SessionUser,
  input: { id: number; fileId: number },
): Promise<{ url: string }> {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const file = await findOwnUpload(trx, input.fileId, actor.id, DOCUMENT_CONTENT_TYPES);
    if (!file) throw badRequest('Please upload the signed copy as a PDF or an image');
    const { url } = await attachSigned(trx, actor, input.id, input.fileId);
    return { url };
  });
}

/** Legacy POST /agreementDocument/upload (multipart {id, file}): stores the upload and attaches it. */
export async function uploadSignedCopy(
  deps: { db: Db; storage: FileStorage; maxBytes: number },
  actor: SessionUser,
  input: { id: number; data: Buffer; fileName: string },
): Promise<{ url: string }> {
  requirePermission(actor, 'application.write');
  const document = await repo.findDocument(deps.db, input.id);
  if (!document) throw notFound(AGREEMENT_MESSAGES.documentNotFound);
  const stored = await storeUpload(deps, actor, {
    data: input.data,
    fileName: input.fileName,
    kind: 'document',
  });
  return deps.db.transaction().execute(async (trx) => {
    const { url } = await attachSigned(trx, actor, input.id, stored.id);
    return { url };
  });
}

/**
 * Decisions §5 Complete, in one transaction on the locked application: progress 8; for each live line the
 * execution date (today), its first due date, its instalment schedule and the prepayment ledger entries, with
 * the instalments' paid amounts derived from that ledger. A failure anywhere rolls everything back; a second
 * Complete finds seq 8 and is refused.
 */
export async function completeApplication(
  db: Db,
  actor: SessionUser,
  applicantId: number,
  today: string = todayInKualaLumpur(),
): Promise<{ agreements: number }> {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const { application, state } = await lockedState(trx, applicantId);
    const issue = completeIssue(state);
    if (issue) throw await refusal(trx, application, issue);
    const lines = await repo.liveLinesOf(trx, applicantId);
    if (lines.length === 0) throw conflict(AGREEMENT_MESSAGES.noLines);
    for (const line of lines) await startCollection(trx, line, today, actor.id);
    await repo.markCompleted(trx, applicantId, actor.id);
    await recordActivity(trx, actor, applicantId, `Agreements signed; collection started by ${actor.name}`);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'complete',
      entity: 'applicant',
      entityId: applicantId,
      before: { seq: state.seq },
      after: { seq: 8, agreementExecution: today, agreements: lines.map((line) => line.hpNo) },
    });
    return { agreements: lines.length };
  });
}

/**
 * One line becomes an agreement under collection (decisions §5): executed on `today`, its schedule from the
 * domain's completion plan, the prepayment ledger entries, and the instalments' paid amounts derived from them.
 * Runs inside the caller's transaction.
 */
export async function startCollection(
  trx: Db,
  line: repo.StartedLine,
  today: CalendarDate,
  userId: number,
): Promise<void> {
  // Issue 14: the schedule is the line's quote by its own interest method (for reducing balance the level
  // instalment of the amortisation, the final one absorbing the rounding), never a re-derivation by flat maths.
  const quote = quoteLine(line.interestMethod, {
    cost: ringgitToSen(line.cost),
    loanAmount: ringgitToSen(line.loanAmount),
    interestRate: Number(line.interestRate),
    tenureYears: line.tenure,
    prepayment: line.prepayment,
    quantity: line.quantity,
  });
  if (quote.totalPayable !== ringgitToSen(line.totalPayable))
    throw conflict('The figures of this line no longer match its terms; save the product again');
  const plan = completionPlan({ ...quote, prepayment: line.prepayment }, today);
  await repo.executeLine(trx, line.id, {
    agreementExecution: plan.agreementExecution,
    dueDate: plan.firstDueDate,
    userId,
  });
  const instalmentIds = await repo.insertInstalments(
    trx,
    line.id,
    plan.instalments.map((instalment) => ({
      seq: instalment.seq,
      dueDate: instalment.dueDate,
      chargeAmount: senToRinggit(instalment.chargeAmount),
      description: `Instalment ${instalment.seq}`,
    })),
  );
  for (const prepayment of plan.prepayments) {
    await repo.insertPrepayment(trx, {
      lineId: line.id,
      instalmentId: instalmentIds.get(prepayment.seq) as number,
      amount: senToRinggit(prepayment.amount),
      paidAt: prepayment.paidAt,
      userId,
    });
  }
  await recomputeInstalments(trx, line.id, today);
}
