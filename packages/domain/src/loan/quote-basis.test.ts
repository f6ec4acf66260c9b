import { describe, expect, it } from 'vitest';
import { quoteBasis, splitInstalments, tenureMonths } from './quote-basis';

describe('decisions.md §3 quote basis shared by both interest methods', () => {
  it.each([
    [1, 12],
    [0.5, 6],
    [5, 60],
  ])('tenure %s years is %s months', (years, months) => {
    expect(tenureMonths(years)).toBe(months);
  });

  it.each([
    [12_700_000, 108, 117_593, 117_549],
    [1000, 3, 333, 334],
    [1001, 2, 501, 500],
    [5, 4, 1, 2],
    [3, 4, 0, 3],
  ])('splitInstalments(%s, %s) = %s x (n-1) + %s', (total, months, monthly, final) => {
    expect(splitInstalments(total, months)).toEqual({ monthly, final });
  });

  it('derives the months, the per-unit loan and the prepaid instalments of a line', () => {
    expect(
      quoteBasis({
        cost: 900,
        loanAmount: 800,
        interestRate: 5,
        tenureYears: 2,
        prepayment: [1, 2],
        quantity: 2,
      }),
    ).toEqual({ cost: 900, unitLoan: 800, quantity: 2, months: 24, prepaidSeqs: [1, 23, 24] });
    expect(
      quoteBasis({ cost: 900, loanAmount: 800, interestRate: 5, tenureYears: 1, prepayment: [0, 0] }),
    ).toMatchObject({ quantity: 1, prepaidSeqs: [] });
  });
});
