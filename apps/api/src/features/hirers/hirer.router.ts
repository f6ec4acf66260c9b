import {
  attachFileSchema,
  hirerContactSchema,
  hirerContactUpdateSchema,
  hirerSchema,
  hirerUpdateSchema,
  idOnlySchema,
  listPageSchema,
  listQuerySchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, keepAnswers, router, withPermission } from '../../trpc/init';
import * as service from './hirer.service';

const byHirer = z.object({ hirerId: z.number().int().positive() });
const ok = z.object({ ok: z.literal(true) });
/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();

const hirerRow = z.object({
  id: z.number(),
  name: z.string(),
  registrationNo: z.string(),
  shortname: z.string(),
  establishYear: z.number(),
  businessSector: z.string().nullable(),
});

export const hirerProfile = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  registrationNo: z.string(),
  shortname: z.string(),
  establishYear: z.number(),
  resourceId: z.number(),
  businessSector: z.string().nullable(),
  otherBusinessSector: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string(),
  website: z.string().nullable(),
  phone: z.string().nullable(),
  pic: z.string(),
  picNo: z.string(),
  remark: z.string().nullable(),
  logoFileId: z.number().nullable(),
  logoUrl: z.string().nullable(),
  latePayment: z.boolean(),
  loanLimit: sen,
  totalLoanAmount: sen,
  totalExposure: sen,
  remainingLoanLimit: sen,
  facilityCount: z.number(),
  financialProgram: z.string().nullable(),
  creditScore: z.number().nullable(),
  lastLoanApprovalDate: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

const lastApplication = z
  .object({
    id: z.number(),
    score: z.number().nullable(),
    updatedAt: z.date(),
    documents: z.array(z.object({ id: z.number(), type: z.string(), fileName: z.string(), url: z.string() })),
  })
  .nullable();

const facilityRow = z.object({
  id: z.number(),
  applicantId: z.number(),
  letterOffer: z.string().nullable(),
  createdAt: z.date(),
  hpNo: z.string().nullable(),
  agreementExecution: z.string().nullable(),
  loanAmount: sen,
  outstandingBalance: sen,
});

export const contactRow = z.object({
  id: z.number(),
  hirerId: z.number(),
  name: z.string(),
  identityNo: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const hirerRouter = router({
  list: authedProcedure
    .use(keepAnswers)
    .input(listQuerySchema)
    .output(listPageSchema(hirerRow))
    .query(({ ctx, input }) => service.listHirers(ctx.db, input)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(hirerProfile)
    .query(({ ctx, input }) => service.getHirer(ctx.db, input.id)),

  lastApplication: authedProcedure
    .input(byHirer)
    .output(lastApplication)
    .query(({ ctx, input }) => service.lastApplication(ctx.db, input.hirerId)),

  facilities: authedProcedure
    .input(listQuerySchema.extend({ hirerId: z.number().int().positive() }))
    .output(
      listPageSchema(facilityRow).extend({
        loanLimit: sen,
        totalLoanAmount: sen,
        totalExposure: sen,
        remainingLoanLimit: sen,
        facilityCount: z.number(),
      }),
    )
    .query(({ ctx, input }) => service.listFacilities(ctx.db, input.hirerId, input)),

  create: authedProcedure
    .input(hirerSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.createHirer(ctx.db, ctx.auth.user, input)),

  update: authedProcedure
    .input(hirerUpdateSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.updateHirer(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  setLogo: authedProcedure
    .input(attachFileSchema)
    .output(z.object({ logoUrl: z.string() }))
    .mutation(({ ctx, input }) => service.setLogo(ctx.db, ctx.auth.user, input)),

  /** Deleting reference data is a Superadmin's, as for asset types and vendors. */
  delete: withPermission('hirer.delete')
    .input(idOnlySchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.deleteHirer(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),

  contacts: authedProcedure
    .input(listQuerySchema.extend({ hirerId: z.number().int().positive() }))
    .output(listPageSchema(contactRow))
    .query(({ ctx, input }) => service.listContacts(ctx.db, input.hirerId, input)),

  createContact: authedProcedure
    .input(hirerContactSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.createContact(ctx.db, ctx.auth.user, input)),

  updateContact: authedProcedure
    .input(hirerContactUpdateSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.updateContact(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),
});
