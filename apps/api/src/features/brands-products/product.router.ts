import {
  attachFileSchema,
  idOnlySchema,
  listQuerySchema,
  productSchema,
  productUpdateSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router, withPermission } from '../../trpc/init';
import { applicationOutput, pageOf, productOutput } from './brands-products.output';
import * as service from './product.service';

const idOutput = z.object({ id: z.number() });

export const productRouter = router({
  /** Assets, optionally of one asset type (the Assets panel of the asset type profile). */
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema.extend({ brandId: z.number().int().positive().optional() }))
    .output(pageOf(productOutput))
    .query(({ ctx, input }) => service.listProducts(ctx.db, input, input.brandId)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(productOutput)
    .query(({ ctx, input }) => service.getProduct(ctx.db, input.id)),

  /** The asset profile's Applications grid. */
  applications: authedProcedure
    .input(listQuerySchema.extend({ productId: z.number().int().positive() }))
    .output(pageOf(applicationOutput))
    .query(({ ctx, input }) => service.listProductApplications(ctx.db, input.productId, input)),

  create: authedProcedure
    .input(productSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createProduct(ctx.db, ctx.auth.user, input)),

  update: authedProcedure
    .input(productUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateProduct(ctx.db, ctx.auth.user, input)),

  setImage: authedProcedure
    .input(attachFileSchema)
    .output(z.object({ id: z.number(), imageUrl: z.string() }))
    .mutation(({ ctx, input }) => service.setProductImage(ctx.db, ctx.auth.user, input)),

  remove: withPermission('product.delete')
    .input(idOnlySchema)
    .output(z.object({ id: z.number(), brandId: z.number() }))
    .mutation(({ ctx, input }) => service.deleteProduct(ctx.db, ctx.auth.user, input.id)),
});
