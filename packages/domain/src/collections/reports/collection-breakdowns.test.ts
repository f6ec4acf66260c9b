import { describe, expect, it } from 'vitest';
import { monthlyCollection, NO_REASON, overdueByClient, overdueByReason } from './collection-breakdowns';
import type { CollectionRows } from '../collection-figures';

const rows: CollectionRows = {
  agreements: [
    { id: 1, totalPayable: 3000, hirerId: 10 },
    { id: 2, totalPayable: 2000, hirerId: 20 },
    { id: 3, totalPayable: 1000, hirerId: 10 },
    { id: 4, totalPayable: 1000 },
  ],
  instalments: [
    { id: 11, agreementId: 1, dueDate: '2024-01-15', chargeAmount: 1000 },
    { id: 12, agreementId: 1, dueDate: '2024-02-15', chargeAmount: 1000, note: 'Insufficient funds' },
    { id: 13, agreementId: 1, dueDate: '2024-03-15', chargeAmount: 1000, note: ' ' },
    { id: 21, agreementId: 2, dueDate: '2024-01-20', chargeAmount: 1000, note: 'Insufficient funds' },
    { id: 22, agreementId: 2, dueDate: '2024-02-20', chargeAmount: 1000 },
    { id: 31, agreementId: 3, dueDate: '2024-02-10', chargeAmount: 1000 },
    { id: 41, agreementId: 4, dueDate: '2024-01-10', chargeAmount: 1000 },
  ],
  payments: [
    { id: 1, agreementId: 1, amount: 1000, paidAt: '2024-01-10' },
    { id: 2, agreementId: 1, amount: 400, paidAt: '2024-02-20' },
    { id: 3, agreementId: 3, amount: 1000, paidAt: '2024-02-09' },
  ],
};

describe('collections-and-programs.md §2.3/§3 / decisions.md §6 overdue breakdowns', () => {
  it('groups the overdue remainder by late reason', () => {
    expect(overdueByReason(rows, '2024-04-01')).toEqual([
      { reason: 'No reason', totalOverdue: 3000, count: 3 },
      { reason: 'Insufficient funds', totalOverdue: 1600, count: 2 },
    ]);
  });

  it('groups the overdue remainder by client, skipping agreements without a hirer', () => {
    expect(overdueByClient(rows, '2024-04-01')).toEqual([
      { hirerId: 20, totalOverdue: 2000, totalOverdueMonths: 2, agreementIds: [2] },
      { hirerId: 10, totalOverdue: 1600, totalOverdueMonths: 2, agreementIds: [1] },
    ]);
  });

  it('reports paid versus overdue per month of the range, up to the as-of date', () => {
    expect(monthlyCollection(rows, { start: '2024-01-01', end: '2024-12-31' }, '2024-03-10')).toEqual([
      { month: '2024-01', totalPaid: 1000, totalOverdue: 2000, paidTransactions: 1, overdueTransactions: 2 },
      { month: '2024-02', totalPaid: 1400, totalOverdue: 1600, paidTransactions: 1, overdueTransactions: 2 },
      { month: '2024-03', totalPaid: 0, totalOverdue: 0, paidTransactions: 0, overdueTransactions: 0 },
    ]);
  });

  it('ignores payments and instalments before the range', () => {
    expect(monthlyCollection(rows, { start: '2024-02-01', end: '2024-02-29' }, '2024-12-31')).toEqual([
      { month: '2024-02', totalPaid: 1400, totalOverdue: 1600, paidTransactions: 1, overdueTransactions: 2 },
    ]);
  });
});

// Boundaries: an instalment due on the as-of date is not yet overdue; the range's first day is in it.
const edges: CollectionRows = {
  agreements: [
    { id: 'a', totalPayable: 4000, hirerId: 'h-b' },
    { id: 'b', totalPayable: 2000, hirerId: 'h-a' },
    { id: 'c', totalPayable: 1000, hirerId: null },
    { id: 'd', totalPayable: 2000, hirerId: 'h-c', agreementExecution: '2024-05-01' },
  ],
  instalments: [
    { id: 1, agreementId: 'a', dueDate: '2024-02-09', chargeAmount: 1000, note: 'Sick' },
    { id: 2, agreementId: 'a', dueDate: '2024-02-10', chargeAmount: 1000, note: 'Moved house' },
    { id: 3, agreementId: 'a', dueDate: '2024-03-01', chargeAmount: 1000 },
    { id: 4, agreementId: 'a', dueDate: '2024-04-01', chargeAmount: 1000 },
    { id: 5, agreementId: 'b', dueDate: '2024-02-20', chargeAmount: 1000, note: 'Sick' },
    { id: 6, agreementId: 'b', dueDate: '2024-02-25', chargeAmount: 1000, note: 'Moved house' },
    { id: 7, agreementId: 'c', dueDate: '2024-02-15', chargeAmount: 1000, note: 'Sick' },
    { id: 8, agreementId: 'd', dueDate: '2024-02-15', chargeAmount: 2000 },
  ],
  payments: [
    { id: 1, agreementId: 'a', amount: 1000, paidAt: '2024-02-09' },
    { id: 2, agreementId: 'a', amount: 500, paidAt: '2024-02-10', kind: 'payment' },
    { id: 3, agreementId: 'b', amount: 1000, paidAt: '2024-02-11', kind: 'rebate' },
    { id: 4, agreementId: 'a', amount: 300, paidAt: '2024-03-02' },
  ],
};

