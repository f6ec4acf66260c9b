/** The credit-bureau badge (origination §4) and, by the same rule, any analysed document's status. */
export type AnalysisStatus = 'Pending' | 'Completed' | 'Failed';

export const ANALYSIS_STATUSES: readonly AnalysisStatus[] = ['Pending', 'Completed', 'Failed'];

/**
 * Origination §4: Pending while the document has no updatedAt (not analysed yet, or no company report at all);
 * Completed once updated with an analysis result; Failed when updated without one.
 */
export function analysisStatus(
  document: { updatedAt: Date | string | null; analyzeResult: unknown } | null | undefined,
): AnalysisStatus {
  if (!document?.updatedAt) return 'Pending';
  return document.analyzeResult === null || document.analyzeResult === undefined ? 'Failed' : 'Completed';
}
