import { z } from 'zod';

/** Output shapes of the `application` tRPC procedures (money in integer sen, decisions §2). */
export const page = <T extends z.ZodType>(row: T) =>
  z.object({ rows: z.array(row), total: z.number(), page: z.number(), pageSize: z.number() });

export const applicationListRow = z.object({
  id: z.number(),
  hirerId: z.number(),
  hirerName: z.string(),
  progressId: z.number(),
  progress: z.string(),
  seq: z.number(),
  lockStatus: z.number(),
  createdAt: z.date(),
});

export const applicationDetail = z.object({
  id: z.number(),
  hirerId: z.number(),
  hirerName: z.string(),
  hirerLoanLimit: z.number().int(),
  purpose: z.string().nullable(),
  financialProgramId: z.number(),
  financialProgramName: z.string(),
  percentageOnNew: z.number(),
  percentageOnUsed: z.number(),
  tier: z
    .object({
      id: z.number(),
      name: z.string(),
      riskLevel: z.string().nullable(),
      minInterestRate: z.number(),
      maxInterestRate: z.number(),
      maxTenure: z.number().nullable(),
    })
    .nullable(),
  progressId: z.number(),
  seq: z.number(),
  progressName: z.string(),
  lockStatus: z.number(),
  locked: z.boolean(),
  totalScore: z.number().nullable(),
  srcUrl: z.string().nullable(),
  statuses: z.tuple([
    z.number().nullable(),
    z.number().nullable(),
    z.number().nullable(),
    z.number().nullable(),
  ]),
  submittedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

export const activityRow = z.object({
  id: z.number(),
  description: z.string(),
  createdAt: z.date(),
  createdByName: z.string().nullable(),
});

export const ok = z.object({ ok: z.literal(true) });
