import { z } from 'zod';

/** tRPC answers of the assessment steps (money in sen, decisions §2). */
export const ok = z.object({ ok: z.literal(true) });

export const tierSummary = z.object({ id: z.number(), name: z.string(), riskLevel: z.string() }).nullable();

export const scoreCardOutput = z.object({
  applicantId: z.number(),
  factors: z.array(
    z.object({
      id: z.number(),
      factorId: z.number(),
      factorAttributeId: z.number().nullable(),
      score: z.number().nullable(),
      remark: z.string().nullable(),
      heading: z.string(),
      name: z.string(),
      description: z.string(),
      weightage: z.number(),
      attributes: z.array(z.object({ id: z.number(), name: z.string(), score: z.number() })),
    }),
  ),
  totalScore: z.number(),
  tier: tierSummary,
  creditBureauStatus: z.enum(['Pending', 'Completed', 'Failed']),
});

export const scoreCardSaved = z.object({ totalScore: z.number(), tier: tierSummary });
