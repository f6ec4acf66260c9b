import { describe, expect, it } from 'vitest';
import {
  attributeOptions,
  formatFactorScore,
  pickTier,
  totalFactorScore,
  type WeightedScore,
} from './factor-score';

describe('decisions.md §4 / origination.md §9 total factor score', () => {
  it.each<[WeightedScore[], number, string]>([
    [[], 0, '0.00%'],
    [[{ score: 10, weightage: 100 }], 100, '100.00%'],
    [
      [
        { score: 7, weightage: 40 },
        { score: 5, weightage: 35 },
        { score: 9, weightage: 25 },
      ],
      68,
      '68.00%',
    ],
    [
      [
        { score: null, weightage: 50 },
        { score: 8, weightage: 50 },
      ],
      40,
      '40.00%',
    ],
    [[{ score: 3, weightage: 33.33 }], 9.999, '10.00%'],
    [[{ score: undefined, weightage: 100 }], 0, '0.00%'],
  ])('%j -> %s (%s)', (factors, total, shown) => {
    expect(totalFactorScore(factors)).toBeCloseTo(total, 10);
    expect(formatFactorScore(totalFactorScore(factors))).toBe(shown);
  });
});

describe('decisions.md §4 pick tier', () => {
  const tiers = [
    { id: 1, minScore: 0, maxScore: 50 },
    { id: 2, minScore: 50, maxScore: 80 },
    { id: 3, minScore: 70, maxScore: 100 },
  ];
  it.each<[number, number | null]>([
    [0, 1],
    [49.99, 1],
    [50, 2],
    [69.99, 2],
    [75, 3],
    [100, 3],
    [100.01, null],
    [-1, null],
  ])('score %s -> tier %s', (score, id) => {
    expect(pickTier(tiers, score)?.id ?? null).toBe(id);
  });

  it('no tiers, no tier', () => {
    expect(pickTier([], 50)).toBeNull();
  });
});

describe('origination.md §2 score dropdown: attributes by score as "score name"', () => {
  it('sorts by score and labels', () => {
    expect(
      attributeOptions([
        { id: 1, score: 8, name: 'Good' },
        { id: 2, score: 2, name: 'Poor' },
      ]).map((option) => option.label),
    ).toEqual(['2 Poor', '8 Good']);
  });
});
