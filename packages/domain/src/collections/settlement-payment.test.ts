import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteLine } from '../loan/quote-line';
import { firstDueDateAfter, instalmentSchedule } from '../schedule/instalment-schedule';
import { type EarlySettlementQuote, earlySettlementQuote } from './early-settlement';
import {
  SETTLEMENT_MESSAGES,
  settlementAmountMessage,
  settlementLedgerEntries,
  settlementPaymentIssue,
} from './settlement-payment';

function quoteAt(
  method: 'flat' | 'reducing_balance',
  settlementDate: string,
  paidToDate = 0,
): EarlySettlementQuote {
  const quote = quoteLine(method, {
    cost: 11_000_000,
    loanAmount: 10_000_000,
    interestRate: 5,
    tenureYears: 3,
    prepayment: [0, 0],
  });
  const instalments = instalmentSchedule(quote, firstDueDateAfter('2026-01-15')).map((row) => ({
    ...row,
    paidAmount: 0,
  }));
  return earlySettlementQuote({
    quote,
    instalments,
    paidToDate,
    agreementExecution: '2026-01-15',
    settlementDate,
  });
}

describe('issue 14 settlement payment', () => {
  it('says why in the words of issue 14', () => {
    expect(SETTLEMENT_MESSAGES).toEqual({
      alreadySettled: 'This agreement is already settled',
      notExecuted: 'This agreement has not been executed yet',
      beforeExecution: 'The settlement date cannot be before the agreement execution',
      future: 'A settlement payment cannot be recorded ahead of its date',
      beforeLatest: 'The settlement date cannot be before the latest payment',
    });
    // The quote refuses a date before the execution with the same words the payment screen shows.
    expect(() => quoteAt('flat', '2026-01-14')).toThrow(new RangeError(SETTLEMENT_MESSAGES.beforeExecution));
  });

  it('accepts exactly the quoted amount on its date, and says the amount otherwise', () => {
    const quote = quoteAt('flat', '2026-06-20');
    const ok = { amount: quote.settlementAmount, today: '2026-06-20', latestPaymentDate: null };
    expect(settlementPaymentIssue(quote, ok)).toBeNull();
    expect(settlementPaymentIssue(quote, { ...ok, amount: quote.settlementAmount - 1 })).toBe(
      settlementAmountMessage(quote),
    );
    expect(settlementAmountMessage({ settlementDate: '2026-06-20', settlementAmount: 1_234_567 })).toBe(
      'The amount to settle in full on 20-06-2026 is RM 12,345.67',
    );
    expect(settlementPaymentIssue(quote, { ...ok, today: '2026-06-19' })).toBe(SETTLEMENT_MESSAGES.future);
    expect(settlementPaymentIssue(quote, { ...ok, latestPaymentDate: '2026-06-21' })).toBe(
      SETTLEMENT_MESSAGES.beforeLatest,
    );
    // A settlement dated the day of the latest payment (the hirer paid, then settled the same day) is taken.
    expect(settlementPaymentIssue(quote, { ...ok, latestPaymentDate: '2026-06-20' })).toBeNull();
    expect(settlementPaymentIssue(quote, { ...ok, latestPaymentDate: '2026-06-19' })).toBeNull();
    expect(settlementPaymentIssue({ ...quote, outstandingBalance: 0 }, ok)).toBe(
      SETTLEMENT_MESSAGES.alreadySettled,
    );
  });

  it('writes off the rebate as its own entry, the two together exactly the outstanding balance', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('flat' as const, 'reducing_balance' as const),
        fc.integer({ min: 0, max: 40 * 31 }),
        (method, days) => {
          const date = new Date(Date.UTC(2026, 0, 15 + days)).toISOString().slice(0, 10);
          const quote = quoteAt(method, date);
          const entries = settlementLedgerEntries(quote);
          expect(entries.reduce((sum, entry) => sum + entry.amount, 0)).toBe(quote.outstandingBalance);
          for (const entry of entries) expect(entry.amount).toBeGreaterThan(0);
          expect(entries.find((entry) => entry.kind === 'settlement')?.amount ?? 0).toBe(
            quote.settlementAmount,
          );
          expect(entries.find((entry) => entry.kind === 'rebate')?.amount ?? 0).toBe(quote.rebate);
        },
      ),
    );
  });

  it('a flat agreement settled after 6 of 36 instalments rebates by the Rule of 78', () => {
    const quote = quoteAt('flat', '2026-07-20');
    expect(quote.instalmentsNotDue).toBe(30);
    const [settlement, rebate] = settlementLedgerEntries(quote);
    expect(settlement).toEqual({ kind: 'settlement', amount: quote.settlementAmount, paidAt: '2026-07-20' });
    // Terms charges 5 % x 3 years of RM 100,000 = RM 15,000; rebate = 30 x 31 / (36 x 37) x 15,000 = 10,472.97.
    expect(rebate).toEqual({ kind: 'rebate', amount: 1_047_297, paidAt: '2026-07-20' });
  });
});
