import {
  idOnlySchema,
  listPageSchema,
  listQuerySchema,
  vendorSchema,
  vendorUpdateSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router, withPermission } from '../../trpc/init';
import * as service from './vendor.service';

const idOutput = z.object({ id: z.number() });

const vendorOutput = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.date(),
  /** Agreements financed through the vendor. */
  facilityCount: z.number(),
});

/** An agreement bought from the vendor. loanAmount is the line total in sen. */
const facilityOutput = z.object({
  id: z.number(),
  letterOffer: z.string().nullable(),
  hpNo: z.string().nullable(),
  createdAt: z.date(),
  hirerId: z.number(),
  hirerName: z.string(),
  loanAmount: z.number().int(),
});

export const vendorRouter = router({
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema)
    .output(listPageSchema(vendorOutput))
    .query(({ ctx, input }) => service.listVendors(ctx.db, input)),

  /** Choices of a vendor dropdown: every live vendor, by name. */
  all: authedProcedure
    .output(z.array(z.object({ id: z.number(), name: z.string() })))
    .query(({ ctx }) => service.allVendors(ctx.db)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(vendorOutput)
    .query(({ ctx, input }) => service.getVendor(ctx.db, input.id)),

  facilities: authedProcedure
    .input(listQuerySchema.extend({ vendorId: z.number().int().positive() }))
    .output(listPageSchema(facilityOutput).extend({ totalLoanAmount: z.number().int() }))
    .query(({ ctx, input }) => service.listVendorFacilities(ctx.db, input.vendorId, input)),

  create: authedProcedure
    .input(vendorSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.createVendor(ctx.db, ctx.auth.user, input)),

  update: authedProcedure
    .input(vendorUpdateSchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.updateVendor(ctx.db, ctx.auth.user, input)),

  remove: withPermission('vendor.delete')
    .input(idOnlySchema)
    .output(idOutput)
    .mutation(({ ctx, input }) => service.deleteVendor(ctx.db, ctx.auth.user, input.id)),
});
