import type { CalendarDate } from '../common/calendar-date';
import type { Sen } from '../money/sen';

export type InstalmentStatus = 'Paid' | 'Partial' | 'Pending' | 'Overdue';

export interface InstalmentAmounts {
  chargeAmount: Sen;
  paidAmount: Sen;
  dueDate: CalendarDate;
}

/**
 * Origination §4 / decisions §6: Paid when paid reaches the charge, Partial when something is paid, Pending
 * when nothing is paid and the due date is today or later, otherwise Overdue. A part-paid instalment past its
 * due date stays Partial (the spec's order), though it counts in overdueMonths.
 */
export function instalmentStatus(instalment: InstalmentAmounts, today: CalendarDate): InstalmentStatus {
  if (instalment.paidAmount >= instalment.chargeAmount) return 'Paid';
  if (instalment.paidAmount > 0) return 'Partial';
  return instalment.dueDate >= today ? 'Pending' : 'Overdue';
}

/** Past due and not fully paid: what overdueMonths counts and totalOverdue sums. */
export function isPastDueUnpaid(instalment: InstalmentAmounts, asOf: CalendarDate): boolean {
  return instalment.dueDate < asOf && instalment.paidAmount < instalment.chargeAmount;
}

/** Origination §4: the Reason column offers Add when the instalment is overdue and has no note. */
export function needsLateReason(
  instalment: InstalmentAmounts & { note?: string | null },
  today: CalendarDate,
): boolean {
  return instalmentStatus(instalment, today) === 'Overdue' && !instalment.note?.trim();
}

/** Collections §9: predefined late reasons offered beside the ones already recorded. */
export const PREDEFINED_LATE_REASONS = [
  'Insufficient funds',
  'Maintaining cash for future development',
  'Debtors unable to liquidate the payments',
] as const;

/** The late-reason choices: recorded reasons and the predefined ones, each once, trimmed, in first-seen order. */
export function lateReasonChoices(recorded: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const reason of [...PREDEFINED_LATE_REASONS, ...recorded]) {
    const text = reason?.trim();
    if (text) seen.add(text);
  }
  return [...seen];
}
