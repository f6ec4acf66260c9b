import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  type InstalmentStatus,
  instalmentStatus,
  isPastDueUnpaid,
  LATE_REASON_NOT_DUE,
  lateReasonChoices,
  lateReasonIssue,
  offersLateReason,
  PREDEFINED_LATE_REASONS,
} from './instalment-status';

const today = '2024-06-15';

describe('origination.md §4 / decisions.md §6 instalment status', () => {
  it.each<[number, number, string, InstalmentStatus]>([
    [1000, 1000, '2024-01-01', 'Paid'],
    [1000, 1000, '2024-12-01', 'Paid'],
    [1000, 1, '2024-01-01', 'Partial'],
    [1000, 999, '2024-12-01', 'Partial'],
    [1000, 0, '2024-06-16', 'Pending'],
    [1000, 0, today, 'Pending'],
    [1000, 0, '2024-06-14', 'Overdue'],
    [0, 0, '2024-01-01', 'Paid'],
  ])('charge %s, paid %s, due %s -> %s', (chargeAmount, paidAmount, dueDate, expected) => {
    expect(instalmentStatus({ chargeAmount, paidAmount, dueDate }, today)).toBe(expected);
  });

  it.each<[string, number, string, boolean]>([
    ['fully paid, past due', 1000, '2024-06-14', false],
    ['one sen short, past due', 999, '2024-06-14', true],
    ['one sen short, due today', 999, today, false],
    ['nothing paid, due yesterday', 0, '2024-06-14', true],
  ])('past due and unpaid: %s', (_title, paidAmount, dueDate, expected) => {
    expect(isPastDueUnpaid({ chargeAmount: 1000, paidAmount, dueDate }, today)).toBe(expected);
  });

  it('agrees with its definition at every boundary day (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: -40, max: 40 }),
        (charge, paidPercent, offset) => {
          const paid = Math.floor((charge * paidPercent) / 100);
          const dueDate = addDays(today, offset);
          const status = instalmentStatus({ chargeAmount: charge, paidAmount: paid, dueDate }, today);
          if (paid === charge) expect(status).toBe('Paid');
          else if (paid > 0) expect(status).toBe('Partial');
          else expect(status).toBe(offset >= 0 ? 'Pending' : 'Overdue');
          expect(isPastDueUnpaid({ chargeAmount: charge, paidAmount: paid, dueDate }, today)).toBe(
            offset < 0 && paid < charge,
          );
        },
      ),
    );
  });
});

describe('issue 29: a late reason only once the instalment is past due; Add where it is also not paid in full', () => {
  it.each<[number, string, string | null, boolean, boolean]>([
    [0, '2024-01-01', null, true, true],
    [0, '2024-01-01', '  ', true, true],
    [500, '2024-01-01', null, true, true],
    [1000, '2024-01-01', null, true, false],
    [0, today, null, false, false],
    [500, '2099-01-01', null, false, false],
    [0, '2099-01-01', 'Insufficient funds', true, true],
    // A note of spaces is no reason: not yet due, it is refused and not offered (mutation testing, issue 30).
    [0, '2099-01-01', '   ', false, false],
    [1000, '2024-01-01', ' ', true, false],
  ])(
    'paid %s, due %s, note %j -> accepted %s, Add offered %s',
    (paidAmount, dueDate, note, accepted, offered) => {
      const instalment = { chargeAmount: 1000, paidAmount, dueDate, note };
      expect(lateReasonIssue(instalment, today)).toBe(accepted ? null : LATE_REASON_NOT_DUE);
      expect(offersLateReason(instalment, today)).toBe(offered);
      // Never offered where it would be refused.
      if (offered) expect(lateReasonIssue(instalment, today)).toBeNull();
    },
  );
});

it('says why a late reason is refused before the due date', () => {
  expect(LATE_REASON_NOT_DUE).toBe('A late reason can be recorded only for an instalment past its due date');
});

describe('collections-and-programs.md §9 predefined late reasons', () => {
  it('offers the three predefined reasons and the recorded ones once each', () => {
    expect(PREDEFINED_LATE_REASONS).toEqual([
      'Insufficient funds',
      'Maintaining cash for future development',
      'Debtors unable to liquidate the payments',
    ]);
    expect(
      lateReasonChoices(['Machine broke down', ' Insufficient funds ', null, '', 'Machine broke down']),
    ).toEqual([...PREDEFINED_LATE_REASONS, 'Machine broke down']);
  });
});
