import { spotlightAnswerSchema, spotlightQuerySchema } from '@sewabeli/domain';
import { authedProcedure, router } from '../../trpc/init';
import { spotlight } from './spotlight.service';

/** Issue 29: the spotlight's search (Ctrl+K or '/' from any screen). */
export const spotlightRouter = router({
  search: authedProcedure
    .input(spotlightQuerySchema)
    .output(spotlightAnswerSchema)
    .query(({ ctx, input }) => spotlight(ctx.db, ctx.auth.user, input)),
});
