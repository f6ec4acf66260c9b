import { addMonthsClamped, type CalendarDate, monthIndex } from '../common/calendar-date';
import { loanBarColour } from '../format/loan-bar-colour';
import type { Sen } from '../money/sen';

/** 'YYYY-MM' of a calendar date. */
export function monthKey(date: CalendarDate): string {
  return date.slice(0, 7);
}

/** Every month from the month of `start` to the month of `end`, as 'YYYY-MM' (none when end is before start). */
export function monthKeys(start: CalendarDate, end: CalendarDate): string[] {
  const count = monthIndex(end) - monthIndex(start) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) =>
    monthKey(addMonthsClamped(`${monthKey(start)}-01`, index)),
  );
}

/** 'Last 12 months Transactions': the first day of the 12 calendar months ending with the month of `asOf`. */
export function lastTwelveMonthsStart(asOf: CalendarDate): CalendarDate {
  return addMonthsClamped(`${monthKey(asOf)}-01`, -11);
}

/**
 * The dashboard's loan bar thresholds (origination §2: red under 5, orange 5 to 10, blue above 10) are in
 * millions of ringgit per month (docs/decisions.md, dashboard).
 */
export const LOAN_BAR_UNIT_RINGGIT = 1_000_000;

/** The colour of one month's approved loan total, given in sen. */
export function loanBarColourOfSen(total: Sen): 'red' | 'orange' | 'blue' {
  return loanBarColour(total / 100 / LOAN_BAR_UNIT_RINGGIT);
}

/** Top 5 Model / Top 5 Client. */
export const DASHBOARD_TOP = 5;
