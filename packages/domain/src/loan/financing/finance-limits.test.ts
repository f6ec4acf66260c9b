import { describe, expect, it } from 'vitest';
import {
  checkEditLimit,
  checkMaxCapped,
  editLimitPercent,
  maxEditFinanceAmount,
  maxFinanceAmount,
} from './finance-limits';

const program = { percentageOnNew: 90, percentageOnUsed: 70 };

describe('decisions.md §3 / origination.md §5 maximum finance amount', () => {
  it.each([
    ['New', 10_000_000, 9_000_000],
    ['Used', 10_000_000, 7_000_000],
    ['Pre-Owned', 10_000_000, 7_000_000],
    ['Recon', 333_333, 233_333],
  ])('%s at cost %s -> %s', (condition, cost, expected) => {
    expect(maxFinanceAmount(cost, condition, program)).toBe(expected);
  });
});

describe('origination.md §9 / decisions.md §3 edit limit: 100 % New, 90 % others', () => {
  it.each([
    ['New', 100, 10_000_000],
    ['Used', 90, 9_000_000],
    ['Recon', 90, 9_000_000],
  ])('%s: %s %% -> %s', (condition, percent, amount) => {
    expect(editLimitPercent(condition)).toBe(percent);
    expect(maxEditFinanceAmount(10_000_000, condition)).toBe(amount);
  });

  it.each<[string, number, string | null]>([
    ['New', 10_000_000, null],
    ['New', 10_000_001, 'Finance amount for New condition exceeded the limit of 100% of cost'],
    ['Used', 9_000_000, null],
    ['Used', 9_000_001, 'Finance amount for Used condition exceeded the limit of 90% of cost'],
  ])('%s with finance %s -> %s', (condition, loanAmount, message) => {
    expect(checkEditLimit({ cost: 10_000_000, loanAmount, condition })).toBe(message);
  });
});

describe('decisions.md §3 maxCapped caps the sum of line loan totals', () => {
  it.each<[string, Parameters<typeof checkMaxCapped>[0], number]>([
    [
      'within both caps',
      { lineLoanTotals: [5_000_000, 5_000_000], programMaxCapped: 10_000_000, tierMaxCapped: 10_000_000 },
      0,
    ],
    ['0 means no cap', { lineLoanTotals: [99_000_000], programMaxCapped: 0, tierMaxCapped: 0 }, 0],
    ['null means no cap', { lineLoanTotals: [99_000_000], programMaxCapped: null }, 0],
    ['a negative cap is no cap', { lineLoanTotals: [1], programMaxCapped: -1, tierMaxCapped: -1 }, 0],
    [
      'exactly at both caps',
      { lineLoanTotals: [10_000_000], programMaxCapped: 10_000_000, tierMaxCapped: 10_000_000 },
      0,
    ],
    ['tier breached alone', { lineLoanTotals: [10_000_001], tierMaxCapped: 10_000_000 }, 1],
    ['program breached', { lineLoanTotals: [6_000_000, 5_000_000], programMaxCapped: 10_000_000 }, 1],
    [
      'both breached',
      { lineLoanTotals: [11_000_000], programMaxCapped: 10_000_000, tierMaxCapped: 5_000_000 },
      2,
    ],
  ])('%s', (_title, input, count) => {
    expect(checkMaxCapped(input)).toHaveLength(count);
  });

  it('says which cap and by how much', () => {
    expect(checkMaxCapped({ lineLoanTotals: [11_000_000], tierMaxCapped: 10_000_000 })).toEqual([
      "Total finance amount RM 110,000.00 exceeds the tier's Max Capped of RM 100,000.00",
    ]);
  });
});
