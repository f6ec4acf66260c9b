import {
  INTEREST_METHODS,
  idOnlySchema,
  masterListQuerySchema,
  masterRecordChangeSchema,
  masterRecordChangesSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import { splitRowOutput } from '../applications/steps/product/product.schema';
import * as service from './master-record.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const triState = z.union([z.literal(0), z.literal(1), z.null()]);
const text = z.string().nullable();

export const masterRecordRow = z.object({
  id: z.number(),
  applicantId: z.number(),
  hirerId: z.number(),
  createdAt: z.date(),
  updatedAt: z.date(),
  customerName: z.string(),
  hirerRegistrationNo: z.string(),
  brandId: z.number(),
  brand: z.string(),
  productId: z.number(),
  model: z.string(),
  condition: z.string(),
  isNew: triState,
  quantity: z.number(),
  engine: text,
  chassis: text,
  manufactureYear: z.number().nullable(),
  registrationNo: text,
  letterOffer: text,
  hpNo: text,
  principleStamp: text,
  subsidiaryStamp: text,
  unitCost: sen,
  unitLoanAmount: sen,
  cost: sen,
  loanAmount: sen,
  downpayment: sen,
  marginFinance: z.number(),
  totalInterest: sen,
  totalPayable: sen,
  agentId: z.number().nullable(),
  agent: text,
  coverNote: text,
  insuranceStatus: text,
  insuranceRate: z.number(),
  insurancePremium: sen,
  insuranceStartDate: text,
  insuranceEndDate: text,
  agreementExecution: text,
  dueDate: text,
  monthlyInstallment: sen,
  finalInstallment: sen,
  tenure: z.number(),
  interestRate: z.number(),
  prepayment: z.tuple([z.number(), z.number()]),
  prepaymentAmount: sen,
  effectiveRate: z.number().nullable(),
  interestMethod: z.enum(INTEREST_METHODS),
  /** Issue 41: late-payment interest, percent p.a.; null: none. */
  lateChargeRate: z.number().nullable(),
  disbursementDate: text,
  resourceId: z.number(),
  modeOfRepayment: text,
  salesman: text,
  rcOri: triState,
  insc: triState,
  fis: triState,
  stampIsPaid: triState,
  stampingIsDelivered: triState,
  agreementIsDelivered: triState,
  agreementIsReceived: triState,
  disbursementNoticeIsDelivered: triState,
  boardResolutionIsReceived: triState,
  regCardIsDelivered: triState,
  vehicleIsDischarged: triState,
});

const summary = z.object({
  total: z.number(),
  averageInterest: z.number().nullable(),
  totalCost: sen,
  totalLoan: sen,
});

export const masterRecordRouter = router({
  list: authedProcedure
    .input(masterListQuerySchema)
    .output(
      z.object({
        rows: z.array(masterRecordRow),
        total: z.number(),
        page: z.number(),
        pageSize: z.number(),
        summary,
      }),
    )
    .query(({ ctx, input }) => service.listMasterRecords(ctx.db, input)),

  byId: authedProcedure
    .input(idOnlySchema)
    // Issue 41: with the cap on late-payment rates for goods under the Act, so the screen refuses what the server would.
    .output(
      masterRecordRow.extend({
        split: z.array(splitRowOutput).nullable(),
        underHirePurchaseAct: z.boolean(),
        lateChargeCap: z.number(),
      }),
    )
    .query(async ({ ctx, input }) => ({
      ...(await service.getMasterRecord(ctx.db, input.id)),
      lateChargeCap: ctx.config.lateChargeCapPercent,
    })),

  /** Origination §2: operations staff edit master fields and flags (`masterRecord.edit`); everyone reads. */
  change: withPermission('masterRecord.edit')
    .input(masterRecordChangeSchema)
    .output(z.object({ value: z.union([z.string(), z.number(), z.null()]) }))
    .mutation(({ ctx, input }) =>
      service.changeMasterRecord(ctx.db, ctx.auth.user, input, ctx.config.lateChargeCapPercent),
    ),

  /** Issue 29: an edit modal's fields, all stored or none. */
  changeFields: withPermission('masterRecord.edit')
    .input(masterRecordChangesSchema)
    .output(z.object({ values: z.record(z.string(), z.union([z.string(), z.number(), z.null()])) }))
    .mutation(({ ctx, input }) =>
      service.changeMasterRecordFields(ctx.db, ctx.auth.user, input, ctx.config.lateChargeCapPercent),
    ),
});
