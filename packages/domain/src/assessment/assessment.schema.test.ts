import { describe, expect, it } from 'vitest';
import {
  applicantCommentSchema,
  applicantCommentUpdateSchema,
  applicantCriteriaSchema,
  applicantFactorSchema,
  financialAnalysisSchema,
  recommendationSchema,
  recommendationUpdateSchema,
  srcReportSaveSchema,
} from './assessment.schema';
import { CREDIT_INFO_MESSAGES } from './credit-info';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('origination.md §5 recommendation: non-empty text', () => {
  it.each([[''], ['   '], [undefined]])('%j -> Value is empty', (comment) => {
    expect(messages(recommendationSchema.safeParse({ applicantId: 1, comment }))).toEqual(['Value is empty']);
    expect(messages(recommendationUpdateSchema.safeParse({ id: 1, comment }))).toEqual(['Value is empty']);
  });
  it('trims the comment', () => {
    expect(recommendationSchema.parse({ applicantId: 1, comment: ' Strong cash flow ' })).toEqual({
      applicantId: 1,
      comment: 'Strong cash flow',
    });
  });
});

describe('origination.md §3 score card, criteria, comments and financial analysis bodies', () => {
  it('a score-card choice', () => {
    expect(applicantFactorSchema.parse({ id: 1, applicantId: 2, factorAttributeId: 3, score: 7 })).toEqual({
      id: 1,
      applicantId: 2,
      factorAttributeId: 3,
      score: 7,
      remark: null,
    });
    expect(
      applicantFactorSchema.safeParse({ id: 1, applicantId: 2, factorAttributeId: null, score: 11 }).success,
    ).toBe(false);
  });

  it.each([[1], [0], [null]])('criteria status %j (Y / N / N/A)', (status) => {
    expect(applicantCriteriaSchema.parse({ id: 1, status, remark: '' })).toEqual({
      id: 1,
      status,
      remark: null,
    });
  });

  it('comments by category', () => {
    expect(
      applicantCommentSchema.parse({ applicantId: 1, category: 'debtorComment', value: 'ok' }),
    ).toMatchObject({ value: 'ok' });
    expect(applicantCommentSchema.safeParse({ applicantId: 1, category: 'other', value: 'ok' }).success).toBe(
      false,
    );
    expect(applicantCommentUpdateSchema.parse({ id: 1, value: '' })).toEqual({ id: 1, value: null });
  });

  it('financial analysis keyed by year, money in sen', () => {
    expect(
      financialAnalysisSchema.parse({
        applicantId: 1,
        data: { '2023': { turnover: 150_000_000, PBT: -2_000_000, dateFYE: '2023-12-31' } },
      }),
    ).toMatchObject({ data: { '2023': { PBT: -2_000_000 } } });
    expect(messages(financialAnalysisSchema.safeParse({ applicantId: 1, data: { FY23: {} } }))).toEqual([
      'Please enter the year as YYYY',
    ]);
    expect(financialAnalysisSchema.safeParse({ applicantId: 1, data: { '1899': {} } }).success).toBe(false);
    expect(
      financialAnalysisSchema.safeParse({ applicantId: 1, data: { '2023': { turnover: 1.5 } } }).success,
    ).toBe(false);
  });
});

describe('origination §2 credit information corrections in the SRC Report save', () => {
  const base = {
    applicantId: 1,
    criteria: [],
    comments: {},
    financialAnalysis: {},
    ageing: { debtor: null, creditor: null },
  };
  const issue = (creditInfo: unknown) => {
    const result = srcReportSaveSchema.safeParse({ ...base, creditInfo });
    return result.success ? null : result.error.issues[0]?.message;
  };
  const noChanges = { added: [], changed: [], removedIds: [] };

  it('is optional (the legacy client never sends it) and takes added, changed and removed rows', () => {
    expect(srcReportSaveSchema.safeParse(base).success).toBe(true);
    expect(
      issue({
        added: [{ month: '2026-04-01', withdrawal: 0, deposit: 12_345 }],
        changed: [{ id: 3, withdrawal: 100, deposit: 0 }],
        removedIds: [4],
      }),
    ).toBeNull();
  });

  it.each<[string, unknown, string]>([
    [
      'a month not the first day',
      { ...noChanges, added: [{ month: '2026-04-15', withdrawal: 0, deposit: 0 }] },
      CREDIT_INFO_MESSAGES.month,
    ],
    [
      'a month as typed',
      { ...noChanges, added: [{ month: '04-2026', withdrawal: 0, deposit: 0 }] },
      CREDIT_INFO_MESSAGES.month,
    ],
    [
      'a negative deposit',
      { ...noChanges, added: [{ month: '2026-04-01', withdrawal: 0, deposit: -1 }] },
      CREDIT_INFO_MESSAGES.amount,
    ],
    [
      'a negative withdrawal',
      { ...noChanges, changed: [{ id: 3, withdrawal: -100, deposit: 0 }] },
      CREDIT_INFO_MESSAGES.amount,
    ],
    [
      'one month added twice',
      {
        ...noChanges,
        added: [
          { month: '2026-04-01', withdrawal: 0, deposit: 0 },
          { month: '2026-04-01', withdrawal: 1, deposit: 0 },
        ],
      },
      CREDIT_INFO_MESSAGES.duplicateMonth,
    ],
  ])('refuses %s', (_case, creditInfo, message) => {
    expect(issue(creditInfo)).toBe(message);
  });
});
