import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideWriteOff,
  WRITE_OFF_MESSAGES,
  type WriteOffRequestState,
  writeOffDecisionIssue,
  writeOffProgressText,
  writeOffRequestIssue,
  writeOffWaitingText,
} from './write-off';

const requested: WriteOffRequestState = {
  status: 'Pending',
  amount: 2_500_000,
  requestedBy: 1,
  approvedBy: [],
};
const superadmin = (id: number) => ({ id, roleName: 'Superadmin' });

describe('issue 32: a write-off request', () => {
  it.each([
    [
      { disposed: false, shortfall: 100, pending: false, reason: 'x' },
      'A shortfall can be written off only after the asset is disposed of',
    ],
    [
      { disposed: true, shortfall: 100, pending: true, reason: 'x' },
      'A write-off request for this case is already awaiting approval',
    ],
    [{ disposed: true, shortfall: 0, pending: false, reason: 'x' }, 'There is no shortfall to write off'],
    [
      { disposed: true, shortfall: 100, pending: false, reason: '  ' },
      'Please give the reason for the write-off',
    ],
    [
      { disposed: true, shortfall: 100, pending: false, reason: 'x'.repeat(501) },
      'The reason must be at most 500 characters',
    ],
    [{ disposed: true, shortfall: 100, pending: false, reason: ` ${'x'.repeat(500)} ` }, null],
    [{ disposed: true, shortfall: 100, pending: false, reason: 'Hirer wound up' }, null],
  ])('%o: %s', (input, message) => {
    expect(writeOffRequestIssue(input)).toBe(message);
  });
});

describe('issue 32: four eyes, two Superadmins other than the requester', () => {
  it.each<
    [string, WriteOffRequestState, { id: number; roleName: string }, 'approve' | 'reject', string | null]
  >([
    [
      'the requester approving',
      requested,
      superadmin(1),
      'approve',
      'You requested this write-off: two other Superadmins must approve it',
    ],
    [
      'the requester rejecting',
      requested,
      superadmin(1),
      'reject',
      'You requested this write-off: two other Superadmins must approve it',
    ],
    [
      'a Collection Officer',
      requested,
      { id: 2, roleName: 'Collection Officer' },
      'approve',
      'Only a Superadmin can approve or reject a write-off',
    ],
    [
      'the same Superadmin twice',
      { ...requested, approvedBy: [2] },
      superadmin(2),
      'approve',
      'You have already approved this write-off',
    ],
    [
      'a decided request',
      { ...requested, status: 'Approved' },
      superadmin(3),
      'approve',
      'This write-off request has already been decided',
    ],
    [
      'a rejected request',
      { ...requested, status: 'Rejected' },
      superadmin(3),
      'reject',
      'This write-off request has already been decided',
    ],
    ['another Superadmin', requested, superadmin(2), 'approve', null],
    [
      'another Superadmin rejecting after one approval',
      { ...requested, approvedBy: [2] },
      superadmin(3),
      'reject',
      null,
    ],
    [
      'the approver changing their mind and rejecting',
      { ...requested, approvedBy: [2] },
      superadmin(2),
      'reject',
      null,
    ],
  ])('%s: %s', (_name, request, approver, decision, message) => {
    expect(writeOffDecisionIssue(request, approver, decision)).toBe(message);
  });

  it('one approval leaves it Pending; the second different Superadmin approves it', () => {
    const once = decideWriteOff(requested, superadmin(2), 'approve');
    expect(once.status).toBe('Pending');
    expect(writeOffProgressText(once.amount, once.approvedBy.length)).toBe(
      'Write off RM 25,000.00: 1 of 2 approvals',
    );
    const twice = decideWriteOff(once, superadmin(3), 'approve');
    expect(twice.status).toBe('Approved');
    expect(() => decideWriteOff(twice, superadmin(4), 'approve')).toThrow(
      'This write-off request has already been decided',
    );
  });

  it('an approval on record by the requester never counts', () => {
    const odd = { ...requested, approvedBy: [requested.requestedBy] };
    expect(decideWriteOff(odd, superadmin(2), 'approve').status).toBe('Pending');
  });

  it('a rejection ends the request', () => {
    expect(decideWriteOff(requested, superadmin(2), 'reject').status).toBe('Rejected');
  });

  it('on any sequence of decisions, Approved only with two distinct Superadmins, none the requester', () => {
    const decision = fc.record({
      id: fc.integer({ min: 1, max: 4 }),
      roleName: fc.constantFrom('Superadmin', 'Collection Officer', 'Credit Officer'),
      decision: fc.constantFrom<'approve' | 'reject'>('approve', 'approve', 'approve', 'reject'),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 4 }),
        fc.array(decision, { maxLength: 8 }),
        (requester, decisions) => {
          let state: WriteOffRequestState = { ...requested, requestedBy: requester };
          const accepted: { id: number; roleName: string }[] = [];
          for (const d of decisions) {
            if (writeOffDecisionIssue(state, d, d.decision) !== null) continue;
            state = decideWriteOff(state, d, d.decision);
            if (d.decision === 'approve') accepted.push(d);
          }
          const approvers = new Set(accepted.map((a) => a.id));
          expect(accepted.every((a) => a.roleName === 'Superadmin' && a.id !== requester)).toBe(true);
          expect(approvers.size).toBe(accepted.length);
          if (state.status === 'Approved') expect(approvers.size).toBe(2);
          if (state.status === 'Pending') expect(approvers.size).toBeLessThan(2);
        },
      ),
    );
  });
});

