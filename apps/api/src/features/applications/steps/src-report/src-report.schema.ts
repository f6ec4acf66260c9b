import { COMMENT_CATEGORIES } from '@sewabeli/domain';
import { z } from 'zod';

const sen = z.number().int();
const amounts = z.object({
  currentMonth: sen,
  month1: sen,
  month2: sen,
  month3: sen,
  month4: sen,
  month5AndAbove: sen,
});

export const criteriaRow = z.object({
  id: z.number(),
  criteriaId: z.number(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.null()]),
  remark: z.string().nullable(),
  ctosRemark: z.string().nullable(),
});

export const creditInfoRow = z.object({ id: z.number(), month: z.string(), withdrawal: sen, deposit: sen });

export const financialYearRow = z.object({
  year: z.number(),
  turnover: sen.nullable(),
  PBT: sen.nullable(),
  NPAT: sen.nullable(),
  netWorth: sen.nullable(),
  currentRatio: z.number().nullable(),
  gearingRatio: z.number().nullable(),
  leverageRatio: z.number().nullable(),
  dateFYE: z.string().nullable(),
  pdfURL: z.string().nullable(),
});

export const ageingOutput = z.object({ debtor: amounts.nullable(), creditor: amounts.nullable() });
export const recommendationRow = z.object({ id: z.number(), comment: z.string() });
export const commentsOutput = z.object(
  Object.fromEntries(COMMENT_CATEGORIES.map((category) => [category, z.string()])) as Record<
    (typeof COMMENT_CATEGORIES)[number],
    z.ZodString
  >,
);

export const srcReportOutput = z.object({
  applicantId: z.number(),
  criteria: z.array(criteriaRow),
  comments: commentsOutput,
  creditInfo: z.array(creditInfoRow),
  financialAnalysis: z.array(financialYearRow),
  ageing: ageingOutput,
  recommendations: z.array(recommendationRow),
});
