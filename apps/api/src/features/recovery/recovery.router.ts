import {
  ASSET_STATES,
  disposalSchema,
  listPageSchema,
  noticeServedSchema,
  openRecoveryCaseSchema,
  RECOVERY_STAGES,
  repossessionSchema,
  valuationSchema,
  WRITE_OFF_STATUSES,
  writeOffRequestSchema,
} from '@sewabeli/domain';
import { z } from 'zod';
import { authedProcedure, router, withPermission } from '../../trpc/init';
import * as service from './recovery.service';

/** Money in tRPC answers is integer sen (decisions.md §2). */
const sen = z.number().int();
const id = z.number().int().positive();
const ok = z.object({ ok: z.literal(true) });
const done = { ok: true as const };
const stage = z.enum(RECOVERY_STAGES);
const status = z.enum(WRITE_OFF_STATUSES);

const writeOff = z.object({
  id: z.number(),
  recoveryCaseId: z.number(),
  applicantProductId: z.number(),
  amount: sen,
  reason: z.string(),
  status,
  requestedBy: z.number(),
  requestedByName: z.string(),
  requestedAt: z.date(),
  decidedAt: z.date().nullable(),
  decisions: z.array(
    z.object({
      approverId: z.number(),
      approverName: z.string(),
      decision: z.enum(['approve', 'reject']),
      decidedAt: z.date(),
    }),
  ),
  /** Issue 41: what a Pending request still needs and who can still approve it; null once decided. */
  waiting: z.string().nullable(),
});

const balance = z.object({
  owed: sen,
  cash: sen,
  nonCash: sen,
  total: sen,
  outstanding: sen,
  refundDue: sen,
});

const recovery = z.object({
  balance,
  earlierCases: z.number(),
  assetState: z.enum(ASSET_STATES).nullable(),
  current: z
    .object({
      id: z.number(),
      applicantProductId: z.number(),
      stage,
      noticeServedOn: z.string(),
      openedAt: z.date(),
      openedByName: z.string(),
      closedAt: z.date().nullable(),
      stages: z.array(
        z.object({
          fromStage: stage.nullable(),
          stage,
          changedAt: z.date(),
          changedByName: z.string(),
        }),
      ),
      repossession: z
        .object({
          repossessedOn: z.string(),
          agent: z.string(),
          yard: z.string().nullable(),
          condition: z.string(),
          noticeDueOn: z.string(),
          noticeFileId: z.number().nullable(),
          noticeUrl: z.string().nullable(),
          noticeServedOn: z.string().nullable(),
          /** Every generated copy of the Fifth Schedule notice, newest first. */
          notices: z.array(
            z.object({
              version: z.number(),
              url: z.string(),
              generatedAt: z.date(),
              generatedByName: z.string(),
            }),
          ),
          /** Repossessed more than 21 days ago and the notice not served: what the case says. */
          noticeAlert: z.string().nullable(),
          recordedAt: z.date(),
          photos: z.array(z.object({ id: z.number(), url: z.string() })),
        })
        .nullable(),
      valuation: z.object({ valuedOn: z.string(), valuer: z.string(), amount: sen }).nullable(),
      disposal: z
        .object({
          disposedOn: z.string(),
          buyer: z.string(),
          price: sen,
          costs: sen,
          shortfall: sen,
          surplus: sen,
        })
        .nullable(),
      writeOffs: z.array(writeOff),
    })
    .nullable(),
});

