import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../format/format-money';
import { ringgitToSen, senToRinggit } from './ringgit';

describe('decisions.md §2 money is integer sen inside, ringgit with 2 decimals at the edges, half-up', () => {
  it.each<[string | number, number]>([
    ['1234.50', 123450],
    ['1,234.5', 123450],
    ['1,234,567.89', 123456789],
    // Whole ringgit with separators, as people type them and as the legacy screens sent them.
    ['1,234', 123400],
    ['1,234,567', 123456700],
    ['-12,345', -1234500],
    ['  12 ', 1200],
    ['0.005', 1],
    ['0.004', 0],
    ['.5', 50],
    ['5.', 500],
    ['-3.125', -313],
    ['+7', 700],
    [1.005, 101],
    [1234.5, 123450],
    [0, 0],
    [-0.001, 0],
    [1e-7, 0],
    [0.0000051, 0],
  ])('ringgitToSen(%s) = %s', (value, expected) => {
    expect(ringgitToSen(value)).toBe(expected);
  });

  it.each<[string | number, string]>([
    ['abc', 'Not an amount: abc'],
    ['', 'Not an amount: '],
    ['.', 'Not an amount: .'],
    ['-', 'Not an amount: -'],
    ['1.2.3', 'Not an amount: 1.2.3'],
    ['1,23', 'Not an amount: 1,23'],
    ['1,2345', 'Not an amount: 1,2345'],
    ['1,234,56', 'Not an amount: 1,234,56'],
    ['RM 5', 'Not an amount: RM 5'],
    [Number.NaN, 'Not an amount: NaN'],
    [Number.POSITIVE_INFINITY, 'Not an amount: Infinity'],
    [1e21, 'Amount out of range: 1e+21'],
    ['9'.repeat(20), `Amount out of range: ${'9'.repeat(20)}`],
  ])('ringgitToSen(%s) throws, saying why', (value, message) => {
    expect(() => ringgitToSen(value)).toThrow(new RangeError(message));
  });

  it.each([
    [0.0049999999, 0],
    [0.005, 1],
    [1e-7, 0],
    ['.5', 50],
    ['5.', 500],
  ])('ringgitToSen(%s) = %s sen', (value, sen) => {
    expect(ringgitToSen(value)).toBe(sen);
  });

  it.each([
    [123450, '1234.50'],
    [5, '0.05'],
    [0, '0.00'],
    [-250, '-2.50'],
  ])('senToRinggit(%s) = %s', (sen, expected) => {
    expect(senToRinggit(sen)).toBe(expected);
  });

  it('senToRinggit refuses fractional sen', () => {
    expect(() => senToRinggit(1.5)).toThrow(RangeError);
  });

  it('reads back every amount as the screens show it, with or without its sen', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (sen) => {
        // formatMoney: '-1,234,567.89'; whole ringgit without the '.00': '-1,234,567'.
        expect(ringgitToSen(formatMoney(sen))).toBe(sen);
        const whole = sen - (sen % 100);
        expect(ringgitToSen(formatMoney(whole).replace(/\.00$/, ''))).toBe(whole);
      }),
    );
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (sen) => {
        expect(ringgitToSen(senToRinggit(sen))).toBe(sen);
      }),
    );
  });
});
