import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleOf78Split } from './flat-rate/rule-of-78';
import { disclosedSplit, instalmentSplit } from './instalment-split';
import { INTEREST_METHODS, type InterestMethod } from './interest-method';
import { PREPAYMENT_PLANS } from './prepayment';
import type { LineQuoteInput } from './quote-basis';
import { quoteLine } from './quote-line';

const base: LineQuoteInput = {
  cost: 5_000_000,
  loanAmount: 5_000_000,
  interestRate: 10,
  tenureYears: 5,
  prepayment: [0, 0],
};

// The textbook amortisation: RM 10,000 at 12 % a year over 12 months, RM 888.49 a month; month 1 carries
// RM 100.00 of interest (1 % of 10,000), month 2 RM 92.12 (1 % of 9,211.51); the last instalment takes the
// rounding (RM 888.47) and leaves nothing owed. RM 661.86 of interest in all.
const textbook: LineQuoteInput = {
  cost: 1_000_000,
  loanAmount: 1_000_000,
  interestRate: 12,
  tenureYears: 1,
  prepayment: [0, 0],
};

describe('issue 14 instalment split', () => {
  it('a flat line is split by the Rule of 78', () => {
    const quote = quoteLine('flat', base);
    expect(instalmentSplit(quote)).toEqual(ruleOf78Split(quote));
    expect(instalmentSplit(quote)[0]!.interest).toBe(81_967);
  });

  it('a flat line of RM 12,000 at 5 % over a year: interest 12/78, 11/78 ... 1/78 of RM 600', () => {
    const split = instalmentSplit(
      quoteLine('flat', { ...textbook, cost: 1_200_000, loanAmount: 1_200_000, interestRate: 5 }),
    );
    expect(split.map((row) => row.interest)).toEqual([
      9231, 8461, 7693, 6923, 6154, 5384, 4616, 3846, 3077, 2307, 1539, 769,
    ]);
    expect(split[0]).toEqual({
      seq: 1,
      instalment: 105_000,
      interest: 9231,
      principal: 95_769,
      balanceAfter: 1_104_231,
    });
    expect(split.at(-1)).toEqual({
      seq: 12,
      instalment: 105_000,
      interest: 769,
      principal: 104_231,
      balanceAfter: 0,
    });
  });

  it('a reducing-balance line shows its amortisation: RM 50,000 at 10 % pays RM 416.67 of interest first', () => {
    const quote = quoteLine('reducing_balance', base);
    expect(instalmentSplit(quote)).toBe(quote.method === 'reducing_balance' ? quote.split : null);
    // 50,000 x 10 % / 12 = 416.666... -> RM 416.67.
    expect(instalmentSplit(quote)[0]!.interest).toBe(41_667);
  });

  it('the textbook amortisation of RM 10,000 at 12 % over 12 months, to the sen', () => {
    const quote = quoteLine('reducing_balance', textbook);
    const split = instalmentSplit(quote);
    expect(split.slice(0, 2)).toEqual([
      { seq: 1, instalment: 88_849, interest: 10_000, principal: 78_849, balanceAfter: 921_151 },
      { seq: 2, instalment: 88_849, interest: 9212, principal: 79_637, balanceAfter: 841_514 },
    ]);
    expect(split.at(-1)).toEqual({
      seq: 12,
      instalment: 88_847,
      interest: 880,
      principal: 87_967,
      balanceAfter: 0,
    });
    expect(quote.totalInterest).toBe(66_186);
  });

  it('a line at 0 % carries no interest in any instalment, either method', () => {
    for (const method of INTEREST_METHODS) {
      const split = instalmentSplit(quoteLine(method, { ...textbook, interestRate: 0 }));
      expect(split.every((row) => row.interest === 0 && row.principal === row.instalment)).toBe(true);
    }
  });
});

/** A line within the rate caps (decisions: 17 % effective at most), so no instalment is all interest. */
const line = fc
  .record({
    method: fc.constantFrom(...INTEREST_METHODS),
    loan: fc.integer({ min: 1000, max: 1_000_000_000 }),
    flatHundredths: fc.integer({ min: 0, max: 1200 }),
    nominalHundredths: fc.integer({ min: 0, max: 3000 }),
    months: fc.integer({ min: 1, max: 96 }),
    quantity: fc.integer({ min: 1, max: 4 }),
    prepayment: fc.constantFrom(...PREPAYMENT_PLANS),
  })
  .map(({ method, loan, flatHundredths, nominalHundredths, months, quantity, prepayment }) => ({
    method,
    months,
    input: {
      cost: loan,
      loanAmount: loan,
      interestRate: (method === 'flat' ? flatHundredths : nominalHundredths) / 100,
      tenureYears: months / 12,
      prepayment: prepayment[0] + prepayment[1] < months ? prepayment : ([0, 0] as const),
      quantity,
    } satisfies LineQuoteInput,
  }));