/** Issue 32: the recovery case of an agreement, and the write-offs decided with four eyes. */
export const recoveryRouter = router({
  /** The agreement's recovery (latest case in full) and its balance with charges and refund due. */
  ofAgreement: authedProcedure
    .input(z.object({ applicantProductId: id }))
    .output(recovery)
    .query(({ ctx, input }) => service.recoveryOf(ctx.db, input.applicantProductId)),

  open: withPermission('recovery.write')
    .input(openRecoveryCaseSchema)
    .output(z.object({ id: z.number() }))
    .mutation(({ ctx, input }) => service.openCase(ctx.db, ctx.auth.user, input)),

  /** The repossession with its photos (ids of images uploaded through POST /files?kind=image). */
  repossess: withPermission('recovery.write')
    .input(repossessionSchema)
    .output(z.object({ noticeFileId: z.number(), noticeDueOn: z.string() }))
    .mutation(({ ctx, input }) =>
      service.recordRepossession(
        { db: ctx.db, storage: ctx.fileStorage, financier: ctx.config.financier },
        ctx.auth.user,
        input,
      ),
    ),

  /** The Fifth Schedule notice generated again: the same content, the next version; earlier copies stay. */
  regenerateNotice: withPermission('recovery.write')
    .input(z.object({ caseId: id }))
    .output(z.object({ noticeFileId: z.number(), version: z.number() }))
    .mutation(({ ctx, input }) =>
      service.regenerateNotice(
        { db: ctx.db, storage: ctx.fileStorage, financier: ctx.config.financier },
        ctx.auth.user,
        input.caseId,
      ),
    ),

  /** The day the Fifth Schedule notice was served on the hirer. */
  noticeServed: withPermission('recovery.write')
    .input(noticeServedSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.recordNoticeServed(ctx.db, ctx.auth.user, input);
      return done;
    }),

  /** Open cases repossessed more than 21 days ago without the Fifth Schedule notice served. */
  noticeAlerts: authedProcedure
    .output(
      z.array(
        z.object({
          caseId: z.number(),
          applicantProductId: z.number(),
          hpNo: z.string().nullable(),
          hirerName: z.string(),
          repossessedOn: z.string(),
          noticeDueOn: z.string(),
          message: z.string(),
        }),
      ),
    )
    .query(({ ctx }) => service.fifthScheduleAlerts(ctx.db)),

  value: withPermission('recovery.write')
    .input(valuationSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.recordValuation(ctx.db, ctx.auth.user, input);
      return done;
    }),

  dispose: withPermission('recovery.write')
    .input(disposalSchema)
    .output(z.object({ shortfall: sen, surplus: sen }))
    .mutation(({ ctx, input }) => service.recordDisposal(ctx.db, ctx.auth.user, input)),

  close: withPermission('recovery.write')
    .input(z.object({ caseId: id }))
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.closeCase(ctx.db, ctx.auth.user, input.caseId);
      return done;
    }),

  requestWriteOff: withPermission('recovery.write')
    .input(writeOffRequestSchema)
    .output(z.object({ id: z.number(), amount: sen }))
    .mutation(({ ctx, input }) => service.requestWriteOff(ctx.db, ctx.auth.user, input)),

  decideWriteOff: withPermission('writeOff.decide')
    .input(z.object({ requestId: id, decision: z.enum(['approve', 'reject']) }))
    .output(z.object({ status }))
    .mutation(({ ctx, input }) => service.decideWriteOffRequest(ctx.db, ctx.auth.user, input)),

  /** The Superadmins' approvals list: one page, newest first. */
  writeOffRequests: authedProcedure
    .input(
      z.object({
        status: status.nullable().default('Pending'),
        page: z.number().int().min(1).default(1),
        pageSize: z.number().int().min(1).max(100).default(20),
      }),
    )
    .output(listPageSchema(writeOff.extend({ hpNo: z.string().nullable(), hirerName: z.string() })))
    .query(({ ctx, input }) => service.writeOffRequests(ctx.db, input)),

  /** The asset's state on its master record. */
  assetState: authedProcedure
    .input(z.object({ applicantProductId: id }))
    .output(
      z.object({ state: z.enum(ASSET_STATES), label: z.string(), yard: z.string().nullable() }).nullable(),
    )
    .query(({ ctx, input }) => service.assetStateOf(ctx.db, input.applicantProductId)),
});
