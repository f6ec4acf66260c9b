import { describe, expect, it } from 'vitest';
import {
  type Actor,
  APPROVAL_MESSAGES,
  APPROVAL_POSITIONS,
  type ApprovalEvent,
  type ApprovalState,
  approvalActivityDescription,
  approvePosition,
  availableApprovalActions,
  bypassApproval,
  canComplete,
  canSubmit,
  completeApplication,
  isPositionUnlocked,
  type PositionState,
  positionForRole,
  reattemptApplication,
  rejectPosition,
  submitApplication,
  type Transition,
} from './approval-chain';

const pending: PositionState = { status: null, userId: null, at: null };
const approved = (userId: number): PositionState => ({ status: 1, userId, at: '2024-05-01T10:00:00Z' });
const rejected = (userId: number): PositionState => ({ status: 0, userId, at: '2024-05-01T10:00:00Z' });

function state(positions: PositionState[], seq = 6, lockStatus: 0 | 1 = 1): ApprovalState {
  return { seq, progressId: seq, lockStatus, positions: positions as unknown as ApprovalState['positions'] };
}

const atResult = state([pending, pending, pending, pending], 5, 0);
const submitted = state([pending, pending, pending, pending]);
const creditOfficer: Actor = { userId: 1, roleName: 'Credit Officer' };
const headOfOperation: Actor = { userId: 2, roleName: 'Head of Operation' };
const malaysiaDirector: Actor = { userId: 3, roleName: 'malaysia director' };
const chinaDirector: Actor = { userId: 4, roleName: 'China Director' };
const superadmin: Actor = { userId: 9, roleName: 'Superadmin' };
const staff: Actor = { userId: 7, roleName: 'Staff' };
const at = '2024-05-02T08:00:00Z';
const fullChecklist = { ctos: true, nrics: true, bankStatements: true, formD: true };

function ok(transition: Transition): { state: ApprovalState; events: ApprovalEvent[] } {
  if (!transition.ok) throw new Error(transition.message);
  return transition;
}

describe('origination.md §4 approval chain: positions and roles', () => {
  it('has four positions in order', () => {
    expect(APPROVAL_POSITIONS.map((entry) => entry.role)).toEqual([
      'Credit Officer',
      'Head of Operation',
      'Malaysia Director',
      'China Director',
    ]);
  });

  it.each([
    ['Credit Officer', 1],
    ['credit officer', 1],
    ['HEAD OF OPERATION', 2],
    ['Malaysia Director', 3],
    ['China Director', 4],
    ['Superadmin', null],
    ['Staff', null],
    [null, null],
  ])('%s holds position %s', (role, position) => {
    expect(positionForRole(role)).toBe(position);
  });

  it.each<[PositionState[], 1 | 2 | 3 | 4, boolean]>([
    [[pending, pending, pending, pending], 1, true],
    [[pending, pending, pending, pending], 2, false],
    [[approved(1), pending, pending, pending], 2, true],
    [[rejected(1), pending, pending, pending], 2, false],
    [[approved(1), approved(2), approved(3), pending], 4, true],
  ])('%j: position %s unlocked %s', (positions, position, expected) => {
    expect(isPositionUnlocked(state(positions), position)).toBe(expected);
  });
});

describe('decisions.md §5 / origination.md §5 submit', () => {
  it('locks, moves to Approval (seq 6) and resets the four statuses', () => {
    const reattempted = state([approved(1), rejected(2), pending, pending], 5, 0);
    expect(submitApplication(reattempted, fullChecklist)).toEqual({
      ok: true,
      state: { seq: 6, progressId: 6, lockStatus: 1, positions: [pending, pending, pending, pending] },
      events: [{ type: 'submitted' }],
    });
  });

  it.each<[string, ApprovalState, Record<string, boolean>, string]>([
    ['already submitted', submitted, fullChecklist, APPROVAL_MESSAGES.alreadySubmitted],
    ['formD missing', atResult, { ...fullChecklist, formD: false }, 'Mandatory checklist is not completed!'],
    ['nothing ticked', atResult, {}, 'Mandatory checklist is not completed!'],
  ])('refuses when %s', (_title, from, checklist, message) => {
    expect(submitApplication(from, checklist)).toEqual({ ok: false, message });
  });

  it('canSubmit while seq <= 5', () => {
    expect(canSubmit({ seq: 5 })).toBe(true);
    expect(canSubmit({ seq: 6 })).toBe(false);
  });
});

