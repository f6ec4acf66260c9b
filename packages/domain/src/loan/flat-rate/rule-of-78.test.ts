import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteFlatRate } from './flat-rate-quote';
import { ruleOf78Rebate, ruleOf78Split } from './rule-of-78';

// Bank Negara Malaysia, BankingInfo, "How are interest rate and hire purchase instalment calculated on a fixed
// rate hire purchase (HP) financing?": RM 50,000 financed at 10 % a year for 5 years (60 months): terms charges
// 50,000 x 10 % x 5 = RM 25,000, instalment (50,000 + 25,000) / 60 = RM 1,250. Settled after 48 instalments,
// 12 remain: rebate = 25,000 x (1 + ... + 12) / (1 + ... + 60) = 25,000 x 78 / 1,830 = 1,065.5738; BankingInfo
// prints RM 1,066 (to the ringgit), to the sen RM 1,065.57. The same as n(n+1) / (N(N+1)) = 156 / 3,660.
const bnm = quoteFlatRate({
  cost: 5_000_000,
  loanAmount: 5_000_000,
  interestRate: 10,
  tenureYears: 5,
  prepayment: [0, 0],
});

describe('issue 14 Rule of 78 rebate: published example', () => {
  it('BNM BankingInfo: RM 25,000 of terms charges, 12 of 60 instalments left, rebate RM 1,065.57', () => {
    expect(bnm).toMatchObject({
      totalInterest: 2_500_000,
      monthlyInstallment: 125_000,
      finalInstallment: 125_000,
    });
    expect(ruleOf78Rebate(bnm.totalInterest, 12, 60)).toBe(106_557);
  });

  // The same example split: instalment 1 carries 60 / 1,830 of RM 25,000 = 819.672 -> RM 819.67 of interest,
  // the last 1 / 1,830 = 13.661 -> RM 13.66.
  it('BNM BankingInfo example split: RM 819.67 of interest in the first instalment, RM 13.66 in the last', () => {
    const split = ruleOf78Split(bnm);
    expect(split[0]).toEqual({
      seq: 1,
      instalment: 125_000,
      interest: 81_967,
      principal: 43_033,
      balanceAfter: 4_956_967,
    });
    expect(split.at(-1)).toEqual({
      seq: 60,
      instalment: 125_000,
      interest: 1366,
      principal: 123_634,
      balanceAfter: 0,
    });
  });
});

describe('issue 14 Rule of 78 rebate: figures', () => {
  // The rule's name: over 12 months the digits sum to 78, so with RM 78 of charges month 1 earns RM 12, month
  // 2 RM 11 ... month 12 RM 1; settling with 3 months to go rebates 3 + 2 + 1 = RM 6.
  it.each([
    [7800, 12, 12, 7800],
    [7800, 3, 12, 600],
    [7800, 0, 12, 0],
    [100, 1, 1, 100],
    [0, 5, 10, 0],
    [1, 1, 2, 0],
    [3, 1, 2, 1],
  ])('rebate of %s sen with %s of %s instalments left is %s', (charges, remaining, total, expected) => {
    expect(ruleOf78Rebate(charges, remaining, total)).toBe(expected);
  });

  it.each([
    [5, 0, 'The instalments must be at least 1'],
    [5, 1.5, 'The instalments must be at least 1'],
    [-1, 10, 'The instalments not yet due must be between 0 and 10'],
    [11, 10, 'The instalments not yet due must be between 0 and 10'],
    [0.5, 10, 'The instalments not yet due must be between 0 and 10'],
  ])('refuses %s instalments left of %s', (remaining, total, message) => {
    expect(() => ruleOf78Rebate(1000, remaining, total)).toThrow(new RangeError(message));
  });

  it('a 12-month split gives 12/78 .. 1/78 of the charges', () => {
    const split = ruleOf78Split({
      months: 12,
      loanAmount: 100_000,
      totalInterest: 7800,
      monthlyInstallment: 8983,
      finalInstallment: 8987,
    });
    expect(split.map((row) => row.interest)).toEqual([
      1200, 1100, 1000, 900, 800, 700, 600, 500, 400, 300, 200, 100,
    ]);
  });
});

const flatInput = fc
  .record({
    loan: fc.integer({ min: 1000, max: 10_000_000_000 }),
    rateHundredths: fc.integer({ min: 0, max: 3000 }),
    months: fc.integer({ min: 1, max: 120 }),
    quantity: fc.integer({ min: 1, max: 5 }),
  })
  .map(({ loan, rateHundredths, months, quantity }) =>
    quoteFlatRate({
      cost: loan,
      loanAmount: loan,
      interestRate: rateHundredths / 100,
      tenureYears: months / 12,
      prepayment: [0, 0],
      quantity,
    }),
  );

describe('issue 14 Rule of 78 (property)', () => {
  it('the split sums to the charges, the loan and the payable; the rebate is the interest of what is left', () => {
    fc.assert(
      fc.property(flatInput, fc.nat(), (quote, pick) => {
        const split = ruleOf78Split(quote);
        expect(split.reduce((sum, row) => sum + row.interest, 0)).toBe(quote.totalInterest);
        expect(split.reduce((sum, row) => sum + row.principal, 0)).toBe(quote.loanAmount);
        expect(split.reduce((sum, row) => sum + row.instalment, 0)).toBe(quote.totalPayable);
        expect(split.at(-1)!.balanceAfter).toBe(0);
        const remaining = pick % (quote.months + 1);
        const unearned = split.slice(quote.months - remaining).reduce((sum, row) => sum + row.interest, 0);
        expect(ruleOf78Rebate(quote.totalInterest, remaining, quote.months)).toBe(unearned);
      }),
    );
  });

  it('the rebate lies within [0, charges] and falls as fewer instalments remain', () => {
    fc.assert(
      fc.property(flatInput, fc.nat(), (quote, pick) => {
        const remaining = pick % quote.months;
        const more = ruleOf78Rebate(quote.totalInterest, remaining + 1, quote.months);
        const less = ruleOf78Rebate(quote.totalInterest, remaining, quote.months);
        expect(less).toBeGreaterThanOrEqual(0);
        expect(more).toBeLessThanOrEqual(quote.totalInterest);
        expect(less).toBeLessThanOrEqual(more);
      }),
    );
  });
});
