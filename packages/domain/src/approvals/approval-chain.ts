import { type ActingAs, can, deniedReason } from '../auth/permissions';
import { isRole, ROLE_NAMES } from '../auth/roles';
import type { CalendarDate } from '../common/calendar-date';
import { type RowId, sameId } from '../common/row-id';
import {
  isMandatoryChecklistComplete,
  MANDATORY_CHECKLIST_INCOMPLETE,
  type MandatoryChecklistItem,
} from './checklist';
import { PROGRESS_ID } from './progress';

/** Origination §4: the four positions in order. */
export const APPROVAL_POSITIONS = [
  { position: 1, role: ROLE_NAMES.creditOfficer },
  { position: 2, role: ROLE_NAMES.headOfOperation },
  { position: 3, role: ROLE_NAMES.malaysiaDirector },
  { position: 4, role: ROLE_NAMES.chinaDirector },
] as const;
export type ApprovalPosition = 1 | 2 | 3 | 4;

/** statusN: null pending, 1 approved, 0 rejected. */
export type ApprovalMark = 1 | 0 | null;

export interface PositionState {
  status: ApprovalMark;
  userId: RowId | null;
  /** Timestamp (ISO) of the decision. */
  at: string | null;
}

export interface ApprovalState {
  seq: number;
  progressId: number;
  lockStatus: 0 | 1;
  positions: readonly [PositionState, PositionState, PositionState, PositionState];
}

/** Who decides; a token or a service account holds no position (issue 40, permissions.ts). */
export interface Actor extends ActingAs {
  userId: RowId;
  roleName: string | null | undefined;
}

export type ApprovalEvent =
  | { type: 'submitted' }
  | { type: 'approved'; position: ApprovalPosition; userId: RowId; comment: string }
  | { type: 'rejected'; position: ApprovalPosition; userId: RowId; comment: string }
  | { type: 'bypassed'; position: ApprovalPosition; userId: RowId }
  | { type: 'reattempted'; userId: RowId }
  | { type: 'agreementsGenerated' }
  | { type: 'completed'; agreementExecution: CalendarDate };

export type Transition =
  | { ok: true; state: ApprovalState; events: ApprovalEvent[] }
  | { ok: false; message: string };

export const APPROVAL_MESSAGES = {
  alreadySubmitted: 'The application has already been submitted',
  checklistIncomplete: MANDATORY_CHECKLIST_INCOMPLETE,
  notAwaitingApproval: 'The application is not awaiting approval',
  notAnApprover: 'Your role cannot approve or reject this application',
  previousNotApproved: 'The previous position has not approved yet',
  alreadyDecided: 'This position has already been decided',
  sameUser: 'One user cannot fill two approval positions',
  rejectNeedsComment: 'Please enter the reason to reject',
  reattemptRole: 'Only a Credit Officer may re-attempt',
  nothingRejected: 'No position has been rejected',
  bypassRole: 'Only a Superadmin may by pass',
  bypassRejected: 'A rejected application must be re-attempted and resubmitted first',
  notReadyToComplete: 'The agreements have not been generated yet',
  alreadyCompleted: 'The application is already completed',
  unsignedAgreements: 'Every agreement needs a signed copy',
} as const;

const PENDING: PositionState = { status: null, userId: null, at: null };

function fail(message: string): Transition {
  return { ok: false, message };
}

/** The position an approver role holds, or null (Superadmin and the others hold none). */
export function positionForRole(roleName: string | null | undefined): ApprovalPosition | null {
  return APPROVAL_POSITIONS.find((entry) => isRole(roleName, entry.role))?.position ?? null;
}

/** Origination §4: the first position is always unlocked; a later one once the previous approved. */
export function isPositionUnlocked(
  state: Pick<ApprovalState, 'positions'>,
  position: ApprovalPosition,
): boolean {
  return position === 1 || state.positions[position - 2]?.status === 1;
}

function isAwaitingApproval(state: ApprovalState): boolean {
  return state.seq === 6 && state.lockStatus === 1;
}

/** The actor's own position is still pending when this is asked, so any decided position is another one. */
function filledByActor(state: ApprovalState, actor: Actor): boolean {
  return state.positions.some((entry) => entry.status !== null && sameId(entry.userId, actor.userId));
}

