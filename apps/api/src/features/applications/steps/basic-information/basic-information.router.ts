import { basicInformationSaveSchema, idField, idOnlySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../../../trpc/init';
import { ok } from '../../application.schema';
import * as service from './basic-information.service';

const byApplication = z.object({ applicantId: idField() });

export const documentRow = z.object({
  id: z.number(),
  resourceId: z.number(),
  resourceName: z.string(),
  fileId: z.number(),
  fileName: z.string(),
  url: z.string(),
  createdAt: z.date(),
  updatedAt: z.date().nullable(),
});

const guarantorRow = z.object({
  id: z.number(),
  hirerContactId: z.number().nullable(),
  name: z.string(),
  identityNo: z.string(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  fileId: z.number(),
  url: z.string(),
  createdAt: z.date(),
});

const witnessRow = z.object({
  id: z.number(),
  hirerContactId: z.number().nullable(),
  name: z.string(),
  designation: z.string().nullable(),
  identityNo: z.string(),
  createdAt: z.date(),
});

const write = withPermission('application.write');

/** Origination §2 Basic Information: what the step shows and its Next/Save. */
export const basicInformationRouter = router({
  documents: authedProcedure
    .input(byApplication)
    .output(z.array(documentRow))
    .query(async ({ ctx, input }) =>
      (await service.listDocuments(ctx.db, input.applicantId)).map(({ analyzeResult: _, ...row }) => row),
    ),

  guarantors: authedProcedure
    .input(byApplication)
    .output(z.array(guarantorRow))
    .query(({ ctx, input }) => service.listGuarantors(ctx.db, input.applicantId)),

  witnesses: authedProcedure
    .input(byApplication)
    .output(z.array(witnessRow))
    .query(({ ctx, input }) => service.listWitnesses(ctx.db, input.applicantId)),

  /** Next/Save: creates or updates the application with its document, guarantor and witness changes. */
  save: write
    .input(basicInformationSaveSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.saveBasicInformation(ctx.db, ctx.auth.user, input)),

  deleteDocument: write
    .input(idOnlySchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.deleteDocument(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),

  deleteGuarantor: write
    .input(idOnlySchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.deleteGuarantor(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),
});