describe('issue 14 instalment split (property)', () => {
  it('either split sums to the loan, the interest and the payable, ending with nothing owed', () => {
    fc.assert(
      fc.property(line, ({ method, months, input }) => {
        const quote = quoteLine(method, input);
        const split = instalmentSplit(quote);
        expect(split.map((row) => row.seq)).toEqual(Array.from({ length: months }, (_, index) => index + 1));
        expect(split.reduce((sum, row) => sum + row.principal, 0)).toBe(quote.loanAmount);
        expect(split.reduce((sum, row) => sum + row.interest, 0)).toBe(quote.totalInterest);
        expect(split.reduce((sum, row) => sum + row.instalment, 0)).toBe(quote.totalPayable);
        expect(split.at(-1)!.balanceAfter).toBe(0);
      }),
    );
  });

  it('every line is whole sen, none negative, instalment = interest + principal, the balance running down', () => {
    fc.assert(
      fc.property(line, ({ method, input }) => {
        const quote = quoteLine(method, input);
        let balance = quote.loanAmount;
        const faults = instalmentSplit(quote).filter((row) => {
          balance -= row.principal;
          const figures = [row.instalment, row.interest, row.principal, row.balanceAfter];
          return (
            !figures.every((figure) => Number.isSafeInteger(figure) && figure >= 0) ||
            row.interest + row.principal !== row.instalment ||
            row.balanceAfter !== balance
          );
        });
        expect(faults).toEqual([]);
      }),
    );
  });

  it('reducing balance: each instalment carries no more interest than the one before, the balance having fallen', () => {
    fc.assert(
      fc.property(line, ({ input }) => {
        const interest = instalmentSplit(quoteLine('reducing_balance', input)).map((row) => row.interest);
        for (let index = 1; index < interest.length; index += 1)
          expect(interest[index]!).toBeLessThanOrEqual(interest[index - 1]!);
      }),
    );
  });

  it('flat: the Rule of 78 interest falls too, but for a sen of rounding', () => {
    fc.assert(
      fc.property(line, ({ input }) => {
        const interest = instalmentSplit(quoteLine('flat', input)).map((row) => row.interest);
        for (let index = 1; index < interest.length; index += 1)
          expect(interest[index]!).toBeLessThanOrEqual(interest[index - 1]! + 1);
        if (interest.length > 1) expect(interest.at(-1)!).toBeLessThanOrEqual(interest[0]!);
      }),
    );
  });
});

describe('issue 14 the split a screen or document discloses', () => {
  it.each<[string, InterestMethod, LineQuoteInput, 'split' | null]>([
    ['a reducing-balance line discloses its amortisation', 'reducing_balance', textbook, 'split'],
    ['a flat line discloses no split', 'flat', textbook, null],
    [
      'stored terms that no longer quote (no cost) disclose nothing',
      'reducing_balance',
      { ...textbook, cost: 0 },
      null,
    ],
    [
      'stored terms that no longer quote (tenure of part of a month) disclose nothing',
      'reducing_balance',
      { ...textbook, tenureYears: 0.01 },
      null,
    ],
    [
      'a flat line discloses nothing, even with terms that would not quote',
      'flat',
      { ...textbook, prepayment: undefined as unknown as [number, number] },
      null,
    ],
  ])('%s', (_title, method, input, expected) => {
    const quote = quoteLine('reducing_balance', textbook);
    expect(disclosedSplit(method, input)).toEqual(
      expected === 'split' && quote.method === 'reducing_balance' ? quote.split : null,
    );
  });

  it('a fault that is not a refused term is not hidden as "nothing to disclose"', () => {
    expect(() =>
      disclosedSplit('reducing_balance', {
        ...textbook,
        prepayment: undefined as unknown as [number, number],
      }),
    ).toThrow(TypeError);
  });

  it('every reducing-balance line that quotes discloses exactly its instalment split (property)', () => {
    fc.assert(
      fc.property(line, ({ method, input }) => {
        const disclosed = disclosedSplit(method, input);
        if (method === 'flat') expect(disclosed).toBeNull();
        else expect(disclosed).toEqual(instalmentSplit(quoteLine(method, input)));
      }),
    );
  });
});