describe('origination.md §4/§6 / decisions.md §5 approve and reject', () => {
  it('walks the four positions in order and the fourth generates the agreements (seq 7)', () => {
    let current = submitted;
    const events: ApprovalEvent[] = [];
    for (const actor of [creditOfficer, headOfOperation, malaysiaDirector, chinaDirector]) {
      const step = ok(approvePosition(current, actor, { comment: ' fine ', at }));
      current = step.state;
      events.push(...step.events);
    }
    expect(current.seq).toBe(7);
    expect(current.progressId).toBe(7);
    expect(current.lockStatus).toBe(1);
    expect(current.positions.map((entry) => [entry.status, entry.userId, entry.at])).toEqual([
      [1, 1, at],
      [1, 2, at],
      [1, 3, at],
      [1, 4, at],
    ]);
    expect(events.at(-1)).toEqual({ type: 'agreementsGenerated' });
    expect(events[0]).toEqual({ type: 'approved', position: 1, userId: 1, comment: 'fine' });
  });

  it.each<[string, ApprovalState, Actor, string]>([
    ['not submitted', atResult, creditOfficer, APPROVAL_MESSAGES.notAwaitingApproval],
    ['a role without a position', submitted, staff, APPROVAL_MESSAGES.notAnApprover],
    ['a Superadmin (who by-passes instead)', submitted, superadmin, APPROVAL_MESSAGES.notAnApprover],
    [
      'the previous position still pending',
      submitted,
      headOfOperation,
      APPROVAL_MESSAGES.previousNotApproved,
    ],
    [
      'the previous position rejected',
      state([rejected(1), pending, pending, pending]),
      headOfOperation,
      APPROVAL_MESSAGES.previousNotApproved,
    ],
    [
      'the position already decided',
      state([approved(1), pending, pending, pending]),
      creditOfficer,
      APPROVAL_MESSAGES.alreadyDecided,
    ],
    [
      'the same user at a second position',
      state([approved(2), pending, pending, pending]),
      headOfOperation,
      APPROVAL_MESSAGES.sameUser,
    ],
    [
      'submitted but unlocked',
      state([pending, pending, pending, pending], 6, 0),
      creditOfficer,
      APPROVAL_MESSAGES.notAwaitingApproval,
    ],
    [
      'after approval',
      state([approved(1), approved(2), approved(3), approved(4)], 7),
      chinaDirector,
      APPROVAL_MESSAGES.notAwaitingApproval,
    ],
  ])('approval refused: %s', (_title, from, actor, message) => {
    expect(approvePosition(from, actor, { comment: '', at })).toEqual({ ok: false, message });
    expect(rejectPosition(from, actor, { comment: 'no', at })).toEqual({ ok: false, message });
  });

  it('a user id left on a pending position does not count as filling it', () => {
    const stale: PositionState = { status: null, userId: 2, at: null };
    const { state: next } = ok(
      approvePosition(state([approved(1), pending, pending, stale]), headOfOperation, { comment: '', at }),
    );
    expect(next.positions[1]).toEqual({ status: 1, userId: 2, at });
  });

  it('the same user who decided a later position cannot take an earlier one', () => {
    expect(
      approvePosition(state([approved(1), pending, approved(2), pending]), headOfOperation, {
        comment: '',
        at,
      }),
    ).toEqual({ ok: false, message: APPROVAL_MESSAGES.sameUser });
  });

  it('rejection records status 0 and keeps seq 6', () => {
    const { state: next, events } = ok(
      rejectPosition(state([approved(1), pending, pending, pending]), headOfOperation, {
        comment: ' too risky ',
        at,
      }),
    );
    expect(next.seq).toBe(6);
    expect(next.positions[1]).toEqual({ status: 0, userId: 2, at });
    expect(events).toEqual([{ type: 'rejected', position: 2, userId: 2, comment: 'too risky' }]);
  });

  it.each([[''], ['   '], [null], [undefined]])('rejection needs a non-empty comment (%j)', (comment) => {
    expect(rejectPosition(submitted, creditOfficer, { comment, at })).toEqual({
      ok: false,
      message: APPROVAL_MESSAGES.rejectNeedsComment,
    });
  });

  it('approval without a comment records an empty one', () => {
    expect(ok(approvePosition(submitted, creditOfficer, { at })).events).toEqual([
      { type: 'approved', position: 1, userId: 1, comment: '' },
    ]);
  });
});

