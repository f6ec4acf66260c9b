import { describe, expect, it } from 'vitest';
import { loanBarColour } from './loan-bar-colour';

describe('origination.md §2 dashboard loan bar colours', () => {
  it.each([
    [0, 'red'],
    [4.99, 'red'],
    [5, 'orange'],
    [10, 'orange'],
    [10.01, 'blue'],
  ])('%s -> %s', (value, colour) => {
    expect(loanBarColour(value)).toBe(colour);
  });
});
