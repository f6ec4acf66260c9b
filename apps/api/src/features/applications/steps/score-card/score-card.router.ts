import { idOnlySchema, scoreCardSaveSchema } from '@sewabeli/domain';
import { authedProcedure, router, withPermission } from '../../../../trpc/init';
import { scoreCardOutput, scoreCardSaved } from './score-card.schema';
import * as service from './score-card.service';

export const scoreCardRouter = router({
  byId: authedProcedure
    .input(idOnlySchema)
    .output(scoreCardOutput)
    .query(({ ctx, input }) => service.getScoreCard(ctx.db, input.id)),

  /** Origination §2 Save: stores the choices, re-derives the tier (decisions §4) and completes step 2. */
  update: withPermission('application.write')
    .input(scoreCardSaveSchema)
    .output(scoreCardSaved)
    .mutation(({ ctx, input }) => service.saveScoreCard(ctx.db, ctx.auth.user, input)),
});
