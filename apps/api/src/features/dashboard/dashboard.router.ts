import { analyticsRangeSchema } from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import * as dashboard from './dashboard.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const period = { start: z.string(), end: z.string(), asOf: z.string() };

/** Origination §2 Dashboard: every figure computed in SQL; everyone signed in reads. */
export const dashboardRouter = router({
  approvedLoan: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        ...period,
        quarter: z.object({ start: z.string(), end: z.string() }),
        totalLoan: sen,
        totalCount: z.number(),
        quarterLoan: sen,
        quarterCount: z.number(),
        months: z.array(z.object({ month: z.string(), loanAmount: sen, count: z.number() })),
      }),
    )
    .query(({ ctx, input }) => dashboard.approvedLoan(ctx.db, input)),

  transactions: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        ...period,
        from: z.string(),
        months: z.array(z.object({ month: z.string(), executed: z.number(), unexecuted: z.number() })),
      }),
    )
    .query(({ ctx, input }) => dashboard.transactions(ctx.db, input)),

  topModels: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        ...period,
        models: z.array(
          z.object({
            productId: z.number(),
            name: z.string(),
            brand: z.string(),
            loanAmount: sen,
            count: z.number(),
            units: z.number(),
          }),
        ),
      }),
    )
    .query(({ ctx, input }) => dashboard.topModels(ctx.db, input)),

  topClients: authedProcedure
    .input(analyticsRangeSchema)
    .output(
      z.object({
        ...period,
        clients: z.array(
          z.object({ hirerId: z.number(), name: z.string(), loanAmount: sen, count: z.number() }),
        ),
      }),
    )
    .query(({ ctx, input }) => dashboard.topClients(ctx.db, input)),
});
