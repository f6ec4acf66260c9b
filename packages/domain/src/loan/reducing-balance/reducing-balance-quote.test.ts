import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { internalRateOfReturn, netPresentValue } from '../eir/effective-rate';
import { quoteFlatRate } from '../flat-rate/flat-rate-quote';
import { lineQuoteInput } from '../line-quote-input.test-support';
import { type LineQuoteInput, quoteCashFlows } from '../quote-basis';
import {
  amortisationSplit,
  annuityInstalment,
  monthlyInterest,
  quoteReducingBalance,
} from './reducing-balance-quote';

const wikipedia: LineQuoteInput = {
  cost: 20_000_000,
  loanAmount: 20_000_000,
  interestRate: 6.5,
  tenureYears: 30,
  prepayment: [0, 0],
};

describe('issue 14 reducing-balance quote: published example', () => {
  // Wikipedia, "Mortgage calculator" (monthly payment formula): a loan of 200,000 at a fixed nominal 6.5 % a
  // year over 30 years pays c = 1,264.14 a month. By hand: r = 0.065 / 12 = 0.00541666..., N = 360,
  // (1 + r)^360 = 6.9917980, c = 200,000 x r x 6.9917980 / 5.9917980 = 1,264.1360 -> RM 1,264.14.
  // Month 1: interest 200,000 x r = 1,083.333 -> 1,083.33, principal 1,264.14 - 1,083.33 = 180.81,
  // balance 199,819.19.
  it('RM 200,000 at 6.5 % over 30 years pays RM 1,264.14 a month, RM 1,083.33 of it interest in month 1', () => {
    const quote = quoteReducingBalance(wikipedia);
    expect(quote).toMatchObject({
      method: 'reducing_balance',
      interestRate: 6.5,
      months: 360,
      monthlyInstallment: 126_414,
      effectiveRate: 6.5,
    });
    expect(quote.split[0]).toEqual({
      seq: 1,
      instalment: 126_414,
      interest: 108_333,
      principal: 18_081,
      balanceAfter: 19_981_919,
    });
    expect(quote.split.at(-1)).toMatchObject({
      seq: 360,
      instalment: quote.finalInstallment,
      balanceAfter: 0,
    });
  });

  // The same formula at 6 % on 100,000 over 30 years: r = 0.005, (1.005)^360 = 6.0225752,
  // c = 100,000 x 0.005 x 6.0225752 / 5.0225752 = 599.5505 -> RM 599.55.
  it('RM 100,000 at 6 % over 30 years pays RM 599.55 a month', () => {
    expect(annuityInstalment(10_000_000, 6, 360)).toBe(59_955);
  });
});

