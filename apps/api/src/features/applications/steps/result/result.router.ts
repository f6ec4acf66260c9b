import { idOnlySchema, submitSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../../../trpc/init';
import { resultOutput } from './result.schema';
import * as service from './result.service';

export const applicationResultRouter = router({
  byId: authedProcedure
    .input(idOnlySchema)
    .output(resultOutput)
    .query(({ ctx, input }) => service.getResult(ctx.db, input.id)),

  /** Decisions §5: moves the application to Approval and locks it; refused without the mandatory checklist. */
  submit: withPermission('application.write')
    .input(submitSchema)
    .output(z.object({ progressId: z.number() }))
    .mutation(({ ctx, input }) =>
      service.submitApplication(
        { db: ctx.db, storage: ctx.fileStorage, financier: ctx.config.financier },
        ctx.auth.user,
        input,
      ),
    ),
});
