import { positionForRole } from './approval-chain';

export interface PendingApprovalRow {
  seq: number;
  /** status1..status4 in order: null pending, 1 approved, 0 rejected. */
  statuses: readonly [number | null, number | null, number | null, number | null];
}

/**
 * Origination §4: applications at seq 5..7 awaiting the role: a Credit Officer those whose first status is
 * empty; a later position those whose own status is empty and the previous one set. Other roles (Superadmin
 * included) get none. 'Set' is read as approved (issue 11): a case rejected at the previous position awaits
 * nobody's decision (its buttons never show, origination §4), only a Credit Officer's re-attempt.
 * The rule the approvals list's SQL mirrors (@sewabeli/db read-models/rules/pending-approvals.ts), kept as the
 * reference its property test compares with.
 * @public
 */
export function isPendingApprovalFor(roleName: string | null | undefined, row: PendingApprovalRow): boolean {
  if (row.seq < 5 || row.seq > 7) return false;
  const position = positionForRole(roleName);
  if (position === null) return false;
  const own = row.statuses[position - 1];
  if (own !== null && own !== undefined) return false;
  if (position === 1) return true;
  return row.statuses[position - 2] === 1;
}
