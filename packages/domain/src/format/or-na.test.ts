import { describe, expect, it } from 'vitest';
import { orNA } from './or-na';

describe('origination.md §8 / clients-and-reference-data.md §9 missing values show N/A', () => {
  it.each<[unknown, unknown]>([
    [null, 'N/A'],
    [undefined, 'N/A'],
    ['', 'N/A'],
    ['x', 'x'],
    [0, 0],
    [false, false],
    ['N/A', 'N/A'],
  ])('orNA(%s) = %s', (value, expected) => {
    expect(orNA(value)).toBe(expected);
  });
});
