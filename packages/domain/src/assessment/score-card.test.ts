import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pickTier, totalFactorScore } from '../scoring/factor-score';
import { deriveScoreCard } from './score-card';

const tiers = [
  { id: 1, minScore: 0, maxScore: 49.99 },
  { id: 2, minScore: 50, maxScore: 79.99 },
  { id: 3, minScore: 80, maxScore: 100 },
];

describe('decisions §4: saving the score card re-derives the tier', () => {
  it.each<[[number | null, number][], number, number | null]>([
    [[], 0, 1],
    [
      [
        [10, 60],
        [10, 40],
      ],
      100,
      3,
    ],
    [
      [
        [8, 50],
        [8, 50],
      ],
      80,
      3,
    ],
    [
      [
        [6, 50],
        [null, 50],
      ],
      30,
      1,
    ],
    [
      [
        [7, 50],
        [3, 50],
      ],
      50,
      2,
    ],
  ])('%j -> %s, tier %s', (choices, total, tierId) => {
    const outcome = deriveScoreCard(
      choices.map(([score, weightage]) => ({ score, weightage })),
      tiers,
    );
    expect(outcome.totalScore).toBe(total);
    expect(outcome.tier?.id ?? null).toBe(tierId);
  });

  it('no tier when the total falls in none', () => {
    expect(
      deriveScoreCard([{ score: 5, weightage: 100 }], [{ id: 9, minScore: 60, maxScore: 100 }]).tier,
    ).toBeNull();
  });

  it('property: the outcome is the total and the tier picked for it', () => {
    const choice = fc.record({
      score: fc.option(fc.integer({ min: 0, max: 10 })),
      weightage: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(choice, { maxLength: 8 }), (choices) => {
        const outcome = deriveScoreCard(choices, tiers);
        expect(outcome.totalScore).toBe(totalFactorScore(choices));
        expect(outcome.tier).toBe(pickTier(tiers, outcome.totalScore));
      }),
    );
  });
});
