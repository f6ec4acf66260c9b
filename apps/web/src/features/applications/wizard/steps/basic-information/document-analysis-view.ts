import type { AnalysisStatus } from '@sewabeli/domain';

/** What the step shows of one saved document's analysis (documentAnalysis.statusFor). */
export interface DocumentAnalysisView {
  documentId: number;
  status: AnalysisStatus;
  reason: string | null;
  /** A job is queued or running for it. */
  analysing: boolean;
}

/** How often the step asks again while an analysis is under way. */
export const ANALYSIS_POLL_MS = 2_000;

/**
 * The refetch interval: poll while any document is being analysed, stop once all have settled. A document that
 * is Pending without a job (never queued, as the demo seed's files) would never settle, so it does not count.
 */
export function analysisPollInterval(
  documents: readonly Pick<DocumentAnalysisView, 'analysing'>[] | undefined,
): number | false {
  return documents?.some((document) => document.analysing) ? ANALYSIS_POLL_MS : false;
}

export function analysisByDocument(
  documents: readonly DocumentAnalysisView[] | undefined,
): ReadonlyMap<number, DocumentAnalysisView> {
  return new Map((documents ?? []).map((document) => [document.documentId, document]));
}
