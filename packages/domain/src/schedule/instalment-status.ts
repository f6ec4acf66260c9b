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

export const LATE_REASON_NOT_DUE = 'A late reason can be recorded only for an instalment past its due date';

/**
 * Issue 29: a late reason is recorded only for an instalment past its due date (one already recorded may always be
 * changed); the server refuses others with this message. The screen offers Add where the instalment is also not
 * paid in full (Overdue, or Partial once due: origination §4).
 */
export function lateReasonIssue(
  instalment: Pick<InstalmentAmounts, 'dueDate'> & { note?: string | null },
  today: CalendarDate,
): string | null {
  if (instalment.note?.trim()) return null;
  return instalment.dueDate < today ? null : LATE_REASON_NOT_DUE;
}

/** Origination §4 and issue 29: the Reason column offers Add on an instalment past due and not paid in full. */
export function offersLateReason(
  instalment: InstalmentAmounts & { note?: string | null },
  today: CalendarDate,
): boolean {
  return Boolean(instalment.note?.trim()) || isPastDueUnpaid(instalment, today);
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
