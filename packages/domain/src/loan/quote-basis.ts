import { mulDivHalfUp, roundTo, type Sen } from '../money/sen';
import { type CashFlow, internalRateOfReturn } from './eir/effective-rate';
import { type PrepaymentPlan, prepaidSeqs } from './prepayment';

/**
 * What every quote of an order line is built on, whatever its interest method: the inputs, their checks, the
 * line totals, the prepayment and the effective rate. A method only decides the per-unit instalments.
 */
export interface LineQuoteInput {
  /** Per unit, sen. */
  cost: Sen;
  /** Per unit, sen. */
  loanAmount: Sen;
  /** Rate per year, percent (flat, or nominal for reducing balance). */
  interestRate: number;
  /** Whole months' worth: tenureYears x 12 must be a whole number. */
  tenureYears: number;
  prepayment: PrepaymentPlan;
  quantity?: number;
}

export interface PrepaidInstalment {
  seq: number;
  amount: Sen;
}

/** Money figures are line totals (quantity x per-unit figure) in sen, as decisions §3. */
export interface LineQuoteFigures {
  months: number;
  quantity: number;
  loanAmount: Sen;
  totalInterest: Sen;
  totalPayable: Sen;
  monthlyInstallment: Sen;
  finalInstallment: Sen;
  downpayment: Sen;
  prepaymentAmount: Sen;
  prepaidInstalments: PrepaidInstalment[];
  /** Percent, 2 decimals. */
  marginFinance: number;
  /** Percent, 2 decimals: 12 x the monthly IRR of the financier's cash flows. */
  effectiveRate: number;
}

/** The checked inputs of a quote, per unit. */
export interface QuoteBasis {
  cost: Sen;
  unitLoan: Sen;
  quantity: number;
  months: number;
  prepaidSeqs: number[];
}

/** Per-unit figures a method decides: the instalment pair and the interest they carry. */
export interface UnitInstalments {
  interest: Sen;
  monthly: Sen;
  final: Sen;
}

function assertPositiveSen(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new RangeError(`${name} must be a positive number of sen`);
}

export function tenureMonths(tenureYears: number): number {
  const months = Math.round(tenureYears * 12);
  // Stryker disable next-line EqualityOperator: a difference of exactly 1e-9 months is not a real input.
  if (!Number.isFinite(tenureYears) || months < 1 || Math.abs(months - tenureYears * 12) > 1e-9) {
    throw new RangeError(`Tenure must be a positive whole number of months: ${tenureYears} years`);
  }
  return months;
}

/**
 * A total spread over level instalments: the monthly figure is half-up of total / n and the final one takes
 * the remainder. When rounding up would leave a final instalment of 0 or less (a tiny loan over many months)
 * the monthly figure rounds down instead, so every instalment is positive.
 */
export function splitInstalments(totalPayable: Sen, months: number): { monthly: Sen; final: Sen } {
  let monthly = mulDivHalfUp(totalPayable, 1, months);
  if (totalPayable - monthly * (months - 1) <= 0) monthly = Math.floor(totalPayable / months);
  return { monthly, final: totalPayable - monthly * (months - 1) };
}

/** Checks a quote's inputs (the messages name the field) and derives the months and prepaid instalments. */
export function quoteBasis(input: LineQuoteInput): QuoteBasis {
  const { cost, loanAmount, interestRate, tenureYears, prepayment, quantity = 1 } = input;
  assertPositiveSen(cost, 'cost');
  assertPositiveSen(loanAmount, 'loanAmount');
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError('quantity must be a positive integer');
  if (!(interestRate >= 0 && interestRate <= 100))
    throw new RangeError('interestRate must be between 0 and 100');
  const months = tenureMonths(tenureYears);
  return { cost, unitLoan: loanAmount, quantity, months, prepaidSeqs: prepaidSeqs(months, prepayment) };
}

export function quoteCashFlows(
  quote: Pick<
    LineQuoteFigures,
    | 'months'
    | 'loanAmount'
    | 'monthlyInstallment'
    | 'finalInstallment'
    | 'prepaidInstalments'
    | 'prepaymentAmount'
  >,
): CashFlow[] {
  const prepaid = new Set(quote.prepaidInstalments.map((instalment) => instalment.seq));
  const flows: CashFlow[] = [{ month: 0, amount: quote.prepaymentAmount - quote.loanAmount }];
  for (let seq = 1; seq <= quote.months; seq += 1) {
    if (prepaid.has(seq)) continue;
    flows.push({
      month: seq,
      amount: seq === quote.months ? quote.finalInstallment : quote.monthlyInstallment,
    });
  }
  return flows;
}

/**
 * The line's figures from the per-unit instalments: line totals are quantity x the per-unit figures, the
 * prepayment takes the prepaid instalments' line amounts, and the effective rate is the exact IRR.
 */
export function assembleQuote(basis: QuoteBasis, unit: UnitInstalments): LineQuoteFigures {
  const { cost, unitLoan, quantity, months } = basis;
  const lineMonthly = unit.monthly * quantity;
  const lineFinal = unit.final * quantity;
  const prepaidInstalments = basis.prepaidSeqs.map((seq) => ({
    seq,
    amount: seq === months ? lineFinal : lineMonthly,
  }));
  const prepaymentAmount = prepaidInstalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  const lineLoan = unitLoan * quantity;
  if (prepaymentAmount >= lineLoan)
    throw new RangeError('The prepayment must be less than the finance amount');

  const quote: LineQuoteFigures = {
    months,
    quantity,
    loanAmount: lineLoan,
    totalInterest: unit.interest * quantity,
    totalPayable: (unitLoan + unit.interest) * quantity,
    monthlyInstallment: lineMonthly,
    finalInstallment: lineFinal,
    downpayment: (cost - unitLoan) * quantity,
    prepaymentAmount,
    prepaidInstalments,
    marginFinance: mulDivHalfUp(unitLoan, 10_000, cost) / 100,
    effectiveRate: 0,
  };
  quote.effectiveRate = roundTo(internalRateOfReturn(quoteCashFlows(quote)) * 12 * 100, 2);
  return quote;
}

/**
 * One instalment's share of interest and principal (issue 14). balanceAfter is the principal still owed once
 * it is paid; the principal parts sum to the loan and the interest parts to the total interest.
 */
export interface InstalmentSplitRow {
  seq: number;
  instalment: Sen;
  interest: Sen;
  principal: Sen;
  balanceAfter: Sen;
}
