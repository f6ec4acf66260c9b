import { z } from 'zod';
import { type CalendarDate, compareDates, daysBetween, maxDate } from '../../common/calendar-date';
import { mulDivHalfUp, RATE_SCALE, rateToScaled, type Sen } from '../../money/sen';
import { allocateLedger, type LedgerInstalment, type LedgerPayment } from '../allocate-payments';

/**
 * Issue 41 (docs/decisions.md, "Late-payment charges"): the ceiling on late-payment interest for goods under the
 * Hire-Purchase Act 1967, percent per annum. The figure commonly cited for Malaysian hire-purchase agreements;
 * the server reads it from LATE_CHARGE_CAP_PERCENT, this is its default.
 */
export const DEFAULT_LATE_CHARGE_CAP_PERCENT = 8;

/** Simple interest by the day over a year of 365 days, as the early-settlement accrual (decisions, issue 41). */
export const LATE_CHARGE_DAYS_IN_YEAR = 365;

/** The highest late-payment rate the screens accept at all (goods outside the Act follow their agreement). */
export const LATE_CHARGE_RATE_LIMIT = 100;

export const LATE_CHARGE_MESSAGES = {
  rate: `Late-payment rate must be between 0 and ${LATE_CHARGE_RATE_LIMIT}% p.a.`,
  aboveCap: (cap: number) =>
    `Late-payment rate cannot exceed ${cap.toFixed(2)}% p.a. for goods under the Hire-Purchase Act`,
} as const;

/** A late-payment rate on the wire: percent p.a., null for none (the cap is the server's configuration). */
export function lateChargeRateField() {
  return z
    .number({ error: LATE_CHARGE_MESSAGES.rate })
    .min(0, LATE_CHARGE_MESSAGES.rate)
    .max(LATE_CHARGE_RATE_LIMIT, LATE_CHARGE_MESSAGES.rate)
    .nullable();
}

/**
 * Why a late-payment rate (percent p.a., null meaning none) is refused; null when it may be stored. Goods under
 * the Act may not be charged above the cap (the figure in configuration); goods outside it follow their agreement.
 * A program's default is judged as for goods under the Act: it is copied onto agreements whose goods are unknown.
 */
export function lateChargeRateIssue(
  ratePercent: number | null,
  capPercent: number,
  underHirePurchaseAct: boolean,
): string | null {
  if (ratePercent === null) return null;
  if (!Number.isFinite(ratePercent) || ratePercent < 0 || ratePercent > LATE_CHARGE_RATE_LIMIT)
    return LATE_CHARGE_MESSAGES.rate;
  if (underHirePurchaseAct && rateToScaled(ratePercent) > rateToScaled(capPercent))
    return LATE_CHARGE_MESSAGES.aboveCap(capPercent);
  return null;
}

/** The rate that applies: the agreement's, never above the cap for goods under the Act; null when none. */
export function applicableLateChargeRate(
  ratePercent: number | null,
  capPercent: number,
  underHirePurchaseAct: boolean,
): number | null {
  if (ratePercent === null) return null;
  return underHirePurchaseAct ? Math.min(ratePercent, capPercent) : ratePercent;
}

export interface LateChargeInput {
  /** The schedule as it stands, and the whole ledger (every kind): the allocation says when money reached each. */
  instalments: readonly LedgerInstalment[];
  payments: readonly LedgerPayment[];
  /** The agreement's late-payment rate, percent per annum; null: the agreement charges none. */
  ratePercent: number | null;
  capPercent: number;
  underHirePurchaseAct: boolean;
  /** The day the charges are worked out to (today, or a settlement date); later ledger entries are not seen. */
  asOf: CalendarDate;
}

export interface InstalmentLateCharge {
  id: LedgerInstalment['id'];
  seq: number | undefined;
  dueDate: CalendarDate;
  /** What is still unpaid of the instalment at the end of asOf. */
  unpaidAmount: Sen;
  /** Days on which some of it was overdue (from the day after the due date). */
  daysOverdue: number;
  /** Accrued to asOf, whole sen; 0 when the instalment was paid by its due date or is not yet due. */
  charge: Sen;
}

