import { roundTo } from '../money/sen';

export interface WeightedScore {
  /** The chosen attribute's score 0..10, or null when no attribute is chosen. */
  score: number | null | undefined;
  /** Percent; a program's weightages total 100. */
  weightage: number;
}

/** Decisions §4: sum of score x 10 x weightage / 100 (0..100); a factor without an attribute scores 0. */
export function totalFactorScore(factors: readonly WeightedScore[]): number {
  // Summing score x weightage first keeps the result exact for whole scores and weightages.
  const raw = factors.reduce((sum, factor) => sum + (factor.score ?? 0) * factor.weightage, 0);
  return raw / 10;
}

/** Origination §2: shown to 2 decimals with %. */
export function formatFactorScore(score: number): string {
  return `${roundTo(score, 2).toFixed(2)}%`;
}

export interface ScoreBand {
  minScore: number;
  maxScore: number;
}

/** Decisions §4: the tier containing the score; the highest minScore when several do; null when none. */
export function pickTier<T extends ScoreBand>(tiers: readonly T[], score: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (score < tier.minScore || score > tier.maxScore) continue;
    if (best === null || tier.minScore > best.minScore) best = tier;
  }
  return best;
}

/** Origination §2: attributes are listed sorted by score as 'score name'. */
export function attributeOptions<T extends { score: number; name: string }>(
  attributes: readonly T[],
): (T & { label: string })[] {
  return [...attributes]
    .sort((a, b) => a.score - b.score)
    .map((attribute) => ({ ...attribute, label: `${attribute.score} ${attribute.name}` }));
}
