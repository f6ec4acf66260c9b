import { describe, expect, it } from 'vitest';
import { analysisStatus } from './analysis-status';

describe('origination §4 credit-bureau status', () => {
  const at = new Date('2026-11-23T10:00:00Z');
  it.each([
    ['no company report', null, 'Pending'],
    ['not analysed yet', { updatedAt: null, analyzeResult: null }, 'Pending'],
    [
      'a result but no updatedAt (still pending)',
      { updatedAt: null, analyzeResult: { rating_score: 700 } },
      'Pending',
    ],
    ['analysed with a result', { updatedAt: at, analyzeResult: { rating_score: 700 } }, 'Completed'],
    [
      'analysed, the wire date as text',
      { updatedAt: '2026-11-23T10:00:00Z', analyzeResult: {} },
      'Completed',
    ],
    ['analysed without a result', { updatedAt: at, analyzeResult: null }, 'Failed'],
  ] as const)('%s -> %s', (_name, document, status) => {
    expect(analysisStatus(document)).toBe(status);
  });
});
