import { CREDIT_INFO_MESSAGES } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  creditInfoChanges,
  isSrcDirty,
  optionToStatus,
  srcDraftOf,
  statusToOption,
  withCreditInfoMonth,
  withoutCreditInfoRow,
  withYear,
} from './src-report-draft';

const report = {
  criteria: [{ id: 7, status: null, remark: null }],
  comments: { creditInfoComment: '', financialComment: 'ok', debtorComment: '', creditorComment: '' },
  creditInfo: [
    { id: 31, month: '2026-01-01', withdrawal: 720_000, deposit: 1_550_050 },
    { id: 32, month: '2026-02-01', withdrawal: 85_025, deposit: 900_000 },
  ],
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

  it('credit information: adds a typed month in order, refuses a bad or repeated one', () => {
    const draft = srcDraftOf(report);
    const added = withCreditInfoMonth(draft.creditInfo, '12-2025');
    expect(added.issue).toBeNull();
    expect(added.rows?.map((row) => [row.month, row.id, row.withdrawal])).toEqual([
      ['2025-12-01', null, 0],
      ['2026-01-01', 31, 720_000],
      ['2026-02-01', 32, 85_025],
    ]);
    expect(withCreditInfoMonth(draft.creditInfo, '01-2026')).toEqual({
      rows: null,
      issue: CREDIT_INFO_MESSAGES.duplicateMonth,
    });
    expect(withCreditInfoMonth(draft.creditInfo, '2026')).toEqual({
      rows: null,
      issue: CREDIT_INFO_MESSAGES.month,
    });
  });

  it('credit information: Save sends only what changed (added, amounts changed, removed)', () => {
    const draft = srcDraftOf(report);
    expect(creditInfoChanges(report, draft)).toEqual({ added: [], changed: [], removedIds: [] });
    const added = withCreditInfoMonth(draft.creditInfo, '03-2026').rows ?? [];
    const edited = {
      ...draft,
      creditInfo: added.map((row) => (row.id === 32 ? { ...row, deposit: null } : row)),
    };
    const removed = withoutCreditInfoRow(edited, 'saved-31');
    expect(isSrcDirty(report, removed)).toBe(true);
    expect(creditInfoChanges(report, removed)).toEqual({
      added: [{ month: '2026-03-01', withdrawal: 0, deposit: 0 }],
      changed: [{ id: 32, withdrawal: 85_025, deposit: 0 }],
      removedIds: [31],
    });
    // A month added in this visit and removed again leaves nothing to send.
    const newKey = added.find((row) => row.id === null)?.key ?? '';
    expect(creditInfoChanges(report, withoutCreditInfoRow({ ...draft, creditInfo: added }, newKey))).toEqual({
      added: [],
      changed: [],
      removedIds: [],
    });
  });
});
