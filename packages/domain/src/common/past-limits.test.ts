import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatCalendarDate } from './calendar-date';
import {
  establishYearIssue,
  financialYearEndIssue,
  PAST_LIMIT_MESSAGES as M,
  manufactureYearIssue,
} from './past-limits';

const TODAY = '2026-11-28';

describe('issue 29: years and dates of the past are refused in the future', () => {
  it.each<[number, string | null]>([
    [1990, null],
    [2026, null],
    [2027, M.establishYear],
    [2031, M.establishYear],
  ])('Establish Year %s on %s', (year, issue) => {
    expect(establishYearIssue(year, TODAY)).toBe(issue);
  });

  it.each<[number, string | null]>([
    [2020, null],
    [2026, null],
    [2027, null],
    [2028, M.manufactureYear],
  ])('manufacture year %s', (year, issue) => {
    expect(manufactureYearIssue(year, TODAY)).toBe(issue);
  });

  it.each<[string | null, string | null]>([
    [null, null],
    ['2025-12-31', null],
    [TODAY, null],
    ['2026-11-29', M.financialYearEnd],
    ['2027-06-30', M.financialYearEnd],
  ])('financial year end %s', (date, issue) => {
    expect(financialYearEndIssue(date, TODAY)).toBe(issue);
  });

  it('the year turns on 1 January: the new year is allowed that day and not the day before', () => {
    expect(establishYearIssue(2027, '2027-01-01')).toBeNull();
    expect(establishYearIssue(2027, '2026-12-31')).toBe(M.establishYear);
  });

  it('a financial year end is refused exactly when it falls after today', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1971, max: 2098 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 28 }),
        fc.integer({ min: -800, max: 800 }),
        (year, month, day, shift) => {
          const today = formatCalendarDate({ year, month, day });
          const date = addDays(today, shift);
          expect(financialYearEndIssue(date, today) === null).toBe(shift <= 0);
        },
      ),
    );
  });

  it('a year is refused exactly when it is past this year (establish) or past next year (manufacture)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2098 }), fc.integer({ min: 1800, max: 2100 }), (now, year) => {
        const today = formatCalendarDate({ year: now, month: 6, day: 15 });
        expect(establishYearIssue(year, today) === null).toBe(year <= now);
        expect(manufactureYearIssue(year, today) === null).toBe(year <= now + 1);
      }),
    );
  });
});
