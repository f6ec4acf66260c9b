import { addDays, type CalendarDate } from '../common/calendar-date';

/**
 * Hire-Purchase Act 1967, s. 16(4) and the Fifth Schedule: within 21 days after taking possession of the goods,
 * the owner serves on the hirer (and every guarantor) the notice of the goods' estimated value and of the hirer's
 * rights. Day 1 is the day after the repossession.
 */
export const FIFTH_SCHEDULE_NOTICE_DAYS = 21;

/** The last day the Fifth Schedule notice may be served for goods repossessed on `repossessedOn`. */
export function fifthScheduleNoticeDue(repossessedOn: CalendarDate): CalendarDate {
  return addDays(repossessedOn, FIFTH_SCHEDULE_NOTICE_DAYS);
}
