import { z } from 'zod';
import { calendarDateField, idField, optionalText, requiredText } from './fields';

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
export type ApplicantCommentUpdateInput = z.infer<typeof applicantCommentUpdateSchema>;

/** PUT /applicantFactor {id, applicantId, status, score, factorAttributeId}: one score-card choice. */
export const applicantFactorSchema = z.object({
  id: idField(),
  applicantId: idField(),
  factorAttributeId: idField('Please select a score').nullable(),
  score: z.number().min(0).max(10).nullable(),
  remark: optionalText(2000),
  status: z.number().int().nullish(),
});
export type ApplicantFactorInput = z.infer<typeof applicantFactorSchema>;

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
export const financialAnalysisSchema = z.object({
  applicantId: idField(),
  data: z.record(z.string().regex(/^\d{4}$/), financialAnalysisYearSchema.partial()),
});
export type FinancialAnalysisInput = z.infer<typeof financialAnalysisSchema>;
