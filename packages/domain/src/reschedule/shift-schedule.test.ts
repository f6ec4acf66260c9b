import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthIndex, parseCalendarDate } from '../common/calendar-date';
import { instalmentSchedule } from '../schedule/instalment-schedule';
import { scheduleAnchorDay, shiftSchedule } from './shift-schedule';

const schedule = instalmentSchedule(
  { months: 6, monthlyInstallment: 1000, finalInstallment: 1005 },
  '2024-01-31',
).map((row) => ({
  ...row,
  id: row.seq * 10,
  paidAmount: 0,
}));

describe('decisions.md §6 an approved reschedule shifts due dates (payment holiday)', () => {
  it('moves the starting instalment and every later one forward, keeping the anchor day', () => {
    expect(shiftSchedule(schedule, 30, 1).map((row) => row.dueDate)).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-04-30',
      '2024-05-31',
      '2024-06-30',
      '2024-07-31',
    ]);
  });

  it('a shift of 12 months lands on the same day next year (clamped for February)', () => {
    expect(shiftSchedule(schedule, 20, 12).map((row) => row.dueDate)).toEqual([
      '2024-01-31',
      '2025-02-28',
      '2025-03-31',
      '2025-04-30',
      '2025-05-31',
      '2025-06-30',
    ]);
  });

  it('leaves amounts untouched and does not mutate its input', () => {
    const before = JSON.parse(JSON.stringify(schedule)) as typeof schedule;
    const shifted = shiftSchedule(schedule, 10, 3);
    expect(schedule).toEqual(before);
    expect(shifted.map((row) => row.chargeAmount)).toEqual(schedule.map((row) => row.chargeAmount));
  });

  it.each([
    [[{ dueDate: '2024-01-31' }, { dueDate: '2024-02-29' }], 31],
    [[{ dueDate: '2024-02-28' }, { dueDate: '2024-03-28' }], 28],
    [[], 1],
  ])('recovers the anchor day of %j as %s', (rows, day) => {
    expect(scheduleAnchorDay(rows)).toBe(day);
  });

  it.each([
    [99, 1, 'Unknown starting instalment 99'],
    [10, -1, 'Months must be a whole number >= 0: -1'],
    [10, 1.5, 'Months must be a whole number >= 0: 1.5'],
  ])('refuses starting instalment %s with %s months', (id, months, message) => {
    expect(() => shiftSchedule(schedule, id, months)).toThrow(new RangeError(message));
  });

  it('0 months changes nothing', () => {
    expect(shiftSchedule(schedule, 10, 0)).toEqual(schedule);
  });

  it('reads the schedule by due date, not by id: ids that sort against the schedule change nothing', () => {
    // Ids from a re-imported book: the first instalment has the largest id, and as text '100' < '90'.
    const rows = schedule.map((row) => ({ ...row, id: String(160 - row.seq * 10) }));
    expect(rows.map((row) => row.id)).toEqual(['150', '140', '130', '120', '110', '100']);
    expect(shiftSchedule(rows, '130', 1).map((row) => row.dueDate)).toEqual(
      shiftSchedule(schedule, 30, 1).map((row) => row.dueDate),
    );
    expect(shiftSchedule([...rows].reverse(), '130', 1).map((row) => [row.id, row.dueDate])).toEqual([
      ['100', '2024-07-31'],
      ['110', '2024-06-30'],
      ['120', '2024-05-31'],
      ['130', '2024-04-30'],
      ['140', '2024-02-29'],
      ['150', '2024-01-31'],
    ]);
  });

  it('on one due date the instalment number decides before the id', () => {
    const rows = [
      { id: 'z', seq: 1, dueDate: '2024-02-10' },
      { id: 'a', seq: 2, dueDate: '2024-02-10' },
      { id: 'm', seq: 3, dueDate: '2024-03-10' },
    ];
    expect(shiftSchedule(rows, 'a', 1).map((row) => [row.id, row.dueDate])).toEqual([
      ['z', '2024-02-10'],
      ['a', '2024-03-10'],
      ['m', '2024-04-10'],
    ]);
    expect(shiftSchedule(rows, 'z', 1).map((row) => row.dueDate)).toEqual([
      '2024-03-10',
      '2024-03-10',
      '2024-04-10',
    ]);
  });

  it('shifts by due date, then seq, then id: not by the order given', () => {
    const rows = [
      { id: 'c', seq: 2, dueDate: '2024-02-10' },
      { id: 'a', seq: 9, dueDate: '2024-01-10' },
      { id: 'b', seq: 1, dueDate: '2024-02-10' },
      { id: 'd', seq: 2, dueDate: '2024-02-10' },
    ];
    expect(shiftSchedule(rows, 'c', 1).map((row) => [row.id, row.dueDate])).toEqual([
      ['c', '2024-03-10'],
      ['a', '2024-01-10'],
      ['b', '2024-02-10'],
      ['d', '2024-03-10'],
    ]);
  });
});

describe('decisions.md §6 reschedule (property)', () => {
  it('never changes amounts; shifts exactly the starting and later instalments by the months', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 60 }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2080-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }),
        (months, first, shift, pick, monthly) => {
          const firstDue = first.toISOString().slice(0, 10);
          const rows = instalmentSchedule(
            { months, monthlyInstallment: monthly, finalInstallment: monthly + 7 },
            firstDue,
          ).map((row) => ({
            ...row,
            // Ids that sort against the schedule: the later the instalment, the smaller its id.
            id: months - row.seq + 1,
          }));
          const start = (pick % months) + 1;
          const shifted = shiftSchedule(rows, months - start + 1, shift);
          const anchor = parseCalendarDate(firstDue).day;
          expect(shifted.map((row) => row.chargeAmount)).toEqual(rows.map((row) => row.chargeAmount));
          for (const [index, row] of shifted.entries()) {
            const original = rows[index]!;
            const moved = row.seq >= start ? shift : 0;
            expect(monthIndex(row.dueDate) - monthIndex(original.dueDate)).toBe(moved);
            expect(parseCalendarDate(row.dueDate).day).toBe(
              Math.min(
                anchor,
                new Date(
                  Date.UTC(parseCalendarDate(row.dueDate).year, parseCalendarDate(row.dueDate).month, 0),
                ).getUTCDate(),
              ),
            );
            if (index > 0) expect(row.dueDate > shifted[index - 1]!.dueDate).toBe(true);
          }
        },
      ),
    );
  });
});
