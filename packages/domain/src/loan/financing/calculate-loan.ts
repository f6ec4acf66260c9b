import { mulDivHalfUp, type Sen } from '../../money/sen';
import { maxFinanceAmount, type ProgramPercentages } from './finance-limits';
import { insuranceCharges } from './insurance';
import type { Condition } from './loan-options';

export interface LoanFigures {
  downpayment: Sen;
  marginFinance: number;
  maxLoanAmount: Sen | null;
  insurance: Sen;
  insuranceSST: Sen;
}

/**
 * Decisions §3, the answer of the legacy calculate_loan call (per unit). maxLoanAmount is null when the
 * program or condition is not known yet.
 */
export function calculateLoan(input: {
  cost: Sen;
  loanAmount: Sen;
  insuranceRate: number;
  condition?: Condition | string | null;
  program?: ProgramPercentages | null;
}): LoanFigures {
  const { cost, loanAmount, insuranceRate, condition, program } = input;
  const { premium, sst } = insuranceCharges(cost, insuranceRate);
  return {
    downpayment: cost - loanAmount,
    marginFinance: cost > 0 ? mulDivHalfUp(loanAmount, 10_000, cost) / 100 : 0,
    maxLoanAmount: program && condition ? maxFinanceAmount(cost, condition, program) : null,
    insurance: premium,
    insuranceSST: sst,
  };
}
