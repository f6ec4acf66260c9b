import type { Db } from '@sewabeli/db';
import {
  type CalculateInput,
  type CalculateLoanInput,
  calculateLoan,
  type FlatRateQuote,
  type InterestMethod,
  insuranceCharges,
  type LineQuoteInput,
  type PrepaymentPlan,
  quoteFlatRate,
  quoteLine,
  type RateCap,
  rateCapIssue,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest } from '../../../../lib/errors';
import type * as repo from './product.repository';
import { programOf } from './product-limits.service';

/** A line's figures (decisions §3, all from packages/domain): the calculators and the stored figures. */

function refuseRangeError<T>(quote: () => T): T {
  try {
    return quote();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * POST /applicantProduct/calculate: the flat-rate quote of one line (line totals when quantity > 1). The legacy
 * call keeps its flat answer; the web quotes a line by its method with the domain's quoteLine.
 */
export function calculate(input: CalculateInput): FlatRateQuote {
  return refuseRangeError(() =>
    quoteFlatRate({
      cost: input.cost,
      loanAmount: input.loanAmount,
      interestRate: input.interestRate,
      tenureYears: input.loanMonth / 12,
      prepayment: input.prepayment,
      quantity: input.quantity,
    }),
  );
}

/** POST /applicantProduct/calculate_loan: downpayment, margin, the program's maximum and the insurance. */
export async function calculateLoanFigures(db: Db, input: CalculateLoanInput) {
  const program = input.financialProgramId === null ? null : await programOf(db, input.financialProgramId);
  return calculateLoan({
    cost: input.cost,
    loanAmount: input.loanAmount,
    insuranceRate: input.insuranceRate,
    condition: input.condition ?? null,
    program,
  });
}

export interface LineTerms {
  cost: Sen;
  loanAmount: Sen;
  interestRate: number;
  insuranceRate: number;
  tenure: number;
  prepayment: PrepaymentPlan;
  quantity: number;
}

/**
 * The stored figures of a line: the quote by the line's interest method and insurance on the line cost, as
 * ringgit for numeric(14,2). Issue 14: a line whose effective rate exceeds the cap for its tenure is refused.
 */
export function storedFigures(
  method: InterestMethod,
  terms: LineTerms,
  rateCaps: readonly RateCap[],
): repo.LineFigures {
  const input: LineQuoteInput = {
    cost: terms.cost,
    loanAmount: terms.loanAmount,
    interestRate: terms.interestRate,
    tenureYears: terms.tenure,
    prepayment: terms.prepayment,
    quantity: terms.quantity,
  };
  const quote = refuseRangeError(() => quoteLine(method, input));
  const capIssue = rateCapIssue(quote.effectiveRate, terms.tenure, rateCaps);
  if (capIssue) throw badRequest(capIssue);
  const insurance = insuranceCharges(terms.cost * terms.quantity, terms.insuranceRate);
  return {
    cost: senToRinggit(terms.cost),
    loanAmount: senToRinggit(terms.loanAmount),
    interestRate: terms.interestRate,
    insuranceRate: terms.insuranceRate,
    downpayment: senToRinggit(quote.downpayment),
    totalInterest: senToRinggit(quote.totalInterest),
    totalPayable: senToRinggit(quote.totalPayable),
    monthlyInstallment: senToRinggit(quote.monthlyInstallment),
    finalInstallment: senToRinggit(quote.finalInstallment),
    marginFinance: quote.marginFinance,
    effectiveRate: quote.effectiveRate,
    prepaymentAmount: senToRinggit(quote.prepaymentAmount),
    insurancePremium: senToRinggit(insurance.premium),
    insuranceSst: senToRinggit(insurance.sst),
  };
}