export interface LateCharges {
  asOf: CalendarDate;
  /** The rate applied (capped for goods under the Act); null when the agreement charges none. */
  ratePercent: number | null;
  /** True when the agreement's own rate was above the cap and the cap was applied. */
  capped: boolean;
  instalments: InstalmentLateCharge[];
  total: Sen;
}

/**
 * Issue 41, late-payment interest (Hire-Purchase Act 1967 limits it for goods under the Act; the cap is
 * configuration, decisions "Late-payment charges"): simple interest at the rate per annum on what is unpaid of
 * each instalment, for every day from the day after its due date until the day it is paid, 365-day year. A
 * payment dated d stops the interest on the part it paid from d + 1 on (a payment on the due date costs nothing).
 * When money reached each instalment is the ledger allocation's (allocateLedger, decisions §6), so a part payment
 * shrinks the base from its date and a correction that takes money back grows it again. Each instalment's
 * amount-days are summed exactly and rounded once, half-up to the sen; the total is the sum of those.
 */
export function lateCharges(input: LateChargeInput): LateCharges {
  const { asOf, capPercent, underHirePurchaseAct } = input;
  const rate = applicableLateChargeRate(input.ratePercent, capPercent, underHirePurchaseAct);
  const capped = rate !== null && input.ratePercent !== null && rate < input.ratePercent;
  const seen = input.payments.filter((payment) => compareDates(payment.paidAt, asOf) <= 0);
  const { pieces } = allocateLedger(input.instalments, seen);
  const scaledRate = rate === null ? 0 : rateToScaled(rate);

  const instalments = input.instalments.map((instalment): InstalmentLateCharge => {
    const movements = pieces
      .filter((piece) => String(piece.instalmentId) === String(instalment.id))
      .sort((a, b) => compareDates(a.paidAt, b.paidAt));
    // The unpaid amount as it stood at the end of the due date, then each day's movements from the next day.
    let unpaid = instalment.chargeAmount;
    let amountDays = 0;
    let overdueDays = 0;
    let from = instalment.dueDate;
    const stepTo = (day: CalendarDate) => {
      const days = daysBetween(from, day);
      // Stryker disable next-line ConditionalExpression,EqualityOperator: the steps never go back (pieces in date order, none after asOf); a step of 0 days adds nothing.
      if (days <= 0) return;
      amountDays += unpaid * days;
      if (unpaid > 0) overdueDays += days;
      from = day;
    };
    for (const piece of movements) {
      stepTo(maxDate(piece.paidAt, instalment.dueDate));
      unpaid -= piece.amount;
    }
    stepTo(maxDate(asOf, instalment.dueDate));
    const charge =
      scaledRate === 0
        ? 0
        : mulDivHalfUp(amountDays, scaledRate, 100 * RATE_SCALE * LATE_CHARGE_DAYS_IN_YEAR);
    return {
      id: instalment.id,
      seq: instalment.seq,
      dueDate: instalment.dueDate,
      unpaidAmount: unpaid,
      daysOverdue: overdueDays,
      charge,
    };
  });
  return {
    asOf,
    ratePercent: rate,
    capped,
    instalments,
    total: instalments.reduce((sum, row) => sum + row.charge, 0),
  };
}

const pct = (rate: number) => `${rate.toFixed(2)}% p.a.`;

/** The line that tells staff how an agreement's late charges are worked out (profile and settlement quote). */
export function lateChargeBasisText(view: {
  agreementRate: number | null;
  ratePercent: number | null;
  capPercent: number;
  capped: boolean;
  underHirePurchaseAct: boolean;
}): string {
  if (view.ratePercent === null || view.agreementRate === null)
    return 'No late-payment rate on this agreement: no charges accrue.';
  if (view.capped)
    return `The agreement's ${pct(view.agreementRate)} is charged at ${pct(view.ratePercent)}, the cap for goods under the Hire-Purchase Act; simple interest by the day on each overdue instalment.`;
  return view.underHirePurchaseAct
    ? `${pct(view.ratePercent)}, simple interest by the day on each overdue instalment (goods under the Hire-Purchase Act: at most ${pct(view.capPercent)}).`
    : `${pct(view.ratePercent)}, simple interest by the day on each overdue instalment (goods outside the Hire-Purchase Act: the agreement's rate).`;
}