describe('issue 40: decisions need people, one Superadmin with tokens never decides alone', () => {
  it.each([
    ['a token of a Superadmin', { actorKind: 'token' as const, personRoleName: 'Superadmin' }],
    ['a service account', { actorKind: 'serviceAccount' as const }],
  ])('%s cannot approve or reject', (_name, acting) => {
    for (const decision of ['approve', 'reject'] as const)
      expect(writeOffDecisionIssue(requested, { ...superadmin(5), ...acting }, decision)).toBe(
        'An API token or service account cannot approve or reject write-offs: a person signs in to decide',
      );
  });

  it('any number of token approvals never approve it', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 2, max: 50 }), { maxLength: 10 }), (tokenUserIds) => {
        let state = requested;
        for (const id of tokenUserIds) {
          const approver = {
            id,
            roleName: 'Superadmin',
            actorKind: 'token' as const,
            personRoleName: 'Superadmin',
          };
          if (writeOffDecisionIssue(state, approver, 'approve') === null)
            state = decideWriteOff(state, approver, 'approve');
        }
        expect(state.status).toBe('Pending');
        expect(state.approvedBy).toEqual([]);
      }),
    );
  });
});

describe('issue 41: the waiting line names who can still approve', () => {
  const possible = [
    { id: 2, name: 'Azlina' },
    { id: 3, name: 'Hafiz Rahman' },
  ];
  it.each([
    [
      [],
      'Waiting for 2 more Superadmin approvals; the requester, Kavitha, cannot approve; can still approve: Azlina, Hafiz Rahman',
    ],
    [
      [2],
      'Waiting for 1 more Superadmin approval; the requester, Kavitha, cannot approve; can still approve: Hafiz Rahman',
    ],
  ])('approved by %j', (approvedBy, text) => {
    expect(writeOffWaitingText({ status: 'Pending', approvedBy, requestedByName: 'Kavitha' }, possible)).toBe(
      text,
    );
  });

  it('says nothing once decided', () => {
    expect(
      writeOffWaitingText({ status: 'Approved', approvedBy: [2, 3], requestedByName: 'Kavitha' }, possible),
    ).toBeNull();
  });
});

describe('the write-off refusals only the server gives (issue 32)', () => {
  it.each([
    ['requestNotFound', 'Write-off request not found'],
    ['shortfallChanged', 'The shortfall has changed since the request: please request the write-off again'],
  ] as const)('%s reads: %s', (key, text) => {
    expect(WRITE_OFF_MESSAGES[key]).toBe(text);
  });
});
