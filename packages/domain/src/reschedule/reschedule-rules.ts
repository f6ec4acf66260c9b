import { stillToApproveText } from '../auth/four-eyes';
import { type ActingAs, can, isPersonActor, tokenCannotDecide } from '../auth/permissions';
import { type RowId, sameId } from '../common/row-id';

export const RESCHEDULE_APPROVALS_REQUIRED = 2;
export const RESCHEDULE_MIN_MONTHS = 1;
export const RESCHEDULE_MAX_MONTHS = 12;

export type RescheduleStatus = 'Pending' | 'Approved' | 'Rejected';
export type RescheduleDecision = 'Approved' | 'Rejected';

/** One entry of the approvalList JSON (collections §3), keyed by user id (decisions §6). */
export interface RescheduleApproval {
  userId: RowId;
  submittedBy: string;
  status: RescheduleDecision;
  submittedAt: string;
}

export interface RescheduleRequestState {
  status: RescheduleStatus;
  approvalList: readonly RescheduleApproval[];
  /** Issue 26 (four eyes): who requested it; that person may not approve or reject it. */
  requestedBy?: { userId: RowId; name: string } | null;
}

export const RESCHEDULE_MESSAGES = {
  pendingExists: 'A reschedule request is already pending',
  settled: 'The agreement is settled',
  monthsRange: `Months must be between ${RESCHEDULE_MIN_MONTHS} and ${RESCHEDULE_MAX_MONTHS}`,
  startingPaid: 'The starting installment is already paid',
  notPending: 'The reschedule request is no longer pending',
  notSuperadmin: 'Only a Superadmin may approve or reject a reschedule',
  alreadyDecided: 'You have already approved or rejected this reschedule',
  requester: 'You requested this reschedule: another Superadmin must approve or reject it',
  /** Issue 41: the start of the refusal when fewer people could approve than it needs. */
  subject: 'A reschedule',
} as const;

/** Collections §4: the Reschedule button is disabled while a request is Pending or the balance is 0. */
export function rescheduleBlockReason(input: {
  requests: readonly Pick<RescheduleRequestState, 'status'>[];
  outstandingBalance: number;
}): string | null {
  if (input.requests.some((request) => request.status === 'Pending'))
    return RESCHEDULE_MESSAGES.pendingExists;
  if (input.outstandingBalance <= 0) return RESCHEDULE_MESSAGES.settled;
  return null;
}

/**
 * Decisions §6: a request needs no Pending request, an unsettled agreement, months 1..12 and a starting
 * instalment that is not Paid. Returns the first refusal, or null.
 */
export function rescheduleRequestIssue(input: {
  requests: readonly Pick<RescheduleRequestState, 'status'>[];
  outstandingBalance: number;
  months: number;
  startingInstalment: { chargeAmount: number; paidAmount: number };
}): string | null {
  const blocked = rescheduleBlockReason(input);
  if (blocked) return blocked;
  if (
    !Number.isInteger(input.months) ||
    input.months < RESCHEDULE_MIN_MONTHS ||
    input.months > RESCHEDULE_MAX_MONTHS
  ) {
    return RESCHEDULE_MESSAGES.monthsRange;
  }
  if (input.startingInstalment.paidAmount >= input.startingInstalment.chargeAmount)
    return RESCHEDULE_MESSAGES.startingPaid;
  return null;
}

/** Collections §2.2: only instalments that are not Paid may start a reschedule. */
export function reschedulableInstalments<T extends { chargeAmount: number; paidAmount: number }>(
  instalments: readonly T[],
): T[] {
  return instalments.filter((instalment) => instalment.paidAmount < instalment.chargeAmount);
}