function decisionCheck(
  state: ApprovalState,
  actor: Actor,
): { position: ApprovalPosition } | { message: string } {
  if (!isAwaitingApproval(state)) return { message: APPROVAL_MESSAGES.notAwaitingApproval };
  const position = positionForRole(actor.roleName);
  if (position === null) return { message: APPROVAL_MESSAGES.notAnApprover };
  const denied = deniedReason(actor, 'application.approve');
  if (denied !== undefined) return { message: denied };
  if (state.positions[position - 1]?.status !== null) return { message: APPROVAL_MESSAGES.alreadyDecided };
  if (!isPositionUnlocked(state, position)) return { message: APPROVAL_MESSAGES.previousNotApproved };
  if (filledByActor(state, actor)) return { message: APPROVAL_MESSAGES.sameUser };
  return { position };
}

function withPosition(
  state: ApprovalState,
  position: ApprovalPosition,
  entry: PositionState,
): ApprovalState['positions'] {
  const positions = [...state.positions] as [PositionState, PositionState, PositionState, PositionState];
  positions[position - 1] = entry;
  return positions;
}

function approvedAndGenerated(state: ApprovalState): ApprovalState {
  return { ...state, seq: 7, progressId: PROGRESS_ID.agreements };
}

/** Decisions §5: submit needs seq <= 5 and the mandatory checklist; it locks and resets the four statuses. */
export function submitApplication(
  state: ApprovalState,
  checklist: Partial<Record<MandatoryChecklistItem, boolean | null>> | null | undefined,
): Transition {
  if (state.seq > 5) return fail(APPROVAL_MESSAGES.alreadySubmitted);
  if (!isMandatoryChecklistComplete(checklist)) return fail(APPROVAL_MESSAGES.checklistIncomplete);
  return {
    ok: true,
    state: {
      seq: 6,
      progressId: PROGRESS_ID.approval,
      lockStatus: 1,
      positions: [PENDING, PENDING, PENDING, PENDING],
    },
    events: [{ type: 'submitted' }],
  };
}

/** Origination §4/§6: an approver approves at its own unlocked, pending position; the fourth generates the agreements. */
export function approvePosition(
  state: ApprovalState,
  actor: Actor,
  input: { comment?: string | null; at: string },
): Transition {
  const check = decisionCheck(state, actor);
  if ('message' in check) return fail(check.message);
  const { position } = check;
  const positions = withPosition(state, position, { status: 1, userId: actor.userId, at: input.at });
  const events: ApprovalEvent[] = [
    { type: 'approved', position, userId: actor.userId, comment: input.comment?.trim() ?? '' },
  ];
  if (position === 4) {
    events.push({ type: 'agreementsGenerated' });
    return { ok: true, state: approvedAndGenerated({ ...state, positions }), events };
  }
  return { ok: true, state: { ...state, positions }, events };
}

/** Decisions §5: rejection needs a non-empty comment; the application stays at Approval until re-attempted. */
export function rejectPosition(
  state: ApprovalState,
  actor: Actor,
  input: { comment?: string | null; at: string },
): Transition {
  const comment = input.comment?.trim() ?? '';
  const check = decisionCheck(state, actor);
  if ('message' in check) return fail(check.message);
  if (comment === '') return fail(APPROVAL_MESSAGES.rejectNeedsComment);
  const { position } = check;
  return {
    ok: true,
    state: {
      ...state,
      positions: withPosition(state, position, { status: 0, userId: actor.userId, at: input.at }),
    },
    events: [{ type: 'rejected', position, userId: actor.userId, comment }],
  };
}

/** Decisions §5: a Credit Officer re-attempts a rejected application: unlocked, progress 9 (seq 5). */
export function reattemptApplication(state: ApprovalState, actor: Actor): Transition {
  if (!can(actor, 'application.reattempt')) return fail(APPROVAL_MESSAGES.reattemptRole);
  if (!isAwaitingApproval(state)) return fail(APPROVAL_MESSAGES.notAwaitingApproval);
  if (!state.positions.some((entry) => entry.status === 0)) return fail(APPROVAL_MESSAGES.nothingRejected);
  return {
    ok: true,
    state: { ...state, seq: 5, progressId: PROGRESS_ID.reattempt, lockStatus: 0 },
    events: [{ type: 'reattempted', userId: actor.userId }],
  };
}

