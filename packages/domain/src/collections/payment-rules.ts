import type { CalendarDate } from '../common/calendar-date';
import { compareIds, type RowId } from '../common/row-id';
import type { Sen } from '../money/sen';
import { PAYMENT_MESSAGES } from './collections.schema';

export interface LedgerEntry {
  id: RowId;
  amount: Sen;
  paidAt: CalendarDate;
}

/** The newest ledger entry (by date, then id): the one "Edit Latest Payment" changes. */
export function latestPayment<T extends LedgerEntry>(payments: readonly T[]): T | null {
  let latest: T | null = null;
  for (const payment of payments) {
    if (
      !latest ||
      payment.paidAt > latest.paidAt ||
      // Stryker disable next-line EqualityOperator: ledger ids are unique, so no two entries compare equal.
      (payment.paidAt === latest.paidAt && compareIds(payment.id, latest.id) > 0)
    ) {
      latest = payment;
    }
  }
  return latest;
}

/**
 * Where a payment's date comes from: a person typing it (Make Payment) or the bank's value date of a statement
 * credit (issue 40).
 */
export type PaymentDating = 'entered' | 'bank value date';

/**
 * Decisions §6 Make payment, the ledger rules beyond the form: not dated before the latest payment (the same
 * day is allowed) and not above the outstanding balance. A bank credit keeps the bank's value date even before
 * the latest payment (issue 40): the money did arrive that day, and the ledger re-allocates in (date, id) order
 * whatever the order entries were written in; misdating it to get past the rule would misstate the hirer's
 * arrears. A date typed by hand keeps the spec's rule.
 */
export function paymentIssues(
  payment: { amount: Sen; paidAt: CalendarDate },
  ledger: { payments: readonly LedgerEntry[]; totalPayable: Sen },
  dating: PaymentDating = 'entered',
): string[] {
  const issues: string[] = [];
  const latest = latestPayment(ledger.payments);
  if (dating === 'entered' && latest && payment.paidAt < latest.paidAt)
    issues.push(PAYMENT_MESSAGES.dateBeforeLast);
  const outstanding = ledger.totalPayable - ledger.payments.reduce((sum, entry) => sum + entry.amount, 0);
  if (payment.amount > outstanding) issues.push(PAYMENT_MESSAGES.aboveOutstanding);
  return issues;
}

export const NOT_LATEST_PAYMENT = 'Only the latest payment can be edited';

/**
 * Editing the latest payment: it must be the latest, must stay on or after the one before it, and the
 * ledger must not exceed the total payable afterwards.
 */
export function editPaymentIssues(
  edit: { id: RowId; amount: Sen; paidAt: CalendarDate },
  ledger: { payments: readonly LedgerEntry[]; totalPayable: Sen },
): string[] {
  const latest = latestPayment(ledger.payments);
  if (!latest || String(latest.id) !== String(edit.id)) return [NOT_LATEST_PAYMENT];
  const others = ledger.payments.filter((payment) => payment !== latest);
  return paymentIssues(
    { amount: edit.amount, paidAt: edit.paidAt },
    { payments: others, totalPayable: ledger.totalPayable },
  );
}

/**
 * Decisions §6: the transaction modal's "paid amount" becomes a ledger entry targeted at the instalment for
 * the difference (possibly negative), so nothing is overwritten without a trace. Null when nothing changes.
 */
export function transactionCorrection(
  instalment: { chargeAmount: Sen; paidAmount: Sen },
  newPaidAmount: Sen,
): { amount: Sen } | { message: string } | null {
  if (newPaidAmount > instalment.chargeAmount) return { message: PAYMENT_MESSAGES.aboveInstalment };
  if (newPaidAmount < 0) return { message: PAYMENT_MESSAGES.amountNegative };
  const amount = newPaidAmount - instalment.paidAmount;
  return amount === 0 ? null : { amount };
}
