import { mulDivHalfUp, type Sen } from '../../money/sen';
import type { InstalmentSplitRow, LineQuoteFigures } from '../quote-basis';

/**
 * The statutory rebate of terms charges on early completion of a flat-rate agreement (Hire Purchase Act
 * 1967, the Rule of 78): rebate = n(n+1) / (N(N+1)) x terms charges, n the instalments not yet due, N all of
 * them; half-up to the sen. n = N (settled on the execution date) rebates the whole terms charges, n = 0 none.
 */
export function ruleOf78Rebate(termsCharges: Sen, remaining: number, total: number): Sen {
  if (!Number.isSafeInteger(total) || total < 1) throw new RangeError('The instalments must be at least 1');
  if (!Number.isSafeInteger(remaining) || remaining < 0 || remaining > total)
    throw new RangeError(`The instalments not yet due must be between 0 and ${total}`);
  return mulDivHalfUp(termsCharges, remaining * (remaining + 1), total * (total + 1));
}

/**
 * The traditional split of a flat-rate schedule: instalment k carries (N - k + 1) / (N(N+1)/2) of the terms
 * charges. Each share is the difference of two rebates (what was unearned before it fell due minus what is
 * unearned after), so the shares sum exactly to the terms charges and the rebate at any settlement equals the
 * interest of the instalments not yet due. On the line totals: the agreement is the line.
 */
export function ruleOf78Split(
  quote: Pick<
    LineQuoteFigures,
    'months' | 'loanAmount' | 'totalInterest' | 'monthlyInstallment' | 'finalInstallment'
  >,
): InstalmentSplitRow[] {
  const { months, totalInterest } = quote;
  const rows: InstalmentSplitRow[] = [];
  let balance = quote.loanAmount;
  for (let seq = 1; seq <= months; seq += 1) {
    const instalment = seq === months ? quote.finalInstallment : quote.monthlyInstallment;
    const interest =
      ruleOf78Rebate(totalInterest, months - seq + 1, months) -
      ruleOf78Rebate(totalInterest, months - seq, months);
    const principal = instalment - interest;
    balance -= principal;
    rows.push({ seq, instalment, interest, principal, balanceAfter: balance });
  }
  return rows;
}
