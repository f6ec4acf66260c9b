import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_INFO_MONTH_PATTERN,
  clashingCreditInfoMonth,
  creditInfoMonthLabel,
  creditInfoMonthOf,
} from './credit-info';

describe('origination §2 credit information months', () => {
  it.each<[string, string | null]>([
    ['01-2026', '2026-01-01'],
    ['1-2026', '2026-01-01'],
    ['12/2025', '2025-12-01'],
    [' 03 - 2026 ', '2026-03-01'],
    ['13-2026', null],
    ['00-2026', null],
    ['01-1899', null],
    ['01-2100', null],
    ['2026-01', null],
    ['Jan 2026', null],
    ['', null],
  ])('%j -> %j', (typed, stored) => {
    expect(creditInfoMonthOf(typed)).toBe(stored);
  });

  it('property: every stored month reads back from its label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2099 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const stored = `${year}-${String(month).padStart(2, '0')}-01`;
        expect(CREDIT_INFO_MONTH_PATTERN.test(stored)).toBe(true);
        expect(creditInfoMonthOf(creditInfoMonthLabel(stored))).toBe(stored);
      }),
    );
  });

  it.each<[string[], string[], string | null]>([
    [[], [], null],
    [['2026-01-01'], ['2026-02-01'], null],
    [['2026-01-01'], ['2026-01-01'], '2026-01-01'],
    [[], ['2026-02-01', '2026-03-01', '2026-02-01'], '2026-02-01'],
    [['2026-01-01', '2026-02-01'], [], null],
  ])('kept %j, added %j -> clash %j', (kept, added, clash) => {
    expect(clashingCreditInfoMonth(kept, added)).toBe(clash);
  });
});
