import { mulDivHalfUp, RATE_SCALE, rateToScaled, roundTo, type Sen } from '../money/sen';
import { type CashFlow, internalRateOfReturn } from './effective-rate';
import { type PrepaymentPlan, prepaidSeqs } from './prepayment';

export interface FlatRateQuoteInput {
  /** Per unit, sen. */
  cost: Sen;
  /** Per unit, sen. */
  loanAmount: Sen;
  /** Flat rate per year, percent. */
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
export interface FlatRateQuote {
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
 * The instalment pair of a flat-rate loan: the monthly figure is half-up of payable / n and the final one
 * takes the remainder. When rounding up would leave a final instalment of 0 or less (a tiny loan over many
 * months) the monthly figure rounds down instead, so every instalment is positive.
 */
export function splitInstalments(totalPayable: Sen, months: number): { monthly: Sen; final: Sen } {
  let monthly = mulDivHalfUp(totalPayable, 1, months);
  if (totalPayable - monthly * (months - 1) <= 0) monthly = Math.floor(totalPayable / months);
  return { monthly, final: totalPayable - monthly * (months - 1) };
}

export function quoteCashFlows(
  quote: Pick<
    FlatRateQuote,
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

/** Decisions §3 flat-rate hire-purchase quote for one order line. */
export function quoteFlatRate(input: FlatRateQuoteInput): FlatRateQuote {
  const { cost, loanAmount, interestRate, tenureYears, prepayment, quantity = 1 } = input;
  assertPositiveSen(cost, 'cost');
  assertPositiveSen(loanAmount, 'loanAmount');
  if (!Number.isSafeInteger(quantity) || quantity < 1)
    throw new RangeError('quantity must be a positive integer');
  if (!(interestRate >= 0 && interestRate <= 100))
    throw new RangeError('interestRate must be between 0 and 100');
  const months = tenureMonths(tenureYears);
  const seqs = prepaidSeqs(months, prepayment);

  const unitInterest = mulDivHalfUp(loanAmount * months, rateToScaled(interestRate), 100 * RATE_SCALE * 12);
  const unitPayable = loanAmount + unitInterest;
  const { monthly, final } = splitInstalments(unitPayable, months);

  const lineMonthly = monthly * quantity;
  const lineFinal = final * quantity;
  const prepaidInstalments = seqs.map((seq) => ({ seq, amount: seq === months ? lineFinal : lineMonthly }));
  const prepaymentAmount = prepaidInstalments.reduce((sum, instalment) => sum + instalment.amount, 0);
  const lineLoan = loanAmount * quantity;
  if (prepaymentAmount >= lineLoan)
    throw new RangeError('The prepayment must be less than the finance amount');

  const quote: FlatRateQuote = {
    months,
    quantity,
    loanAmount: lineLoan,
    totalInterest: unitInterest * quantity,
    totalPayable: unitPayable * quantity,
    monthlyInstallment: lineMonthly,
    finalInstallment: lineFinal,
    downpayment: (cost - loanAmount) * quantity,
    prepaymentAmount,
    prepaidInstalments,
    marginFinance: mulDivHalfUp(loanAmount, 10_000, cost) / 100,
    effectiveRate: 0,
  };
  quote.effectiveRate = roundTo(internalRateOfReturn(quoteCashFlows(quote)) * 12 * 100, 2);
  return quote;
}
