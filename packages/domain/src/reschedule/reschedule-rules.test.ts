import { describe, expect, it } from 'vitest';
import {
  canDecideReschedule,
  decideReschedule,
  isRescheduleCardVisible,
  RESCHEDULE_MESSAGES,
  type RescheduleApproval,
  type RescheduleRequestState,
  reschedulableInstalments,
  rescheduleApprovalCount,
  rescheduleBlockReason,
  rescheduleDecisionIssue,
  rescheduleRequestIssue,
  rescheduleStatusOf,
  rescheduleWaitingText,
} from './reschedule-rules';

const approval = (userId: number, status: 'Approved' | 'Rejected' = 'Approved'): RescheduleApproval => ({
  userId,
  submittedBy: `User ${userId}`,
  status,
  submittedAt: '2024-05-01T10:00:00Z',
});
const pendingRequest: RescheduleRequestState = { status: 'Pending', approvalList: [] };
const admin = { userId: 1, roleName: 'Superadmin', name: 'Admin One' };

describe('decisions.md §6 / collections-and-programs.md §4 when a reschedule may be requested', () => {
  const base: Parameters<typeof rescheduleRequestIssue>[0] = {
    requests: [{ status: 'Approved' }, { status: 'Rejected' }],
    outstandingBalance: 5000,
    months: 3,
    startingInstalment: { chargeAmount: 1000, paidAmount: 400 },
  };

  it.each<[string, Partial<Parameters<typeof rescheduleRequestIssue>[0]>, string | null]>([
    ['a valid request', {}, null],
    ['a request already Pending', { requests: [{ status: 'Pending' }] }, RESCHEDULE_MESSAGES.pendingExists],
    ['a settled agreement', { outstandingBalance: 0 }, RESCHEDULE_MESSAGES.settled],
    ['0 months', { months: 0 }, RESCHEDULE_MESSAGES.monthsRange],
    ['13 months', { months: 13 }, RESCHEDULE_MESSAGES.monthsRange],
    ['1.5 months', { months: 1.5 }, RESCHEDULE_MESSAGES.monthsRange],
    ['12 months', { months: 12 }, null],
    ['1 month', { months: 1 }, null],
    [
      'a Paid starting instalment',
      { startingInstalment: { chargeAmount: 1000, paidAmount: 1000 } },
      RESCHEDULE_MESSAGES.startingPaid,
    ],
  ])('%s', (_title, change, expected) => {
    expect(rescheduleRequestIssue({ ...base, ...change })).toBe(expected);
  });

  it('the button is disabled while Pending or settled', () => {
    expect(rescheduleBlockReason({ requests: [], outstandingBalance: 1 })).toBeNull();
    expect(rescheduleBlockReason({ requests: [{ status: 'Pending' }], outstandingBalance: 1 })).toBe(
      RESCHEDULE_MESSAGES.pendingExists,
    );
  });

  it('offers only instalments that are not Paid', () => {
    const rows = [
      { id: 1, chargeAmount: 100, paidAmount: 100 },
      { id: 2, chargeAmount: 100, paidAmount: 50 },
      { id: 3, chargeAmount: 100, paidAmount: 0 },
    ];
    expect(reschedulableInstalments(rows).map((row) => row.id)).toEqual([2, 3]);
  });
});

describe('collections-and-programs.md §4/§6 / decisions.md §6 who may approve or reject', () => {
  it.each<
    [string, RescheduleRequestState, { userId: number | string; roleName: string | null }, string | null]
  >([
    ['a Superadmin on a fresh request', pendingRequest, { userId: 1, roleName: 'Superadmin' }, null],
    ['role names compare case-insensitively', pendingRequest, { userId: 1, roleName: 'SUPERADMIN' }, null],
    [
      'another role',
      pendingRequest,
      { userId: 1, roleName: 'Credit Officer' },
      RESCHEDULE_MESSAGES.notSuperadmin,
    ],
    ['no role', pendingRequest, { userId: 1, roleName: null }, RESCHEDULE_MESSAGES.notSuperadmin],
    [
      'a Superadmin already in the list',
      { status: 'Pending', approvalList: [approval(1)] },
      { userId: 1, roleName: 'Superadmin' },
      RESCHEDULE_MESSAGES.alreadyDecided,
    ],
    [
      'compared by id, not name',
      { status: 'Pending', approvalList: [approval(1)] },
      { userId: '1', roleName: 'Superadmin' },
      RESCHEDULE_MESSAGES.alreadyDecided,
    ],
    [
      'a second Superadmin',
      { status: 'Pending', approvalList: [approval(1)] },
      { userId: 2, roleName: 'Superadmin' },
      null,
    ],
    [
      'a decided request',
      { status: 'Approved', approvalList: [] },
      { userId: 1, roleName: 'Superadmin' },
      RESCHEDULE_MESSAGES.notPending,
    ],
  ])('%s', (_title, request, actor, expected) => {
    expect(rescheduleDecisionIssue(request, actor)).toBe(expected);
    expect(canDecideReschedule(request, actor)).toBe(expected === null);
  });
});

