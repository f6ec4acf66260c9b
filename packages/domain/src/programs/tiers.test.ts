import { describe, expect, it } from 'vitest';
import type { ScoreBand } from '../scoring/factor-score';
import { tiersOverlap } from './tiers';

describe('collections-and-programs.md §9 / decisions.md §4 tiers must not overlap', () => {
  it.each<[string, ScoreBand[], boolean]>([
    ['no tiers', [], false],
    ['one tier', [{ minScore: 0, maxScore: 100 }], false],
    [
      'touching tiers',
      [
        { minScore: 50, maxScore: 100 },
        { minScore: 0, maxScore: 50 },
      ],
      false,
    ],
    [
      'gapped tiers',
      [
        { minScore: 0, maxScore: 40 },
        { minScore: 60, maxScore: 100 },
      ],
      false,
    ],
    [
      'overlapping tiers',
      [
        { minScore: 0, maxScore: 60 },
        { minScore: 50, maxScore: 100 },
      ],
      true,
    ],
    [
      'a tier inside another',
      [
        { minScore: 0, maxScore: 100 },
        { minScore: 20, maxScore: 30 },
      ],
      true,
    ],
    [
      'a point inside a range',
      [
        { minScore: 0, maxScore: 100 },
        { minScore: 50, maxScore: 50 },
      ],
      true,
    ],
    [
      'identical point tiers',
      [
        { minScore: 50, maxScore: 50 },
        { minScore: 50, maxScore: 50 },
      ],
      true,
    ],
    [
      'a point on a boundary',
      [
        { minScore: 50, maxScore: 50 },
        { minScore: 50, maxScore: 100 },
      ],
      false,
    ],
  ])('%s -> %s', (_title, tiers, expected) => {
    expect(tiersOverlap(tiers)).toBe(expected);
  });
});
