import {
  approveSchema,
  bypassSchema,
  idOnlySchema,
  listPageSchema,
  listQuerySchema,
  reattemptSchema,
  rejectSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router } from '../../trpc/init';
import * as service from './approval.service';

const listRow = z.object({
  id: z.number(),
  hirerId: z.number(),
  hirerName: z.string(),
  progressId: z.number(),
  progress: z.string(),
  seq: z.number(),
  createdAt: z.date(),
});

const mark = z.union([z.literal(0), z.literal(1)]).nullable();

const approvalOutput = z.object({
  id: z.number(),
  seq: z.number(),
  progressId: z.number(),
  lockStatus: z.number(),
  positions: z.array(
    z.object({
      position: z.number(),
      role: z.string(),
      status: mark,
      userName: z.string().nullable(),
      at: z.date().nullable(),
      bypass: z.boolean(),
    }),
  ),
  actions: z.object({ decide: z.number().nullable(), reattempt: z.boolean(), bypass: z.boolean() }),
  riskReportUrl: z.string().nullable(),
  /** Issue 26: every SRC risk report Submit wrote, the newest first (the one riskReportUrl links). */
  riskReports: z.array(z.object({ version: z.number(), url: z.string(), submittedAt: z.date() })),
});

const decisionOutput = z.object({ progressId: z.number(), events: z.array(z.string()) });

/**
 * Origination §2 Approval, Pending Approvals and Application log. Who may decide depends on the position and
 * the stored state, so every mutation is authed and the service applies the domain chain (and the permission
 * table for By Pass and re-attempt) on the locked row.
 */
export const approvalRouter = router({
  pending: authedProcedure
    .input(listQuerySchema)
    .output(listPageSchema(listRow))
    .query(({ ctx, input }) => service.listPendingApprovals(ctx.db, ctx.auth.user, input)),

  log: authedProcedure
    .input(listQuerySchema)
    .output(listPageSchema(listRow))
    .query(({ ctx, input }) => service.listApplicationLog(ctx.db, input)),

  byId: authedProcedure
    .input(idOnlySchema)
    .output(approvalOutput)
    .query(({ ctx, input }) => service.getApproval(ctx.db, ctx.auth.user, input.id)),

  approve: authedProcedure
    .input(approveSchema)
    .output(decisionOutput)
    .mutation(({ ctx, input }) => service.approve(ctx.db, ctx.auth.user, input)),

  reject: authedProcedure
    .input(rejectSchema)
    .output(decisionOutput)
    .mutation(({ ctx, input }) => service.reject(ctx.db, ctx.auth.user, input)),

  bypass: authedProcedure
    .input(bypassSchema)
    .output(decisionOutput)
    .mutation(({ ctx, input }) => service.bypass(ctx.db, ctx.auth.user, input)),

  reattempt: authedProcedure
    .input(reattemptSchema)
    .output(decisionOutput)
    .mutation(({ ctx, input }) => service.reattempt(ctx.db, ctx.auth.user, input)),
});
