import type { Db } from '@sewabeli/db';
import { type AnalysisStatus, analysisStatus } from '@sewabeli/domain';
import { idsWithJobInFlight } from '../../jobs/job.repository';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type QueueHandler, type Worker, type WorkerOptions } from '../../jobs/worker';
import { notFound } from '../../lib/errors';
import { fileUrl } from '../files/file.service';
import { type FileStorage, readStoredFile } from '../files/file.storage';
import * as repo from './document-analysis.repository';
import {
  ANALYSED_DOCUMENT_TYPES,
  analyseDocument,
  CREDIT_BUREAU_DOCUMENT_TYPE,
  type DocumentAnalysis,
  documentKindOf,
} from './parsers/analyse-document';
import type { CreditBureauResult } from './parsers/credit-bureau-report';
import type { DocumentFormat } from './parsers/read-document';

/**
 * Attempts at a document whose analysis throws (storage or database trouble), 10 s, then about 20 s apart; an
 * unreadable file is not retried (it is Failed at once, see analyseApplicantDocument).
 */
export const DOCUMENT_ANALYSIS_QUEUE: QueueDefinition = {
  name: 'document-analysis',
  attempts: 3,
  retryDelaySeconds: 10,
};

export interface DocumentAnalysisPayload {
  applicantDocumentId: number;
}

/**
 * Queues the analysis of an uploaded application document when its type is one that is read (see
 * docs/document-analysis.md); returns the job's id, or null for a type that is only stored. Call it with the
 * upload's transaction, so that a document and its job are committed together.
 */
export async function enqueueDocumentAnalysis(db: Db, applicantDocumentId: number): Promise<string | null> {
  const document = await repo.findDocumentType(db, applicantDocumentId);
  if (!document || !documentKindOf(document.resourceName)) return null;
  const payload: DocumentAnalysisPayload = { applicantDocumentId };
  return enqueueJob(db, DOCUMENT_ANALYSIS_QUEUE.name, payload);
}

/** What analyze_result holds: the credit-bureau fields of a company report, a summary of what else was read. */
function resultOf(analysis: DocumentAnalysis, format: DocumentFormat): unknown {
  switch (analysis.kind) {
    case 'creditBureauReport':
      return analysis.result;
    case 'bankStatement':
      return {
        kind: analysis.kind,
        format,
        months: analysis.months.map((m) => m.month.slice(0, 7)),
        lines: analysis.lines,
      };
    case 'financialStatement':
      return { kind: analysis.kind, format, years: analysis.years.map((year) => year.year) };
    case 'ageing':
      return { kind: analysis.kind, ageingKind: analysis.ageingKind, format, accounts: analysis.accounts };
  }
}

async function storeAnalysis(
  trx: Db,
  document: { id: number; applicantId: number; fileId: number },
  analysis: DocumentAnalysis,
): Promise<void> {
  switch (analysis.kind) {
    case 'creditBureauReport':
      await repo.setCreditBureauRemarks(trx, document.applicantId, analysis.result.remark);
      return;
    case 'bankStatement':
      await repo.upsertCreditInfo(trx, document.applicantId, analysis.months);
      return;
    case 'financialStatement':
      await repo.upsertFinancialAnalysis(trx, document.applicantId, analysis.years, {
        fileId: document.fileId,
        url: fileUrl(document.fileId),
      });
      return;
    case 'ageing':
      await repo.upsertAgeing(trx, document.applicantId, analysis.ageingKind, analysis.totals);
      return;
  }
}

/**
 * The job: reads the stored file and fills the SRC tables and the document's result, or records why it could not
 * be read (Failed, not retried: the same bytes fail the same way). Idempotent: running it twice stores the same.
 */
