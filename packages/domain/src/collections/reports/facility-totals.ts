import type { Sen } from '../../money/sen';

/** Clients §9: total loan is the sum of loan amounts. */
export function totalLoanAmount(lines: readonly { loanAmount: Sen | null | undefined }[]): Sen {
  return lines.reduce((sum, line) => sum + (line.loanAmount ?? 0), 0);
}

/**
 * Clients §2 company profile, as docs/decisions.md decides: the client loan limit less the total exposure (the
 * outstanding balances of its agreements, not their original loans, so repaying frees the limit); negative when
 * the company is over its limit.
 */
export function remainingLoanLimit(loanLimit: Sen, totalExposure: Sen): Sen {
  return loanLimit - totalExposure;
}

/** Clients §2: the total exposure is the sum of the agreements' outstanding balances. */
export function totalExposure(lines: readonly { outstandingBalance: Sen }[]): Sen {
  return lines.reduce((sum, line) => sum + line.outstandingBalance, 0);
}

/** Clients §9: an asset's application count is the number of its applicant products. */
export function applicationCount(product: { ApplicantProducts?: readonly unknown[] | null }): number {
  return product.ApplicantProducts?.length ?? 0;
}

/** Origination §2 master list tile: average interest rate of the rows, 2 decimals; 0 for none. */
export function averageInterestRate(rows: readonly { interestRate: number }[]): number {
  if (rows.length === 0) return 0;
  const total = rows.reduce((sum, row) => sum + row.interestRate, 0);
  return Math.round((total / rows.length) * 100) / 100;
}
