import { idField, idOnlySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import * as service from './agreement.service';

const rowOutput = z.object({
  id: z.number(),
  applicantProductId: z.number(),
  hpNo: z.string().nullable(),
  model: z.string(),
  brand: z.string(),
  generatedUrl: z.string().nullable(),
  signedUrl: z.string().nullable(),
  signedAt: z.date().nullable(),
});

const agreementsOutput = z.object({
  applicantId: z.number(),
  seq: z.number(),
  generation: z.object({
    state: z.enum(['queued', 'generated', 'failed']).nullable(),
    error: z.string().nullable(),
  }),
  agreements: z.array(z.object({ applicantProductId: z.number(), hpNo: z.string() })),
  groups: z.array(z.object({ resourceId: z.number(), name: z.string(), rows: z.array(rowOutput) })),
  actions: z.object({
    upload: z.boolean(),
    complete: z.boolean(),
    completeIssue: z.string().nullable(),
    regenerate: z.boolean(),
  }),
});

/**
 * Origination §2 Agreements: the generated and signed documents of an approved application, 'Generate again',
 * the signed copies and Complete (decisions §5). Reading is for everyone signed in; the rest is the
 * application writers', and the service checks the stored state on the locked application. Complete starts the
 * collection: its procedure is collections' (`completeProcedure`), joined to this router in trpc/app-router.ts.
 */
export const agreementRouter = router({
  byApplication: authedProcedure
    .input(idOnlySchema)
    .output(agreementsOutput)
    .query(({ ctx, input }) => service.getAgreements(ctx.db, ctx.auth.user, input.id)),

  generate: withPermission('application.write')
    .input(idOnlySchema)
    .output(z.object({ jobId: z.string() }))
    .mutation(({ ctx, input }) => service.generateAgain(ctx.db, ctx.auth.user, input.id)),

  attachSigned: withPermission('application.write')
    .input(z.object({ id: idField(), fileId: idField() }))
    .output(z.object({ url: z.string() }))
    .mutation(({ ctx, input }) => service.attachSignedCopy(ctx.db, ctx.auth.user, input)),
});
