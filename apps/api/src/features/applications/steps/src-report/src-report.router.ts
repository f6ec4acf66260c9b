import {
  idOnlySchema,
  recommendationSchema,
  recommendationUpdateSchema,
  srcReportSaveSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../../../trpc/init';
import { ok } from '../score-card/score-card.schema';
import { srcReportOutput } from './src-report.schema';
import * as service from './src-report.service';

const write = withPermission('application.write');

export const srcReportRouter = router({
  byId: authedProcedure
    .input(idOnlySchema)
    .output(srcReportOutput)
    .query(({ ctx, input }) => service.getSrcReport(ctx.db, input.id)),

  /** Origination §2 Save: criteria, comments, financial analysis and ageing; completes step 4. */
  update: write
    .input(srcReportSaveSchema)
    .output(z.object({ progressId: z.number() }))
    .mutation(({ ctx, input }) => service.saveSrcReport(ctx.db, ctx.auth.user, input)),

  /** Numbered rationales and recommendations (origination §2), saved one by one. */
  recommendation: router({
    create: write
      .input(recommendationSchema)
      .output(z.object({ id: z.number() }))
      .mutation(({ ctx, input }) => service.addRecommendation(ctx.db, ctx.auth.user, input)),

    update: write
      .input(recommendationUpdateSchema)
      .output(ok)
      .mutation(async ({ ctx, input }) => {
        await service.updateRecommendation(ctx.db, ctx.auth.user, input);
        return { ok: true as const };
      }),

    delete: write
      .input(idOnlySchema)
      .output(ok)
      .mutation(async ({ ctx, input }) => {
        await service.removeRecommendation(ctx.db, ctx.auth.user, input.id);
        return { ok: true as const };
      }),
  }),
});
