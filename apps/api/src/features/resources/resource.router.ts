import { listPageSchema, listQuerySchema, resourceSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import * as service from './resource.service';

const resourceRow = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string().nullable(),
});

export const resourceRouter = router({
  categories: authedProcedure
    .input(listQuerySchema)
    .output(listPageSchema(z.object({ category: z.string(), count: z.number() })))
    .query(({ ctx, input }) => service.listCategories(ctx.db, input)),

  list: authedProcedure
    .input(listQuerySchema.extend({ category: z.string().min(1).max(60) }))
    .output(listPageSchema(resourceRow))
    .query(({ ctx, input }) => service.listResources(ctx.db, input.category, input)),

  /** Choices for a select (business sectors, document types...): small, bounded by category. */
  byCategory: authedProcedure
    .input(z.object({ category: z.string().min(1).max(60) }))
    .output(z.array(resourceRow))
    .query(({ ctx, input }) => service.allResources(ctx.db, input.category)),

  create: authedProcedure
    .input(resourceSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.createResource(ctx.db, ctx.auth.user, input)),
});
