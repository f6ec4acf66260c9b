import { type CalendarDate, calendarDateInKualaLumpur } from '@sewabeli/domain';

/** Decisions §2: "today" and "overdue" are judged in Asia/Kuala_Lumpur. */
export function todayInKualaLumpur(): CalendarDate {
  return calendarDateInKualaLumpur(new Date());
}
