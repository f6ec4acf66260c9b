import { analyticsRangeSchema, OVERDUE_AGE_BUCKETS } from '@sewabeli/domain';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { id, ringgit as money } from '../../plugins/rest-answers';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import * as overview from './overview.service';

const ringgit = wireRinggitOfSen;

const rangeQuery = z.preprocess((value) => {
  const query = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    startDate: text(query.StartDate ?? query.startDate),
    endDate: text(query.EndDate ?? query.endDate),
  };
}, analyticsRangeSchema);

/** A client of the overdue lists, with its agreements. */
const overdueClientAnswer = z.object({
  id,
  name: z.string(),
  totalOverdue: money,
  totalOverdueMonths: z.number(),
  ApplicantProducts: z.array(z.object({ id })),
});

/** The legacy analysis calls of the collection overview (collections §6), money in ringgit. */
export const overviewRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/analysis/overview_overdue_transaction',
    access: 'authed',
    query: rangeQuery,
    answer: z.object({
      period: z.array(
        z.object({ period: z.enum(OVERDUE_AGE_BUCKETS), totalOverdue: money, count: z.number() }),
      ),
      installmentCollected: money,
      nonPerformingLoan: money,
      nonPerformingLoanRatio: z.number(),
      overdueCollected: money,
      totalOverdue: money,
    }),
    async handler({ req, query }) {
      const figures = await overview.overviewFigures(req.server.db, query);
      return {
        period: figures.overdueByAge.map((age) => ({
          period: age.bucket,
          totalOverdue: ringgit(age.totalOverdue),
          count: age.count,
        })),
        installmentCollected: ringgit(figures.installmentCollected),
        nonPerformingLoan: ringgit(figures.nonPerformingLoan),
        nonPerformingLoanRatio: figures.nonPerformingLoanRatio,
        overdueCollected: ringgit(figures.overdueCollected),
        totalOverdue: ringgit(figures.totalOverdue),
      };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/analysis/overview_overdue_transaction_reason',
    access: 'authed',
    query: rangeQuery,
    answer: z.object({
      reasons: z.array(z.object({ reason: z.string(), totalOverdue: money, count: z.number() })),
      totalReceivableOverdue: z.object({
        totalOverdue: money,
        chargesDue: money,
        ratioOverdueReceivable: z.number(),
      }),
    }),
    async handler({ req, query }) {
      const result = await overview.overdueReasons(req.server.db, query);
      return {
        reasons: result.reasons.map((row) => ({ ...row, totalOverdue: ringgit(row.totalOverdue) })),
        totalReceivableOverdue: {
          totalOverdue: ringgit(result.totalReceivableOverdue.totalOverdue),
          chargesDue: ringgit(result.totalReceivableOverdue.chargesDue),
          ratioOverdueReceivable: result.totalReceivableOverdue.ratioOverdueReceivable,
        },
      };
    },
  }),

  ...(
    [
      ['/analysis/outstandingBalanceClient', false],
      ['/analysis/rank_partially_hirer', true],
    ] as const
  ).map(([path, byMonths]) =>
    restRoute({
      method: 'GET',
      path,
      access: 'authed',
      query: rangeQuery,
      answer: z.array(overdueClientAnswer),
      async handler({ req, query }) {
        const clients = await overview.overdueClients(req.server.db, query, byMonths ? 'months' : 'overdue');
        return clients.map((client) => ({
          id: client.hirerId,
          name: client.name,
          totalOverdue: ringgit(client.totalOverdue),
          totalOverdueMonths: client.totalOverdueMonths,
          ApplicantProducts: client.agreementIds.map((id) => ({ id })),
        }));
      },
    }),
  ),

  restRoute({
    method: 'GET',
    path: '/analysis/monthlyCollection',
    access: 'authed',
    query: rangeQuery,
    answer: z.array(
      z.object({
        month: z.string(),
        totalPaid: money,
        totalOverdue: money,
        paidTransactions: z.number(),
        overdueTransactions: z.number(),
      }),
    ),
    async handler({ req, query }) {
      const months = await overview.monthlyCollection(req.server.db, query);
      return months.map((month) => ({
        ...month,
        totalPaid: ringgit(month.totalPaid),
        totalOverdue: ringgit(month.totalOverdue),
      }));
    },
  }),
];
