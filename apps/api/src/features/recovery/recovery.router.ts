import {
  ASSET_STATES,
  closeCaseSchema,
  disposalConsentSchema,
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
import * as disposalService from './disposal.service';
import * as service from './recovery.service';
import * as repossessionService from './repossession.service';
import * as statutoryService from './statutory.service';
import * as writeOffService from './write-off.service';

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

const services = z.array(
  z.object({
    party: z.enum(['hirer', 'guarantor']),
    name: z.string(),
    servedOn: z.string().nullable(),
    guarantorId: z.number().nullable(),
  }),
);

/** Issue 41: the Hire-Purchase Act's steps of the case, as the screen shows them. */
const statutory = z.object({
  underAct: z.boolean(),
  rule: z.string(),
  /** The statutory rebate a sale now would post (the unearned charges as at the repossession). */
  rebateDue: sen,
  dates: z.array(
    z.object({
      key: z.enum(['repossession', 'fifthSchedule', 'disposal']),
      date: z.string(),
      daysToGo: z.number(),
      done: z.boolean(),
      text: z.string(),
    }),
  ),
  services,
  serviceAlert: z.string().nullable(),
  noticeUrl: z.string().nullable(),
  closedReason: z.string().nullable(),
  consent: z.object({ url: z.string(), consentedOn: z.string() }).nullable(),
  repossession: z
    .object({
      takenAt: z.string().nullable(),
      place: z.string().nullable(),
      receiptUrl: z.string().nullable(),
      agentPermitNo: z.string().nullable(),
      courtOrder: z.object({ court: z.string(), number: z.string(), orderedOn: z.string() }).nullable(),
      estimatedValue: sen.nullable(),
      costs: sen.nullable(),
      netBalance: sen.nullable(),
    })
    .nullable(),
});

const recovery = z.object({
  balance,
  rule: z.object({
    underAct: z.boolean(),
    rule: z.string(),
    /** The arrears ladder's Fourth Schedule notice, served the day it was approved. */
    ladderNotice: z.object({ servedOn: z.string(), url: z.string().nullable() }).nullable(),
  }),
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
      statutory,
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
          /** Issue 41: the statutory rebate posted with the sale: the shortfall is of the net balance. */
          rebate: sen,
        })
        .nullable(),
      writeOffs: z.array(writeOff),
    })
    .nullable(),
});

/** Issue 32: the recovery case of an agreement, and the write-offs decided with four eyes. */
export const recoveryRouter = router({
  /**
   * Issue 32: recovery cases by stage, the disposal proceeds recovered (cash) and the write-offs (non-cash), as the
   * Collection Overview shows them.
   */
  figures: authedProcedure
    .output(
      z.object({
        casesByStage: z.array(z.object({ stage: z.enum(RECOVERY_STAGES), count: z.number() })),
        recovered: sen,
        writtenOff: sen,
        /** The allowed recovery costs added to agreements, and what of them is still owed. */
        chargesAdded: sen,
        chargesOwed: sen,
      }),
    )
    .query(({ ctx }) => service.recoveryFigures(ctx.db)),

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
    .output(
      z.object({ noticeFileId: z.number(), noticeDueOn: z.string(), receiptFileId: z.number().nullable() }),
    )
    .mutation(({ ctx, input }) =>
      repossessionService.recordRepossession(
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
      repossessionService.regenerateNotice(
        { db: ctx.db, storage: ctx.fileStorage, financier: ctx.config.financier },
        ctx.auth.user,
        input.caseId,
      ),
    ),

  /** The day the Fifth Schedule notice was served on the hirer, or on one guarantor (`guarantorId`). */
  noticeServed: withPermission('recovery.write')
    .input(noticeServedSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await repossessionService.recordNoticeServed(ctx.db, ctx.auth.user, input);
      return done;
    }),

  /** Issue 41, s.17: the hirer's written consent to a sale before the 21 days (a PDF or image uploaded). */
  consent: withPermission('recovery.write')
    .input(disposalConsentSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await statutoryService.recordDisposalConsent(ctx.db, ctx.auth.user, input);
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
    .output(z.object({ shortfall: sen, surplus: sen, rebate: sen }))
    .mutation(({ ctx, input }) => disposalService.recordDisposal(ctx.db, ctx.auth.user, input)),

  /** Closing (withdrawing) a case, with the reason (required). */
  close: withPermission('recovery.write')
    .input(closeCaseSchema)
    .output(ok)
    .mutation(async ({ ctx, input }) => {
      await service.closeCase(ctx.db, ctx.auth.user, input);
      return done;
    }),

  requestWriteOff: withPermission('recovery.write')
    .input(writeOffRequestSchema)
    .output(z.object({ id: z.number(), amount: sen }))
    .mutation(({ ctx, input }) => writeOffService.requestWriteOff(ctx.db, ctx.auth.user, input)),

  decideWriteOff: withPermission('writeOff.decide')
    .input(z.object({ requestId: id, decision: z.enum(['approve', 'reject']) }))
    .output(z.object({ status }))
    .mutation(({ ctx, input }) => writeOffService.decideWriteOffRequest(ctx.db, ctx.auth.user, input)),

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
