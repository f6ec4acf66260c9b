import { describe, expect, it } from 'vitest';
import { monthlyCollection, NO_REASON, overdueByClient, overdueByReason } from './collection-breakdowns';
import type { CollectionRows } from './collection-figures';

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
      { reason: NO_REASON, totalOverdue: 3000, count: 3 },
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