/**
 * Decisions §5: a Superadmin's By Pass approves every pending position in the Superadmin's name (the one
 * case where one user fills several positions, recorded as a bypass) and generates the agreements. It does
 * not overturn a rejection.
 */
export function bypassApproval(state: ApprovalState, actor: Actor, input: { at: string }): Transition {
  if (!can(actor, 'application.bypass')) return fail(APPROVAL_MESSAGES.bypassRole);
  if (!isAwaitingApproval(state)) return fail(APPROVAL_MESSAGES.notAwaitingApproval);
  if (state.positions.some((entry) => entry.status === 0)) return fail(APPROVAL_MESSAGES.bypassRejected);
  const events: ApprovalEvent[] = [];
  const positions = state.positions.map((entry, index) => {
    if (entry.status !== null) return entry;
    events.push({ type: 'bypassed', position: (index + 1) as ApprovalPosition, userId: actor.userId });
    return { status: 1, userId: actor.userId, at: input.at };
  }) as unknown as ApprovalState['positions'];
  events.push({ type: 'agreementsGenerated' });
  return { ok: true, state: approvedAndGenerated({ ...state, positions }), events };
}

/**
 * Decisions §5: Complete needs seq 7 (agreements generated; the spec's "seq <= 7") and a signed copy of every
 * agreement document; it sets seq 8 and agreement execution to today (the caller then creates the schedules).
 */
export function completeApplication(
  state: ApprovalState,
  agreementDocuments: readonly { signedUrl?: string | null }[],
  today: CalendarDate,
): Transition {
  if (state.seq > 7) return fail(APPROVAL_MESSAGES.alreadyCompleted);
  if (state.seq !== 7 || agreementDocuments.length === 0) return fail(APPROVAL_MESSAGES.notReadyToComplete);
  if (agreementDocuments.some((document) => !document.signedUrl))
    return fail(APPROVAL_MESSAGES.unsignedAgreements);
  return {
    ok: true,
    state: { ...state, seq: 8, progressId: PROGRESS_ID.completed },
    events: [{ type: 'completed', agreementExecution: today }],
  };
}

export interface AvailableApprovalActions {
  /** The position whose Approve/Reject buttons the actor sees, or null. */
  decide: ApprovalPosition | null;
  reattempt: boolean;
  bypass: boolean;
}

/** Which approval buttons a user sees: exactly the transitions that would succeed. */
export function availableApprovalActions(state: ApprovalState, actor: Actor): AvailableApprovalActions {
  const check = decisionCheck(state, actor);
  return {
    decide: 'position' in check ? check.position : null,
    reattempt: reattemptApplication(state, actor).ok,
    // Stryker disable next-line StringLiteral: only `ok` is read, the decision time is never used.
    bypass: bypassApproval(state, actor, { at: '' }).ok,
  };
}

/** Origination §4 (Agreements): Complete shows while seq <= 7 and every agreement has a signed copy. */
export function canComplete(
  state: ApprovalState,
  agreementDocuments: readonly { signedUrl?: string | null }[],
): boolean {
  // Stryker disable next-line StringLiteral: only `ok` is read, the execution date is never used.
  return completeApplication(state, agreementDocuments, '1970-01-01').ok;
}

/** Origination §4 (Result): Submit is offered while seq is at most 5. */
export function canSubmit(state: Pick<ApprovalState, 'seq'>): boolean {
  return state.seq <= 5;
}

const POSITION_ROLE = new Map(APPROVAL_POSITIONS.map((entry) => [entry.position, entry.role]));

/** The activity-history line for an event (decisions §5: approvals leave an activity entry with the comment). */
export function approvalActivityDescription(event: ApprovalEvent, userName: string): string {
  switch (event.type) {
    case 'submitted':
      return `Submitted for approval by ${userName}`;
    case 'approved':
      return `Approved by ${userName} (${POSITION_ROLE.get(event.position)})${event.comment ? `: ${event.comment}` : ''}`;
    case 'rejected':
      return `Rejected by ${userName} (${POSITION_ROLE.get(event.position)}): ${event.comment}`;
    case 'bypassed':
      return `By passed by ${userName} for ${POSITION_ROLE.get(event.position)}`;
    case 'reattempted':
      return `Re-attempted by ${userName}`;
    case 'agreementsGenerated':
      return 'Agreements generated';
    case 'completed':
      return `Completed by ${userName}; collection started on ${event.agreementExecution}`;
  }
}
