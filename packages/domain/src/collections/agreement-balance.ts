import { type CalendarDate, monthIndex } from '../common/calendar-date';
import type { Sen } from '../money/sen';
import { cashReceived, type LedgerKind, ledgerTotal } from './ledger-kinds';
import type { InstalmentBalance } from './overdue-age';

export function totalPaid(payments: readonly { amount: Sen }[]): Sen {
  return payments.reduce((sum, payment) => sum + payment.amount, 0);
}

/** Decisions §6: outstanding balance = total payable - sum of the ledger. */
export function outstandingBalance(totalPayable: Sen, payments: readonly { amount: Sen }[]): Sen {
  return totalPayable - totalPaid(payments);
}

/** Decisions §6 / collections §4: settled when nothing is outstanding. */
export function isSettled(outstanding: Sen): boolean {
  return outstanding <= 0;
}

/** Decisions §6: the number of instalments past due and not fully paid. */
export function overdueMonths(instalments: readonly InstalmentBalance[], today: CalendarDate): number {
  return instalments.filter(
    (instalment) => instalment.dueDate < today && instalment.paidAmount < instalment.chargeAmount,
  ).length;
}

/** Decisions §6 Current Payment: whether the instalment due this calendar month is still not fully paid. */
export function isCurrentPaymentPending(
  instalments: readonly InstalmentBalance[],
  today: CalendarDate,
): boolean {
  const thisMonth = monthIndex(today);
  return instalments.some(
    (instalment) =>
      monthIndex(instalment.dueDate) === thisMonth && instalment.paidAmount < instalment.chargeAmount,
  );
}

/** What the Current Payment column shows (decisions §6, issue 29). */
export const CURRENT_PAYMENTS = ['Pending', 'Nothing due', 'Paid', 'Written off'] as const;
export type CurrentPayment = (typeof CURRENT_PAYMENTS)[number];

/**
 * Decisions §6 Current Payment with issue 29: Pending while the instalment due this calendar month is not fully
 * paid; Nothing due while no instalment has fallen due yet (every due date is after `today`: a new agreement, or
 * one without a schedule), not a Paid that nobody paid; otherwise Paid. Issue 41: an agreement whose shortfall
 * was written off (a 'write_off' entry, nothing outstanding) is Written off, never Paid: the hirer did not pay it.
 */
export function currentPayment(
  instalments: readonly InstalmentBalance[],
  today: CalendarDate,
  writtenOff = false,
): CurrentPayment {
  if (isCurrentPaymentPending(instalments, today)) return 'Pending';
  if (instalments.every((instalment) => instalment.dueDate > today)) return 'Nothing due';
  return writtenOff ? 'Written off' : 'Paid';
}

export const COLLECTION_BADGES = ['Settled', 'Written off', 'Rescheduled', 'Ongoing'] as const;
export type CollectionBadge = (typeof COLLECTION_BADGES)[number];

/**
 * Collections §2.2 heading badge: Settled when nothing is outstanding, Rescheduled once a reschedule has
 * been Approved (any request: the schedule stays moved even if a later request is rejected), else Ongoing.
 * Issue 41: nothing outstanding because a shortfall was written off is Written off, not Settled.
 */
export function collectionBadge(
  outstanding: Sen,
  rescheduleStatuses: readonly string[],
  writtenOff = false,
): CollectionBadge {
  if (isSettled(outstanding)) return writtenOff ? 'Written off' : 'Settled';
  return rescheduleStatuses.includes('Approved') ? 'Rescheduled' : 'Ongoing';
}

/**
 * Issue 32: what the hirer owes on an agreement: its total payable plus the charges added to it since (the
 * allowed costs of repossessing and selling the asset). Charges are not instalments: money beyond the
 * instalments pays them.
 */
export function amountOwed(totalPayable: Sen, charges: readonly { amount: Sen }[] = []): Sen {
  return totalPayable + totalPaid(charges);
}

/** The figures of an agreement's balance, cash and non-cash kept apart (issue 26, issue 32). */
export interface AgreementBalance {
  /** Total payable plus charges. */
  owed: Sen;
  /** Money received: payments, settlements, disposal proceeds. */
  cash: Sen;
  /** Written off: the early-settlement rebate, a shortfall written off. */
  nonCash: Sen;
  /** Every entry: cash + non-cash. */
  total: Sen;
  /** What is still owed; never negative. */
  outstanding: Sen;
  /** What the ledger holds beyond what is owed (a disposal's surplus), to be refunded to the hirer. */
  refundDue: Sen;
}

/**
 * Issue 32: the balance of an agreement whose ledger may hold disposal proceeds and write-offs and whose debt may
 * carry charges. Exactly one of outstanding and refundDue can be above zero: owed - total = outstanding - refundDue.
 */
export function agreementBalance(
  totalPayable: Sen,
  ledger: readonly { amount: Sen; kind?: LedgerKind | null }[],
  charges: readonly { amount: Sen }[] = [],
): AgreementBalance {
  const owed = amountOwed(totalPayable, charges);
  const cash = cashReceived(ledger);
  const total = ledgerTotal(ledger);
  return {
    owed,
    cash,
    nonCash: total - cash,
    total,
    outstanding: Math.max(0, owed - total),
    refundDue: Math.max(0, total - owed),
  };
}
