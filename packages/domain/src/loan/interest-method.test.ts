import { describe, expect, it } from 'vitest';
import { INTEREST_METHOD_LABELS, INTEREST_METHODS, isInterestMethod } from './interest-method';

describe('interest methods', () => {
  it('are flat and reducing balance, each with its label', () => {
    expect(INTEREST_METHODS.map((method) => INTEREST_METHOD_LABELS[method])).toEqual([
      'Flat rate',
      'Reducing balance',
    ]);
  });

  it.each([
    ['flat', true],
    ['reducing_balance', true],
    ['Flat', false],
    ['rule_of_78', false],
    [null, false],
  ])('%j is a method: %s', (value, expected) => {
    expect(isInterestMethod(value)).toBe(expected);
  });
});
