import type { CalendarDate } from '../common/calendar-date';
import { formatDate } from '../format/format-date';
import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';
import type { EarlySettlementQuote } from './early-settlement';

export const SETTLEMENT_MESSAGES = {
  alreadySettled: 'This agreement is already settled',
  notExecuted: 'This agreement has not been executed yet',
  beforeExecution: 'The settlement date cannot be before the agreement execution',
  future: 'A settlement payment cannot be recorded ahead of its date',
  beforeLatest: 'The settlement date cannot be before the latest payment',
} as const;

/** 'The amount to settle in full on 27-11-2026 is RM 12,345.67' */
export function settlementAmountMessage(
  quote: Pick<EarlySettlementQuote, 'settlementDate' | 'settlementAmount'>,
) {
  return `The amount to settle in full on ${formatDate(quote.settlementDate)} is ${formatRM(quote.settlementAmount)}`;
}

/**
 * Issue 14: a settlement payment is accepted only for exactly the quoted amount on its date, dated neither in
 * the future nor before the latest payment, on an agreement not already settled. Null when it may be recorded.
 */
export function settlementPaymentIssue(
  quote: EarlySettlementQuote,
  payment: { amount: Sen; today: CalendarDate; latestPaymentDate: CalendarDate | null },
): string | null {
  if (quote.outstandingBalance <= 0) return SETTLEMENT_MESSAGES.alreadySettled;
  if (quote.settlementDate > payment.today) return SETTLEMENT_MESSAGES.future;
  if (payment.latestPaymentDate !== null && quote.settlementDate < payment.latestPaymentDate)
    return SETTLEMENT_MESSAGES.beforeLatest;
  if (payment.amount !== quote.settlementAmount) return settlementAmountMessage(quote);
  return null;
}

export interface SettlementLedgerEntry {
  kind: 'settlement' | 'rebate';
  amount: Sen;
  paidAt: CalendarDate;
}

/**
 * The ledger entries that settle the agreement: the money paid ('settlement') and the charges written off
 * ('rebate', its own entry), together exactly the outstanding balance, so the agreement owes nothing after
 * them. Zero amounts are left out. When the hirer had paid more than settling costs (a refund is due) the
 * rebate writes off only what is outstanding; the refund is paid outside the ledger.
 */
export function settlementLedgerEntries(quote: EarlySettlementQuote): SettlementLedgerEntry[] {
  const rebate = quote.outstandingBalance - quote.settlementAmount;
  return [
    { kind: 'settlement' as const, amount: quote.settlementAmount, paidAt: quote.settlementDate },
    { kind: 'rebate' as const, amount: rebate, paidAt: quote.settlementDate },
  ].filter((entry) => entry.amount > 0);
}
