import { z } from 'zod';
import { calendarDateField, idField, optionalText, requiredText } from '../common/fields';
import {
  CREDIT_INFO_MAX_SEN,
  CREDIT_INFO_MESSAGES,
  CREDIT_INFO_MONTH_PATTERN,
  clashingCreditInfoMonth,
} from './credit-info';

export const RECOMMENDATION_EMPTY = 'Value is empty';

/** POST /applicantRecommendation {comment, applicantId}; origination §5: non-empty text. */
export const recommendationSchema = z.object({
  applicantId: idField(),
  comment: requiredText(RECOMMENDATION_EMPTY, 4000),
});
export type RecommendationInput = z.infer<typeof recommendationSchema>;

/** PUT /applicantRecommendation {comment, id}. */
export const recommendationUpdateSchema = z.object({
  id: idField(),
  comment: requiredText(RECOMMENDATION_EMPTY, 4000),
});
export type RecommendationUpdateInput = z.infer<typeof recommendationUpdateSchema>;

/** Origination §3 comment categories; the creditor ageing table has its comment too. */
export const COMMENT_CATEGORIES = [
  'creditInfoComment',
  'financialComment',
  'debtorComment',
  'creditorComment',
] as const;

/** POST /applicantComment {value, category, applicantId}. */
export const applicantCommentSchema = z.object({
  applicantId: idField(),
  category: z.enum(COMMENT_CATEGORIES),
  value: optionalText(4000),
});
export type ApplicantCommentInput = z.infer<typeof applicantCommentSchema>;

/** PUT /applicantComment {value, id}. */
export const applicantCommentUpdateSchema = z.object({ id: idField(), value: optionalText(4000) });

/** PUT /applicantFactor {id, applicantId, status, score, factorAttributeId}: one score-card choice. */
export const applicantFactorSchema = z.object({
  id: idField(),
  applicantId: idField(),
  factorAttributeId: idField('Please select a score').nullable(),
  score: z.number().min(0).max(10).nullable(),
  remark: optionalText(2000),
  status: z.number().int().nullish(),
});

/** PUT /applicantCriteria {id, remark, status}: Y (1), N (0) or N/A (null). */
export const applicantCriteriaSchema = z.object({
  id: idField(),
  status: z.union([z.literal(1), z.literal(0), z.null()]),
  remark: optionalText(2000),
});
export type ApplicantCriteriaInput = z.infer<typeof applicantCriteriaSchema>;

/** One year of the SRC financial analysis; money in sen (a loss is negative), ratios as plain numbers. */
export const financialAnalysisYearSchema = z.object({
  turnover: z.number().int().nullable(),
  PBT: z.number().int().nullable(),
  NPAT: z.number().int().nullable(),
  netWorth: z.number().int().nullable(),
  currentRatio: z.number().nullable(),
  gearingRatio: z.number().nullable(),
  leverageRatio: z.number().nullable(),
  dateFYE: calendarDateField().nullable(),
  pdfURL: z.string().max(2000).nullable(),
});

/** PUT /applicantDocument/financial_analysis {applicantId, data}: data keyed by year. */
export const FINANCIAL_YEAR_INVALID = 'Please enter the year as YYYY';

/** Financial years keyed by 'YYYY', refused with the spec-style message rather than zod's 'Invalid key'. */
export function financialYearsRecord<T extends z.ZodType>(year: T) {
  return z
    .record(z.string(), year)
    .refine((data) => Object.keys(data).every((key) => /^(19|20)\d{2}$/.test(key)), FINANCIAL_YEAR_INVALID);
}

export const financialAnalysisSchema = z.object({
  applicantId: idField(),
  data: financialYearsRecord(financialAnalysisYearSchema.partial()),
});
export type FinancialAnalysisInput = z.infer<typeof financialAnalysisSchema>;

/** The Score Card's Save: every factor's chosen attribute (or none) and remark; the server takes the scores. */
export const scoreCardSaveSchema = z.object({
  applicantId: idField(),
  factors: z
    .array(
      z.object({
        factorId: idField(),
        factorAttributeId: idField().nullable(),
        remark: optionalText(2000),
      }),
    )
    .max(200),
});
export type ScoreCardSaveInput = z.infer<typeof scoreCardSaveSchema>;

const ageingAmount = z.number().int().min(0).max(99_999_999_999_99);

/** One ageing table in sen; its total is derived (the sum of the buckets). */
export const ageingAmountsSchema = z.object({
  currentMonth: ageingAmount,
  month1: ageingAmount,
  month2: ageingAmount,
  month3: ageingAmount,
  month4: ageingAmount,
  month5AndAbove: ageingAmount,
});

const creditInfoAmount = z
  .number()
  .int()
  .min(0, CREDIT_INFO_MESSAGES.amount)
  .max(CREDIT_INFO_MAX_SEN, 'The amount is too large');

/**
 * Staff's corrections of the credit information (origination §2), in sen: months added, the amounts of stored
 * rows changed, rows removed. Only what changed is sent, so that a statement read meanwhile keeps its months.
 * A stored row's month is its identity (a statement's month replaces that row): to move it, remove and add.
 */
export const creditInfoChangesSchema = z.object({
  added: z
    .array(
      z.object({
        month: z.string().regex(CREDIT_INFO_MONTH_PATTERN, CREDIT_INFO_MESSAGES.month),
        withdrawal: creditInfoAmount,
        deposit: creditInfoAmount,
      }),
    )
    .max(240)
    .refine(
      (rows) =>
        clashingCreditInfoMonth(
          [],
          rows.map((row) => row.month),
        ) === null,
      CREDIT_INFO_MESSAGES.duplicateMonth,
    ),
  changed: z
    .array(z.object({ id: idField(), withdrawal: creditInfoAmount, deposit: creditInfoAmount }))
    .max(240),
  removedIds: z.array(idField()).max(240),
});
export type CreditInfoChanges = z.infer<typeof creditInfoChangesSchema>;

/**
 * The SRC Report's Save: criteria, the four comments, the credit information's corrections (optional: the
 * legacy client never sends them), financial analysis per year and both ageing tables.
 */
export const srcReportSaveSchema = z.object({
  applicantId: idField(),
  criteria: z.array(applicantCriteriaSchema).max(500),
  comments: z.partialRecord(z.enum(COMMENT_CATEGORIES), optionalText(4000)),
  creditInfo: creditInfoChangesSchema.optional(),
  financialAnalysis: financialAnalysisSchema.shape.data,
  ageing: z.object({ debtor: ageingAmountsSchema.nullable(), creditor: ageingAmountsSchema.nullable() }),
});
export type SrcReportSaveInput = z.infer<typeof srcReportSaveSchema>;
