import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../common/calendar-date';
import {
  collectionBadge,
  currentPayment,
  isCurrentPaymentPending,
  isSettled,
  outstandingBalance,
  overdueMonths,
  totalPaid,
} from './agreement-balance';

const instalments = [
  { dueDate: '2024-01-15', chargeAmount: 1000, paidAmount: 1000 },
  { dueDate: '2024-02-15', chargeAmount: 1000, paidAmount: 400 },
  { dueDate: '2024-03-15', chargeAmount: 1000, paidAmount: 0 },
  { dueDate: '2024-04-15', chargeAmount: 1000, paidAmount: 0 },
];

describe('decisions.md §6 outstanding balance and settled', () => {
  it.each([
    [3000, [1000, 500], 1500, false],
    [3000, [3000], 0, true],
    [3000, [], 3000, false],
  ])('payable %s, payments %j -> outstanding %s, settled %s', (payable, amounts, outstanding, settled) => {
    const payments = amounts.map((amount) => ({ amount }));
    expect(totalPaid(payments)).toBe(amounts.reduce((a, b) => a + b, 0));
    expect(outstandingBalance(payable, payments)).toBe(outstanding);
    expect(isSettled(outstanding)).toBe(settled);
  });
});

describe('decisions.md §6 overdueMonths and Current Payment', () => {
  it.each([
    ['2024-02-15', 0],
    ['2024-02-16', 1],
    ['2024-03-16', 2],
    ['2024-12-31', 3],
  ])('as of %s, %s instalments are past due and not fully paid', (today, count) => {
    expect(overdueMonths(instalments, today)).toBe(count);
  });

  it.each([
    ['2024-01-01', false],
    ['2024-02-28', true],
    ['2024-03-01', true],
    ['2024-05-10', false],
  ])('on %s the current payment is pending: %s', (today, pending) => {
    expect(isCurrentPaymentPending(instalments, today)).toBe(pending);
  });
});

describe('issue 29: Current Payment says Nothing due before any instalment has fallen due', () => {
  it.each([
    // The first instalment (15 Jan, fully paid) has not fallen due on 1 or 14 Jan: nothing is due yet.
    ['2024-01-01', 'Nothing due'],
    ['2024-01-14', 'Nothing due'],
    ['2024-01-15', 'Paid'],
    ['2024-02-28', 'Pending'],
    ['2024-03-01', 'Pending'],
    ['2024-05-10', 'Paid'],
  ])('on %s the current payment is %s', (today, expected) => {
    expect(currentPayment(instalments, today)).toBe(expected);
  });

  it('a new agreement whose first instalment falls due next month is Nothing due, not Paid', () => {
    const fresh = [
      { dueDate: '2024-07-05', chargeAmount: 1000, paidAmount: 0 },
      { dueDate: '2024-08-05', chargeAmount: 1000, paidAmount: 0 },
    ];
    expect(currentPayment(fresh, '2024-06-05')).toBe('Nothing due');
    expect(currentPayment([], '2024-06-05')).toBe('Nothing due');
    // First due later this month and unpaid: the month's instalment is pending (decisions §6 comes first).
    expect(currentPayment(fresh, '2024-07-01')).toBe('Pending');
  });

  const schedule = fc.array(
    fc.record({
      dueDate: fc.integer({ min: 0, max: 900 }).map((days) => addDays('2024-01-01', days)),
      chargeAmount: fc.integer({ min: 1, max: 5000 }),
      paidAmount: fc.integer({ min: 0, max: 5000 }),
    }),
    { maxLength: 8 },
  );
  const day = fc.integer({ min: 0, max: 900 }).map((days) => addDays('2024-01-01', days));

  it('is Pending exactly when isCurrentPaymentPending, and Nothing due exactly when no due date has come', () => {
    fc.assert(
      fc.property(schedule, day, (rows, today) => {
        const answer = currentPayment(rows, today);
        expect(answer === 'Pending').toBe(isCurrentPaymentPending(rows, today));
        if (answer !== 'Pending') {
          expect(answer === 'Nothing due').toBe(rows.every((row) => row.dueDate > today));
        }
        // Something already due and nothing overdue this month is Paid; nothing due never counts overdue months.
        if (answer === 'Nothing due') expect(overdueMonths(rows, today)).toBe(0);
      }),
    );
  });
});

describe('collections-and-programs.md §2.2 profile badge', () => {
  it.each<[number, string[], string]>([
    [0, ['Approved'], 'Settled'],
    [100, ['Rejected', 'Approved'], 'Rescheduled'],
    [100, ['Pending'], 'Ongoing'],
    [100, [], 'Ongoing'],
  ])('outstanding %s with reschedules %j -> %s', (outstanding, statuses, badge) => {
    expect(collectionBadge(outstanding, statuses)).toBe(badge);
  });
});

describe('issue 41: a written-off agreement is neither Settled nor Paid', () => {
  const paidUp = [{ dueDate: '2026-01-05', chargeAmount: 100, paidAmount: 100 }];
  it.each([
    [0, false, 'Settled'],
    [0, true, 'Written off'],
    [500, true, 'Ongoing'],
  ] as const)('outstanding %i, written off %s: %s', (outstanding, writtenOff, badge) => {
    expect(collectionBadge(outstanding, [], writtenOff)).toBe(badge);
  });

  it('the Current Payment says Written off once the instalments are settled by a write-off', () => {
    expect(currentPayment(paidUp, '2026-02-01')).toBe('Paid');
    expect(currentPayment(paidUp, '2026-02-01', true)).toBe('Written off');
    expect(currentPayment(paidUp, '2026-01-01', true)).toBe('Nothing due');
  });
});
