import { financialProgramTierSchema, financialProgramTierUpdateSchema, idOnlySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { router } from '../../../trpc/init';
import { idOutput } from '../list-output';
import { programEditor, programReader } from '../program-access';
import * as service from './financial-program-tier.service';

/** Money (maxCapped) in sen; scores, rates and tenure as numbers. */
export const tierRow = z.object({
  id: z.number(),
  financialProgramId: z.number(),
  name: z.string(),
  minScore: z.number(),
  maxScore: z.number(),
  riskLevel: z.string(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  maxTenure: z.number(),
  maxCapped: z.number(),
});

export const tierRouter = router({
  byId: programReader
    .input(idOnlySchema)
    .output(tierRow)
    .query(({ ctx, input }) => service.getTier(ctx.db, input.id)),

  create: programEditor
    .input(financialProgramTierSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createTier(ctx.db, ctx.auth.user, input)),

  update: programEditor
    .input(financialProgramTierUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateTier(ctx.db, ctx.auth.user, input)),

  delete: programEditor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteTier(ctx.db, ctx.auth.user, input.id)),
});
