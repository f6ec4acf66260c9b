// Test support only (not exported by the package): the random order line the quote property tests draw from.
import fc from 'fast-check';
import { PREPAYMENT_PLANS } from './prepayment';
import type { LineQuoteInput } from './quote-basis';

/** Sen per unit, rate in hundredths of a percent, months; every prepayment plan that leaves a month to collect. */
export function lineQuoteInput(
  bounds: { minLoan?: number; minRateHundredths?: number; minMonths?: number } = {},
): fc.Arbitrary<LineQuoteInput> {
  return fc
    .record({
      loan: fc.integer({ min: bounds.minLoan ?? 1000, max: 10_000_000_000 }),
      extraCost: fc.integer({ min: 0, max: 1_000_000_000 }),
      rateHundredths: fc.integer({ min: bounds.minRateHundredths ?? 0, max: 3000 }),
      months: fc.integer({ min: bounds.minMonths ?? 1, max: 120 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      plan: fc.constantFrom(...PREPAYMENT_PLANS),
    })
    .filter(({ months, plan }) => plan[0] + plan[1] < months)
    .map(({ loan, extraCost, rateHundredths, months, quantity, plan }) => ({
      cost: loan + extraCost,
      loanAmount: loan,
      interestRate: rateHundredths / 100,
      tenureYears: months / 12,
      prepayment: plan,
      quantity,
    }));
}
