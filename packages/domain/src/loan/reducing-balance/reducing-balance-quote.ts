import {
  divideHalfUp,
  mulDivHalfUp,
  RATE_SCALE,
  rateToScaled,
  type Sen,
  senFromBigInt,
} from '../../money/sen';
import {
  assembleQuote,
  type InstalmentSplitRow,
  type LineQuoteFigures,
  type LineQuoteInput,
  quoteBasis,
  splitInstalments,
} from '../quote-basis';

/** Issue 14: a reducing-balance quote, the flat quote's figures plus the method, its rate and the split. */
export interface ReducingBalanceQuote extends LineQuoteFigures {
  method: 'reducing_balance';
  /** The nominal annual rate quoted, percent; a month's interest is the balance x rate / 12. */
  interestRate: number;
  /** Every instalment's interest and principal, line totals (quantity x the per-unit split). */
  split: InstalmentSplitRow[];
}

/** The monthly rate as an exact fraction: rate% / 100 / 12 over the 4-decimal rate scale. */
const MONTHLY_RATE_DIVISOR = 100 * RATE_SCALE * 12;

/** A month's interest on a balance: balance x rate / 1200, half-up to the sen. */
export function monthlyInterest(balance: Sen, interestRate: number): Sen {
  return mulDivHalfUp(balance, rateToScaled(interestRate), MONTHLY_RATE_DIVISOR);
}

/**
 * The level instalment of an annuity, P r (1+r)^n / ((1+r)^n - 1) with r = rate / 12, in exact rational
 * arithmetic (r = s / D with integers, so the formula is one BigInt division), half-up to the sen.
 * A zero rate spreads the loan evenly (loan / n, as `splitInstalments`).
 */
export function annuityInstalment(principal: Sen, interestRate: number, months: number): Sen {
  const s = BigInt(rateToScaled(interestRate));
  if (s === 0n) return splitInstalments(principal, months).monthly;
  const d = BigInt(MONTHLY_RATE_DIVISOR);
  const grown = (d + s) ** BigInt(months);
  return senFromBigInt(divideHalfUp(BigInt(principal) * s * grown, d * (grown - d ** BigInt(months))));
}

function amortise(principal: Sen, interestRate: number, months: number, level: Sen): InstalmentSplitRow[] {
  const rows: InstalmentSplitRow[] = [];
  let balance = principal;
  for (let seq = 1; seq <= months; seq += 1) {
    const interest = monthlyInterest(balance, interestRate);
    const instalment = seq === months ? balance + interest : level;
    const principalPart = instalment - interest;
    balance -= principalPart;
    rows.push({ seq, instalment, interest, principal: principalPart, balanceAfter: balance });
  }
  return rows;
}

/**
 * The per-unit amortisation: level instalments, each month's interest on the balance outstanding (half-up),
 * principal = instalment - interest, and the final instalment the balance left plus its interest, so the
 * principal parts sum exactly to the loan. When rounding leaves a final instalment of 0 or less (a loan of a
 * few ringgit over many months) the level figure is lowered sen by sen until it is positive, as flat does.
 */
export function amortisationSplit(
  principal: Sen,
  interestRate: number,
  months: number,
): InstalmentSplitRow[] {
  let level = annuityInstalment(principal, interestRate, months);
  let rows = amortise(principal, interestRate, months, level);
  while (rows[months - 1]!.instalment <= 0) {
    level -= 1;
    rows = amortise(principal, interestRate, months, level);
  }
  return rows;
}

/**
 * Issue 14 reducing-balance quote for one order line: the same inputs, checks, prepayment plans, line totals
 * (quantity x the per-unit figures) and exact effective rate as `quoteFlatRate`.
 */
export function quoteReducingBalance(input: LineQuoteInput): ReducingBalanceQuote {
  const basis = quoteBasis(input);
  const unitRows = amortisationSplit(basis.unitLoan, input.interestRate, basis.months);
  const figures = assembleQuote(basis, {
    interest: unitRows.reduce((sum, row) => sum + row.interest, 0),
    monthly: unitRows[0]!.instalment,
    final: unitRows[basis.months - 1]!.instalment,
  });
  const q = basis.quantity;
  return {
    ...figures,
    method: 'reducing_balance',
    interestRate: input.interestRate,
    split: unitRows.map((row) => ({
      seq: row.seq,
      instalment: row.instalment * q,
      interest: row.interest * q,
      principal: row.principal * q,
      balanceAfter: row.balanceAfter * q,
    })),
  };
}
