import {
  addDays,
  type CalendarDate,
  compareDates,
  daysInMonth,
  parseCalendarDate,
} from '../../common/calendar-date';
import { formatDate } from '../../format/format-date';
import type { Sen } from '../../money/sen';
import { type LateChargeInput, lateCharges } from './late-charges';

/**
 * Issue 41: the kinds of charge added to what the hirer owes. 'recovery_cost': the allowed costs of repossessing
 * and selling the asset (issue 32); 'late_charge': a calendar month's late-payment interest, posted after the month
 * ended. Charges are not instalments: money beyond the instalments pays them (decisions, "Late-payment charges").
 */
export const CHARGE_KINDS = ['recovery_cost', 'late_charge'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/** A calendar month, 'YYYY-MM'. */
export type CalendarMonth = string;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isCalendarMonth(value: unknown): value is CalendarMonth {
  return typeof value === 'string' && MONTH.test(value);
}

/** The month's last day: a month's late charges are posted dated it. */
export function monthEndOf(month: CalendarMonth): CalendarDate {
  const [year, mm] = month.split('-').map(Number) as [number, number];
  // A month has 28 to 31 days: two digits without padding.
  return `${month}-${daysInMonth(year, mm)}`;
}

/** The month a day falls in. */
export function monthOf(day: CalendarDate): CalendarMonth {
  return day.slice(0, 7);
}

/** The month before `month`. */
export function previousMonth(month: CalendarMonth): CalendarMonth {
  const { year, month: mm } = parseCalendarDate(`${month}-01`);
  return mm === 1 ? `${year - 1}-12` : `${year}-${String(mm - 1).padStart(2, '0')}`;
}

/** The last month that has ended by `today` (the month before today's): the one the month-end posting posts. */
export function lastEndedMonth(today: CalendarDate): CalendarMonth {
  return previousMonth(monthOf(today));
}

export const LATE_CHARGE_POSTING_MESSAGES = {
  month: 'Month must be given as YYYY-MM',
  notEnded: (month: CalendarMonth, today: CalendarDate) =>
    `${month} has not ended on ${formatDate(today)}: a month's late charges are posted after its last day`,
} as const;

/**
 * Why a month cannot be posted on `today`; null when it may. A month's charges are posted only once it has ended
 * (its last day before today), so no charge is ever dated after today and no month is posted before its accrual
 * is complete.
 */
export function lateChargeMonthIssue(month: string, today: CalendarDate): string | null {
  if (!isCalendarMonth(month)) return LATE_CHARGE_POSTING_MESSAGES.month;
  if (compareDates(monthEndOf(month), today) >= 0) return LATE_CHARGE_POSTING_MESSAGES.notEnded(month, today);
  return null;
}

export interface MonthLateCharge {
  month: CalendarMonth;
  /** The month's last day: the posted charge's incurred date. */
  incurredOn: CalendarDate;
  /** Accrued in the month: to its end less to the previous month's end (whole sen; 0 when nothing accrued). */
  amount: Sen;
}

/**
 * Issue 41, periodic accrual (as Fineract's periodic accrual): a month's late-payment charge is what lateCharges
 * accrued to the month's last day less what it accrued to the previous month's last day, on the ledger as it stood
 * at each of those days. The months' amounts therefore add up to the accrual to date, whatever the months chosen.
 */
export function lateChargeForMonth(
  input: Omit<LateChargeInput, 'asOf'>,
  month: CalendarMonth,
): MonthLateCharge {
  const incurredOn = monthEndOf(month);
  const before = lateCharges({ ...input, asOf: addDays(`${month}-01`, -1) }).total;
  const after = lateCharges({ ...input, asOf: incurredOn }).total;
  return { month, incurredOn, amount: after - before };
}

export interface PostedCharge {
  id: number;
  kind: ChargeKind;
  amount: Sen;
  incurredOn: CalendarDate;
}

export interface ChargePayment extends PostedCharge {
  paid: Sen;
  outstanding: Sen;
}

/** Which charges money beyond the instalments pays first: the late charges, then the recovery costs. */
const CHARGE_ORDER: Record<ChargeKind, number> = { late_charge: 0, recovery_cost: 1 };

/**
 * Issue 41, appropriation (decisions, "Late-payment charges": instalments first, charges after): the ledger pays
 * the instalments (the total payable) first; only what it holds beyond them pays the charges: the late charges
 * first, oldest month first, then the recovery costs (incurred once the goods were taken back, after the late
 * charges had fallen due; the Collection Overview's recovery figure counts them as paid last). A charge is non-cash
 * income until paid.
 */
export function chargePayments(
  totalPayable: Sen,
  ledgerTotal: Sen,
  charges: readonly PostedCharge[],
): ChargePayment[] {
  let beyond = Math.max(0, ledgerTotal - totalPayable);
  return [...charges]
    .sort(
      (a, b) =>
        CHARGE_ORDER[a.kind] - CHARGE_ORDER[b.kind] ||
        compareDates(a.incurredOn, b.incurredOn) ||
        a.id - b.id,
    )
    .map((charge) => {
      const paid = Math.min(beyond, charge.amount);
      beyond -= paid;
      return { ...charge, paid, outstanding: charge.amount - paid };
    });
}

/**
 * Issue 41: what the month-end posting posts for `month`: the accrual to the month's last day less every late
 * charge posted so far (`postedSoFar`), never below zero. When each earlier month was posted this is exactly
 * lateChargeForMonth (the accruals telescope). Nothing is ever posted twice: a month run again, or an earlier month
 * run after a later one, posts nothing; the part posted inside a month at an early settlement is not charged again;
 * and a first run (or one after months a failed run missed) catches up the accrual before the month, so the posted
 * charges never stay behind the accrual nor pass it.
 */
export function lateChargeToPost(
  input: Omit<LateChargeInput, 'asOf'>,
  month: CalendarMonth,
  postedSoFar: Sen,
): MonthLateCharge {
  const incurredOn = monthEndOf(month);
  const accrued = lateCharges({ ...input, asOf: incurredOn }).total;
  return { month, incurredOn, amount: Math.max(0, accrued - postedSoFar) };
}

/**
 * Issue 41, early settlement: the hirer settling owes the late charges too, posted and not, so the quote's
 * outstanding balance and settlement amount carry them (the rebate is unchanged: it is of the term charges only).
 */
export function withLateChargesOwed<Q extends { outstandingBalance: Sen; settlementAmount: Sen }>(
  quote: Q,
  lateChargesOwed: Sen,
): Q {
  return {
    ...quote,
    outstandingBalance: quote.outstandingBalance + lateChargesOwed,
    settlementAmount: quote.settlementAmount + lateChargesOwed,
  };
}
