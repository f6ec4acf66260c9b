import { checklistSchema, INTEREST_METHODS } from '@sewabeli/domain';
import { z } from 'zod';
import { splitRowOutput } from '../product/product.schema';
import {
  ageingOutput,
  commentsOutput,
  creditInfoRow,
  financialYearRow,
  recommendationRow,
} from '../src-report/src-report.schema';

const sen = z.number().int();

export const resultOutput = z.object({
  applicantId: z.number(),
  hirer: z.string().nullable(),
  purpose: z.string().nullable(),
  program: z.string().nullable(),
  tier: z.string().nullable(),
  riskLevel: z.string().nullable(),
  progressSeq: z.number(),
  lockStatus: z.number(),
  canSubmit: z.boolean(),
  security: z.array(z.string()),
  facility: z.array(
    z.object({
      id: z.number(),
      asset: z.string(),
      vendor: z.string(),
      condition: z.string(),
      quantity: z.number(),
      costOfEquipment: sen,
      amountFinance: sen,
      interestRate: z.number(),
      effectiveRate: z.number().nullable(),
      interestMethod: z.enum(INTEREST_METHODS),
      split: z.array(splitRowOutput).nullable(),
      tenureMonths: z.number(),
      monthlyPaymentPerUnit: sen,
      prepayment: z.string(),
      prepaymentAmount: sen,
      insuranceRate: z.number(),
      insurance: sen,
    }),
  ),
  scoreCard: z.object({
    factors: z.array(
      z.object({
        id: z.number(),
        heading: z.string(),
        name: z.string(),
        weightage: z.number(),
        attribute: z.string().nullable(),
        score: z.number().nullable(),
        remark: z.string().nullable(),
      }),
    ),
    totalScore: z.number(),
    totalScoreText: z.string(),
    creditBureauStatus: z.enum(['Pending', 'Completed', 'Failed']),
  }),
  referenceCheck: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      description: z.string(),
      category: z.string(),
      status: z.union([z.literal(0), z.literal(1), z.null()]),
      remark: z.string().nullable(),
    }),
  ),
  recommendations: z.array(recommendationRow),
  comments: commentsOutput,
  creditInfo: z.array(creditInfoRow),
  financialAnalysis: z.array(financialYearRow),
  ageing: ageingOutput,
  checklist: checklistSchema.partial().nullable(),
  documents: z.array(
    z.object({
      id: z.number(),
      type: z.string(),
      fileName: z.string(),
      url: z.string(),
      createdAt: z.date(),
    }),
  ),
});
