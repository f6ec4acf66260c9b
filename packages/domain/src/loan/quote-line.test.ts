import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFlatRate } from './flat-rate/flat-rate-quote';
import type { InterestMethod } from './interest-method';
import { lineQuoteInput } from './line-quote-input.test-support';
import type { LineQuoteInput } from './quote-basis';
import { quoteLine } from './quote-line';
import { quoteReducingBalance } from './reducing-balance/reducing-balance-quote';

const base: LineQuoteInput = {
  cost: 10_000_000,
  loanAmount: 10_000_000,
  interestRate: 3,
  tenureYears: 9,
  prepayment: [0, 0],
};

describe('issue 14 quoteLine: the quote by interest method', () => {
  it('a flat line is the decisions §3 quote, tagged flat', () => {
    expect(quoteLine('flat', base)).toEqual({
      method: 'flat',
      months: 108,
      quantity: 1,
      loanAmount: 10_000_000,
      totalInterest: 2_700_000,
      totalPayable: 12_700_000,
      monthlyInstallment: 117_593,
      finalInstallment: 117_549,
      downpayment: 0,
      prepaymentAmount: 0,
      prepaidInstalments: [],
      marginFinance: 100,
      effectiveRate: 5.5,
    });
  });

  it('a reducing-balance line is the amortised quote with its split', () => {
    const quote = quoteLine('reducing_balance', base);
    expect(quote).toEqual(quoteReducingBalance(base));
    expect(quote).toMatchObject({ method: 'reducing_balance', effectiveRate: 3 });
  });

  it('refuses a method it does not know', () => {
    expect(() => quoteLine('rule_of_78' as InterestMethod, base)).toThrow(
      new RangeError('Not an interest method: rule_of_78'),
    );
  });
});

const lineInput = lineQuoteInput();

describe('issue 14 quoteLine (property)', () => {
  it('the flat dispatch equals quoteFlatRate exactly, plus its method', () => {
    fc.assert(
      fc.property(lineInput, (input) => {
        expect(quoteLine('flat', input)).toStrictEqual({ ...quoteFlatRate(input), method: 'flat' });
      }),
    );
  });

  it('both methods share the inputs, the downpayment, the margin and the prepayment plan', () => {
    fc.assert(
      fc.property(lineInput, (input) => {
        const flat = quoteLine('flat', input);
        const reducing = quoteLine('reducing_balance', input);
        expect(reducing.loanAmount).toBe(flat.loanAmount);
        expect(reducing.downpayment).toBe(flat.downpayment);
        expect(reducing.marginFinance).toBe(flat.marginFinance);
        expect(reducing.prepaidInstalments.map((instalment) => instalment.seq)).toEqual(
          flat.prepaidInstalments.map((instalment) => instalment.seq),
        );
      }),
    );
  });
});
