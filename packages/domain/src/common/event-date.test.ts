import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, fromDayNumber, toDayNumber } from './calendar-date';
import { EVENT_DATE_FLOOR, eventDateIssue } from './event-date';

const today = '2026-12-07';

describe('issue 40: an event date lies between the agreement start and today', () => {
  it.each<[string, string | null, string | null]>([
    ['2026-12-07', '2025-01-15', null],
    ['2025-01-15', '2025-01-15', null],
    ['2026-12-08', '2025-01-15', 'The date cannot be after today (07-12-2026)'],
    ['9999-12-31', null, 'The date cannot be after today (07-12-2026)'],
    ['2025-01-14', '2025-01-15', "The date cannot be before the agreement's start (15-01-2025)"],
    ['0001-01-01', '2025-01-15', "The date cannot be before the agreement's start (15-01-2025)"],
    ['0001-01-01', null, 'The date cannot be before 01-01-1970'],
    ['1969-12-31', null, 'The date cannot be before 01-01-1970'],
    ['1970-01-01', null, null],
    // A start on record before 1970 is a slip too: the floor still holds.
    ['1969-12-31', '1960-01-01', 'The date cannot be before 01-01-1970'],
    ['2026-02-30', '2025-01-15', 'Please enter a valid date'],
    ['07-12-2026', '2025-01-15', 'Please enter a valid date'],
  ])('%s (start %s) -> %j', (date, earliest, issue) => {
    expect(eventDateIssue(date, { earliest, today })).toBe(issue);
  });

  it('accepts exactly the days from max(start, 1970-01-01) to today', () => {
    const day = fc
      .integer({ min: toDayNumber('1900-01-01'), max: toDayNumber('2100-12-31') })
      .map(fromDayNumber);
    fc.assert(
      fc.property(day, fc.option(day), day, (date, earliest, someDay) => {
        const floor = earliest && earliest > EVENT_DATE_FLOOR ? earliest : EVENT_DATE_FLOOR;
        const within = date >= floor && date <= someDay;
        expect(eventDateIssue(date, { earliest, today: someDay }) === null).toBe(within);
      }),
    );
  });

  it('today itself and the start itself are within', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), (offset) => {
        const start = addDays(EVENT_DATE_FLOOR, offset);
        expect(eventDateIssue(start, { earliest: start, today: start })).toBeNull();
      }),
    );
  });
});
