export type CreditBureauStatus = 'Pending' | 'Completed' | 'Failed';

/**
 * Origination §4: Pending while the company report has no updatedAt; Completed once updated with an analysis
 * result; Failed when updated without one.
 */
export function creditBureauStatus(
  report: { updatedAt?: unknown; analyzeResult?: unknown } | null | undefined,
): CreditBureauStatus {
  if (!report?.updatedAt) return 'Pending';
  const result = report.analyzeResult;
  return result === null || result === undefined || result === '' ? 'Failed' : 'Completed';
}
