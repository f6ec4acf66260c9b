import { analyticsRangeSchema, type Sen } from '@sewabeli/domain';
import { z } from 'zod';
import { todayInKualaLumpur } from '../../lib/today';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { analysisLine, keyed, ringgit as money } from '../../plugins/rest-answers';
import { wireRinggitOfSen } from '../../plugins/rest-money';
import * as dashboard from './dashboard.service';

// Money on the legacy wire is ringgit (decisions.md §2).
const ringgit = wireRinggitOfSen;

/** ?StartDate&EndDate (YYYY-MM-DD), as the collection overview's analysis calls take them. */
const rangeQuery = z.preprocess((value) => {
  const query = (value ?? {}) as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    startDate: text(query.StartDate ?? query.startDate),
    endDate: text(query.EndDate ?? query.endDate),
  };
}, analyticsRangeSchema);

/** A line of an analysis list: the ApplicantProduct with its line loan in ringgit. */
const line = (row: { id: number; hpNo: string | null; loanAmount: Sen }) => ({
  id: row.id,
  hpNo: row.hpNo,
  loanAmount: ringgit(row.loanAmount),
});

/** Origination §7 analytics calls of the dashboard; each month key is 'YYYY-MM', every month of the period. */
export const dashboardRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/analysis/total_approved_loan',
    access: 'authed',
    query: rangeQuery,
    answer: z.object({ total_loan: money, total_quarter_loan: money, monthly: keyed(z.array(analysisLine)) }),
    async handler({ req, query }) {
      const db = req.server.db;
      // The figures and the period's lines side by side, for the same day (issue 15).
      const today = todayInKualaLumpur();
      const [figures, lines] = await Promise.all([
        dashboard.approvedLoan(db, query, today),
        dashboard.approvedLines(db, dashboard.periodOf(query, today)),
      ]);
      const monthly: Record<string, ReturnType<typeof line>[]> = Object.fromEntries(
        figures.months.map((m) => [m.month, []]),
      );
      for (const row of lines) monthly[row.month]?.push(line(row));
      return {
        total_loan: ringgit(figures.totalLoan),
        total_quarter_loan: ringgit(figures.quarterLoan),
        monthly,
      };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/analysis/overview_lead',
    access: 'authed',
    query: rangeQuery,
    answer: z.object({
      monthly: keyed(z.object({ Executed: z.array(analysisLine), Unexecute: z.array(analysisLine) })),
    }),
    async handler({ req, query }) {
      const db = req.server.db;
      const today = todayInKualaLumpur();
      const period = dashboard.periodOf(query, today);
      const [figures, lines] = await Promise.all([
        dashboard.transactions(db, query, today),
        dashboard.approvedLines(db, period, dashboard.transactionMonths(period).start),
      ]);
      const monthly: Record<
        string,
        { Executed: ReturnType<typeof line>[]; Unexecute: ReturnType<typeof line>[] }
      > = Object.fromEntries(figures.months.map((m) => [m.month, { Executed: [], Unexecute: [] }]));
      for (const row of lines) monthly[row.month]?.[row.executed ? 'Executed' : 'Unexecute'].push(line(row));
      return { monthly };
    },
  }),

  ...(
    [
      ['/analysis/rank_product', 'product'],
      ['/analysis/rank_hirer', 'hirer'],
    ] as const
  ).map(([path, by]) =>
    restRoute({
      method: 'GET',
      path,
      access: 'authed',
      query: rangeQuery,
      // The top five by name, in rank order, each with its lines.
      answer: keyed(z.array(analysisLine)),
      async handler({ req, query }) {
        const db = req.server.db;
        const { period, ranked } =
          by === 'product'
            ? await dashboard.topModels(db, query).then(({ models, ...p }) => ({
                period: p,
                ranked: models.map((m) => ({ id: m.productId, name: m.name })),
              }))
            : await dashboard.topClients(db, query).then(({ clients, ...p }) => ({
                period: p,
                ranked: clients.map((c) => ({ id: c.hirerId, name: c.name })),
              }));
        const lines = await dashboard.linesOf(
          db,
          period,
          by,
          ranked.map((r) => r.id),
        );
        // The top five in rank order; a name shared by two models gathers both lists under it.
        const answer: Record<string, ReturnType<typeof line>[]> = {};
        for (const entry of ranked) {
          const key = entry.name;
          answer[key] ??= [];
          for (const row of lines) {
            if ((by === 'product' ? row.productId : row.hirerId) === entry.id) answer[key].push(line(row));
          }
        }
        return answer;
      },
    }),
  ),
];
