import { describe, expect, it } from 'vitest';
import {
  editPaymentIssues,
  latestPayment,
  NOT_LATEST_PAYMENT,
  paymentIssues,
  transactionCorrection,
} from './payment-rules';

const payments = [
  { id: 1, amount: 1000, paidAt: '2024-01-10' },
  { id: 3, amount: 500, paidAt: '2024-02-10' },
  { id: 2, amount: 500, paidAt: '2024-02-10' },
];
const ledger = { payments, totalPayable: 3000 };

describe('decisions.md §6 / collections-and-programs.md §5 make payment against the ledger', () => {
  it('finds the latest payment by date then id', () => {
    expect(latestPayment(payments)?.id).toBe(3);
    expect(latestPayment([])).toBeNull();
  });

  it.each<[string, { id: number | string; paidAt: string }[], number | string]>([
    [
      'a later date wins over a higher id',
      [
        { id: 1, paidAt: '2024-02-10' },
        { id: 5, paidAt: '2024-01-10' },
      ],
      1,
    ],
    [
      'the same day: the higher id, listed last',
      [
        { id: 2, paidAt: '2024-02-10' },
        { id: 3, paidAt: '2024-02-10' },
      ],
      3,
    ],
    [
      'the same day: the higher id, listed first',
      [
        { id: 3, paidAt: '2024-02-10' },
        { id: 2, paidAt: '2024-02-10' },
      ],
      3,
    ],
    [
      'the same day, text ids',
      [
        { id: 'a', paidAt: '2024-02-10' },
        { id: 'b', paidAt: '2024-02-10' },
      ],
      'b',
    ],
  ])('latest payment: %s', (_title, entries, id) => {
    expect(latestPayment(entries.map((entry) => ({ ...entry, amount: 1 })))?.id).toBe(id);
  });

  it.each<[string, number, string, string[]]>([
    ['same day as the last payment', 1000, '2024-02-10', []],
    ['before the last payment', 100, '2024-02-09', ['Payment date must be later than the last payment date']],
    ['exactly the outstanding balance', 1000, '2024-03-01', []],
    ['above the outstanding balance', 1001, '2024-03-01', ['Amount cannot exceed the outstanding balance']],
  ])('%s', (_title, amount, paidAt, expected) => {
    expect(paymentIssues({ amount, paidAt }, ledger)).toEqual(expected);
  });

  it.each<[string, number, string, string[]]>([
    ['before the last payment', 100, '2024-01-05', []],
    [
      'before the last payment and above the outstanding balance',
      1001,
      '2024-01-05',
      ['Amount cannot exceed the outstanding balance'],
    ],
  ])('a bank credit dated its value date, %s (issue 40)', (_title, amount, paidAt, expected) => {
    expect(paymentIssues({ amount, paidAt }, ledger, 'bank value date')).toEqual(expected);
  });

  it('the first payment has no earlier date to respect', () => {
    expect(paymentIssues({ amount: 10, paidAt: '1970-01-01' }, { payments: [], totalPayable: 100 })).toEqual(
      [],
    );
  });
});

describe('collections-and-programs.md §2.2 edit latest payment', () => {
  it.each<[string, { id: number; amount: number; paidAt: string }, string[]]>([
    ['the latest, within the balance', { id: 3, amount: 1500, paidAt: '2024-02-10' }, []],
    [
      'not the latest',
      { id: 1, amount: 10, paidAt: '2024-01-10' },
      ['Only the latest payment can be edited'],
    ],
    [
      'moved before the one before it',
      { id: 3, amount: 10, paidAt: '2024-01-01' },
      ['Payment date must be later than the last payment date'],
    ],
    [
      'above the balance',
      { id: 3, amount: 1501, paidAt: '2024-02-10' },
      ['Amount cannot exceed the outstanding balance'],
    ],
  ])('%s', (_title, edit, expected) => {
    expect(editPaymentIssues(edit, ledger)).toEqual(expected);
  });

  it('nothing to edit in an empty ledger', () => {
    expect(
      editPaymentIssues({ id: 1, amount: 1, paidAt: '2024-01-01' }, { payments: [], totalPayable: 10 }),
    ).toEqual([NOT_LATEST_PAYMENT]);
  });
});

describe('decisions.md §6 a transaction-modal correction is a targeted ledger entry', () => {
  it.each<[number, number, ReturnType<typeof transactionCorrection>]>([
    [0, 1000, { amount: 1000 }],
    [1000, 600, { amount: -400 }],
    [1000, 0, { amount: -1000 }],
    [600, 600, null],
    [0, 1001, { message: 'Payment Amount cannot exceed the Installment Amount' }],
    [0, -1, { message: 'Amount cannot be negative' }],
  ])('paid %s set to %s -> %j', (paidAmount, newPaid, expected) => {
    expect(transactionCorrection({ chargeAmount: 1000, paidAmount }, newPaid)).toEqual(expected);
  });
});
