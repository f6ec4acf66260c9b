import type { Sen } from '../../money/sen';

/** Origination §9: JPJ registration fee per unit, RM 250 (default) or RM 750. */
export const JPJ_FEE_OPTIONS: readonly Sen[] = [25_000, 75_000];
export const DEFAULT_JPJ_FEE: Sen = 25_000;

export const CONDITIONS = ['New', 'Used', 'Pre-Owned', 'Recon'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const DEFAULT_MAX_TENURE_YEARS = 5;

export interface TierLimits {
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
}

/**
 * Decisions §3: tenure choices 1..tier.maxTenure, 1..5 without a tier. A tier whose maxTenure is 0 sets no
 * limit of its own (0 is the blank value of the tier form), so the program's maxTenure applies.
 */
export function tenureChoices(
  tier: Pick<TierLimits, 'maxTenure'> | null | undefined,
  programMaxTenure = DEFAULT_MAX_TENURE_YEARS,
): number[] {
  const limit =
    tier && tier.maxTenure > 0
      ? tier.maxTenure
      : programMaxTenure > 0
        ? programMaxTenure
        : DEFAULT_MAX_TENURE_YEARS;
  return Array.from({ length: Math.floor(limit) }, (_, index) => index + 1);
}

export interface InterestBounds {
  min: number;
  max: number;
  /** The tier maximum; none without a tier, so the officer types the rate. */
  defaultRate: number | null;
}

/** Decisions §3: interest within [tier min, tier max], 0..100 without a tier; default the tier maximum. */
export function interestBounds(
  tier: Pick<TierLimits, 'minInterestRate' | 'maxInterestRate'> | null | undefined,
): InterestBounds {
  if (!tier) return { min: 0, max: 100, defaultRate: null };
  return { min: tier.minInterestRate, max: tier.maxInterestRate, defaultRate: tier.maxInterestRate };
}

export function isInterestRateAllowed(
  rate: number,
  tier: Pick<TierLimits, 'minInterestRate' | 'maxInterestRate'> | null | undefined,
): boolean {
  const { min, max } = interestBounds(tier);
  return Number.isFinite(rate) && rate >= min && rate <= max;
}

/** Clients §9: the condition label is New if isNew, otherwise Used. */
export function conditionLabel(isNew: boolean | number | null | undefined): 'New' | 'Used' {
  return isNew === true || isNew === 1 ? 'New' : 'Used';
}
