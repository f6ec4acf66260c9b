import { pickTier, type ScoreBand, totalFactorScore, type WeightedScore } from '../scoring/factor-score';

export interface ScoreCardOutcome<T> {
  /** 0..100, unrounded. */
  totalScore: number;
  /** The tier the total falls in (decisions §4), or null: limits then fall back to the program's. */
  tier: T | null;
}

/** Decisions §4: saving the score card re-derives the total and, from it, the application's tier. */
export function deriveScoreCard<T extends ScoreBand>(
  factors: readonly WeightedScore[],
  tiers: readonly T[],
): ScoreCardOutcome<T> {
  const totalScore = totalFactorScore(factors);
  return { totalScore, tier: pickTier(tiers, totalScore) };
}

/** The warning shown when the score falls in no tier of the program (decisions §4). */
export const NO_TIER_WARNING =
  'The total score falls in no tier of this program: the program limits apply (tenure 1 to 5 years, rate 0 to 100%).';