/** Collections §6 / decisions §6: a Superadmin not yet in the approval list (by user id) may decide. */
export function rescheduleDecisionIssue(
  request: RescheduleRequestState,
  actor: { userId: RowId; roleName: string | null | undefined } & ActingAs,
): string | null {
  if (request.status !== 'Pending') return RESCHEDULE_MESSAGES.notPending;
  if (!can(actor, 'reschedule.decide'))
    return isPersonActor(actor) ? RESCHEDULE_MESSAGES.notSuperadmin : tokenCannotDecide('reschedule.decide');
  if (request.requestedBy && sameId(request.requestedBy.userId, actor.userId))
    return RESCHEDULE_MESSAGES.requester;
  if (request.approvalList.some((entry) => sameId(entry.userId, actor.userId)))
    return RESCHEDULE_MESSAGES.alreadyDecided;
  return null;
}

export function canDecideReschedule(
  request: RescheduleRequestState,
  actor: { userId: RowId; roleName: string | null | undefined } & ActingAs,
): boolean {
  return rescheduleDecisionIssue(request, actor) === null;
}

/** Decisions §6: one rejection ends the request; two approvals approve it; otherwise it waits. */
export function rescheduleStatusOf(
  approvalList: readonly Pick<RescheduleApproval, 'status'>[],
): RescheduleStatus {
  if (approvalList.some((entry) => entry.status === 'Rejected')) return 'Rejected';
  // No rejection: every entry left is an approval.
  return approvalList.length >= RESCHEDULE_APPROVALS_REQUIRED ? 'Approved' : 'Pending';
}

export type RescheduleDecisionResult =
  | { ok: true; request: RescheduleRequestState; becameApproved: boolean }
  | { ok: false; message: string };

/** Records a Superadmin's decision; `becameApproved` tells the caller to shift the schedule now. */
export function decideReschedule(
  request: RescheduleRequestState,
  actor: { userId: RowId; roleName: string | null | undefined; name: string } & ActingAs,
  decision: RescheduleDecision,
  at: string,
): RescheduleDecisionResult {
  const issue = rescheduleDecisionIssue(request, actor);
  if (issue) return { ok: false, message: issue };
  const approvalList = [
    ...request.approvalList,
    { userId: actor.userId, submittedBy: actor.name, status: decision, submittedAt: at },
  ];
  const status = rescheduleStatusOf(approvalList);
  return { ok: true, request: { status, approvalList }, becameApproved: status === 'Approved' };
}

/**
 * Issue 26: what a Pending request still needs, on its card: 'Waiting for 1 more Superadmin approval; the
 * requester, Aisyah, cannot approve'; issue 41: and, given the people who could approve, who still can
 * ('; can still approve: Hafiz Rahman'). Null once decided.
 */
export function rescheduleWaitingText(
  request: RescheduleRequestState,
  possible?: readonly { id: number; name: string }[],
): string | null {
  if (request.status !== 'Pending') return null;
  // Stryker disable next-line MethodExpression,ConditionalExpression: a Pending request holds approvals only (one rejection rejects it).
  const approvals = request.approvalList.filter((entry) => entry.status === 'Approved').length;
  const missing = Math.max(RESCHEDULE_APPROVALS_REQUIRED - approvals, 0);
  const needs = `Waiting for ${missing} more Superadmin approval${missing === 1 ? '' : 's'}`;
  const requester = request.requestedBy
    ? `${needs}; the requester, ${request.requestedBy.name}, cannot approve`
    : needs;
  if (!possible) return requester;
  const decided = request.approvalList.map((entry) => Number(entry.userId));
  return `${requester}; ${stillToApproveText(possible, decided)}`;
}

/** Collections §2.2: "n / 2" on the approval card. */
export function rescheduleApprovalCount(request: Pick<RescheduleRequestState, 'approvalList'>): string {
  const approvals = request.approvalList.filter((entry) => entry.status === 'Approved').length;
  return `${approvals} / ${RESCHEDULE_APPROVALS_REQUIRED}`;
}

/** Collections §4: the approval card is hidden when there is no request or the latest one is Rejected. */
export function isRescheduleCardVisible(
  latest: Pick<RescheduleRequestState, 'status'> | null | undefined,
): boolean {
  return !!latest && latest.status !== 'Rejected';
}
