import { formatDate } from '../format/format-date';
import type { CalendarDate } from './calendar-date';
import { isCalendarDate } from './calendar-date';

/**
 * Issue 40: the day an event of an agreement happened (a recovery step, a notice served) is a day the agreement
 * existed and that has come: not before its start, not after today in Kuala Lumpur. 0001-01-01 or next week is a
 * typing slip that would corrupt the statutory periods counted from it. An agreement with no start on record is
 * bounded by 1970-01-01, before any agreement this book holds.
 */
export const EVENT_DATE_FLOOR: CalendarDate = '1970-01-01';

export const EVENT_DATE_MESSAGES = {
  invalid: 'Please enter a valid date',
  beforeFloor: `The date cannot be before ${formatDate(EVENT_DATE_FLOOR)}`,
} as const;

/** 'The date cannot be after today (28-11-2026)' */
export function dateAfterTodayMessage(today: CalendarDate): string {
  return `The date cannot be after today (${formatDate(today)})`;
}

/** "The date cannot be before the agreement's start (01-06-2025)" */
export function beforeAgreementStartMessage(start: CalendarDate): string {
  return `The date cannot be before the agreement's start (${formatDate(start)})`;
}

/**
 * The message for an event date outside [earliest, today], or null when it is within. `earliest` is the
 * agreement's start (its execution date), null where there is none.
 */
export function eventDateIssue(
  date: CalendarDate,
  bounds: { earliest: CalendarDate | null; today: CalendarDate },
): string | null {
  if (!isCalendarDate(date)) return EVENT_DATE_MESSAGES.invalid;
  if (date > bounds.today) return dateAfterTodayMessage(bounds.today);
  const { earliest } = bounds;
  if (earliest !== null && isCalendarDate(earliest) && earliest > EVENT_DATE_FLOOR) {
    if (date < earliest) return beforeAgreementStartMessage(earliest);
  } else if (date < EVENT_DATE_FLOOR) return EVENT_DATE_MESSAGES.beforeFloor;
  return null;
}