export async function analyseApplicantDocument(
  deps: { db: Db; storage: FileStorage },
  applicantDocumentId: number,
): Promise<void> {
  const document = await repo.findDocumentToAnalyse(deps.db, applicantDocumentId);
  // Deleted since it was queued: nothing to do.
  if (!document) return;
  const kind = documentKindOf(document.resourceName);
  if (!kind) return;
  const bytes = await readStoredFile(deps.storage, document.storageKey);
  const outcome = await analyseDocument(kind, bytes);
  await deps.db.transaction().execute(async (trx) => {
    if (!outcome.ok) {
      await repo.recordAnalysisFailure(trx, document.id, outcome.reason);
      return;
    }
    await storeAnalysis(trx, document, outcome.analysis);
    await repo.recordAnalysisResult(trx, document.id, resultOf(outcome.analysis, outcome.format));
  });
}

export function documentAnalysisHandler(deps: {
  db: Db;
  storage: FileStorage;
}): QueueHandler<DocumentAnalysisPayload> {
  return {
    queue: DOCUMENT_ANALYSIS_QUEUE,
    handle: (payload) => analyseApplicantDocument(deps, payload.applicantDocumentId),
    async giveUp(payload, reason) {
      await repo.recordAnalysisFailure(
        deps.db,
        payload.applicantDocumentId,
        `The document could not be analysed: ${reason}`,
      );
    },
  };
}

export function createDocumentAnalysisWorker(
  jobs: JobQueue,
  deps: { db: Db; storage: FileStorage },
  options: WorkerOptions = {},
): Worker {
  return createWorker(jobs, documentAnalysisHandler(deps), options);
}

// ---- Reading the results -------------------------------------------------------------------------------

export interface DocumentAnalysisStatus {
  documentId: number;
  type: string;
  fileName: string;
  uploadedAt: Date;
  status: AnalysisStatus;
  /** Why it Failed; null otherwise. */
  reason: string | null;
  analysedAt: Date | null;
  /** A job is queued or running for it: the status will change without anyone acting (the web polls). */
  analysing: boolean;
}

export interface AnalysisStatusOfApplicant {
  /** The badge of the Score Card: the latest CTOS Company Report's status (Pending when none is uploaded). */
  creditBureau: {
    status: AnalysisStatus;
    documentId: number | null;
    reason: string | null;
    analysedAt: Date | null;
    result: CreditBureauResult | null;
  };
  /** Every analysed document of the application, newest first. */
  documents: DocumentAnalysisStatus[];
}

async function requireApplicant(db: Db, applicantId: number) {
  if (!(await repo.applicantExists(db, applicantId))) throw notFound('Application not found');
}

export async function analysisStatusFor(db: Db, applicantId: number): Promise<AnalysisStatusOfApplicant> {
  await requireApplicant(db, applicantId);
  const rows = await repo.documentsOfTypes(db, applicantId, Object.keys(ANALYSED_DOCUMENT_TYPES));
  // A job is still to run or running: Pending is under way, not a document never queued (the demo seed's files).
  const analysing = await idsWithJobInFlight(
    db,
    DOCUMENT_ANALYSIS_QUEUE.name,
    'applicantDocumentId',
    rows.map((row) => row.id),
  );
  const documents = rows.map(
    (row): DocumentAnalysisStatus => ({
      documentId: row.id,
      type: row.resourceName,
      fileName: row.fileName,
      uploadedAt: row.createdAt,
      status: analysisStatus(row),
      reason:
        analysisStatus(row) === 'Failed' ? (row.analyzeError ?? 'The document could not be analysed') : null,
      analysedAt: row.updatedAt,
      analysing: analysing.has(row.id),
    }),
  );
  const report = rows.find((row) => row.resourceName === CREDIT_BUREAU_DOCUMENT_TYPE);
  const status = analysisStatus(report);
  return {
    creditBureau: {
      status,
      documentId: report?.id ?? null,
      reason: documents.find((document) => document.documentId === report?.id)?.reason ?? null,
      analysedAt: report?.updatedAt ?? null,
      result: status === 'Completed' ? (report?.analyzeResult as unknown as CreditBureauResult) : null,
    },
    documents,
  };
}
