import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instalmentSplit } from './instalment-split';
import { INTEREST_METHODS } from './interest-method';
import type { LineQuoteInput } from './quote-basis';
import { quoteLine } from './quote-line';
import { ruleOf78Split } from './rule-of-78';

const base: LineQuoteInput = {
  cost: 5_000_000,
  loanAmount: 5_000_000,
  interestRate: 10,
  tenureYears: 5,
  prepayment: [0, 0],
};

describe('issue 14 instalment split', () => {
  it('a flat line is split by the Rule of 78', () => {
    const quote = quoteLine('flat', base);
    expect(instalmentSplit(quote)).toEqual(ruleOf78Split(quote));
    expect(instalmentSplit(quote)[0]!.interest).toBe(81_967);
  });

  it('a reducing-balance line shows its amortisation: RM 50,000 at 10 % pays RM 416.67 of interest first', () => {
    const quote = quoteLine('reducing_balance', base);
    expect(instalmentSplit(quote)).toBe(quote.method === 'reducing_balance' ? quote.split : null);
    // 50,000 x 10 % / 12 = 416.666... -> RM 416.67.
    expect(instalmentSplit(quote)[0]!.interest).toBe(41_667);
  });

  it('either split sums to the loan, the interest and the payable, ending with nothing owed (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTEREST_METHODS),
        fc.integer({ min: 1000, max: 1_000_000_000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 96 }),
        fc.integer({ min: 1, max: 4 }),
        (method, loan, rateHundredths, months, quantity) => {
          const quote = quoteLine(method, {
            cost: loan,
            loanAmount: loan,
            interestRate: rateHundredths / 100,
            tenureYears: months / 12,
            prepayment: [0, 0],
            quantity,
          });
          const split = instalmentSplit(quote);
          expect(split.map((row) => row.seq)).toEqual(
            Array.from({ length: months }, (_, index) => index + 1),
          );
          expect(split.reduce((sum, row) => sum + row.principal, 0)).toBe(quote.loanAmount);
          expect(split.reduce((sum, row) => sum + row.interest, 0)).toBe(quote.totalInterest);
          expect(split.reduce((sum, row) => sum + row.instalment, 0)).toBe(quote.totalPayable);
          expect(split.at(-1)!.balanceAfter).toBe(0);
        },
      ),
    );
  });
});
