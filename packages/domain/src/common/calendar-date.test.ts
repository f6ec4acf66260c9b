import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonthsClamped,
  calendarDateInKualaLumpur,
  daysBetween,
  daysInMonth,
  fromDayNumber,
  isCalendarDate,
  maxDate,
  minDate,
  monthIndex,
  parseCalendarDate,
  toDayNumber,
} from './calendar-date';

describe('decisions.md §2 calendar dates (YYYY-MM-DD)', () => {
  it.each<[unknown, boolean]>([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2000-02-29', true],
    ['1900-02-29', false],
    ['2024-04-31', false],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-1-01', false],
    [20240101, false],
  ])('%j is a date: %s', (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });

  it('refuses to parse a non-date', () => {
    expect(() => parseCalendarDate('2024-02-30')).toThrow(RangeError);
  });

  it.each([
    ['1970-01-01', 0],
    ['2000-03-01', 11_017],
    ['1969-12-31', -1],
  ])('%s is day %s', (date, day) => {
    expect(toDayNumber(date)).toBe(day);
    expect(fromDayNumber(day)).toBe(date);
  });

  it('day numbers agree with Date.UTC and round-trip (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1600-01-01'), max: new Date('2400-12-31'), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(toDayNumber(iso)).toBe(Math.floor(date.getTime() / 86_400_000));
          expect(fromDayNumber(toDayNumber(iso))).toBe(iso);
        },
      ),
    );
  });

  it.each([
    ['2024-01-31', 1, undefined, '2024-02-29'],
    ['2023-01-31', 1, undefined, '2023-02-28'],
    ['2024-02-29', 1, 31, '2024-03-31'],
    ['2024-03-31', -1, undefined, '2024-02-29'],
    ['2024-12-15', 1, undefined, '2025-01-15'],
    ['2024-01-15', -13, undefined, '2022-12-15'],
    ['2024-05-10', 0, 31, '2024-05-31'],
  ])('%s + %s months (anchor %s) = %s', (date, months, anchor, expected) => {
    expect(addMonthsClamped(date, months, anchor)).toBe(expected);
  });

  it('refuses a fractional month count', () => {
    expect(() => addMonthsClamped('2024-01-01', 0.5)).toThrow(RangeError);
  });

  it('daysBetween, addDays, monthIndex, min and max', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(monthIndex('2024-03-31')).toBe(monthIndex('2024-03-01'));
    expect(minDate('2024-01-02', '2024-01-01')).toBe('2024-01-01');
    expect(maxDate('2024-01-02', '2024-01-01')).toBe('2024-01-02');
    expect(daysInMonth(2100, 2)).toBe(28);
  });

  it.each([
    [Date.UTC(2024, 0, 31, 15, 59, 59), '2024-01-31'],
    [Date.UTC(2024, 0, 31, 16, 0, 0), '2024-02-01'],
  ])('decisions §2 "today" in Kuala Lumpur of %s is %s', (instant, date) => {
    expect(calendarDateInKualaLumpur(new Date(instant))).toBe(date);
  });
});