describe('decisions.md §5 / origination.md §4 re-attempt', () => {
  const afterRejection = state([approved(1), rejected(2), pending, pending]);

  it('a Credit Officer unlocks a rejected application at progress 9 (seq 5)', () => {
    expect(reattemptApplication(afterRejection, creditOfficer)).toEqual({
      ok: true,
      state: { ...afterRejection, seq: 5, progressId: 9, lockStatus: 0 },
      events: [{ type: 'reattempted', userId: 1 }],
    });
  });

  it.each<[string, ApprovalState, Actor, string]>([
    ['another role', afterRejection, headOfOperation, APPROVAL_MESSAGES.reattemptRole],
    ['nothing rejected', submitted, creditOfficer, APPROVAL_MESSAGES.nothingRejected],
    [
      'not in approval',
      state([approved(1), rejected(2), pending, pending], 5, 0),
      creditOfficer,
      APPROVAL_MESSAGES.notAwaitingApproval,
    ],
  ])('refused for %s', (_title, from, actor, message) => {
    expect(reattemptApplication(from, actor)).toEqual({ ok: false, message });
  });
});

describe('decisions.md §5 / origination.md §6 Superadmin By Pass', () => {
  it('approves every pending position in the Superadmin name and generates the agreements', () => {
    const from = state([approved(1), pending, pending, pending]);
    const { state: next, events } = ok(bypassApproval(from, superadmin, { at }));
    expect(next.seq).toBe(7);
    expect(next.positions).toEqual([
      approved(1),
      { status: 1, userId: 9, at },
      { status: 1, userId: 9, at },
      { status: 1, userId: 9, at },
    ]);
    expect(events).toEqual([
      { type: 'bypassed', position: 2, userId: 9 },
      { type: 'bypassed', position: 3, userId: 9 },
      { type: 'bypassed', position: 4, userId: 9 },
      { type: 'agreementsGenerated' },
    ]);
  });

  it.each<[string, ApprovalState, Actor, string]>([
    ['not a Superadmin', submitted, chinaDirector, APPROVAL_MESSAGES.bypassRole],
    ['not submitted', atResult, superadmin, APPROVAL_MESSAGES.notAwaitingApproval],
    [
      'a position rejected',
      state([rejected(1), pending, pending, pending]),
      superadmin,
      APPROVAL_MESSAGES.bypassRejected,
    ],
  ])('refused when %s', (_title, from, actor, message) => {
    expect(bypassApproval(from, actor, { at })).toEqual({ ok: false, message });
  });
});

describe('decisions.md §5 / origination.md §4 complete', () => {
  const generated = state([approved(1), approved(2), approved(3), approved(4)], 7);

  it('needs every agreement signed, sets seq 8 and agreement execution to today', () => {
    expect(completeApplication(generated, [{ signedUrl: 'a' }, { signedUrl: 'b' }], '2024-05-10')).toEqual({
      ok: true,
      state: { ...generated, seq: 8, progressId: 8 },
      events: [{ type: 'completed', agreementExecution: '2024-05-10' }],
    });
    expect(canComplete(generated, [{ signedUrl: 'a' }])).toBe(true);
  });

  it.each<[string, ApprovalState, { signedUrl?: string | null }[], string]>([
    [
      'an unsigned agreement',
      generated,
      [{ signedUrl: 'a' }, { signedUrl: null }],
      APPROVAL_MESSAGES.unsignedAgreements,
    ],
    ['no agreements', generated, [], APPROVAL_MESSAGES.notReadyToComplete],
    ['still in approval', submitted, [{ signedUrl: 'a' }], APPROVAL_MESSAGES.notReadyToComplete],
    [
      'already completed',
      { ...generated, seq: 8, progressId: 8 },
      [{ signedUrl: 'a' }],
      APPROVAL_MESSAGES.alreadyCompleted,
    ],
  ])('refused with %s', (_title, from, documents, message) => {
    expect(completeApplication(from, documents, '2024-05-10')).toEqual({ ok: false, message });
  });
});

