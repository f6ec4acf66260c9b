import { describe, expect, it } from 'vitest';
import { compareIds, sameId } from './row-id';

describe('decisions.md §6 ties are broken by id', () => {
  it.each<[number | string, number | string, number]>([
    [1, 2, -1],
    [10, 9, 1],
    ['a', 'b', -1],
    ['b', 'a', 1],
    ['a', 'a', 0],
    [1, '1', 0],
  ])('compareIds(%j, %j) has sign %s', (a, b, sign) => {
    expect(Math.sign(compareIds(a, b))).toBe(sign);
  });

  it.each<[number | string | null, number | string | null, boolean]>([
    [1, 1, true],
    [1, '1', true],
    [1, 2, false],
    [null, null, false],
    [1, null, false],
  ])('sameId(%j, %j) = %s', (a, b, expected) => {
    expect(sameId(a, b)).toBe(expected);
  });
});
