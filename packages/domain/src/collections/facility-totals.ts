import type { Sen } from '../money/sen';

/** Clients §9: total loan is the sum of loan amounts. */
export function totalLoanAmount(lines: readonly { loanAmount: Sen | null | undefined }[]): Sen {
  return lines.reduce((sum, line) => sum + (line.loanAmount ?? 0), 0);
}

/** Clients §2 company profile: what is left of the client's loan limit after its facilities; null without a limit. */
export function remainingLoanLimit(
  loanLimit: Sen | null | undefined,
  lines: readonly { loanAmount: Sen | null | undefined }[],
): Sen | null {
  return loanLimit === null || loanLimit === undefined ? null : loanLimit - totalLoanAmount(lines);
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
