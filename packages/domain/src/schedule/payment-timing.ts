import { type CalendarDate, daysBetween } from '../common/calendar-date';
import type { InstalmentAmounts } from './instalment-status';

/** Origination §9 / collections §9: the timeliness band. */
export const TIMELINESS_BAND_DAYS = 7;

export type PaymentTiming = 'Pending' | 'Fast' | 'Normal' | 'Late';

/**
 * Origination §4 / decisions §6: Pending when unpaid; Fast when paid more than 7 days before the due date
 * (collections calls it Prompt; Fast is shown); Late when more than 7 days after; else Normal.
 */
export function paymentTiming(dueDate: CalendarDate, paidAt: CalendarDate | null | undefined): PaymentTiming {
  if (!paidAt) return 'Pending';
  const daysLate = daysBetween(dueDate, paidAt);
  if (daysLate < -TIMELINESS_BAND_DAYS) return 'Fast';
  if (daysLate > TIMELINESS_BAND_DAYS) return 'Late';
  return 'Normal';
}

export type PaymentPerformanceStatus = 'Good' | 'Bad';

/**
 * Decisions §6: Bad when the instalment was fully paid more than 7 days after its due date, or is still not
 * fully paid more than 7 days past due (as of `today`); otherwise Good. `paidAt` is the completing payment.
 */
export function paymentPerformanceStatus(
  instalment: InstalmentAmounts & { paidAt: CalendarDate | null | undefined },
  today: CalendarDate,
): PaymentPerformanceStatus {
  const settled = instalment.paidAmount >= instalment.chargeAmount;
  const judgedOn = settled && instalment.paidAt ? instalment.paidAt : today;
  if (settled && !instalment.paidAt) return 'Good';
  return daysBetween(instalment.dueDate, judgedOn) > TIMELINESS_BAND_DAYS ? 'Bad' : 'Good';
}

/** Origination §4: the Performance column reads Late for Bad, else Normal. */
export function performanceLabel(status: PaymentPerformanceStatus | null | undefined): 'Late' | 'Normal' {
  return status === 'Bad' ? 'Late' : 'Normal';
}
