import { describe, expect, it } from 'vitest';
import {
  CONDITIONS,
  conditionLabel,
  DEFAULT_JPJ_FEE,
  interestBounds,
  isInterestRateAllowed,
  JPJ_FEE_OPTIONS,
  tenureChoices,
} from './loan-options';

const tier = { minInterestRate: 2.5, maxInterestRate: 4.5, maxTenure: 3 };

describe('origination.md §9 / decisions.md §3 JPJ fee, conditions', () => {
  it('JPJ fee RM 250 (default) or RM 750 per unit', () => {
    expect(JPJ_FEE_OPTIONS).toEqual([25_000, 75_000]);
    expect(DEFAULT_JPJ_FEE).toBe(25_000);
  });
  it('conditions New, Used, Pre-Owned, Recon', () => {
    expect(CONDITIONS).toEqual(['New', 'Used', 'Pre-Owned', 'Recon']);
  });
  it.each<[boolean | number | null | undefined, string]>([
    [true, 'New'],
    [1, 'New'],
    [false, 'Used'],
    [0, 'Used'],
    [null, 'Used'],
    [undefined, 'Used'],
  ])('clients §9 condition label of isNew=%s is %s', (isNew, label) => {
    expect(conditionLabel(isNew)).toBe(label);
  });
});

describe('decisions.md §3 / origination.md §9 tenure choices given a tier', () => {
  it.each<[string, Parameters<typeof tenureChoices>, number[]]>([
    ['tier maxTenure 3', [tier], [1, 2, 3]],
    ['no tier', [null], [1, 2, 3, 4, 5]],
    ['undefined tier', [undefined], [1, 2, 3, 4, 5]],
    ['tier maxTenure 0 falls back to the program', [{ maxTenure: 0 }, 4], [1, 2, 3, 4]],
    ['program maxTenure 0 falls back to 5', [{ maxTenure: 0 }, 0], [1, 2, 3, 4, 5]],
  ])('%s', (_title, args, expected) => {
    expect(tenureChoices(...args)).toEqual(expected);
  });
});

describe('decisions.md §3 / origination.md §5 interest bounds given a tier', () => {
  it('uses the tier bounds and defaults to the tier maximum', () => {
    expect(interestBounds(tier)).toEqual({ min: 2.5, max: 4.5, defaultRate: 4.5 });
  });
  it('is 0..100 without a tier', () => {
    expect(interestBounds(null)).toEqual({ min: 0, max: 100, defaultRate: null });
  });
  it.each<[number, typeof tier | null, boolean]>([
    [2.5, tier, true],
    [4.5, tier, true],
    [2.49, tier, false],
    [4.51, tier, false],
    [0, null, true],
    [100, null, true],
    [100.01, null, false],
    [Number.NaN, null, false],
  ])('%s within %j: %s', (rate, bounds, expected) => {
    expect(isInterestRateAllowed(rate, bounds)).toBe(expected);
  });
});
