import {
  attachFileSchema,
  brandSchema,
  brandUpdateSchema,
  idOnlySchema,
  listQuerySchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router, withPermission } from '../../trpc/init';
import * as service from './brand.service';
import { applicationOutput, brandChoiceOutput, brandOutput, pageOf } from './brands-products.output';

const idOutput = z.object({ id: z.number() });

export const brandRouter = router({
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema)
    .output(pageOf(brandOutput))
    .query(({ ctx, input }) => service.listBrands(ctx.db, input)),

  /** Choices of the Brand dropdown: every live asset type, by name. */
  all: authedProcedure.output(z.array(brandChoiceOutput)).query(({ ctx }) => service.allBrands(ctx.db)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(brandOutput)
    .query(({ ctx, input }) => service.getBrand(ctx.db, input.id)),

  /** The Applications panel: order lines of every asset of the type, with their hirer. */
  applications: authedProcedure
    .input(listQuerySchema.extend({ brandId: z.number().int().positive() }))
    .output(pageOf(applicationOutput))
    .query(({ ctx, input }) => service.listBrandApplications(ctx.db, input.brandId, input)),

  create: authedProcedure
    .input(brandSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createBrand(ctx.db, ctx.auth.user, input)),

  update: authedProcedure
    .input(brandUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateBrand(ctx.db, ctx.auth.user, input)),

  setImage: authedProcedure
    .input(attachFileSchema)
    .output(z.object({ id: z.number(), logoUrl: z.string() }))
    .mutation(({ ctx, input }) => service.setBrandImage(ctx.db, ctx.auth.user, input)),

  remove: withPermission('brand.delete')
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteBrand(ctx.db, ctx.auth.user, input.id)),
});
