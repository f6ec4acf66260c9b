import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  type InstalmentStatus,
  instalmentStatus,
  isPastDueUnpaid,
  lateReasonChoices,
  needsLateReason,
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

describe('origination.md §4 the Reason column offers Add when overdue without a note', () => {
  it.each<[number, string | null, boolean]>([
    [0, null, true],
    [0, '  ', true],
    [0, 'Insufficient funds', false],
    [500, null, false],
  ])('paid %s, note %j -> %s', (paidAmount, note, expected) => {
    expect(needsLateReason({ chargeAmount: 1000, paidAmount, dueDate: '2024-01-01', note }, today)).toBe(
      expected,
    );
  });
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
