import { describe, expect, it } from 'vitest';
import { abbreviateNumber } from './abbreviate-number';

describe('origination.md §9 chart labels abbreviate k, M, B', () => {
  it.each([
    [0, '0'],
    [950, '950'],
    [999.4, '999.4'],
    [999.96, '1k'],
    [1000, '1k'],
    [1200, '1.2k'],
    [1250, '1.3k'],
    [999_949, '999.9k'],
    [999_960, '1M'],
    [3_400_000, '3.4M'],
    [1_100_000_000, '1.1B'],
    [1_234_000_000_000, '1234B'],
    [-1200, '-1.2k'],
    [Number.NaN, 'N/A'],
  ])('abbreviateNumber(%s) = %s', (n, expected) => {
    expect(abbreviateNumber(n)).toBe(expected);
  });
});
