import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InterestMethod } from '../loan/interest-method';
import { type CollectionRows, collectionFigures } from './collection-figures';
import {
  cashReceived,
  futureDateIssue,
  isCashEntry,
  isCashKind,
  LEDGER_KIND_LABELS,
  LEDGER_KIND_NAMES,
  type LedgerKind,
  ledgerTotal,
  MONEY_ENTRY_MESSAGES,
  nonCashLabel,
  nonCashTotal,
  outstandingEffectText,
  PAYMENT_METHOD_NAMES,
  PAYMENT_METHODS,
  type PaymentMethod,
  paymentReferenceIssue,
  rebateLabel,
} from './ledger-kinds';
import { monthlyCollection } from './reports/collection-breakdowns';

describe('issue 26: every ledger kind is cash or non-cash, once', () => {
  it.each<[LedgerKind, boolean]>([
    ['payment', true],
    ['prepayment', true],
    ['correction', true],
    ['settlement', true],
    ['rebate', false],
    ['disposal', true],
    ['write_off', false],
  ])('%s is cash: %s', (kind, cash) => {
    expect(isCashKind(kind)).toBe(cash);
    expect(isCashEntry({ kind })).toBe(cash);
  });

  it('knows every kind the ledger table allows', () => {
    expect([...LEDGER_KIND_NAMES].sort()).toEqual([
      'correction',
      'disposal',
      'payment',
      'prepayment',
      'rebate',
      'settlement',
      'write_off',
    ]);
  });

  it('an entry without a kind is a payment', () => {
    expect(isCashEntry({})).toBe(true);
    expect(isCashEntry({ kind: null })).toBe(true);
  });

  it('the rebate after a settlement: cash RM 400,000, rebate RM 66,000, owes 0', () => {
    const ledger = [
      { amount: 10_000_000, kind: 'payment' as const },
      { amount: 30_000_000, kind: 'settlement' as const },
      { amount: 6_600_000, kind: 'rebate' as const },
    ];
    expect(cashReceived(ledger)).toBe(40_000_000);
    expect(nonCashTotal(ledger)).toBe(6_600_000);
    expect(ledgerTotal(ledger)).toBe(46_600_000);
  });

  it('cash and non-cash always add up to the ledger', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: -1_000_000, max: 1_000_000 }),
            kind: fc.constantFrom(...LEDGER_KIND_NAMES),
          }),
        ),
        (ledger) => {
          expect(cashReceived(ledger) + nonCashTotal(ledger)).toBe(ledgerTotal(ledger));
          const writtenOff = ledger
            .filter((entry) => entry.kind === 'rebate' || entry.kind === 'write_off')
            .reduce((s, e) => s + e.amount, 0);
          expect(nonCashTotal(ledger)).toBe(writtenOff);
        },
      ),
    );
  });

  it.each<[InterestMethod, LedgerKind[], string]>([
    ['flat', ['payment', 'rebate'], 'Rebate (Rule of 78)'],
    ['flat', ['payment', 'disposal', 'write_off'], 'Write-off (shortfall)'],
    ['reducing_balance', ['rebate', 'write_off'], 'Interest not yet earned and write-off'],
    ['reducing_balance', [], 'Interest not yet earned'],
  ])('the non-cash line of a %s agreement with %o is %s', (method, kinds, label) => {
    expect(
      nonCashLabel(
        method,
        kinds.map((kind) => ({ kind })),
      ),
    ).toBe(label);
  });

  it.each([
    ['flat', 'Rebate (Rule of 78)'],
    ['reducing_balance', 'Interest not yet earned'],
  ] as const)('the rebate line of a %s agreement is %s', (method, label) => {
    expect(rebateLabel(method)).toBe(label);
  });
});

describe('issue 26: method and reference of a cash entry', () => {
  it.each<[PaymentMethod, string | null, boolean]>([
    ['bank_transfer', 'FT123', true],
    ['bank_transfer', '', false],
    ['bank_transfer', '   ', false],
    ['cheque', null, false],
    ['duitnow', 'D1', true],
    ['jompay', null, false],
    ['fpx', 'F1', true],
    ['other', null, false],
    ['cash', null, true],
    ['cash', 'R-0001', true],
  ])('%s with reference %j is accepted: %s', (method, reference, accepted) => {
    expect(paymentReferenceIssue({ method, reference }) === null).toBe(accepted);
  });

  it('offers the seven methods', () => {
    expect(PAYMENT_METHOD_NAMES).toEqual([
      'bank_transfer',
      'cheque',
      'cash',
      'duitnow',
      'jompay',
      'fpx',
      'other',
    ]);
  });

  it('refuses a reference over 100 characters', () => {
    expect(paymentReferenceIssue({ method: 'cash', reference: 'x'.repeat(101) })).toBe(
      'The reference must be at most 100 characters',
    );
    expect(paymentReferenceIssue({ method: 'cash', reference: 'x'.repeat(100) })).toBeNull();
  });

  it('words the refusals as the form shows them', () => {
    expect(paymentReferenceIssue({ method: 'cheque', reference: ' ' })).toBe(
      'Please enter the reference (bank, cheque or transaction number)',
    );
    expect(MONEY_ENTRY_MESSAGES.methodRequired).toBe('Please select how the money came');
  });

  it('names the methods and the kinds as the ledger shows them', () => {
    expect(Object.values(PAYMENT_METHODS)).toEqual([
      'Bank transfer',
      'Cheque',
      'Cash',
      'DuitNow',
      'JomPAY',
      'FPX',
      'Other',
    ]);
    expect(Object.values(LEDGER_KIND_LABELS)).toEqual([
      'Payment',
      'Prepayment',
      'Correction',
      'Early settlement',
      'Rebate (early settlement)',
      'Disposal proceeds',
      'Write-off (shortfall)',
    ]);
  });
});

