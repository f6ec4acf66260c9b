import { addDays, type CalendarDate, daysBetween, minDate } from '../common/calendar-date';
import { ruleOf78Rebate } from '../loan/flat-rate/rule-of-78';
import type { InterestMethod } from '../loan/interest-method';
import type { LineQuote } from '../loan/quote-line';
import { mulDivHalfUp, RATE_SCALE, rateToScaled, type Sen } from '../money/sen';

/** A quotation letter holds for a week, but never past the day before the next instalment falls due. */
export const SETTLEMENT_QUOTE_VALID_DAYS = 7;

/** One instalment as the schedule stands (due dates after any reschedule), paid amount from the ledger. */
export interface SettlementInstalment {
  seq: number;
  dueDate: CalendarDate;
  chargeAmount: Sen;
  paidAmount: Sen;
}

export interface EarlySettlementInput {
  /** The agreement's quote, `quoteLine(method, line)`: its method, totals and (reducing balance) split. */
  quote: LineQuote;
  instalments: readonly SettlementInstalment[];
  /** The sum of the payment ledger (prepayment entries included). */
  paidToDate: Sen;
  agreementExecution: CalendarDate;
  settlementDate: CalendarDate;
}

interface SettlementParts {
  method: InterestMethod;
  settlementDate: CalendarDate;
  validUntil: CalendarDate;
  /** Instalments due on or before the settlement date, and those not yet due (n). */
  instalmentsDue: number;
  instalmentsNotDue: number;
  /** Decisions §6: total payable - the ledger. */
  outstandingBalance: Sen;
  /** Instalments due and not fully paid: what is unpaid of them. */
  arrears: Sen;
  /** Money paid beyond the instalments due (a prepaid deposit for the last instalments, an overpayment). */
  paidInAdvance: Sen;
  /**
   * Charges of the schedule not earned by the settlement date, written off when the agreement is settled:
   * flat, the Rule of 78 rebate; reducing balance, the scheduled interest beyond what has accrued.
   * outstandingBalance = settlementAmount + rebate - refundDue.
   */
  rebate: Sen;
  /** The amount to pay on the settlement date to settle in full; never negative. */
  settlementAmount: Sen;
  /** What the financier owes back when the hirer has paid more than settling costs; usually 0. */
  refundDue: Sen;
}

export interface FlatSettlementQuote extends SettlementParts {
  method: 'flat';
}

export interface ReducingBalanceSettlementQuote extends SettlementParts {
  method: 'reducing_balance';
  /** The scheduled principal balance after the last instalment due. */
  principalOutstanding: Sen;
  /** Interest on that balance from the last due date (or execution) to the settlement date, actual/365. */
  accruedInterest: Sen;
  accruedDays: number;
}

export type EarlySettlementQuote = FlatSettlementQuote | ReducingBalanceSettlementQuote;

function checkInput({ quote, instalments, agreementExecution, settlementDate }: EarlySettlementInput): void {
  if (instalments.length !== quote.months)
    throw new RangeError(`The schedule must have ${quote.months} instalments`);
  const charges = instalments.reduce((sum, instalment) => sum + instalment.chargeAmount, 0);
  if (charges !== quote.totalPayable) throw new RangeError('The schedule must sum to the total payable');
  if (settlementDate < agreementExecution)
    throw new RangeError('The settlement date cannot be before the agreement execution');
}

/** Interest on a balance over some days at an annual rate, actual/365, half-up to the sen. */
export function accruedInterest(balance: Sen, interestRate: number, days: number): Sen {
  return mulDivHalfUp(balance * days, rateToScaled(interestRate), 100 * RATE_SCALE * 365);
}

/**
 * Issue 14 early-settlement quotation: the amount that settles the agreement in full on a date. An instalment
 * due on the settlement date counts as due. Flat: outstanding - the Rule of 78 rebate on the n instalments not
 * yet due. Reducing balance: the scheduled principal after the last instalment due, plus interest accrued since
 * (capped at the interest of the instalment in progress, so settling never costs more than waiting for the due
 * date), plus arrears, less anything paid in advance. Late-payment charges are not part of it.
 */
export function earlySettlementQuote(input: EarlySettlementInput): EarlySettlementQuote {
  checkInput(input);
  const { quote, paidToDate, settlementDate, agreementExecution } = input;
  const ordered = [...input.instalments].sort((a, b) => a.seq - b.seq);
  const due = ordered.filter((instalment) => instalment.dueDate <= settlementDate);
  const notDue = ordered.length - due.length;
  const chargesDue = due.reduce((sum, instalment) => sum + instalment.chargeAmount, 0);
  const netDue = chargesDue - paidToDate;
  const unpaidDue = due.reduce(
    (sum, instalment) => sum + Math.max(0, instalment.chargeAmount - instalment.paidAmount),
    0,
  );
  const arrears = Math.max(unpaidDue, netDue);
  const outstandingBalance = quote.totalPayable - paidToDate;
  const nextDue = ordered.find((instalment) => instalment.dueDate > settlementDate);
  const weekLater = addDays(settlementDate, SETTLEMENT_QUOTE_VALID_DAYS);
  const common = {
    settlementDate,
    validUntil: nextDue ? minDate(weekLater, addDays(nextDue.dueDate, -1)) : weekLater,
    instalmentsDue: due.length,
    instalmentsNotDue: notDue,
    outstandingBalance,
    arrears,
    paidInAdvance: arrears - netDue,
  };
  const settle = (gross: Sen) => ({
    rebate: outstandingBalance - gross,
    settlementAmount: Math.max(0, gross),
    refundDue: Math.max(0, -gross),
  });

  if (quote.method === 'flat') {
    const rebate = ruleOf78Rebate(quote.totalInterest, notDue, quote.months);
    return { method: 'flat', ...common, ...settle(outstandingBalance - rebate) };
  }

  const last = due.at(-1);
  const principalOutstanding = last ? quote.split[last.seq - 1]!.balanceAfter : quote.loanAmount;
  const accruedDays = daysBetween(last ? last.dueDate : agreementExecution, settlementDate);
  const inProgress = nextDue ? quote.split[nextDue.seq - 1]!.interest : 0;
  const accrued = Math.min(
    accruedInterest(principalOutstanding, quote.interestRate, accruedDays),
    inProgress,
  );
  return {
    method: 'reducing_balance',
    ...common,
    principalOutstanding,
    accruedInterest: accrued,
    accruedDays,
    ...settle(principalOutstanding + accrued + netDue),
  };
}
