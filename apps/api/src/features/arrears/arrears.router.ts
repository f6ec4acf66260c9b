import {
  ARREARS_ACTIONS,
  isCalendarDate,
  ladderSchema,
  listPageSchema,
  MAX_PAGE_SIZE,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import * as service from './arrears.service';
import * as letters from './arrears-letter.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const id = z.number().int().positive();
const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };
const action = z.enum(ARREARS_ACTIONS);
const language = z.enum(['ms', 'en']);
const deliveryStatus = z.enum(['queued', 'sent', 'failed', 'outbox', 'withdrawn']);
const calendarDate = z.string().refine(isCalendarDate, 'Please enter a valid date');
const paging = {
  search: z.string().trim().max(100).default(''),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
};

const step = z.object({ action, days: z.number() });

const proposal = z.object({
  id: z.number(),
  applicantProductId: z.number(),
  action,
  cycle: z.string(),
  proposedOn: z.string(),
  daysPastDue: z.number(),
  arrears: sen,
  /** Issue 41: the arrears and days past due of today, beside those of the day it was proposed. */
  arrearsToday: sen,
  daysPastDueToday: z.number(),
  reason: z.string().nullable(),
  hpNo: z.string().nullable(),
  hirerId: z.number(),
  hirerName: z.string(),
  hirerEmail: z.string().nullable(),
  brandName: z.string(),
  productName: z.string(),
  underHirePurchaseAct: z.boolean(),
});

const message = z.object({
  id: z.number(),
  arrearsProposalId: z.number(),
  applicantProductId: z.number(),
  action,
  label: z.string(),
  kind: z.enum(['letter', 'email']),
  language,
  recipient: z.string().nullable(),
  storedFileId: z.number().nullable(),
  payBy: z.string().nullable(),
  amountDue: sen.nullable(),
  approvedAt: z.date(),
  approvedByName: z.string(),
  deliveryStatus,
  error: z.string().nullable(),
  sentAt: z.date().nullable(),
  withdrawnReason: z.string().nullable(),
  withdrawnAt: z.date().nullable(),
  hpNo: z.string().nullable(),
  hirerName: z.string(),
});

/** Issue 32: the arrears ladder, the day's proposals and the Collections queue, the letters and e-mails. */
export const arrearsRouter = router({
  ladder: authedProcedure.output(z.array(step)).query(({ ctx }) => service.getLadder(ctx.db)),

  updateLadder: withPermission('arrears.ladder')
    .input(z.object({ steps: ladderSchema }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.updateLadder(ctx.db, ctx.auth.user, input.steps);
      return done;
    }),

  /** Today's proposal pass on demand (the daily job runs it at 08:00); proposes nothing twice. */
  runToday: withPermission('arrears.run')
    .output(
      z.object({ considered: z.number(), proposed: z.number(), revived: z.number(), withdrawn: z.number() }),
    )
    .mutation(({ ctx }) => service.runProposalPass(ctx.db)),

  /** The undecided proposals: every step's count and arrears, and one page of a step's (or all) proposals. */
  queue: authedProcedure
    .input(z.object({ action: action.nullable().default(null), ...paging }))
    .output(
      listPageSchema(proposal).extend({
        groups: z.array(z.object({ action, label: z.string(), count: z.number(), arrears: sen })),
      }),
    )
    .query(({ ctx, input }) => service.listQueue(ctx.db, input)),

  approve: withPermission('arrears.run')
    .input(z.object({ ids: z.array(id).min(1).max(500), language: language.default('en') }))
    .output(
      z.object({
        approved: z.number(),
        alreadyDecided: z.number(),
        messageIds: z.array(z.number()),
        withdrawn: z.array(z.object({ id: z.number(), hpNo: z.string().nullable(), reason: z.string() })),
      }),
    )
    .mutation(({ ctx, input }) => service.approveProposals(ctx.db, ctx.auth.user, input)),

  skip: withPermission('arrears.run')
    .input(z.object({ id, reason: z.string().trim().max(500) }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.skipProposal(ctx.db, ctx.auth.user, input);
      return done;
    }),

  snooze: withPermission('arrears.run')
    .input(z.object({ id, promisedOn: calendarDate, amount: sen }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.snoozeProposal(ctx.db, ctx.auth.user, input);
      return done;
    }),

  /** Issue 41: an approved letter not sent yet, withdrawn with the reason; it is never sent. */
  withdrawMessage: withPermission('arrears.run')
    .input(z.object({ id, reason: z.string().trim().max(500) }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await letters.withdrawMessageByHand(ctx.db, ctx.auth.user, input);
      return done;
    }),

  /** The letters and e-mails of an agreement, newest first (its collection profile's history). */
  messagesOf: authedProcedure
    .input(z.object({ applicantProductId: id }))
    .output(z.array(message))
    .query(({ ctx, input }) => letters.messagesOfAgreement(ctx.db, input.applicantProductId)),

  /** Every letter and e-mail, by delivery status ('outbox': kept unsent, no SMTP_URL). */
  messages: authedProcedure
    .input(z.object({ status: deliveryStatus.nullable().default(null), ...paging }))
    .output(listPageSchema(message))
    .query(({ ctx, input }) => letters.listMessages(ctx.db, input)),
});
