import { z } from 'zod';
import { stillToApproveText } from '../auth/four-eyes';
import { type ActingAs, can, isPersonActor, tokenCannotDecide } from '../auth/permissions';
import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';

/**
 * Issue 32: a shortfall is written off only with four eyes. One user requests it (the amount is the shortfall
 * outstanding when asked, with a reason); it takes effect only once two different Superadmins have approved it,
 * neither of them the requester. Until then nothing is written to the ledger; one rejection ends the request.
 */
export const WRITE_OFF_APPROVALS_NEEDED = 2;
export const WRITE_OFF_REASON_MAX = 500;

export const WRITE_OFF_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type WriteOffStatus = (typeof WRITE_OFF_STATUSES)[number];

export const WRITE_OFF_MESSAGES = {
  reasonRequired: 'Please give the reason for the write-off',
  reasonTooLong: `The reason must be at most ${WRITE_OFF_REASON_MAX} characters`,
  noShortfall: 'There is no shortfall to write off',
  notDisposed: 'A shortfall can be written off only after the asset is disposed of',
  alreadyPending: 'A write-off request for this case is already awaiting approval',
  requestNotFound: 'Write-off request not found',
  ownRequest: 'You requested this write-off: two other Superadmins must approve it',
  notSuperadmin: 'Only a Superadmin can approve or reject a write-off',
  alreadyApproved: 'You have already approved this write-off',
  decided: 'This write-off request has already been decided',
  shortfallChanged: 'The shortfall has changed since the request: please request the write-off again',
  /** Issue 41: the start of the refusal when fewer people could approve than it needs. */
  subject: 'A write-off',
} as const;

/** 'Write off RM 12,000.00: 1 of 2 approvals' */
export function writeOffProgressText(amount: Sen, approvals: number): string {
  return `Write off ${formatRM(amount)}: ${approvals} of ${WRITE_OFF_APPROVALS_NEEDED} approvals`;
}

/**
 * Issue 41: what a Pending request still needs, beside its progress: 'Waiting for 1 more Superadmin approval;
 * the requester, Kavitha, cannot approve; can still approve: Hafiz Rahman'. Null once decided.
 */
export function writeOffWaitingText(
  request: Pick<WriteOffRequestState, 'status' | 'approvedBy'> & { requestedByName: string },
  possible: readonly { id: number; name: string }[],
): string | null {
  if (request.status !== 'Pending') return null;
  const missing = Math.max(WRITE_OFF_APPROVALS_NEEDED - new Set(request.approvedBy).size, 0);
  const needs = `Waiting for ${missing} more Superadmin approval${missing === 1 ? '' : 's'}`;
  return `${needs}; the requester, ${request.requestedByName}, cannot approve; ${stillToApproveText(possible, request.approvedBy)}`;
}

export interface WriteOffRequestState {
  status: WriteOffStatus;
  amount: Sen;
  requestedBy: number;
  /** The users who approved it so far. */
  approvedBy: readonly number[];
}

/** The person deciding; a token or a service account never decides (issue 40). */
export interface WriteOffApprover extends ActingAs {
  id: number;
  roleName: string | null | undefined;
}

/** The request's first refusal, or null: a reason, a shortfall to write off, nothing already pending. */
export function writeOffRequestIssue(input: {
  disposed: boolean;
  shortfall: Sen;
  pending: boolean;
  reason: string;
}): string | null {
  if (!input.disposed) return WRITE_OFF_MESSAGES.notDisposed;
  if (input.pending) return WRITE_OFF_MESSAGES.alreadyPending;
  if (input.shortfall <= 0) return WRITE_OFF_MESSAGES.noShortfall;
  const reason = input.reason.trim();
  if (reason === '') return WRITE_OFF_MESSAGES.reasonRequired;
  if (reason.length > WRITE_OFF_REASON_MAX) return WRITE_OFF_MESSAGES.reasonTooLong;
  return null;
}

/** Why `approver` may not approve (or reject) the request, or null. */
export function writeOffDecisionIssue(
  request: WriteOffRequestState,
  approver: WriteOffApprover,
  decision: 'approve' | 'reject',
): string | null {
  if (!can(approver, 'writeOff.decide'))
    return isPersonActor(approver) ? WRITE_OFF_MESSAGES.notSuperadmin : tokenCannotDecide('writeOff.decide');
  if (request.status !== 'Pending') return WRITE_OFF_MESSAGES.decided;
  if (approver.id === request.requestedBy) return WRITE_OFF_MESSAGES.ownRequest;
  if (decision === 'approve' && request.approvedBy.includes(approver.id))
    return WRITE_OFF_MESSAGES.alreadyApproved;
  return null;
}

/**
 * The request after a decision the rules allowed: a rejection ends it; an approval is counted once per user, and
 * the second different approver's makes it Approved, the moment the write-off is posted.
 */
export function decideWriteOff(
  request: WriteOffRequestState,
  approver: WriteOffApprover,
  decision: 'approve' | 'reject',
): WriteOffRequestState {
  const issue = writeOffDecisionIssue(request, approver, decision);
  if (issue) throw new RangeError(issue);
  if (decision === 'reject') return { ...request, status: 'Rejected' };
  const approvedBy = [...request.approvedBy, approver.id];
  const distinct = new Set(approvedBy.filter((id) => id !== request.requestedBy));
  return {
    ...request,
    approvedBy,
    status: distinct.size >= WRITE_OFF_APPROVALS_NEEDED ? 'Approved' : 'Pending',
  };
}

export const writeOffRequestSchema = z.object({
  caseId: z.number().int().positive(),
  reason: z
    .string()
    .trim()
    .min(1, WRITE_OFF_MESSAGES.reasonRequired)
    .max(WRITE_OFF_REASON_MAX, WRITE_OFF_MESSAGES.reasonTooLong),
});
