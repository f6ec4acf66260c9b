import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INSURANCE_RATE,
  INSURANCE_RATE_OPTIONS,
  insuranceCharges,
  isInsuranceRateOption,
} from './insurance';

describe('decisions.md §3 / origination.md §9 insurance premium and SST (8 %)', () => {
  it.each([
    [10_000_000, 1.25, 125_000, 10_000],
    [10_000_000, 0, 0, 0],
    [12_345_678, 1.1, 135_802, 10_864],
    [999, 0.85, 8, 1],
    [20_000_000, 0.9, 180_000, 14_400],
  ])('cost %s at %s %% -> premium %s, SST %s', (cost, rate, premium, sst) => {
    expect(insuranceCharges(cost, rate)).toEqual({ premium, sst });
  });

  it('offers 1.25, 1, 1.10, 0.85, 0.90 and Opt Out, default 1.25', () => {
    expect(INSURANCE_RATE_OPTIONS.map((option) => option.value)).toEqual([1.25, 1, 1.1, 0.85, 0.9, 0]);
    expect(INSURANCE_RATE_OPTIONS.at(-1)?.label).toBe('Opt Out');
    expect(DEFAULT_INSURANCE_RATE).toBe(1.25);
    expect(isInsuranceRateOption(1.1)).toBe(true);
    expect(isInsuranceRateOption(2)).toBe(false);
  });
});
