import { describe, expect, it } from 'vitest';
import {
  applicantCommentSchema,
  applicantCommentUpdateSchema,
  applicantCriteriaSchema,
  applicantFactorSchema,
  financialAnalysisSchema,
  recommendationSchema,
  recommendationUpdateSchema,
} from './assessment.schema';

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
