import type { ScoreBand } from '../scoring/factor-score';

/** Collections §3/§9: a tier's maxTenure is 0..5 years; scores are 0..100. */
export const TIER_MAX_TENURE_LIMIT = 5;
export const RISK_LEVELS = ['Low', 'Mid', 'High'] as const;

export const TIERS_OVERLAP = 'Tier score ranges must not overlap';

/**
 * Two tiers overlap when some score lies inside both other than a shared end point: tiers that only touch
 * (0-50 and 50-100) are allowed, since a score on the boundary goes to the higher tier (decisions §4).
 * Identical ranges always overlap.
 */
export function tiersOverlap(tiers: readonly ScoreBand[]): boolean {
  return tiers.some((a, i) =>
    tiers.some(
      (b, j) =>
        j > i &&
        ((a.minScore < b.maxScore && b.minScore < a.maxScore) ||
          (a.minScore === b.minScore && a.maxScore === b.maxScore)),
    ),
  );
}
