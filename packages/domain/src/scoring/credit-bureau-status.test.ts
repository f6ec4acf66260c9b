import { describe, expect, it } from 'vitest';
import { creditBureauStatus } from './credit-bureau-status';

describe('origination.md §4 credit-bureau status', () => {
  it.each<[Parameters<typeof creditBureauStatus>[0], string]>([
    [null, 'Pending'],
    [{}, 'Pending'],
    [{ updatedAt: null, analyzeResult: { rating_score: 5 } }, 'Pending'],
    [{ updatedAt: '2024-05-01', analyzeResult: { rating_score: 5 } }, 'Completed'],
    [{ updatedAt: '2024-05-01', analyzeResult: null }, 'Failed'],
    [{ updatedAt: '2024-05-01', analyzeResult: '' }, 'Failed'],
  ])('%j -> %s', (report, status) => {
    expect(creditBureauStatus(report)).toBe(status);
  });
});
