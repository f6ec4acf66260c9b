/**
 * Calendar dates are 'YYYY-MM-DD' strings. Arithmetic goes through a day number (days since 1970-01-01)
 * computed with integer maths, so no time zone or host clock can shift a due date.
 */
export type CalendarDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateParts {
  year: number;
  month: number;
  day: number;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

export function parseCalendarDate(value: CalendarDate): DateParts {
  if (!isCalendarDate(value)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${String(value)}`);
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function pad(value: number, width: number): string {
  return String(value).padStart(width, '0');
}

export function formatCalendarDate({ year, month, day }: DateParts): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

// Howard Hinnant's days_from_civil: exact for every proleptic Gregorian date.
export function toDayNumber(value: CalendarDate): number {
  const { year, month, day } = parseCalendarDate(value);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

export function fromDayNumber(dayNumber: number): CalendarDate {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return formatCalendarDate({ year, month, day });
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return toDayNumber(to) - toDayNumber(from);
}

export function addDays(value: CalendarDate, days: number): CalendarDate {
  return fromDayNumber(toDayNumber(value) + days);
}

/**
 * Moves a date by whole months keeping `anchorDay` (default: the date's own day) where the target month has
 * it, else its last day: 31 Jan + 1 -> 28/29 Feb, + 2 -> 31 Mar (not 28 Mar) when anchored on the 31st.
 */
export function addMonthsClamped(value: CalendarDate, months: number, anchorDay?: number): CalendarDate {
  if (!Number.isInteger(months)) throw new RangeError(`Months must be an integer: ${months}`);
  const { year, month, day } = parseCalendarDate(value);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  const wanted = anchorDay ?? day;
  return formatCalendarDate({
    year: targetYear,
    month: targetMonth,
    day: Math.min(wanted, daysInMonth(targetYear, targetMonth)),
  });
}

/** Months since year 0, so two dates are in the same month when these are equal. */
export function monthIndex(value: CalendarDate): number {
  const { year, month } = parseCalendarDate(value);
  return year * 12 + month - 1;
}

/** Sort order of two dates: negative, 0 or positive. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function minDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a <= b ? a : b;
}

export function maxDate(a: CalendarDate, b: CalendarDate): CalendarDate {
  return a >= b ? a : b;
}

/** Decisions §2: "today" is judged in Asia/Kuala_Lumpur, a fixed UTC+8 without daylight saving. */
const KUALA_LUMPUR_OFFSET_MS = 8 * 60 * 60 * 1000;

/** The calendar date an instant falls on in Kuala Lumpur. The caller supplies the instant (no clock here). */
export function calendarDateInKualaLumpur(instant: Date): CalendarDate {
  const shifted = new Date(instant.getTime() + KUALA_LUMPUR_OFFSET_MS);
  return formatCalendarDate({
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  });
}
