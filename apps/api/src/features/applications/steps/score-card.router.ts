import { scoreCardSaveSchema } from '@sewabeli/domain';
import { authedProcedure, router, withPermission } from '../../../trpc/init';
import { byApplicant, scoreCardOutput, scoreCardSaved } from './score-card.schema';
import * as service from './score-card.service';

export const scoreCardRouter = router({
  get: authedProcedure
    .input(byApplicant)
    .output(scoreCardOutput)
    .query(({ ctx, input }) => service.getScoreCard(ctx.db, input.applicantId)),

  /** Origination §2 Save: stores the choices, re-derives the tier (decisions §4) and completes step 2. */
  save: withPermission('application.write')
    .input(scoreCardSaveSchema)
    .output(scoreCardSaved)
    .mutation(({ ctx, input }) => service.saveScoreCard(ctx.db, ctx.auth.user, input)),
});
