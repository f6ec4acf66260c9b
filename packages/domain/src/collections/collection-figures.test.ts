import { describe, expect, it } from 'vitest';
import { allocatePayments } from './allocate-payments';
import { type CollectionRows, collectionFigures } from './collection-figures';

const rows: CollectionRows = {
  agreements: [
    { id: 1, totalPayable: 3000 },
    { id: 2, totalPayable: 2000 },
    { id: 3, totalPayable: 1000 },
    { id: 4, totalPayable: 5000, agreementExecution: '2024-07-01' },
  ],
  instalments: [
    { id: 11, agreementId: 1, dueDate: '2024-01-15', chargeAmount: 1000 },
    { id: 12, agreementId: 1, dueDate: '2024-02-15', chargeAmount: 1000 },
    { id: 13, agreementId: 1, dueDate: '2024-03-15', chargeAmount: 1000 },
    { id: 21, agreementId: 2, dueDate: '2023-10-15', chargeAmount: 1000 },
    { id: 22, agreementId: 2, dueDate: '2023-11-15', chargeAmount: 1000 },
    { id: 31, agreementId: 3, dueDate: '2024-02-15', chargeAmount: 1000 },
    { id: 41, agreementId: 4, dueDate: '2024-08-01', chargeAmount: 5000 },
  ],
  payments: [
    { id: 1, agreementId: 1, amount: 1000, paidAt: '2024-01-10' },
    { id: 2, agreementId: 1, amount: 1000, paidAt: '2024-03-01' },
    { id: 3, agreementId: 3, amount: 1000, paidAt: '2024-02-20' },
  ],
};

describe('decisions.md §6 collection analytics over a range, as of min(end, today)', () => {
  it('computes every figure of a year in progress', () => {
    expect(collectionFigures(rows, { start: '2024-01-01', end: '2024-12-31' }, '2024-04-30')).toEqual({
      start: '2024-01-01',
      asOf: '2024-04-30',
      installmentCollected: 3000,
      overdueCollected: 2000,
      totalOverdue: 3000,
      overdueByAge: { '0-30': 0, '31-60': 1000, '61-90': 0, '91-120': 0, '121-150': 0, '150+': 2000 },
      outstandingBalance: 3000,
      nonPerformingLoan: 2000,
      nonPerformingLoanRatio: 66.67,
      chargesDue: 6000,
      ratioOverdueReceivable: 50,
      activeAgreements: 2,
      settledAgreements: 1,
    });
  });

  it('reads a past year as it stood at its end', () => {
    const figures = collectionFigures(rows, { start: '2023-01-01', end: '2023-12-31' }, '2024-04-30');
    expect(figures).toMatchObject({
      asOf: '2023-12-31',
      installmentCollected: 0,
      totalOverdue: 2000,
      overdueByAge: { '31-60': 1000, '61-90': 1000 },
      nonPerformingLoan: 0,
      nonPerformingLoanRatio: 0,
      chargesDue: 2000,
      ratioOverdueReceivable: 100,
      outstandingBalance: 6000,
    });
  });

  it('counts only payments dated inside the range', () => {
    const figures = collectionFigures(rows, { start: '2024-02-01', end: '2024-02-29' }, '2024-04-30');
    expect(figures.installmentCollected).toBe(1000);
    expect(figures.overdueCollected).toBe(1000);
  });

  it('dates on the boundaries: start, as-of, due dates and execution', () => {
    // Range March 2024 seen at the end of April: as of 31 March.
    const edges: CollectionRows = {
      agreements: [
        { id: 1, totalPayable: 3000, agreementExecution: '2024-03-31' },
        { id: 2, totalPayable: 1000, agreementExecution: '2024-04-01' },
        { id: 3, totalPayable: 1000 },
        { id: 4, totalPayable: 1000, agreementExecution: null },
      ],
      instalments: [
        { id: 11, agreementId: 1, dueDate: '2024-02-15', chargeAmount: 1000 },
        { id: 12, agreementId: 1, dueDate: '2024-03-01', chargeAmount: 1000 },
        { id: 13, agreementId: 1, dueDate: '2024-03-31', chargeAmount: 1000 },
        { id: 21, agreementId: 2, dueDate: '2024-03-01', chargeAmount: 1000 },
        { id: 31, agreementId: 3, dueDate: '2023-12-01', chargeAmount: 1000 },
        { id: 41, agreementId: 4, dueDate: '2024-01-15', chargeAmount: 1000 },
      ],
      payments: [
        // Overdue money paid the day before the range: not collected in it.
        { id: 1, agreementId: 1, amount: 500, paidAt: '2024-02-29' },
        // On the start date: 500 finishes the February instalment late, 200 lands on its due date (not late).
        { id: 2, agreementId: 1, amount: 700, paidAt: '2024-03-01' },
        // On the as-of date, after the due date.
        { id: 3, agreementId: 1, amount: 300, paidAt: '2024-03-31' },
        // After the as-of date: not yet in the book.
        { id: 4, agreementId: 1, amount: 999, paidAt: '2024-04-01' },
        { id: 5, agreementId: 2, amount: 1000, paidAt: '2024-03-10' },
        { id: 6, agreementId: 4, amount: 1000, paidAt: '2024-01-10' },
      ],
    };
    expect(collectionFigures(edges, { start: '2024-03-01', end: '2024-03-31' }, '2024-04-30')).toEqual({
      start: '2024-03-01',
      asOf: '2024-03-31',
      installmentCollected: 1000,
      overdueCollected: 800,
      // 500 left on the instalment due 1 March (30 days: '0-30'); the one due on the as-of date is not late.
      totalOverdue: 1500,
      overdueByAge: { '0-30': 500, '31-60': 0, '61-90': 0, '91-120': 0, '121-150': 1000, '150+': 0 },
      outstandingBalance: 2500,
      nonPerformingLoan: 1000,
      nonPerformingLoanRatio: 40,
      chargesDue: 5000,
      ratioOverdueReceivable: 30,
      activeAgreements: 2,
      settledAgreements: 1,
    });
  });

  it('an empty book gives zero ratios', () => {
    expect(
      collectionFigures(
        { agreements: [], instalments: [], payments: [] },
        { start: '2024-01-01', end: '2024-12-31' },
        '2024-04-30',
      ),
    ).toMatchObject({
      nonPerformingLoanRatio: 0,
      ratioOverdueReceivable: 0,
    });
  });

  it('agrees with the per-instalment allocation it is built on', () => {
    const paid = allocatePayments(
      rows.instalments.filter((row) => row.agreementId === 1),
      rows.payments.filter((row) => row.agreementId === 1),
    );
    expect(paid.map((allocation) => allocation.paidAmount)).toEqual([1000, 1000, 0]);
  });
});
