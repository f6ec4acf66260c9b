import { submitSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../../trpc/init';
import { resultOutput } from './result.schema';
import * as service from './result.service';
import { byApplicant } from './score-card.schema';

export const applicationResultRouter = router({
  get: authedProcedure
    .input(byApplicant)
    .output(resultOutput)
    .query(({ ctx, input }) => service.getResult(ctx.db, input.applicantId)),

  /** Decisions §5: moves the application to Approval and locks it; refused without the mandatory checklist. */
  submit: withPermission('application.write')
    .input(submitSchema)
    .output(z.object({ progressId: z.number() }))
    .mutation(({ ctx, input }) => service.submitApplication(ctx.db, ctx.auth.user, input)),
});
