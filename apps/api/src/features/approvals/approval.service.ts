import { type Db, lastChangeOf } from '@sewabeli/db';
import {
  APPLICATION_MESSAGES,
  APPROVAL_MESSAGES,
  APPROVAL_POSITIONS,
  type ApprovalEvent,
  type ApprovalState,
  type ApproveInput,
  applicationRaceMessage,
  approvalActivityDescription,
  approvePosition,
  availableApprovalActions,
  bypassApproval,
  type ListQuery,
  type PositionState,
  positionForRole,
  positionRaceMessage,
  type RejectInput,
  reattemptApplication,
  rejectPosition,
  type Transition,
} from '@sewabeli/domain';
import { conflict, notFound } from '../../lib/errors';
import { requirePermission } from '../../lib/require-permission';
import { requestAgreementGeneration } from '../agreements/agreement-generation';
import { recordActivity, riskReportUrlOf } from '../applications/application.service';
import { srcReportVersions } from '../applications/steps/result/result.service';
import { recordAudit } from '../audit/audit.repository';
import { actingAsOf } from '../auth/acting-as';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './approval.repository';

/** The domain's actor: a token holds no position and never decides (issue 40). */
const actorOf = (actor: SessionUser) => ({
  userId: actor.id,
  roleName: actor.role.name,
  ...actingAsOf(actor),
});

/** Origination §2 Pending Approvals: what awaits the signed-in user's role (none for other roles). */
export async function listPendingApprovals(db: Db, actor: SessionUser, query: ListQuery) {
  const position = positionForRole(actor.role.name);
  if (position === null) return { rows: [], total: 0, page: query.page, pageSize: query.pageSize };
  return repo.listAwaitingPosition(db, position, query);
}

/** Origination §2 Application log: completed applications. */
export const listApplicationLog = (db: Db, query: ListQuery) => repo.listCompleted(db, query);

type Row = Pick<
  repo.ApprovalRow,
  | 'seq'
  | 'progressId'
  | 'lockStatus'
  | `status${1 | 2 | 3 | 4}`
  | `status${1 | 2 | 3 | 4}User`
  | `status${1 | 2 | 3 | 4}At`
  | `status${1 | 2 | 3 | 4}Bypass`
>;

function positionOf(row: Row, n: 1 | 2 | 3 | 4): PositionState {
  const at = row[`status${n}At`];
  return { status: row[`status${n}`], userId: row[`status${n}User`], at: at ? at.toISOString() : null };
}

function stateOf(row: Row): ApprovalState {
  return {
    seq: row.seq,
    progressId: row.progressId,
    lockStatus: row.lockStatus,
    positions: [positionOf(row, 1), positionOf(row, 2), positionOf(row, 3), positionOf(row, 4)],
  };
}

/** Origination §2 Approval step: the four positions, the buttons the user may press, the risk report link. */
export async function getApproval(db: Db, actor: SessionUser, id: number) {
  const row = await repo.findApproval(db, id);
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  const state = stateOf(row);
  const names = [row.status1UserName, row.status2UserName, row.status3UserName, row.status4UserName];
  const bypassed = [row.status1Bypass, row.status2Bypass, row.status3Bypass, row.status4Bypass];
  return {
    id: row.id,
    seq: row.seq,
    progressId: row.progressId,
    lockStatus: row.lockStatus,
    positions: APPROVAL_POSITIONS.map(({ position, role }) => {
      const entry = state.positions[position - 1] as PositionState;
      return {
        position,
        role,
        status: entry.status,
        userName: names[position - 1] ?? null,
        at: entry.at === null ? null : new Date(entry.at),
        bypass: bypassed[position - 1] ?? false,
      };
    }),
    actions: availableApprovalActions(state, actorOf(actor)),
    riskReportUrl: riskReportUrlOf(row),
    riskReports: await srcReportVersions(db, row.id),
  };
}

type Decide = (state: ApprovalState, at: string) => Transition;

/**
 * A decision refused on the locked application: 409, saying what happened meanwhile and who did it when another
 * person's action got there first (issue 28): the actor's position decided ('This position was approved a moment
 * ago by …'), the application approved, completed or re-attempted; otherwise the rule's message.
 */
