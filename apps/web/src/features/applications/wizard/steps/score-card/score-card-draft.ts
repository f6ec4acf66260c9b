import { totalFactorScore } from '@sewabeli/domain';

/** What the officer has chosen per factor (by factor id) before Save. */
export interface ScoreChoice {
  factorAttributeId: number | null;
  remark: string;
}

export type ScoreDraft = Record<number, ScoreChoice>;

interface FactorLike {
  factorId: number;
  factorAttributeId: number | null;
  remark: string | null;
  weightage: number;
  attributes: readonly { id: number; score: number }[];
}

export function draftOf(factors: readonly FactorLike[]): ScoreDraft {
  return Object.fromEntries(
    factors.map((factor) => [
      factor.factorId,
      { factorAttributeId: factor.factorAttributeId, remark: factor.remark ?? '' },
    ]),
  );
}

/** The live total as the officer chooses (decisions §4): the chosen attribute's score, 0 when none. */
export function draftTotal(factors: readonly FactorLike[], draft: ScoreDraft): number {
  return totalFactorScore(
    factors.map((factor) => {
      const chosen = draft[factor.factorId]?.factorAttributeId ?? null;
      const attribute = factor.attributes.find((candidate) => candidate.id === chosen);
      return { score: attribute?.score ?? null, weightage: factor.weightage };
    }),
  );
}

export function isDraftDirty(factors: readonly FactorLike[], draft: ScoreDraft): boolean {
  const saved = draftOf(factors);
  return factors.some((factor) => {
    const a = saved[factor.factorId];
    const b = draft[factor.factorId];
    return a?.factorAttributeId !== b?.factorAttributeId || (a?.remark ?? '') !== (b?.remark ?? '');
  });
}
