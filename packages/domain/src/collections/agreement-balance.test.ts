import { describe, expect, it } from 'vitest';
import {
  collectionBadge,
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