async function refusal(trx: Db, actor: SessionUser, row: repo.ApprovalRow, message: string, now: Date) {
  if (message === APPROVAL_MESSAGES.alreadyDecided) {
    const position = positionForRole(actor.role.name);
    const names = await repo.findApproval(trx, row.id);
    if (position !== null && names) {
      const entry = positionOf(row, position);
      const name = names[`status${position}UserName`];
      if (entry.status === 0 || entry.status === 1)
        return conflict(positionRaceMessage(entry.status, { name, at: entry.at }, now));
    }
  }
  if (message === APPROVAL_MESSAGES.notAwaitingApproval) {
    const raced = applicationRaceMessage(row, await lastChangeOf(trx, row.id), now);
    if (raced && row.seq !== 6) return conflict(raced);
  }
  return conflict(message);
}

/**
 * One approval decision in one transaction: the row is locked, the domain rule decides on what is stored now,
 * and a refusal changes nothing (409 with the rule's message).
 */
async function decide(db: Db, actor: SessionUser, id: number, action: string, apply: Decide) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.lockApprovalState(trx, id);
    if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
    const before = stateOf(row);
    const now = new Date();
    const result = apply(before, now.toISOString());
    if (!result.ok) throw await refusal(trx, actor, row, result.message, now);
    const { state, events } = result;
    const bypassedNow = new Set(
      events.flatMap((event) => (event.type === 'bypassed' ? [event.position] : [])),
    );
    const write = (n: 1 | 2 | 3 | 4): repo.PositionWrite => {
      const entry = state.positions[n - 1] as PositionState;
      return {
        status: entry.status,
        userId: entry.userId === null ? null : Number(entry.userId),
        at: entry.at === null ? null : new Date(entry.at),
        bypass: bypassedNow.has(n) || row[`status${n}Bypass`],
      };
    };
    const approved = events.some((event) => event.type === 'agreementsGenerated');
    await repo.writeApprovalState(trx, id, {
      progressId: state.progressId,
      lockStatus: state.lockStatus,
      positions: [write(1), write(2), write(3), write(4)],
      approved,
      updatedBy: actor.id,
    });
    for (const event of events.filter((entry) => entry.type !== 'agreementsGenerated'))
      await recordActivity(trx, actor, id, approvalActivityDescription(event, actor.name));
    await recordAudit(trx, {
      userId: actor.id,
      action,
      entity: 'applicant',
      entityId: id,
      before: { progressId: before.progressId, lockStatus: before.lockStatus, positions: before.positions },
      after: { progressId: state.progressId, lockStatus: state.lockStatus, positions: state.positions },
    });
    if (approved) await requestAgreementGeneration(trx, id, actor.id);
    return { progressId: state.progressId, events: events.map((event: ApprovalEvent) => event.type) };
  });
}

/** PUT /applicant/approve: the actor's own unlocked, pending position; the fourth moves to Agreements. */
export const approve = (db: Db, actor: SessionUser, input: ApproveInput) =>
  decide(db, actor, input.id, 'approve', (state, at) =>
    approvePosition(state, actorOf(actor), { comment: input.comment, at }),
  );

/** PUT /applicant/reject: as approve, with the required reason. */
export const reject = (db: Db, actor: SessionUser, input: RejectInput) =>
  decide(db, actor, input.id, 'reject', (state, at) =>
    rejectPosition(state, actorOf(actor), { comment: input.comment, at }),
  );

/** Decisions §5 By Pass: a Superadmin approves every pending position and the case moves to Agreements. */
export function bypass(db: Db, actor: SessionUser, input: { id: number }) {
  requirePermission(actor, 'application.bypass');
  return decide(db, actor, input.id, 'bypass', (state, at) => bypassApproval(state, actorOf(actor), { at }));
}

/** Decisions §5 re-attempt: a Credit Officer unlocks a rejected case back to Result (progress 9). */
export function reattempt(db: Db, actor: SessionUser, input: { id: number }) {
  requirePermission(actor, 'application.reattempt');
  return decide(db, actor, input.id, 'reattempt', (state) => reattemptApplication(state, actorOf(actor)));
}
