import { criteriaSchema, criteriaUpdateSchema, idOnlySchema, listQuerySchema } from '@sewabeli/domain';
import { z } from 'zod';
import { router } from '../../../trpc/init';
import { idOutput, pageOf } from '../list-output';
import { programEditor, programReader } from '../program-access';
import * as service from './criteria.service';

export const criteriaRow = z.object({
  id: z.number(),
  resourceId: z.number(),
  category: z.string(),
  name: z.string(),
  description: z.string(),
  editable: z.boolean(),
});

export const criteriaRouter = router({
  list: programReader
    .input(listQuerySchema)
    .output(pageOf(criteriaRow))
    .query(({ ctx, input }) => service.listCriteria(ctx.db, input)),

  byId: programReader
    .input(idOnlySchema)
    .output(criteriaRow)
    .query(({ ctx, input }) => service.getCriteria(ctx.db, input.id)),

  create: programEditor
    .input(criteriaSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createCriteria(ctx.db, ctx.auth.user, input)),

  update: programEditor
    .input(criteriaUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateCriteria(ctx.db, ctx.auth.user, input)),

  delete: programEditor
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteCriteria(ctx.db, ctx.auth.user, input.id)),
});
