import {
  ARREARS_ACTIONS,
  COLLECTION_BADGES,
  CURRENT_PAYMENTS,
  editPaymentSchema,
  INTEREST_METHODS,
  idOnlySchema,
  LEDGER_KIND_NAMES,
  lateReasonSchema,
  listPageSchema,
  listQuerySchema,
  PAYMENT_METHOD_NAMES,
  paymentSchema,
  rescheduleDecisionSchema,
  rescheduleSchema,
  settlementPaymentSchema,
  settlementQuoteSchema,
  transactionEditSchema,
  withMoneyEntry,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import { splitRowOutput } from '../applications/steps/product/product.schema';
import * as collections from './collection.service';
import * as lateChargePosting from './late-charges/late-charge-posting.service';
import * as ledger from './ledger/ledger.service';
import { overviewRouter } from './overview.router';
import * as reschedules from './reschedules/reschedule.service';
import * as settlement from './settlement/settlement.service';
import { completeApplication } from './start-collection.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const ok = z.object({ ok: z.literal(true) });

const listRow = z.object({
  id: z.number(),
  hirerId: z.number(),
  hirerName: z.string(),
  brandName: z.string(),
  productName: z.string(),
  hpNo: z.string().nullable(),
  paidAmount: sen,
  loanAmount: sen,
  totalPayable: sen,
  tenure: z.number(),
  hasPendingPayment: z.boolean(),
  currentPayment: z.enum(CURRENT_PAYMENTS),
  overdueMonths: z.number(),
  outstandingBalance: sen,
});

const approval = z.object({
  userId: z.union([z.number(), z.string()]),
  submittedBy: z.string(),
  status: z.enum(['Approved', 'Rejected']),
  submittedAt: z.string(),
});

const reschedule = z.object({
  id: z.number(),
  status: z.enum(['Pending', 'Approved', 'Rejected']),
  month: z.number(),
  createdAt: z.date(),
  createdBy: z.string(),
  startingInstalmentId: z.number(),
  startingInstalment: z.string().nullable(),
  approvalList: z.array(approval),
  requestedBy: z.object({ userId: z.number(), name: z.string() }),
  /** Issue 26: what a Pending request still needs ('Waiting for 1 more Superadmin approval; ...'). */
  waiting: z.string().nullable(),
});

/** Issue 41: late-payment charges accrued to a day, the months posted and what paid them (non-cash until paid). */
const lateChargesOutput = z.object({
  asOf: z.string(),
  agreementRate: z.number().nullable(),
  ratePercent: z.number().nullable(),
  capPercent: z.number(),
  capped: z.boolean(),
  underHirePurchaseAct: z.boolean(),
  total: sen,
  posted: z.array(
    z.object({
      id: z.number(),
      month: z.string(),
      incurredOn: z.string(),
      postedAt: z.date(),
      amount: sen,
      paid: sen,
      outstanding: sen,
    }),
  ),
  postedTotal: sen,
  postedPaid: sen,
  postedOutstanding: sen,
  notPosted: sen,
  instalments: z.array(
    z.object({
      id: z.number(),
      seq: z.number(),
      dueDate: z.string(),
      unpaidAmount: sen,
      daysOverdue: z.number(),
      charge: sen,
    }),
  ),
});

const profile = listRow.extend({
  /** The application the agreement came from (issue 29: the profile links back to it). */
  applicantId: z.number(),
  registrationNo: z.string(),
  brandId: z.number(),
  productId: z.number(),
  monthlyInstallment: sen,
  interestRate: z.number(),
  interestMethod: z.enum(INTEREST_METHODS),
  effectiveRate: z.number().nullable(),
  split: z.array(splitRowOutput).nullable(),
  prepayment: z.tuple([z.number(), z.number()]),
  prepaymentLabel: z.string(),
  agreementExecution: z.string().nullable(),
  badge: z.enum(COLLECTION_BADGES),
  /** Issue 26: the non-cash entries (the rebate) on their own line, with the label of the interest method. */
  nonCash: sen,
  nonCashLabel: z.string(),
  instalments: z.array(
    z.object({
      id: z.number(),
      seq: z.number(),
      description: z.string(),
      dueDate: z.string(),
      chargeAmount: sen,
      paidAmount: sen,
      paidAt: z.string().nullable(),
      note: z.string().nullable(),
      status: z.enum(['Paid', 'Partial', 'Pending', 'Overdue']),
      timing: z.enum(['Pending', 'Fast', 'Normal', 'Late']),
      performance: z.enum(['Good', 'Bad']).nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      amount: sen,
      paidAt: z.string(),
      kind: z.enum(LEDGER_KIND_NAMES),
      cash: z.boolean(),
      method: z.enum(PAYMENT_METHOD_NAMES).nullable(),
      reference: z.string().nullable(),
      instalmentId: z.number().nullable(),
      createdBy: z.string().nullable(),
      updatedBy: z.string().nullable(),
      createdAt: z.date(),
      updatedAt: z.date(),
      /** Issue 40: a payment posted from a bank statement keeps the bank's value and booking dates. */
      bankStatement: z.object({ valueDate: z.string(), bookingDate: z.string().nullable() }).nullable(),
    }),
  ),
  latestPaymentId: z.number().nullable(),
  reschedules: z.array(reschedule),
  rescheduleBlockedReason: z.string().nullable(),
  lateCharges: lateChargesOutput,
});

const page = listPageSchema(listRow);

/** Issue 14: the early-settlement quotation, its parts in sen. */
const settlementQuoteOutput = z.object({
  applicantProductId: z.number(),
  hpNo: z.string().nullable(),
  hirerName: z.string(),
  asset: z.string(),
  interestMethod: z.enum(INTEREST_METHODS),
  interestRate: z.number(),
  totalPayable: sen,
  quote: z.object({
    method: z.enum(INTEREST_METHODS),
    settlementDate: z.string(),
    validUntil: z.string(),
    instalmentsDue: z.number(),
    instalmentsNotDue: z.number(),
    outstandingBalance: sen,
    arrears: sen,
    paidInAdvance: sen,
    rebate: sen,
    settlementAmount: sen,
    refundDue: sen,
    principalOutstanding: sen.optional(),
    accruedInterest: sen.optional(),
    accruedDays: z.number().optional(),
  }),
  /** Issue 41: accrued to the settlement date, a line of its own: not in the settlement amount (not yet posted). */
  lateCharges: lateChargesOutput,
});

/**
 * Decisions §5 Complete (`agreement.complete`): the signed application becomes agreements under collection. The
 * path is the agreements' (trpc/app-router.ts joins it to their router); the work starts the collection.
 */
export const completeProcedure = withPermission('application.write')
  .input(idOnlySchema)
  .output(z.object({ agreements: z.number() }))
  .mutation(({ ctx, input }) => completeApplication(ctx.db, ctx.auth.user, input.id));

export const collectionRouter = router({
  list: authedProcedure
    .input(
      listQuerySchema.extend({
        status: z.enum(['pending', 'settled', 'all']).default('pending'),
        /** Issue 32: only the collections whose latest arrears proposal is of this ladder step. */
        ladderStep: z.enum(ARREARS_ACTIONS).nullable().default(null),
      }),
    )
    .output(page)
    .query(({ ctx, input }) => collections.listCollections(ctx.db, input.status, input, input.ladderStep)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(profile)
    .query(({ ctx, input }) => collections.getCollection(ctx.db, input.id, ctx.config.lateChargeCapPercent)),

  reasons: authedProcedure.output(z.array(z.string())).query(({ ctx }) => collections.lateReasons(ctx.db)),

  /** Idempotency: the Idempotency-Key header (or `idempotencyKey`) makes a retry answer the first result. */
  makePayment: withPermission('collection.write')
    .input(
      withMoneyEntry(paymentSchema.extend({ idempotencyKey: z.string().trim().min(1).max(200).optional() })),
    )
    .output(z.object({ id: z.number(), replayed: z.boolean() }))
    .mutation(({ ctx, input }) => {
      const { idempotencyKey, ...payment } = input;
      return ledger.makePayment(ctx.db, ctx.auth.user, payment, idempotencyKey ?? ctx.idempotencyKey);
    }),

  editPayment: withPermission('collection.write')
    .input(withMoneyEntry(editPaymentSchema))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await ledger.editLatestPayment(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  correctInstalment: withPermission('collection.correct')
    .input(transactionEditSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await ledger.correctInstalment(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  addLateReason: withPermission('collection.write')
    .input(lateReasonSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await collections.addLateReason(ctx.db, ctx.auth.user, input);
      return { ok: true as const };
    }),

  requestReschedule: withPermission('collection.write')
    .input(rescheduleSchema)
    .output(z.object({ id: z.number() }))
    .mutation(async ({ ctx, input }) => ({
      id: await reschedules.requestReschedule(ctx.db, ctx.auth.user, input),
    })),

  /** The domain judges who decides (a Superadmin not yet in the list); others get its message. */
  approveReschedule: authedProcedure
    .input(rescheduleDecisionSchema)
    .output(z.object({ status: z.enum(['Pending', 'Approved', 'Rejected']) }))
    .mutation(async ({ ctx, input }) => ({
      status: await reschedules.decideRescheduleRequest(ctx.db, ctx.auth.user, input.id, 'Approved'),
    })),

  rejectReschedule: authedProcedure
    .input(rescheduleDecisionSchema)
    .output(z.object({ status: z.enum(['Pending', 'Approved', 'Rejected']) }))
    .mutation(async ({ ctx, input }) => ({
      status: await reschedules.decideRescheduleRequest(ctx.db, ctx.auth.user, input.id, 'Rejected'),
    })),

  delete: withPermission('collection.delete')
    .input(idOnlySchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await collections.deleteCollection(ctx.db, ctx.auth.user, input.id);
      return { ok: true as const };
    }),

  /** Issue 14: the amount that settles the agreement in full on a date (today unless told), with its parts. */
  settlementQuote: authedProcedure
    .input(settlementQuoteSchema)
    .output(settlementQuoteOutput)
    .query(({ ctx, input }) =>
      settlement.settlementQuote(
        ctx.db,
        input.applicantProductId,
        input.settlementDate,
        ctx.config.lateChargeCapPercent,
      ),
    ),

  /** The quotation letter as a PDF (base64), printable and valid until the date it states. */
  settlementLetter: authedProcedure
    .input(settlementQuoteSchema)
    .output(z.object({ fileName: z.string(), base64: z.string() }))
    .query(async ({ ctx, input }) => {
      const letter = await settlement.settlementLetter(
        ctx.db,
        ctx.config.financier,
        input.applicantProductId,
        input.settlementDate,
        undefined,
        ctx.config.lateChargeCapPercent,
      );
      return { fileName: letter.fileName, base64: letter.pdf.toString('base64') };
    }),

  /** Records the settlement payment of exactly the quoted amount; the agreement is then Settled. */
  settle: withPermission('collection.write')
    .input(withMoneyEntry(settlementPaymentSchema))
    .output(z.object({ settlementAmount: sen, rebate: sen }))
    .mutation(({ ctx, input }) =>
      settlement.recordSettlement(ctx.db, ctx.auth.user, input, undefined, ctx.config.lateChargeCapPercent),
    ),

  /**
   * Issue 41: the month-end posting of late-payment charges for a month that has ended (the job runs it on the
   * 1st for the month before); posts nothing twice.
   */
  postLateCharges: withPermission('lateCharge.post')
    .input(z.object({ month: z.string() }))
    .output(
      z.object({
        month: z.string(),
        agreements: z.number(),
        posted: z.number(),
        amount: sen,
        alreadyPosted: z.number(),
      }),
    )
    .mutation(({ ctx, input }) =>
      lateChargePosting.postLateCharges(ctx.db, ctx.auth.user, input.month, ctx.config.lateChargeCapPercent),
    ),

  overview: overviewRouter,
});