describe('issue 14 reducing-balance quote: figures', () => {
  const base: LineQuoteInput = {
    cost: 12_000_000,
    loanAmount: 10_000_000,
    interestRate: 12,
    tenureYears: 1,
    prepayment: [0, 0],
  };

  // 100,000 at 12 % over 12 months: r = 1 %, c = 100,000 x 0.01 x 1.01^12 / (1.01^12 - 1)
  // = 1,000 x 1.1268250 / 0.1268250 = 8,884.88.
  it('RM 100,000 at 12 % over 12 months: RM 8,884.88 a month, the first month RM 1,000.00 of interest', () => {
    const quote = quoteReducingBalance(base);
    expect(quote).toMatchObject({
      monthlyInstallment: 888_488,
      downpayment: 2_000_000,
      marginFinance: 83.33,
      effectiveRate: 12,
    });
    expect(quote.split[0]).toMatchObject({ interest: 100_000, principal: 788_488, balanceAfter: 9_211_512 });
    expect(quote.totalPayable).toBe(888_488 * 11 + quote.finalInstallment);
  });

  it.each<[string, Partial<LineQuoteInput>, Record<string, unknown>]>([
    [
      'a zero rate spreads the loan evenly, the final instalment taking the rest',
      { interestRate: 0, loanAmount: 100_000, cost: 100_000 },
      { monthlyInstallment: 8333, finalInstallment: 8337, totalInterest: 0, effectiveRate: 0 },
    ],
    [
      'one month: the loan plus a month of interest',
      { tenureYears: 1 / 12 },
      {
        monthlyInstallment: 10_100_000,
        finalInstallment: 10_100_000,
        totalInterest: 100_000,
        effectiveRate: 12,
      },
    ],
    [
      'quantity multiplies every line total',
      { quantity: 3 },
      { quantity: 3, loanAmount: 30_000_000, monthlyInstallment: 888_488 * 3, downpayment: 6_000_000 },
    ],
    [
      'rates keep 4 decimals: 0.0012 % a year on RM 100,000 still earns interest',
      { interestRate: 0.0012, tenureYears: 1 / 12 },
      { totalInterest: 10 },
    ],
  ])('%s', (_title, input, expected) => {
    expect(quoteReducingBalance({ ...base, ...input })).toMatchObject(expected);
  });

  it('prepayment [1, 2] collects the first and the last two instalments and raises the effective rate', () => {
    const quote = quoteReducingBalance({ ...base, prepayment: [1, 2] });
    expect(quote.prepaidInstalments).toEqual([
      { seq: 1, amount: 888_488 },
      { seq: 11, amount: 888_488 },
      { seq: 12, amount: quote.finalInstallment },
    ]);
    expect(quote.prepaymentAmount).toBe(888_488 * 2 + quote.finalInstallment);
    expect(quote.effectiveRate).toBeGreaterThan(12);
  });

  it('a tiny loan over many months lowers the level figure until the final instalment is positive', () => {
    const quote = quoteReducingBalance({
      ...base,
      cost: 100,
      loanAmount: 100,
      interestRate: 3,
      tenureYears: 9,
    });
    expect(quote.monthlyInstallment).toBe(0);
    expect(quote.finalInstallment).toBeGreaterThan(0);
    expect(quote.split.reduce((sum, row) => sum + row.principal, 0)).toBe(100);
    // 3 sen over 4 months: 0.75 rounds to 1 and three of them leave a final instalment of exactly 0.
    expect(
      quoteReducingBalance({ ...base, cost: 3, loanAmount: 3, interestRate: 1, tenureYears: 4 / 12 }),
    ).toMatchObject({ monthlyInstallment: 0, finalInstallment: 3 });
  });

  it.each<[string, Partial<LineQuoteInput>, string]>([
    ['loan 0', { loanAmount: 0 }, 'loanAmount must be a positive number of sen'],
    ['rate above 100', { interestRate: 101 }, 'interestRate must be between 0 and 100'],
    ['tenure of 12.6 months', { tenureYears: 1.05 }, 'Tenure must be a positive whole number of months'],
    ['invalid prepayment', { prepayment: [2, 0] }, 'Not a prepayment plan: [2, 0]'],
    [
      'prepayment covering the whole schedule',
      { tenureYears: 0.25, prepayment: [1, 2] },
      'A prepayment of 1 + 2 leaves nothing to collect over 3 months',
    ],
  ])('refuses %s as the flat quote does', (_title, input, message) => {
    expect(() => quoteReducingBalance({ ...base, ...input })).toThrow(message);
  });

  it.each([
    [10_000_000, 0, 12, 833_333],
    [10_000_000, 12, 1, 10_100_000],
    [10_000_000, 12, 12, 888_488],
    [20_000_000, 6.5, 360, 126_414],
  ])('annuityInstalment(%s, rate %s, %s months) = %s', (principal, rate, months, expected) => {
    expect(annuityInstalment(principal, rate, months)).toBe(expected);
  });

  it.each([
    [20_000_000, 6.5, 108_333],
    [19_981_919, 6.5, 108_235],
    [100, 6, 1],
    [99, 6, 0],
    [0, 6, 0],
  ])('monthlyInterest(%s, rate %s) = %s (half-up)', (balance, rate, expected) => {
    expect(monthlyInterest(balance, rate)).toBe(expected);
  });
});

/**
 * Lines the quote accepts: on a loan of a few ringgit at 30 % the instalment, rounded, hardly covers the interest and
 * the final one carries the loan, so a plan that prepays it is refused (RangeError, as it should be) and says
 * nothing about the properties below.
 */
function quotable(input: LineQuoteInput): boolean {
  try {
    quoteReducingBalance(input);
    return true;
  } catch (error) {
    if (error instanceof RangeError) return false;
    throw error;
  }
}
const lineInput = (minLoan: number) => lineQuoteInput({ minLoan }).filter(quotable);

