import { addDays, type CalendarDate } from '../common/calendar-date';
import { formatDate } from '../format/format-date';

/**
 * Hire-Purchase Act 1967, s.16(1) and the Fourth Schedule: before repossessing goods under the Act the owner
 * serves a notice of intention to repossess giving the hirer "not less than twenty-one days" after its service.
 * The days are counted from the day after service (Interpretation Acts 1948 and 1967, s.54(1)(a): the day of the
 * event is excluded), so the period ends at the close of `servedOn + 21`; see docs/decisions.md, issue 32.
 */
export const FOURTH_SCHEDULE_DAYS = 21;

/**
 * Hire-Purchase Act 1967, s.16(4) and the Fifth Schedule: within 21 days after taking possession of the goods the
 * owner serves on the hirer (and every guarantor) the notice of the goods' estimated value and of the hirer's
 * rights. Day 1 is the day after the repossession.
 */
export const FIFTH_SCHEDULE_DAYS = 21;

/** The last day of the Fourth Schedule notice's period: the hirer may pay until the end of this day. */
export function statutoryNoticeEnd(servedOn: CalendarDate): CalendarDate {
  return addDays(servedOn, FOURTH_SCHEDULE_DAYS);
}

/** The first day the goods may be repossessed under a Fourth Schedule notice served on `servedOn`. */
export function earliestRepossession(servedOn: CalendarDate): CalendarDate {
  return addDays(statutoryNoticeEnd(servedOn), 1);
}

/** The last day to serve the Fifth Schedule notice after repossessing on `repossessedOn`. */
export function fifthScheduleDeadline(repossessedOn: CalendarDate): CalendarDate {
  return addDays(repossessedOn, FIFTH_SCHEDULE_DAYS);
}

/**
 * The alert of a recovery case (and the queue): repossessed more than 21 days ago and the Fifth Schedule notice not
 * served yet. Null without a repossession or once served.
 */
export function fifthScheduleOverdue(
  repossessedOn: CalendarDate | null,
  servedOn: CalendarDate | null,
  today: CalendarDate,
): boolean {
  if (repossessedOn === null || servedOn !== null) return false;
  return today > fifthScheduleDeadline(repossessedOn);
}

/** 'The Fifth Schedule notice was due by 22-11-2026 and is not served' */
export function fifthScheduleOverdueMessage(repossessedOn: CalendarDate): string {
  return `The Fifth Schedule notice was due by ${formatDate(fifthScheduleDeadline(repossessedOn))} and is not served`;
}

/** Days a letter gives the hirer to pay when no statute sets the period (reminders and letters of demand). */
export const PAY_WITHIN_DAYS = { reminder: 7, demand: 14 } as const;

/**
 * The date a letter asks the hirer to pay by: 7 days for a reminder, 14 for a letter of demand or a notice for
 * goods outside the Act, the Fourth Schedule's period for goods under it.
 */
export function payByDate(
  action: 'reminder' | 'first_demand' | 'final_demand' | 'repossession_notice',
  servedOn: CalendarDate,
  underHirePurchaseAct: boolean,
): CalendarDate {
  if (action === 'reminder') return addDays(servedOn, PAY_WITHIN_DAYS.reminder);
  if (action === 'repossession_notice' && underHirePurchaseAct) return statutoryNoticeEnd(servedOn);
  return addDays(servedOn, PAY_WITHIN_DAYS.demand);
}
