import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRateOfReturn, netPresentValue } from '../eir/effective-rate';
import { lineQuoteInput } from '../line-quote-input.test-support';
import { quoteCashFlows } from '../quote-basis';
import { type FlatRateQuoteInput, quoteFlatRate } from './flat-rate-quote';

const base: FlatRateQuoteInput = {
  cost: 10_000_000,
  loanAmount: 10_000_000,
  interestRate: 3,
  tenureYears: 9,
  prepayment: [0, 0],
};

describe('decisions.md §3 flat-rate quote: published example', () => {
  it('RM 100,000 at 3 % flat over 9 years has an effective rate of 5.50 %', () => {
    expect(quoteFlatRate(base)).toEqual({
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
});

describe('decisions.md §3 flat-rate quote: figures', () => {
  it.each<[string, Partial<FlatRateQuoteInput>, Partial<ReturnType<typeof quoteFlatRate>>]>([
    [
      'downpayment and margin of finance',
      { cost: 12_000_000, loanAmount: 10_000_000 },
      { downpayment: 2_000_000, marginFinance: 83.33 },
    ],
    ['margin rounds half-up to 2 decimals', { cost: 300_000, loanAmount: 200_000 }, { marginFinance: 66.67 }],
    [
      'quantity multiplies every line total, the rate is per unit',
      { quantity: 3, cost: 12_000_000 },
      {
        quantity: 3,
        loanAmount: 30_000_000,
        totalInterest: 8_100_000,
        totalPayable: 38_100_000,
        monthlyInstallment: 352_779,
        finalInstallment: 352_647,
        downpayment: 6_000_000,
        marginFinance: 83.33,
        effectiveRate: 5.5,
      },
    ],
    [
      'interest = loan x rate/100 x years, half-up to the sen',
      { loanAmount: 333_333, cost: 333_333, interestRate: 2.35, tenureYears: 5 },
      { totalInterest: 39_167, totalPayable: 372_500, monthlyInstallment: 6208, finalInstallment: 6228 },
    ],
    ['rates keep 4 decimals', { interestRate: 2.1234, tenureYears: 1 }, { totalInterest: 212_340 }],
    [
      'prepayment [1, 2] collects the first and the last two instalments',
      { prepayment: [1, 2] },
      {
        prepaymentAmount: 117_593 * 2 + 117_549,
        prepaidInstalments: [
          { seq: 1, amount: 117_593 },
          { seq: 107, amount: 117_593 },
          { seq: 108, amount: 117_549 },
        ],
        effectiveRate: 5.73,
      },
    ],
    [
      'prepayment [0, 1] collects the final instalment',
      { prepayment: [0, 1] },
      { prepaymentAmount: 117_549, prepaidInstalments: [{ seq: 108, amount: 117_549 }] },
    ],
    ['a zero rate yields zero', { interestRate: 0 }, { totalInterest: 0, effectiveRate: 0 }],
    [
      'one month: the effective rate equals the flat rate',
      { tenureYears: 1 / 12, interestRate: 12 },
      {
        months: 1,
        totalPayable: 10_100_000,
        monthlyInstallment: 10_100_000,
        finalInstallment: 10_100_000,
        effectiveRate: 12,
      },
    ],
    [
      'a tiny loan over many months rounds the monthly figure down so the final one stays positive',
      { cost: 100, loanAmount: 100, interestRate: 0 },
      { monthlyInstallment: 0, finalInstallment: 100 },
    ],
  ])('%s', (_title, input, expected) => {
    expect(quoteFlatRate({ ...base, ...input })).toMatchObject(expected);
  });

  it.each<[string, Partial<FlatRateQuoteInput>, string]>([
    ['cost 0', { cost: 0 }, 'cost must be a positive number of sen'],
    ['fractional cost', { cost: 10.5 }, 'cost must be a positive number of sen'],
    ['fractional sen', { loanAmount: 10.5 }, 'loanAmount must be a positive number of sen'],
    ['negative loan', { loanAmount: -1 }, 'loanAmount must be a positive number of sen'],
    ['loan 0', { loanAmount: 0 }, 'loanAmount must be a positive number of sen'],
    ['quantity 0', { quantity: 0 }, 'quantity must be a positive integer'],
    ['fractional quantity', { quantity: 1.5 }, 'quantity must be a positive integer'],
    ['rate above 100', { interestRate: 100.5 }, 'interestRate must be between 0 and 100'],
    ['negative rate', { interestRate: -1 }, 'interestRate must be between 0 and 100'],
    ['rate not a number', { interestRate: Number.NaN }, 'interestRate must be between 0 and 100'],
    ['tenure 0', { tenureYears: 0 }, 'Tenure must be a positive whole number of months: 0 years'],
    [
      'tenure of 12.6 months',
      { tenureYears: 1.05 },
      'Tenure must be a positive whole number of months: 1.05 years',
    ],
    [
      'tenure not a number',
      { tenureYears: Number.NaN },
      'Tenure must be a positive whole number of months: NaN years',
    ],
    ['invalid prepayment', { prepayment: [2, 0] }, 'Not a prepayment plan: [2, 0]'],
    [
      'prepayment covering the whole schedule',
      { tenureYears: 0.25, prepayment: [1, 2] },
      'A prepayment of 1 + 2 leaves nothing to collect over 3 months',
    ],
    [
      'prepayment not below the loan',
      { tenureYears: 4 / 12, interestRate: 100, prepayment: [1, 2] },
      'The prepayment must be less than the finance amount',
    ],
  ])('refuses %s, saying why', (_title, input, message) => {
    const quote = () => quoteFlatRate({ ...base, ...input });
    expect(quote).toThrow(RangeError);
    expect(quote).toThrow(message);
  });

  it.each<[string, Partial<FlatRateQuoteInput>]>([
    ['the smallest loan, 1 sen', { cost: 1, loanAmount: 1, tenureYears: 1 / 12 }],
    ['rate 0', { interestRate: 0 }],
    ['rate 100', { interestRate: 100 }],
    ['quantity 1', { quantity: 1 }],
  ])('accepts the edge of each input: %s', (_title, input) => {
    expect(quoteFlatRate({ ...base, ...input }).months).toBeGreaterThan(0);
  });
});

const quoteInput = lineQuoteInput({ minLoan: 100_000, minRateHundredths: 50, minMonths: 2 });

describe('decisions.md §3 effective rate (property)', () => {
  it('the monthly IRR makes the NPV of the cash flows zero to within one sen', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const quote = quoteFlatRate(input);
        const flows = quoteCashFlows(quote);
        const irr = internalRateOfReturn(flows);
        expect(Math.abs(netPresentValue(flows, irr))).toBeLessThan(1);
        expect(quote.effectiveRate).toBeCloseTo(Math.round(irr * 1200 * 100) / 100, 6);
      }),
    );
  });

  it('exceeds the flat rate whenever the tenure is longer than one month', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const quote = quoteFlatRate(input);
        expect(internalRateOfReturn(quoteCashFlows(quote)) * 1200).toBeGreaterThan(input.interestRate);
        expect(quote.effectiveRate).toBeGreaterThan(input.interestRate);
      }),
    );
  });

  it('line totals are quantity x the single-unit figures', () => {
    fc.assert(
      fc.property(quoteInput, (input) => {
        const line = quoteFlatRate(input);
        const unit = quoteFlatRate({ ...input, quantity: 1 });
        const q = input.quantity ?? 1;
        expect(line.totalPayable).toBe(unit.totalPayable * q);
        expect(line.monthlyInstallment).toBe(unit.monthlyInstallment * q);
        expect(line.finalInstallment).toBe(unit.finalInstallment * q);
        expect(line.totalPayable).toBe(line.monthlyInstallment * (line.months - 1) + line.finalInstallment);
      }),
    );
  });
});
