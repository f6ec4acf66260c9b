import { applicantCreateSchema, idOnlySchema, listQuerySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router, withPermission } from '../../trpc/init';
import { activityRow, applicationDetail, applicationListRow, ok, page } from './application.schema';
import * as service from './application.service';
import { basicInformationRouter } from './steps/basic-information/basic-information.router';

/** Issue 10: Credit Officers and Superadmins create and edit applications; everyone signed in reads. */
export const applicationRouter = router({
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema)
    .output(page(applicationListRow))
    .query(({ ctx, input }) => service.listApplications(ctx.db, input)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(applicationDetail)
    .query(({ ctx, input }) => service.getApplication(ctx.db, input.id)),

  activity: authedProcedure
    .input(idOnlySchema)
    .output(z.array(activityRow))
    .query(({ ctx, input }) => service.listActivity(ctx.db, input.id)),

  /** A new application at Basic Information (the legacy POST /applicant). */
  create: withPermission('application.write')
    .input(applicantCreateSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.createApplication(ctx.db, ctx.auth.user, input)),

  /** Origination §2 Basic Information (step 1). */
  basicInformation: basicInformationRouter,

  delete: withPermission('application.write')
    .input(idOnlySchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.deleteApplication(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),
});
