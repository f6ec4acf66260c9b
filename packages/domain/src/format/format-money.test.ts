import { describe, expect, it } from 'vitest';
import { formatMoney, formatRM } from './format-money';

describe('decisions.md §2 / origination.md §9 money on screen: 2 decimals, thousands separators, RM', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123450, '1,234.50'],
    [100, '1.00'],
    [99999999, '999,999.99'],
    [123456789012, '1,234,567,890.12'],
    [-123450, '-1,234.50'],
    [-5, '-0.05'],
    [10.5, '0.11'],
    [Number.NaN, 'N/A'],
  ])('formatMoney(%s) = %s', (sen, expected) => {
    expect(formatMoney(sen)).toBe(expected);
  });

  it.each([
    [123450, 'RM 1,234.50'],
    [0, 'RM 0.00'],
    [null, 'N/A'],
    [undefined, 'N/A'],
    [Number.POSITIVE_INFINITY, 'N/A'],
  ])('formatRM(%s) = %s', (sen, expected) => {
    expect(formatRM(sen)).toBe(expected);
  });
});
