import { mulDivHalfUp, RATE_SCALE, rateToScaled } from '../../money/sen';
import {
  assembleQuote,
  type LineQuoteFigures,
  type LineQuoteInput,
  quoteBasis,
  splitInstalments,
} from '../quote-basis';

export type FlatRateQuoteInput = LineQuoteInput;
export type FlatRateQuote = LineQuoteFigures;

/** Decisions §3 flat-rate hire-purchase quote for one order line. */
export function quoteFlatRate(input: FlatRateQuoteInput): FlatRateQuote {
  const basis = quoteBasis(input);
  const unitInterest = mulDivHalfUp(
    basis.unitLoan * basis.months,
    rateToScaled(input.interestRate),
    100 * RATE_SCALE * 12,
  );
  const { monthly, final } = splitInstalments(basis.unitLoan + unitInterest, basis.months);
  return assembleQuote(basis, { interest: unitInterest, monthly, final });
}
