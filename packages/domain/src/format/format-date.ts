import { calendarDateInKualaLumpur, isCalendarDate } from '../common/calendar-date';

const DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/;
const HAS_ZONE = /(?:Z|[+-]\d{2}:?\d{2})$/i;

function toDdMmYyyy(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}-${month}-${year}`;
}

/**
 * 'DD-MM-YYYY' or 'N/A'. A Date, or a timestamp string with a zone, shows its calendar date in Kuala Lumpur
 * (so a timestamptz of 17:00Z is already the next day there); a plain date or zone-less timestamp keeps its
 * written date.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? 'N/A' : toDdMmYyyy(calendarDateInKualaLumpur(value));
  }
  const text = value.trim();
  const prefix = DATE_PREFIX.exec(text);
  if (prefix && !HAS_ZONE.test(text)) {
    const isoDate = text.slice(0, 10);
    return isCalendarDate(isoDate) ? toDdMmYyyy(isoDate) : 'N/A';
  }
  const parsed = new Date(text);
  return prefix && !Number.isNaN(parsed.getTime()) ? toDdMmYyyy(calendarDateInKualaLumpur(parsed)) : 'N/A';
}

const KUALA_LUMPUR_OFFSET_MS = 8 * 3_600_000;

/**
 * 'DD-MM-YYYY HH:mm' in Kuala Lumpur (UTC+8 all year, no daylight saving) for a record with a time of day (an
 * approval, an activity, a sign-in, an upload), or 'N/A' (issue 29: the time says which of two same-day events
 * came first).
 */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return 'N/A';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const local = new Date(date.getTime() + KUALA_LUMPUR_OFFSET_MS).toISOString();
  return `${toDdMmYyyy(local.slice(0, 10))} ${local.slice(11, 16)}`;
}
