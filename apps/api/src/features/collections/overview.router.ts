import { analyticsRangeSchema, listPageSchema, listQuerySchema, OVERDUE_AGE_BUCKETS } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import * as overview from './overview.service';

const sen = z.number().int();
const bucket = z.enum(OVERDUE_AGE_BUCKETS);
const MAX_CLIENTS_BY_MONTHS = 50;

const clientRow = z.object({
  hirerId: z.number(),
  name: z.string(),
  totalOverdue: sen,
  totalOverdueMonths: z.number(),
  agreementIds: z.array(z.number()),
});

/** Collections §2.3 Collection Overview: every figure computed in SQL over the whole book. */
export const overviewRouter = router({
  figures: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        start: z.string(),
        asOf: z.string(),
        installmentCollected: sen,
        overdueCollected: sen,
        totalOverdue: sen,
        chargesDue: sen,
        outstandingBalance: sen,
        nonPerformingLoan: sen,
        nonPerformingLoanRatio: z.number(),
        ratioOverdueReceivable: z.number(),
        activeAgreements: z.number(),
        settledAgreements: z.number(),
        overdueByAge: z.array(z.object({ bucket, totalOverdue: sen, count: z.number() })),
      }),
    )
    .query(({ ctx, input }) => overview.overviewFigures(ctx.db, input)),

  /**
   * Issue 41: late-payment charges posted to the overview's day, what of them is paid and what is outstanding
   * (non-cash income until paid), over how many agreements.
   */
  lateCharges: authedProcedure
    .input(analyticsRangeSchema)
    .output(z.object({ asOf: z.string(), posted: sen, paid: sen, outstanding: sen, agreements: z.number() }))
    .query(({ ctx, input }) => overview.lateChargeFigures(ctx.db, input)),

  /**
   * Issue 32: of the letters and e-mails approved in the range, how many were followed by a cash payment on their
   * agreement within 14 days, the share of those whose 14 days are over, and the cash so paid.
   */
  proposalsEffect: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        start: z.string(),
        asOf: z.string(),
        letters: z.number(),
        paid: z.number(),
        unpaid: z.number(),
        pending: z.number(),
        amountPaid: sen,
        paidShare: z.number().nullable(),
      }),
    )
    .query(({ ctx, input }) => overview.proposalsEffect(ctx.db, input)),

  reasons: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        asOf: z.string(),
        reasons: z.array(z.object({ reason: z.string(), totalOverdue: sen, count: z.number() })),
        totalReceivableOverdue: z.object({
          totalOverdue: sen,
          chargesDue: sen,
          ratioOverdueReceivable: z.number(),
        }),
      }),
    )
    .query(({ ctx, input }) => overview.overdueReasons(ctx.db, input)),

  /** The Overdue Clients grid, one page of it (largest overdue first). */
  clients: authedProcedure
    .input(z.intersection(analyticsRangeSchema, listQuerySchema.pick({ page: true, pageSize: true })))
    .output(listPageSchema(clientRow))
    .query(({ ctx, input }) => overview.overdueClientsPage(ctx.db, input)),

  /** Every overdue client, for the grid's CSV (asked for on the click, never on the page's load). */
  clientsExport: authedProcedure
    .input(analyticsRangeSchema)
    .output(z.array(clientRow))
    .query(({ ctx, input }) => overview.overdueClients(ctx.db, input, 'overdue')),

  /** Months Overdue by Clients: the first `limit` (most months, then largest overdue). */
  clientsByMonths: authedProcedure
    .input(
      z.intersection(
        analyticsRangeSchema,
        z.object({ limit: z.number().int().min(1).max(MAX_CLIENTS_BY_MONTHS).default(10) }),
      ),
    )
    .output(z.array(clientRow))
    .query(({ ctx, input }) => overview.clientsByMonths(ctx.db, input)),

  monthly: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.array(
        z.object({
          month: z.string(),
          totalPaid: sen,
          totalOverdue: sen,
          paidTransactions: z.number(),
          overdueTransactions: z.number(),
        }),
      ),
    )
    .query(({ ctx, input }) => overview.monthlyCollection(ctx.db, input)),

  detail: authedProcedure
    .input(
      z.intersection(
        analyticsRangeSchema,
        z.object({
          bucket: bucket.optional(),
          month: z
            .string()
            .regex(/^\d{4}-\d{2}$/)
            .optional(),
        }),
      ),
    )
    .output(
      z.object({
        asOf: z.string(),
        total: z.number(),
        rows: z.array(
          z.object({
            id: z.number(),
            agreementId: z.number(),
            hpNo: z.string(),
            hirerId: z.number(),
            hirerName: z.string(),
            productId: z.number(),
            productName: z.string(),
            brandId: z.number(),
            brandName: z.string(),
            description: z.string(),
            dueDate: z.string(),
            daysPastDue: z.number(),
            unpaid: sen,
          }),
        ),
      }),
    )
    .query(({ ctx, input }) => overview.overdueDetail(ctx.db, input)),
});
