import { describe, expect, it } from 'vitest';
import {
  ANALYSIS_POLL_MS,
  analysisByDocument,
  analysisPollInterval,
  type DocumentAnalysisView,
} from './document-analysis-view';

const view = (documentId: number, change: Partial<DocumentAnalysisView> = {}): DocumentAnalysisView => ({
  documentId,
  status: 'Pending',
  reason: null,
  analysing: false,
  ...change,
});

describe('analysisPollInterval', () => {
  it.each([
    ['nothing loaded yet', undefined, false],
    ['no analysed documents', [], false],
    [
      'one being analysed',
      [view(1, { analysing: true }), view(2, { status: 'Completed' })],
      ANALYSIS_POLL_MS,
    ],
    [
      'all settled',
      [view(1, { status: 'Failed', reason: 'no text layer' }), view(2, { status: 'Completed' })],
      false,
    ],
    ['Pending but never queued (seed files)', [view(1)], false],
  ])('%s', (_case, documents, expected) => {
    expect(analysisPollInterval(documents)).toBe(expected);
  });
});

describe('analysisByDocument', () => {
  it('finds each document by its applicant_document id', () => {
    const failed = view(7, { status: 'Failed', reason: 'no text layer' });
    const byId = analysisByDocument([view(3), failed]);
    expect(byId.get(7)).toBe(failed);
    expect(byId.get(4)).toBeUndefined();
    expect(analysisByDocument(undefined).size).toBe(0);
  });
});
