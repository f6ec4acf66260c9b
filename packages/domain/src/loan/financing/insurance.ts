import { percentOf, type Sen } from '../../money/sen';

/** Origination §9: 1.25 %, 1 %, 1.10 %, 0.85 %, 0.90 % or 0 (Opt Out). */
export const INSURANCE_RATE_OPTIONS = [
  { value: 1.25, label: '1.25%' },
  { value: 1, label: '1%' },
  { value: 1.1, label: '1.10%' },
  { value: 0.85, label: '0.85%' },
  { value: 0.9, label: '0.90%' },
  { value: 0, label: 'Opt Out' },
] as const;
export const DEFAULT_INSURANCE_RATE = 1.25;

/** Decisions §3: Malaysian service tax on insurance premiums since 1 March 2024. */
export const INSURANCE_SST_RATE = 8;

export function isInsuranceRateOption(rate: number): boolean {
  return INSURANCE_RATE_OPTIONS.some((option) => option.value === rate);
}

export interface InsuranceCharges {
  premium: Sen;
  sst: Sen;
}

/**
 * Decisions §3: premium = cost x rate, SST = 8 % of the premium, each half-up to the sen. Charged separately,
 * never added to the finance amount. Pass the line cost (cost x quantity) for an order line.
 */
export function insuranceCharges(cost: Sen, insuranceRate: number): InsuranceCharges {
  const premium = percentOf(cost, insuranceRate);
  return { premium, sst: percentOf(premium, INSURANCE_SST_RATE) };
}
