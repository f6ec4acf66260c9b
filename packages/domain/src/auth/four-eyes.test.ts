import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Approver,
  approversShortIssue,
  decisionsOfPeople,
  possibleApprovers,
  stillToApproveText,
} from './four-eyes';

const person = (id: number, roleName: string, extra: Partial<Approver> = {}): Approver => ({
  id,
  name: `User ${id}`,
  roleName,
  active: true,
  serviceAccount: false,
  ...extra,
});

describe('possible approvers (issue 41)', () => {
  const people = [
    person(1, 'Superadmin'),
    person(2, 'Superadmin'),
    person(3, 'Superadmin', { active: false }),
    person(4, 'Superadmin', { serviceAccount: true }),
    person(5, 'Collection Officer'),
    person(6, 'SUPER_ADMIN'),
  ];

  it.each([
    ['writeOff.decide', 1, [2, 6]],
    ['writeOff.decide', 5, [1, 2, 6]],
    ['reschedule.decide', 2, [1, 6]],
    ['bankStatement.post', 1, [2, 5, 6]],
  ] as const)('%s requested by %i: %j', (permission, requester, expected) => {
    expect(possibleApprovers(people, permission, requester).map((p) => p.id)).toEqual(expected);
  });

  it('never counts the requester, an inactive user or a service account', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            id: fc.integer({ min: 1, max: 20 }),
            name: fc.string(),
            roleName: fc.constantFrom('Superadmin', 'Staff', 'Collection Officer', null),
            active: fc.boolean(),
            serviceAccount: fc.boolean(),
          }),
        ),
        fc.integer({ min: 1, max: 20 }),
        (all, requester) => {
          for (const approver of possibleApprovers(all, 'writeOff.decide', requester)) {
            expect(approver.id).not.toBe(requester);
            expect(approver.active && !approver.serviceAccount).toBe(true);
            expect(approver.roleName).toBe('Superadmin');
          }
        },
      ),
    );
  });
});

describe('a request that can never finish is refused when made', () => {
  it.each([
    [2, 2, null],
    [2, 3, null],
    [2, 1, 'A write-off needs two approvers other than you; only one other person can approve'],
    [2, 0, 'A write-off needs two approvers other than you; no other person can approve'],
  ] as const)('needs %i, %i can: %s', (needed, possible, message) => {
    expect(approversShortIssue('A write-off', needed, possible)).toBe(message);
  });

  it('is refused exactly when fewer can approve than it needs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 8 }), (needed, possible) => {
        expect(approversShortIssue('A reschedule', needed, possible) === null).toBe(possible >= needed);
      }),
    );
  });
});

describe('the waiting line names who can still approve', () => {
  const possible = [
    { id: 2, name: 'Hafiz Rahman' },
    { id: 3, name: 'Nurul Aina' },
  ];
  it.each([
    [[], 'can still approve: Hafiz Rahman, Nurul Aina'],
    [[2], 'can still approve: Nurul Aina'],
    [[2, 3], 'nobody else can approve it'],
  ] as const)('decided by %j: %s', (decided, text) => {
    expect(stillToApproveText(possible, decided)).toBe(text);
  });
});

describe("issue 40: a service account's earlier decision never counts", () => {
  it('keeps the decisions of people only', () => {
    const decisions = [
      { approverId: 2, serviceAccount: true },
      { approverId: 3, serviceAccount: false },
    ];
    expect(decisionsOfPeople(decisions)).toEqual([{ approverId: 3, serviceAccount: false }]);
  });
});
