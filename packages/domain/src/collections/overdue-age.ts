import { type CalendarDate, daysBetween, minDate } from '../common/calendar-date';

export const OVERDUE_AGE_BUCKETS = ['0-30', '31-60', '61-90', '91-120', '121-150', '150+'] as const;
export type OverdueAgeBucket = (typeof OVERDUE_AGE_BUCKETS)[number];

/** Days an instalment is past due on `asOf`; 0 while not yet due. */
export function daysPastDue(dueDate: CalendarDate, asOf: CalendarDate): number {
  return Math.max(0, daysBetween(dueDate, asOf));
}

/** Collections §9 / decisions §6: each bucket's upper bound is inclusive, so day 150 is '121-150'. */
export function overdueAgeBucket(days: number): OverdueAgeBucket {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`Days past due must be a whole number >= 0: ${days}`);
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  if (days <= 120) return '91-120';
  if (days <= 150) return '121-150';
  return '150+';
}

/** Decisions §6: a loan is non-performing when its oldest unpaid instalment is more than 90 days past due. */
export const NON_PERFORMING_DAYS = 90;

export interface InstalmentBalance {
  dueDate: CalendarDate;
  chargeAmount: number;
  paidAmount: number;
}

export function isNonPerforming(instalments: readonly InstalmentBalance[], asOf: CalendarDate): boolean {
  let oldest: CalendarDate | null = null;
  for (const instalment of instalments) {
    if (instalment.paidAmount < instalment.chargeAmount)
      oldest = oldest === null ? instalment.dueDate : minDate(oldest, instalment.dueDate);
  }
  return oldest !== null && daysPastDue(oldest, asOf) > NON_PERFORMING_DAYS;
}
