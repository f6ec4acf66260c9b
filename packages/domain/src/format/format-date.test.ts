import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('decisions.md §2 screen dates DD-MM-YYYY, judged in Asia/Kuala_Lumpur', () => {
  it.each<[string | Date | null | undefined, string]>([
    ['2024-03-01', '01-03-2024'],
    ['2024-02-29', '29-02-2024'],
    ['2023-02-29', 'N/A'],
    ['2024-03-01 23:59:59', '01-03-2024'],
    ['2024-03-01T10:00:00', '01-03-2024'],
    ['2024-03-01T15:59:59Z', '01-03-2024'],
    ['2024-03-01T16:00:00Z', '02-03-2024'],
    ['2024-03-01T16:00:00.000+00:00', '02-03-2024'],
    ['2024-03-02T00:30:00+08:00', '02-03-2024'],
    [new Date(Date.UTC(2024, 11, 31, 16, 0, 0)), '01-01-2025'],
    [new Date(Date.UTC(2024, 11, 31, 15, 59, 59)), '31-12-2024'],
    [new Date(Number.NaN), 'N/A'],
    ['not a date', 'N/A'],
    ['2024-13-45T00:00:00Z', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('formatDate(%s) = %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('issue 29: date and time of day, DD-MM-YYYY HH:mm in Asia/Kuala_Lumpur', () => {
  it.each<[string | Date | null | undefined, string]>([
    [new Date(Date.UTC(2026, 10, 28, 1, 5)), '28-11-2026 09:05'],
    [new Date(Date.UTC(2026, 10, 28, 15, 59)), '28-11-2026 23:59'],
    [new Date(Date.UTC(2026, 10, 28, 16, 0)), '29-11-2026 00:00'],
    ['2024-12-31T16:30:00Z', '01-01-2025 00:30'],
    ['2024-03-02T00:30:00+08:00', '02-03-2024 00:30'],
    [new Date(Number.NaN), 'N/A'],
    ['not a date', 'N/A'],
    ['', 'N/A'],
    [null, 'N/A'],
    [undefined, 'N/A'],
  ])('%s -> %s', (value, expected) => {
    expect(formatDateTime(value)).toBe(expected);
  });

  it('its date part is always the calendar date formatDate shows', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (date) => {
          expect(formatDateTime(date).slice(0, 10)).toBe(formatDate(date));
          expect(formatDateTime(date)).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
        },
      ),
    );
  });
});