describe('origination.md §4 which buttons a user sees', () => {
  it.each<[string, ApprovalState, Actor, ReturnType<typeof availableApprovalActions>]>([
    [
      'Credit Officer at a fresh submission',
      submitted,
      creditOfficer,
      { decide: 1, reattempt: false, bypass: false },
    ],
    [
      'Head of Operation before position 1',
      submitted,
      headOfOperation,
      { decide: null, reattempt: false, bypass: false },
    ],
    ['Superadmin', submitted, superadmin, { decide: null, reattempt: false, bypass: true }],
    [
      'Credit Officer after a rejection',
      state([approved(1), rejected(2), pending, pending]),
      creditOfficer,
      { decide: null, reattempt: true, bypass: false },
    ],
  ])('%s', (_title, from, actor, expected) => {
    expect(availableApprovalActions(from, actor)).toEqual(expected);
  });
});

describe('decisions.md §5 every approval leaves an activity entry', () => {
  it.each<[ApprovalEvent, string]>([
    [{ type: 'submitted' }, 'Submitted for approval by Ali'],
    [{ type: 'approved', position: 2, userId: 1, comment: 'ok' }, 'Approved by Ali (Head of Operation): ok'],
    [{ type: 'approved', position: 1, userId: 1, comment: '' }, 'Approved by Ali (Credit Officer)'],
    [{ type: 'rejected', position: 3, userId: 1, comment: 'no' }, 'Rejected by Ali (Malaysia Director): no'],
    [{ type: 'bypassed', position: 4, userId: 1 }, 'By passed by Ali for China Director'],
    [{ type: 'reattempted', userId: 1 }, 'Re-attempted by Ali'],
    [{ type: 'agreementsGenerated' }, 'Agreements generated'],
    [
      { type: 'completed', agreementExecution: '2024-05-10' },
      'Completed by Ali; collection started on 2024-05-10',
    ],
  ])('%j', (event, text) => {
    expect(approvalActivityDescription(event, 'Ali')).toBe(text);
  });
});

describe('issue 40: an approval position is a person signed in, never a token', () => {
  const tokenOf = (actor: Actor): Actor => ({ ...actor, actorKind: 'token', personRoleName: actor.roleName });
  it.each([creditOfficer, headOfOperation, malaysiaDirector, chinaDirector])('%o as a token', (actor) => {
    const position = positionForRole(actor.roleName);
    const positions = [pending, pending, pending, pending].map((entry, index) =>
      index + 1 < (position ?? 1) ? approved(100 + index) : entry,
    ) as [PositionState, PositionState, PositionState, PositionState];
    const reached = state(positions);
    expect(approvePosition(reached, actor, { at }).ok).toBe(true);
    const refused = approvePosition(reached, tokenOf(actor), { at });
    expect(refused).toEqual({
      ok: false,
      message:
        'An API token or service account cannot approve or reject an application: a person signs in to decide',
    });
    expect(rejectPosition(reached, tokenOf(actor), { at, comment: 'No' }).ok).toBe(false);
    expect(availableApprovalActions(reached, tokenOf(actor)).decide).toBeNull();
  });

  it('a Superadmin token cannot By Pass', () => {
    const token: Actor = { ...superadmin, actorKind: 'token', personRoleName: 'Superadmin' };
    expect(bypassApproval(submitted, superadmin, { at }).ok).toBe(true);
    expect(bypassApproval(submitted, token, { at }).ok).toBe(false);
  });

  it('a token whose person was demoted holds no position', () => {
    const token: Actor = { ...creditOfficer, actorKind: 'token', personRoleName: 'Staff' };
    expect(approvePosition(submitted, token, { at }).ok).toBe(false);
  });
});