describe('overdue breakdowns at their edges', () => {
  it('an instalment due on the as-of date is not overdue yet; equal totals list by reason', () => {
    // As of 1 March: a's instalment 2 is 500 short (its 3rd, due that day, is not overdue), b's first is met by
    // the rebate, its second is 1,000 short; c's 1,000; d is executed later and is not in the book yet.
    expect(overdueByReason(edges, '2024-03-01')).toEqual([
      { reason: 'Moved house', totalOverdue: 1500, count: 2 },
      { reason: 'Sick', totalOverdue: 1000, count: 1 },
    ]);
    // On 2 March the 300 paid goes to the oldest shortfall (a's 2nd), and a's 3rd is overdue.
    expect(overdueByReason(edges, '2024-03-02')).toEqual([
      { reason: 'Moved house', totalOverdue: 1200, count: 2 },
      { reason: NO_REASON, totalOverdue: 1000, count: 1 },
      { reason: 'Sick', totalOverdue: 1000, count: 1 },
    ]);
    const tie: CollectionRows = {
      agreements: [{ id: 1, totalPayable: 2000, hirerId: 1 }],
      instalments: [
        { id: 1, agreementId: 1, dueDate: '2024-01-10', chargeAmount: 1000, note: 'Zoo' },
        { id: 2, agreementId: 1, dueDate: '2024-02-10', chargeAmount: 1000, note: 'Ark' },
      ],
      payments: [],
    };
    expect(overdueByReason(tie, '2024-03-01').map((group) => group.reason)).toEqual(['Ark', 'Zoo']);
  });

  it('clients: an agreement without a hirer (null or missing) is left out; equal totals list by hirer id', () => {
    expect(overdueByClient(edges, '2024-03-01')).toEqual([
      { hirerId: 'h-a', totalOverdue: 1000, totalOverdueMonths: 1, agreementIds: ['b'] },
      { hirerId: 'h-b', totalOverdue: 500, totalOverdueMonths: 1, agreementIds: ['a'] },
    ]);
    // As of 2 March a is 1,200 short over two instalments (200 of the 2nd, the whole 3rd).
    expect(overdueByClient(edges, '2024-03-02')).toEqual([
      { hirerId: 'h-b', totalOverdue: 1200, totalOverdueMonths: 2, agreementIds: ['a'] },
      { hirerId: 'h-a', totalOverdue: 1000, totalOverdueMonths: 1, agreementIds: ['b'] },
    ]);
    const tie: CollectionRows = {
      agreements: [
        { id: 1, totalPayable: 1000, hirerId: 'z' },
        { id: 2, totalPayable: 1000, hirerId: 'y' },
      ],
      instalments: [
        { id: 1, agreementId: 1, dueDate: '2024-01-10', chargeAmount: 1000 },
        { id: 2, agreementId: 2, dueDate: '2024-01-10', chargeAmount: 1000 },
      ],
      payments: [],
    };
    expect(overdueByClient(tie, '2024-03-01').map((client) => client.hirerId)).toEqual(['y', 'z']);
  });

  it('a client with several agreements in arrears sums them and lists each', () => {
    const rows: CollectionRows = {
      agreements: [
        { id: 1, totalPayable: 1000, hirerId: 7 },
        { id: 2, totalPayable: 2000, hirerId: 7 },
      ],
      instalments: [
        { id: 1, agreementId: 1, dueDate: '2024-01-10', chargeAmount: 1000 },
        { id: 2, agreementId: 2, dueDate: '2024-01-10', chargeAmount: 1000 },
        { id: 3, agreementId: 2, dueDate: '2024-02-10', chargeAmount: 1000 },
      ],
      payments: [{ id: 1, agreementId: 2, amount: 400, paidAt: '2024-01-10' }],
    };
    expect(overdueByClient(rows, '2024-03-01')).toEqual([
      { hirerId: 7, totalOverdue: 2600, totalOverdueMonths: 3, agreementIds: [1, 2] },
    ]);
  });

  it('monthly: the range starts on its first day; cash only; a month whose first day is the as-of date is shown', () => {
    // Range from 10 Feb: the payment and the instalment of 9 Feb are before it, those of 10 Feb in it. The
    // rebate of 11 Feb is not cash. As of 1 March: March is there, its instalment due that day not overdue.
    expect(monthlyCollection(edges, { start: '2024-02-10', end: '2024-03-01' }, '2024-12-31')).toEqual([
      { month: '2024-02', totalPaid: 500, totalOverdue: 2500, paidTransactions: 1, overdueTransactions: 3 },
      { month: '2024-03', totalPaid: 0, totalOverdue: 0, paidTransactions: 0, overdueTransactions: 0 },
    ]);
    // Today before the range's end: judged as of today, later payments not yet made.
    expect(monthlyCollection(edges, { start: '2024-02-01', end: '2024-12-31' }, '2024-03-02')).toEqual([
      { month: '2024-02', totalPaid: 1500, totalOverdue: 2200, paidTransactions: 2, overdueTransactions: 3 },
      { month: '2024-03', totalPaid: 300, totalOverdue: 1000, paidTransactions: 0, overdueTransactions: 1 },
    ]);
  });
});
