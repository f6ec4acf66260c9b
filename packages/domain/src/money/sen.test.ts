import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertSen,
  divideHalfUp,
  mulDivHalfUp,
  percentOf,
  rateToScaled,
  ratioPercent,
  roundTo,
  senFromBigInt,
  sumSen,
} from './sen';

describe('decisions.md §2 rounding is half-up to the sen', () => {
  it.each([
    [5, 1, 2, 3],
    [-5, 1, 2, -3],
    [5, -1, 2, -3],
    [4, 1, 3, 1],
    [7, 1, -2, -4],
    [12_700_000, 1, 108, 117_593],
  ])('mulDivHalfUp(%s, %s, %s) = %s', (a, b, c, expected) => {
    expect(mulDivHalfUp(a, b, c)).toBe(expected);
  });

  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [7n, 3n, 2n],
    [8n, 3n, 3n],
    [0n, -4n, 0n],
    [10n ** 30n + 1n, 2n * 10n ** 20n, 5_000_000_000n],
  ])('divideHalfUp(%s, %s) = %s, however large', (numerator, divisor, expected) => {
    expect(divideHalfUp(numerator, divisor)).toBe(expected);
  });

  it('senFromBigInt keeps what a number holds exactly and refuses the rest', () => {
    expect(senFromBigInt(BigInt(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
    expect(senFromBigInt(-12n)).toBe(-12);
    expect(() => senFromBigInt(BigInt(Number.MAX_SAFE_INTEGER) + 1n)).toThrow(
      new RangeError('Amount out of range'),
    );
  });

  it('refuses division by zero and results beyond 2^53', () => {
    expect(() => mulDivHalfUp(1, 1, 0)).toThrow(new RangeError('Division by zero'));
    expect(() => mulDivHalfUp(Number.MAX_SAFE_INTEGER, 10, 1)).toThrow(new RangeError('Amount out of range'));
    expect(mulDivHalfUp(Number.MAX_SAFE_INTEGER, 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('matches exact rational rounding (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e7 }),
        (a, b, c) => {
          const exact = (BigInt(a) * BigInt(b) * 2n + BigInt(c)) / (2n * BigInt(c));
          if (exact <= BigInt(Number.MAX_SAFE_INTEGER)) expect(mulDivHalfUp(a, b, c)).toBe(Number(exact));
        },
      ),
    );
  });

  it.each([
    [10_000, 8, 800],
    [12_345, 1.25, 154],
    [12_340, 1.25, 154],
    [12_360, 1.25, 155],
  ])('percentOf(%s, %s) = %s', (amount, rate, expected) => {
    expect(percentOf(amount, rate)).toBe(expected);
  });

  it('rates keep four decimals', () => {
    expect(rateToScaled(1.1)).toBe(11_000);
    expect(rateToScaled(2.12345)).toBe(21_235);
    expect(() => rateToScaled(Number.NaN)).toThrow(new RangeError('Rate must be a number: NaN'));
  });

  it.each([
    [1, 3, 33.33],
    [2, 3, 66.67],
    [0, 0, 0],
    [1.5, 3, 50],
    // Exact for integers where floating point would round 12.4999999999999 up.
    [1_249_999_999_999, 1e15, 0.12],
    [-1, 3, -33.33],
  ])('ratioPercent(%s, %s) = %s', (part, whole, expected) => {
    expect(ratioPercent(part, whole)).toBe(expected);
  });

  it.each([
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [5.499999, 2, 5.5],
    [2.345, 1, 2.3],
    [10_000.005, 2, 10_000.01],
    [10_000_000.005, 2, 10_000_000.01],
    [0, 2, 0],
    [-0.004, 2, -0],
  ])('roundTo(%s, %s) = %s', (value, decimals, expected) => {
    expect(roundTo(value, decimals)).toBe(expected);
  });

  it('sums and asserts sen', () => {
    expect(sumSen([1, 2, 3])).toBe(6);
    expect(() => assertSen(0.5)).toThrow(new RangeError('amount must be an integer number of sen: 0.5'));
    expect(() => assertSen(0.5, 'cost')).toThrow(
      new RangeError('cost must be an integer number of sen: 0.5'),
    );
    expect(() => assertSen(1)).not.toThrow();
  });
});
