import { describe, expect, it } from 'vitest';
import {
  applicationCount,
  averageInterestRate,
  remainingLoanLimit,
  totalExposure,
  totalLoanAmount,
} from './facility-totals';

describe('clients-and-reference-data.md §9 totals and counts', () => {
  it('total loan is the sum of loan amounts', () => {
    expect(totalLoanAmount([{ loanAmount: 100 }, { loanAmount: null }, { loanAmount: 250 }])).toBe(350);
    expect(totalLoanAmount([])).toBe(0);
  });

  it('remaining loan limit is the limit less the exposure (outstanding), not less the original loans', () => {
    // Two agreements of RM 300 and RM 200 loan, half repaid: RM 250 outstanding (payable taken as the loan here).
    const agreements = [
      { loanAmount: 30_000, outstandingBalance: 15_000 },
      { loanAmount: 20_000, outstandingBalance: 10_000 },
    ];
    expect(totalExposure(agreements)).toBe(25_000);
    expect(remainingLoanLimit(100_000, totalExposure(agreements))).toBe(75_000);
    expect(remainingLoanLimit(100_000, totalExposure(agreements))).not.toBe(
      100_000 - totalLoanAmount(agreements),
    );
    expect(remainingLoanLimit(10_000, totalExposure(agreements))).toBe(-15_000);
  });

  it.each<[{ ApplicantProducts?: unknown[] | null }, number]>([
    [{ ApplicantProducts: [{}, {}] }, 2],
    [{ ApplicantProducts: null }, 0],
    [{}, 0],
  ])('application count of %j is %s', (product, count) => {
    expect(applicationCount(product)).toBe(count);
  });

  it('origination §2 average interest tile', () => {
    expect(averageInterestRate([{ interestRate: 3 }, { interestRate: 3.5 }, { interestRate: 4 }])).toBe(3.5);
    expect(averageInterestRate([{ interestRate: 1 }, { interestRate: 1 }, { interestRate: 2 }])).toBe(1.33);
    expect(averageInterestRate([])).toBe(0);
  });
});
