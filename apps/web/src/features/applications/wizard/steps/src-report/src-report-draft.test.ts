import { describe, expect, it } from 'vitest';
import { isSrcDirty, optionToStatus, srcDraftOf, statusToOption, withYear } from './src-report-draft';

const report = {
  criteria: [{ id: 7, status: null, remark: null }],
  comments: { creditInfoComment: '', financialComment: 'ok', debtorComment: '', creditorComment: '' },
  financialAnalysis: [],
  ageing: { debtor: null, creditor: null },
};

describe('SRC report draft', () => {
  it('maps Y / N / N/A both ways', () => {
    for (const status of [1, 0, null] as const) expect(optionToStatus(statusToOption(status))).toBe(status);
    expect(statusToOption(null)).toBe('na');
  });

  it('is dirty once anything differs from what is saved', () => {
    const draft = srcDraftOf(report);
    expect(isSrcDirty(report, draft)).toBe(false);
    expect(isSrcDirty(report, { ...draft, criteria: { 7: { status: 1, remark: '' } } })).toBe(true);
    expect(isSrcDirty(report, { ...draft, comments: { ...draft.comments, debtorComment: 'x' } })).toBe(true);
  });

  it('adds a financial year once, in order', () => {
    const years = withYear(withYear([], 2025), 2023);
    expect(years.map((year) => year.year)).toEqual([2023, 2025]);
    expect(withYear(years, 2023)).toHaveLength(2);
  });
});
