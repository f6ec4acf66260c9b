import { addMonthsClamped, type CalendarDate } from '../common/calendar-date';
import type { FlatRateQuote } from '../loan/flat-rate/flat-rate-quote';
import type { Sen } from '../money/sen';

export interface ScheduledInstalment {
  seq: number;
  dueDate: CalendarDate;
  chargeAmount: Sen;
}

/**
 * Decisions §3/§5: n instalments, monthly x (n - 1) then the final one, so they sum to the total payable.
 * Every due date is computed from the first one (not from the previous), so a schedule anchored on the 31st
 * returns to the 31st after February.
 */
export function instalmentSchedule(
  quote: Pick<FlatRateQuote, 'months' | 'monthlyInstallment' | 'finalInstallment'>,
  firstDueDate: CalendarDate,
): ScheduledInstalment[] {
  return Array.from({ length: quote.months }, (_, index) => ({
    seq: index + 1,
    dueDate: addMonthsClamped(firstDueDate, index),
    chargeAmount: index === quote.months - 1 ? quote.finalInstallment : quote.monthlyInstallment,
  }));
}

/** Decisions §5: the first instalment falls due one month after agreement execution, same day, clamped. */
export function firstDueDateAfter(agreementExecution: CalendarDate): CalendarDate {
  return addMonthsClamped(agreementExecution, 1);
}
