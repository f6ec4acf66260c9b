import { describe, expect, it } from 'vitest';
import {
  applicationCount,
  averageInterestRate,
  remainingLoanLimit,
  totalLoanAmount,
} from './facility-totals';

describe('clients-and-reference-data.md §9 totals and counts', () => {
  it('total loan is the sum of loan amounts', () => {
    expect(totalLoanAmount([{ loanAmount: 100 }, { loanAmount: null }, { loanAmount: 250 }])).toBe(350);
    expect(totalLoanAmount([])).toBe(0);
  });

  it.each<[number | null, number | null]>([
    [1000, 650],
    [null, null],
  ])('remaining loan limit of %s is %s', (limit, remaining) => {
    expect(remainingLoanLimit(limit, [{ loanAmount: 350 }])).toBe(remaining);
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