describe('issue 14 reducing-balance quote (property)', () => {
  it('the principal parts sum to the loan and the schedule to the total payable', () => {
    fc.assert(
      fc.property(lineInput(1000), (input) => {
        const quote = quoteReducingBalance(input);
        const sum = (key: 'principal' | 'interest' | 'instalment') =>
          quote.split.reduce((total, row) => total + row[key], 0);
        expect(sum('principal')).toBe(quote.loanAmount);
        expect(sum('interest')).toBe(quote.totalInterest);
        expect(sum('instalment')).toBe(quote.totalPayable);
        expect(quote.totalPayable).toBe(
          quote.monthlyInstallment * (quote.months - 1) + quote.finalInstallment,
        );
        expect(quote.split.at(-1)!.balanceAfter).toBe(0);
        expect(quote.finalInstallment).toBeGreaterThan(0);
      }),
    );
  });

  it("each instalment's interest is a month's interest on the balance before it, half-up", () => {
    fc.assert(
      fc.property(lineInput(1000), (input) => {
        const rows = amortisationSplit(
          input.loanAmount,
          input.interestRate,
          Math.round(input.tenureYears * 12),
        );
        let balance = input.loanAmount;
        for (const row of rows) {
          const exact = (balance * input.interestRate) / 1200;
          expect(Math.abs(row.interest - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
          expect(row.principal).toBe(row.instalment - row.interest);
          balance = row.balanceAfter;
        }
      }),
    );
  });

  // With r exact and only the interest rounded (<= 0.5 sen a month), the IRR is off by at most about
  // 1200 / (instalment x (n + 1)) % a year: below 0.005 for loans from RM 2,400, so it rounds to the rate.
  it('the IRR of a plan with no prepayment equals the quoted rate to 2 decimals', () => {
    fc.assert(
      fc.property(lineInput(300_000), (input) => {
        const quote = quoteReducingBalance({ ...input, prepayment: [0, 0] });
        const flows = quoteCashFlows(quote);
        const irr = internalRateOfReturn(flows);
        expect(Math.abs(netPresentValue(flows, irr))).toBeLessThan(1);
        expect(quote.effectiveRate).toBe(input.interestRate);
      }),
    );
  });

  it('line totals are quantity x the single-unit figures, the split too', () => {
    fc.assert(
      fc.property(lineInput(1000), (input) => {
        const line = quoteReducingBalance(input);
        const unit = quoteReducingBalance({ ...input, quantity: 1 });
        const q = input.quantity ?? 1;
        expect(line.totalPayable).toBe(unit.totalPayable * q);
        expect(line.finalInstallment).toBe(unit.finalInstallment * q);
        expect(line.split[0]!.interest).toBe(unit.split[0]!.interest * q);
        expect(line.split[0]!.balanceAfter).toBe(unit.split[0]!.balanceAfter * q);
      }),
    );
  });

  it('charges less interest than a flat line at the same rate beyond one month', () => {
    fc.assert(
      fc.property(lineInput(100_000), (input) => {
        fc.pre(input.interestRate > 0 && input.tenureYears * 12 > 1);
        const months = Math.round(input.tenureYears * 12);
        const reducing = quoteReducingBalance(input).totalInterest;
        const flat = quoteFlatRate(input).totalInterest;
        expect(reducing).toBeLessThanOrEqual(flat);
        // Strictly less once the interest outweighs the rounding to whole sen: the balance falls, so the gap is at
        // least a quarter of the flat interest from two months on, and the months' rounding moves at most half a sen
        // each. (RM 1,000 at 0.02 % over two months: 3 sen either way.)
        if (flat > 4 * months) expect(reducing).toBeLessThan(flat);
      }),
    );
  });

  it('RM 1,000 at 0.02 % over two months: 3 sen of interest either way (rounding to whole sen)', () => {
    const input = {
      cost: 100_000,
      loanAmount: 100_000,
      interestRate: 0.02,
      tenureYears: 2 / 12,
      prepayment: [0, 0] as [number, number],
      quantity: 1,
    };
    expect(quoteReducingBalance(input).totalInterest).toBe(3);
    expect(quoteFlatRate(input).totalInterest).toBe(3);
  });
});