describe('decisions.md §6 / collections-and-programs.md §4 reschedule status: 2 approvals, or 1 rejection', () => {
  it.each<[RescheduleApproval[], string]>([
    [[], 'Pending'],
    [[approval(1)], 'Pending'],
    [[approval(1), approval(2)], 'Approved'],
    [[approval(1, 'Rejected')], 'Rejected'],
    [[approval(1), approval(2, 'Rejected')], 'Rejected'],
  ])('%j -> %s', (list, status) => {
    expect(rescheduleStatusOf(list)).toBe(status);
  });

  it('the second approval approves and asks for the schedule shift', () => {
    const first = decideReschedule(pendingRequest, admin, 'Approved', 't1');
    expect(first).toEqual({
      ok: true,
      request: {
        status: 'Pending',
        approvalList: [{ userId: 1, submittedBy: 'Admin One', status: 'Approved', submittedAt: 't1' }],
      },
      becameApproved: false,
    });
    if (!first.ok) return;
    const second = decideReschedule(
      first.request,
      { userId: 2, roleName: 'Superadmin', name: 'Admin Two' },
      'Approved',
      't2',
    );
    expect(second).toMatchObject({ ok: true, request: { status: 'Approved' }, becameApproved: true });
    expect(rescheduleApprovalCount(second.ok ? second.request : pendingRequest)).toBe('2 / 2');
    expect(rescheduleApprovalCount({ approvalList: [approval(1), approval(2, 'Rejected')] })).toBe('1 / 2');
  });

  it('one rejection ends the request', () => {
    expect(decideReschedule(pendingRequest, admin, 'Rejected', 't1')).toMatchObject({
      ok: true,
      request: { status: 'Rejected' },
      becameApproved: false,
    });
  });

  it('refuses a second decision by the same user', () => {
    expect(
      decideReschedule({ status: 'Pending', approvalList: [approval(1)] }, admin, 'Approved', 't'),
    ).toEqual({
      ok: false,
      message: RESCHEDULE_MESSAGES.alreadyDecided,
    });
  });

  it.each<[RescheduleRequestState | null, boolean]>([
    [null, false],
    [{ status: 'Rejected', approvalList: [] }, false],
    [{ status: 'Pending', approvalList: [] }, true],
    [{ status: 'Approved', approvalList: [] }, true],
  ])('collections §4 the approval card for %j is visible: %s', (latest, visible) => {
    expect(isRescheduleCardVisible(latest)).toBe(visible);
  });

  it('shows n / 2', () => {
    expect(rescheduleApprovalCount({ approvalList: [approval(1)] })).toBe('1 / 2');
  });
});

describe('issue 26 four eyes: the requester of a reschedule may not approve or reject it', () => {
  const requested: RescheduleRequestState = {
    status: 'Pending',
    approvalList: [],
    requestedBy: { userId: 7, name: 'Aisyah' },
  };

  it.each<[string, RescheduleRequestState, number | string, string | null]>([
    ['the requester', requested, 7, RESCHEDULE_MESSAGES.requester],
    ['the requester, id as text', requested, '7', RESCHEDULE_MESSAGES.requester],
    ['another Superadmin', requested, 8, null],
    [
      'the requester after one approval',
      { ...requested, approvalList: [approval(8)] },
      7,
      RESCHEDULE_MESSAGES.requester,
    ],
  ])('%s', (_title, request, userId, expected) => {
    expect(rescheduleDecisionIssue(request, { userId, roleName: 'Superadmin' })).toBe(expected);
    const rejected = decideReschedule(
      request,
      { userId, roleName: 'Superadmin', name: 'X' },
      'Rejected',
      't',
    );
    expect(rejected.ok).toBe(expected === null);
  });

  it.each<[RescheduleRequestState, string | null]>([
    [requested, 'Waiting for 2 more Superadmin approvals; the requester, Aisyah, cannot approve'],
    [
      { ...requested, approvalList: [approval(8)] },
      'Waiting for 1 more Superadmin approval; the requester, Aisyah, cannot approve',
    ],
    [{ status: 'Pending', approvalList: [approval(8)] }, 'Waiting for 1 more Superadmin approval'],
    [{ ...requested, status: 'Approved', approvalList: [approval(8), approval(9)] }, null],
  ])('the card says what %j still needs', (request, expected) => {
    expect(rescheduleWaitingText(request)).toBe(expected);
  });
});

describe('issue 40: decisions need people, a token never approves a reschedule', () => {
  const requested: RescheduleRequestState = {
    status: 'Pending',
    approvalList: [],
    requestedBy: { userId: 7, name: 'Aisyah' },
  };
  it.each([
    ['a Superadmin in person', { actorKind: 'person' as const }, null],
    [
      'a Superadmin token',
      { actorKind: 'token' as const, personRoleName: 'Superadmin' },
      'An API token or service account cannot approve or reject a reschedule: a person signs in to decide',
    ],
    [
      'a Superadmin service account',
      { actorKind: 'serviceAccount' as const },
      'An API token or service account cannot approve or reject a reschedule: a person signs in to decide',
    ],
  ])('%s', (_title, acting, expected) => {
    expect(rescheduleDecisionIssue(requested, { userId: 8, roleName: 'Superadmin', ...acting })).toBe(
      expected,
    );
    expect(
      decideReschedule(
        requested,
        { userId: 8, roleName: 'Superadmin', name: 'T', ...acting },
        'Approved',
        't',
      ).ok,
    ).toBe(expected === null);
  });
});

describe('issue 41: the card names who can still approve', () => {
  const requested: RescheduleRequestState = {
    status: 'Pending',
    approvalList: [approval(8)],
    requestedBy: { userId: 7, name: 'Aisyah' },
  };
  const possible = [
    { id: 8, name: 'Azlina' },
    { id: 9, name: 'Hafiz Rahman' },
  ];
  it.each<[RescheduleRequestState, string | null]>([
    [
      requested,
      'Waiting for 1 more Superadmin approval; the requester, Aisyah, cannot approve; can still approve: Hafiz Rahman',
    ],
    [
      { ...requested, approvalList: [] },
      'Waiting for 2 more Superadmin approvals; the requester, Aisyah, cannot approve; can still approve: Azlina, Hafiz Rahman',
    ],
    [{ ...requested, status: 'Approved' }, null],
  ])('%j', (request, expected) => {
    expect(rescheduleWaitingText(request, possible)).toBe(expected);
  });
});
