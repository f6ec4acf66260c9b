import { addMonthsClamped, type CalendarDate, parseCalendarDate } from '../../common/calendar-date';

export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

export interface RangeOption extends DateRange {
  key: string;
  label: string;
}

/** Origination §9 / collections §2.3: the current year and the 4 before, plus Past 6, 12 and 24 Months. */
export const SELECTOR_YEARS = 5;
export const PAST_MONTH_OPTIONS = [6, 12, 24] as const;

/** Decisions §6: a calendar year is 1 Jan..31 Dec. */
export function calendarYearRange(year: number): DateRange {
  const text = String(year).padStart(4, '0');
  return { start: `${text}-01-01`, end: `${text}-12-31` };
}

/** Decisions §6: Past N Months is today minus N months (clamped to month end) up to today. */
export function pastMonthsRange(months: number, today: CalendarDate): DateRange {
  return { start: addMonthsClamped(today, -months), end: today };
}

/** The calendar quarter holding `today` (the dashboard's quarterly card). */
export function quarterRange(today: CalendarDate): DateRange {
  const { year, month } = parseCalendarDate(today);
  const first = Math.floor((month - 1) / 3) * 3 + 1;
  const start = `${String(year).padStart(4, '0')}-${String(first).padStart(2, '0')}-01`;
  // Anchoring on day 31 clamps to the last day of the quarter's third month.
  return { start, end: addMonthsClamped(start, 2, 31) };
}

/** Year to date: 1 January of today's year up to today. */
export function yearToDateRange(today: CalendarDate): DateRange {
  return { start: calendarYearRange(parseCalendarDate(today).year).start, end: today };
}

export function yearSelectorOptions(today: CalendarDate): RangeOption[] {
  const { year } = parseCalendarDate(today);
  const years = Array.from({ length: SELECTOR_YEARS }, (_, index) => {
    const y = year - index;
    return { key: String(y), label: String(y), ...calendarYearRange(y) };
  });
  const past = PAST_MONTH_OPTIONS.map((months) => ({
    key: `past-${months}`,
    label: `Past ${months} Months`,
    ...pastMonthsRange(months, today),
  }));
  return [...years, ...past];
}

/**
 * Issue 29: what a figure's label says of the range chosen: 'YTD' for the current year (the spec's label), the
 * year for an earlier one, 'Past 12 Months' for a rolling range. 'Total Loan amount (YTD)' must not stay on a
 * figure of the past twelve months.
 */
export function rangeLabel(option: Pick<RangeOption, 'key' | 'label'>, today: CalendarDate): string {
  return option.key === String(parseCalendarDate(today).year) ? 'YTD' : option.label;
}
