import { describe, expect, it } from 'vitest';
import {
  calendarYearRange,
  pastMonthsRange,
  quarterRange,
  rangeLabel,
  yearSelectorOptions,
  yearToDateRange,
} from './selector-ranges';

describe('decisions.md §6 / origination.md §9 year selector', () => {
  it('offers the current year, the 4 before and Past 6, 12, 24 Months', () => {
    expect(yearSelectorOptions('2024-08-31')).toEqual([
      { key: '2024', label: '2024', start: '2024-01-01', end: '2024-12-31' },
      { key: '2023', label: '2023', start: '2023-01-01', end: '2023-12-31' },
      { key: '2022', label: '2022', start: '2022-01-01', end: '2022-12-31' },
      { key: '2021', label: '2021', start: '2021-01-01', end: '2021-12-31' },
      { key: '2020', label: '2020', start: '2020-01-01', end: '2020-12-31' },
      { key: 'past-6', label: 'Past 6 Months', start: '2024-02-29', end: '2024-08-31' },
      { key: 'past-12', label: 'Past 12 Months', start: '2023-08-31', end: '2024-08-31' },
      { key: 'past-24', label: 'Past 24 Months', start: '2022-08-31', end: '2024-08-31' },
    ]);
  });

  it.each([
    [2024, '2024-01-01', '2024-12-31'],
    [999, '0999-01-01', '0999-12-31'],
  ])('calendar year %s is %s..%s', (year, start, end) => {
    expect(calendarYearRange(year)).toEqual({ start, end });
  });

  it.each([
    [6, '2024-03-15', '2023-09-15'],
    [12, '2024-02-29', '2023-02-28'],
    [24, '2024-01-31', '2022-01-31'],
  ])('Past %s Months from %s starts %s', (months, today, start) => {
    expect(pastMonthsRange(months, today)).toEqual({ start, end: today });
  });

  it.each([
    ['2024-01-01', '2024-01-01', '2024-03-31'],
    ['2024-05-20', '2024-04-01', '2024-06-30'],
    ['2024-09-30', '2024-07-01', '2024-09-30'],
    ['2024-12-31', '2024-10-01', '2024-12-31'],
  ])('origination §2 quarterly card: %s is in %s..%s', (today, start, end) => {
    expect(quarterRange(today)).toEqual({ start, end });
  });

  it('origination §2 YTD runs from 1 January to today', () => {
    expect(yearToDateRange('2024-05-20')).toEqual({ start: '2024-01-01', end: '2024-05-20' });
  });
});

describe('issue 29: range-aware labels', () => {
  const today = '2026-11-28';
  it.each([
    ['2026', 'YTD'],
    ['2025', '2025'],
    ['2022', '2022'],
    ['past-6', 'Past 6 Months'],
    ['past-12', 'Past 12 Months'],
    ['past-24', 'Past 24 Months'],
  ])('%s is labelled %s', (key, label) => {
    const option = yearSelectorOptions(today).find((candidate) => candidate.key === key);
    expect(option && rangeLabel(option, today)).toBe(label);
  });
});