describe('issue 26: no entry dated after today in Kuala Lumpur', () => {
  it.each([
    ['2026-11-28', null],
    ['2026-01-01', null],
    ['2026-11-29', 'A payment cannot be dated after today (28-11-2026)'],
    ['2030-12-28', 'A payment cannot be dated after today (28-11-2026)'],
  ])('%s', (date, expected) => {
    expect(futureDateIssue(date, '2026-11-28')).toBe(expected);
  });
});

describe('issue 26: a settlement raises Installment Collected and the Paid bars by its cash alone', () => {
  const rows: CollectionRows = {
    agreements: [{ id: 1, totalPayable: 120_000 }],
    instalments: Array.from({ length: 12 }, (_, index) => ({
      id: 100 + index,
      agreementId: 1,
      dueDate: `2025-${String(index + 1).padStart(2, '0')}-15`,
      chargeAmount: 10_000,
    })),
    payments: [
      { id: 1, agreementId: 1, amount: 10_000, paidAt: '2025-01-10', kind: 'payment' },
      { id: 2, agreementId: 1, amount: 95_000, paidAt: '2025-02-01', kind: 'settlement' },
      { id: 3, agreementId: 1, amount: 15_000, paidAt: '2025-02-01', kind: 'rebate' },
    ],
  };

  it('counts the cash, settles the agreement', () => {
    const figures = collectionFigures(rows, { start: '2025-01-01', end: '2025-12-31' }, '2025-03-01');
    expect(figures.installmentCollected).toBe(105_000);
    expect(figures.outstandingBalance).toBe(0);
    expect(figures.settledAgreements).toBe(1);
    const months = monthlyCollection(rows, { start: '2025-01-01', end: '2025-12-31' }, '2025-03-01');
    expect(months.map((month) => month.totalPaid)).toEqual([10_000, 95_000, 0]);
  });

  it('on random books the rebate never adds to the collected figures', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 50_000 }),
            day: fc.integer({ min: 1, max: 28 }),
            month: fc.integer({ min: 1, max: 12 }),
            kind: fc.constantFrom<LedgerKind>('payment', 'settlement', 'rebate'),
          }),
          { maxLength: 8 },
        ),
        (entries) => {
          const payments = entries.map((entry, index) => ({
            id: index + 1,
            agreementId: 1,
            amount: entry.amount,
            paidAt: `2025-${String(entry.month).padStart(2, '0')}-${String(entry.day).padStart(2, '0')}`,
            kind: entry.kind,
          }));
          const book = { ...rows, payments };
          const withoutRebates = { ...rows, payments: payments.filter((entry) => entry.kind !== 'rebate') };
          const range = { start: '2025-01-01', end: '2025-12-31' };
          const figures = collectionFigures(book, range, '2025-12-31');
          expect(figures.installmentCollected).toBe(cashReceived(payments));
          // The overdue part of the cash is judged on the whole ledger's allocation, never above the cash.
          expect(figures.overdueCollected).toBeLessThanOrEqual(figures.installmentCollected);
          expect(monthlyCollection(book, range, '2025-12-31').map((m) => m.totalPaid)).toEqual(
            monthlyCollection(withoutRebates, range, '2025-12-31').map((m) => m.totalPaid),
          );
          expect(figures.outstandingBalance).toBe(Math.max(120_000 - ledgerTotal(payments), 0));
        },
      ),
    );
  });
});

describe('issue 26: the effect a confirmation states', () => {
  it.each([
    [0, 'Outstanding balance becomes RM 0.00 and the agreement is Settled'],
    [-5, 'Outstanding balance becomes RM 0.00 and the agreement is Settled'],
    [123_400, 'Outstanding balance becomes RM 1,234.00'],
  ])('%i sen after', (after, text) => {
    expect(outstandingEffectText(after)).toBe(text);
  });
});
