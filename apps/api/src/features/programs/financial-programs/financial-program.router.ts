import {
  financialProgramSchema,
  financialProgramUpdateSchema,
  INTEREST_METHODS,
  idOnlySchema,
  listQuerySchema,
  programDetailSaveSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { router } from '../../../trpc/init';
import { idOutput, pageOf } from '../list-output';
import { programEditor, programReader } from '../program-access';
import { tierRow } from '../tiers/financial-program-tier.router';
import * as service from './financial-program.service';

/** Money in sen, percentages as numbers. */
export const programRow = z.object({
  id: z.number(),
  name: z.string(),
  maxCapped: z.number(),
  maxTenure: z.number(),
  percentageOnNew: z.number(),
  percentageOnUsed: z.number(),
  interestMethod: z.enum(INTEREST_METHODS),
  lateChargeRate: z.number().nullable(),
});

export const financialProgramRouter = router({
  list: programReader
    .input(listQuerySchema)
    .output(pageOf(programRow))
    .query(({ ctx, input }) => service.listPrograms(ctx.db, input)),

  /** Choices for a select (the application wizard's program): small and bounded. */
  all: programReader.output(z.array(programRow)).query(({ ctx }) => service.allPrograms(ctx.db)),

  byId: programReader
    .input(idOnlySchema)
    // Issue 41: with the cap on late-payment rates, so the screen refuses what the server would.
    .output(programRow.extend({ tiers: z.array(tierRow), lateChargeCap: z.number() }))
    .query(async ({ ctx, input }) => ({
      ...(await service.getProgram(ctx.db, input.id)),
      lateChargeCap: ctx.config.lateChargeCapPercent,
    })),

  create: programEditor
    .input(financialProgramSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) =>
      service.createProgram(ctx.db, ctx.auth.user, input, ctx.config.lateChargeCapPercent),
    ),

  update: programEditor
    .input(financialProgramUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) =>
      service.updateProgram(ctx.db, ctx.auth.user, input, ctx.config.lateChargeCapPercent),
    ),

  /** The program detail's Save: program fields and tier rows in one transaction. */
  saveDetail: programEditor
    .input(programDetailSaveSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) =>
      service.saveProgramDetail(ctx.db, ctx.auth.user, input, ctx.config.lateChargeCapPercent),
    ),

  delete: programEditor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteProgram(ctx.db, ctx.auth.user, input.id)),
});
