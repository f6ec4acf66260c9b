import {
  addMonthsClamped,
  type CalendarDate,
  compareDates,
  parseCalendarDate,
} from '../common/calendar-date';
import { compareIds, type RowId, sameId } from '../common/row-id';

export interface SchedulableInstalment {
  id: RowId;
  dueDate: CalendarDate;
  seq?: number;
}

function byScheduleOrder(a: SchedulableInstalment, b: SchedulableInstalment): number {
  return compareDates(a.dueDate, b.dueDate) || (a.seq ?? 0) - (b.seq ?? 0) || compareIds(a.id, b.id);
}

/**
 * The day of month the schedule was laid out on. Clamping only ever lowers a day, and any two consecutive
 * months include one of 31 days, so the largest day in the schedule recovers it (31 Jan, 29 Feb, 31 Mar -> 31).
 */
export function scheduleAnchorDay(instalments: readonly Pick<SchedulableInstalment, 'dueDate'>[]): number {
  return instalments.reduce((max, instalment) => Math.max(max, parseCalendarDate(instalment.dueDate).day), 1);
}

/**
 * Decisions §6: an approved reschedule moves the starting instalment and every later one forward by
 * `months` (a payment holiday), keeping the schedule's day of month (clamped to month end). Amounts and
 * every other field are untouched; the input is not mutated and its order is kept.
 */
export function shiftSchedule<T extends SchedulableInstalment>(
  instalments: readonly T[],
  startingInstalmentId: RowId,
  months: number,
): T[] {
  if (!Number.isInteger(months) || months < 0)
    throw new RangeError(`Months must be a whole number >= 0: ${months}`);
  const start = instalments.find((instalment) => sameId(instalment.id, startingInstalmentId));
  if (!start) throw new RangeError(`Unknown starting instalment ${startingInstalmentId}`);
  const anchor = scheduleAnchorDay(instalments);
  return instalments.map((instalment) =>
    byScheduleOrder(instalment, start) >= 0
      ? { ...instalment, dueDate: addMonthsClamped(instalment.dueDate, months, anchor) }
      : instalment,
  );
}
