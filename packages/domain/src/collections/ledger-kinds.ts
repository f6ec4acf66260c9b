import type { CalendarDate } from '../common/calendar-date';
import { formatDate } from '../format/format-date';
import { formatRM } from '../format/format-money';
import type { InterestMethod } from '../loan/interest-method';
import type { Sen } from '../money/sen';

/**
 * Issue 26: every kind of ledger entry, and whether it is cash (money the financier received) or not (a
 * write-off of charges, such as the early-settlement rebate). Paid and collected figures count cash entries
 * only; the outstanding balance counts every entry. Issue 32: the proceeds of selling a repossessed asset
 * ('disposal') are cash; the shortfall written off after it with four eyes ('write_off') is not.
 */
export const LEDGER_KINDS = {
  payment: 'cash',
  prepayment: 'cash',
  correction: 'cash',
  settlement: 'cash',
  rebate: 'non-cash',
  disposal: 'cash',
  write_off: 'non-cash',
} as const satisfies Record<string, 'cash' | 'non-cash'>;

export type LedgerKind = keyof typeof LEDGER_KINDS;
export const LEDGER_KIND_NAMES = Object.keys(LEDGER_KINDS) as [LedgerKind, ...LedgerKind[]];

export function isCashKind(kind: LedgerKind): boolean {
  return LEDGER_KINDS[kind] === 'cash';
}

/** A ledger entry counts as cash unless its kind says otherwise (an entry without a kind is a payment). */
export function isCashEntry(entry: { kind?: LedgerKind | null }): boolean {
  return isCashKind(entry.kind ?? 'payment');
}

/**
 * Issue 41: the cash the hirer (or someone for the hirer) paid: payments, prepayments, their corrections and the
 * early-settlement payment. The proceeds of selling a repossessed asset are cash the financier received, but no
 * payment by the hirer, so a letter's effect or a kept promise never counts them; a kind added later counts only
 * once it is named here.
 */
export const HIRER_CASH_KINDS: readonly LedgerKind[] = ['payment', 'prepayment', 'correction', 'settlement'];

/** Whether an entry is cash paid by or for the hirer (an entry without a kind is a payment). */
export function isHirerCash(entry: { kind?: LedgerKind | null }): boolean {
  return HIRER_CASH_KINDS.includes(entry.kind ?? 'payment');
}

/** The money received: the sum of the cash entries. */
export function cashReceived(entries: readonly { amount: Sen; kind?: LedgerKind | null }[]): Sen {
  return entries.reduce((sum, entry) => (isCashEntry(entry) ? sum + entry.amount : sum), 0);
}

/** What every entry settles: the sum of all entries, cash or not (the outstanding balance is total less this). */
export function ledgerTotal(entries: readonly { amount: Sen }[]): Sen {
  return entries.reduce((sum, entry) => sum + entry.amount, 0);
}

/** The non-cash part of the ledger (the rebate written off at an early settlement, a shortfall written off). */
export function nonCashTotal(entries: readonly { amount: Sen; kind?: LedgerKind | null }[]): Sen {
  return ledgerTotal(entries) - cashReceived(entries);
}

/** The profile's line for the rebate: the statutory name per interest method (issue 14). */
export function rebateLabel(method: InterestMethod): string {
  return method === 'flat' ? 'Rebate (Rule of 78)' : 'Interest not yet earned';
}

/**
 * The profile's line for the non-cash entries: the rebate's statutory name (issue 14), or, once a shortfall was
 * written off (issue 32), the write-off's label; both, when an agreement has both.
 */
export function nonCashLabel(
  method: InterestMethod,
  entries: readonly { kind?: LedgerKind | null }[],
): string {
  const writtenOff = entries.some((entry) => entry.kind === 'write_off');
  const rebated = entries.some((entry) => entry.kind === 'rebate');
  if (writtenOff && rebated) return `${rebateLabel(method)} and write-off`;
  return writtenOff ? LEDGER_KIND_LABELS.write_off : rebateLabel(method);
}

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  payment: 'Payment',
  prepayment: 'Prepayment',
  correction: 'Correction',
  settlement: 'Early settlement',
  rebate: 'Rebate (early settlement)',
  disposal: 'Disposal proceeds',
  write_off: 'Write-off (shortfall)',
};

/** Issue 26: how the money came. Legacy calls and the entries before the method was recorded say 'other'. */
export const PAYMENT_METHODS = {
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
  cash: 'Cash',
  duitnow: 'DuitNow',
  jompay: 'JomPAY',
  fpx: 'FPX',
  other: 'Other',
} as const;

export type PaymentMethod = keyof typeof PAYMENT_METHODS;
export const PAYMENT_METHOD_NAMES = Object.keys(PAYMENT_METHODS) as [PaymentMethod, ...PaymentMethod[]];
export const PAYMENT_REFERENCE_MAX = 100;

export const MONEY_ENTRY_MESSAGES = {
  methodRequired: 'Please select how the money came',
  referenceRequired: 'Please enter the reference (bank, cheque or transaction number)',
  referenceTooLong: `The reference must be at most ${PAYMENT_REFERENCE_MAX} characters`,
} as const;

/** The reference is required for every method but cash, where a receipt number is offered and optional. */
export function referenceRequired(method: PaymentMethod): boolean {
  return method !== 'cash';
}

/** The first refusal of a method and reference, or null. */
export function paymentReferenceIssue(entry: {
  method: PaymentMethod;
  reference?: string | null;
}): string | null {
  const reference = entry.reference?.trim() ?? '';
  if (referenceRequired(entry.method) && reference === '') return MONEY_ENTRY_MESSAGES.referenceRequired;
  if (reference.length > PAYMENT_REFERENCE_MAX) return MONEY_ENTRY_MESSAGES.referenceTooLong;
  return null;
}

/** 'No payment can be dated after today (28-11-2026)' */
export function futureDateMessage(today: CalendarDate): string {
  return `A payment cannot be dated after today (${formatDate(today)})`;
}

/**
 * Issue 26: no payment, edit, correction or settlement may be dated after today in Kuala Lumpur (backdated
 * entries keep the ledger's other rules). Null when the date may be booked.
 */
export function futureDateIssue(paidAt: CalendarDate, today: CalendarDate): string | null {
  return paidAt > today ? futureDateMessage(today) : null;
}

/** How a cash entry's money came, as stored. */
export interface MoneyEntry {
  method: PaymentMethod;
  reference: string | null;
}

/** Issue 26: what the legacy REST calls record, their bodies having neither method nor reference. */
export const LEGACY_MONEY_ENTRY: MoneyEntry = { method: 'other', reference: null };

/**
 * Issue 26: the effect a confirmation states before money moves: 'Outstanding balance becomes RM 0.00 and the
 * agreement is Settled', or 'Outstanding balance becomes RM 1,234.00'.
 */
export function outstandingEffectText(outstandingAfter: Sen): string {
  return outstandingAfter <= 0
    ? `Outstanding balance becomes ${formatRM(0)} and the agreement is Settled`
    : `Outstanding balance becomes ${formatRM(outstandingAfter)}`;
}
