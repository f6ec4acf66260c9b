import { type CalendarDate, parseCalendarDate } from './calendar-date';

/**
 * Issue 29: years and dates that name the past are refused in the future. `today` is the Kuala Lumpur date
 * (decisions §2), supplied by the caller: the browser's clock for early feedback, the server's for the rule.
 */
export const PAST_LIMIT_MESSAGES = {
  establishYear: 'Establish year cannot be in the future',
  manufactureYear: 'Year of manufacture cannot be later than next year',
  financialYearEnd: 'Financial year end cannot be in the future',
} as const;

/** A company cannot have been established after this year. */
export function establishYearIssue(year: number, today: CalendarDate): string | null {
  return year > parseCalendarDate(today).year ? PAST_LIMIT_MESSAGES.establishYear : null;
}

/** An asset may be next year's model (sold ahead of its model year), never one further on. */
export function manufactureYearIssue(year: number, today: CalendarDate): string | null {
  return year > parseCalendarDate(today).year + 1 ? PAST_LIMIT_MESSAGES.manufactureYear : null;
}

/** A financial year ends on a date already passed (or today); an empty date is allowed. */
export function financialYearEndIssue(
  date: CalendarDate | null | undefined,
  today: CalendarDate,
): string | null {
  return date && date > today ? PAST_LIMIT_MESSAGES.financialYearEnd : null;
}
