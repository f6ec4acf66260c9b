import { type FlatRateQuote, quoteFlatRate } from './flat-rate/flat-rate-quote';
import type { InterestMethod } from './interest-method';
import type { LineQuoteInput } from './quote-basis';
import { quoteReducingBalance, type ReducingBalanceQuote } from './reducing-balance/reducing-balance-quote';

/** A flat quote as `quoteFlatRate` answers it, tagged with its method. */
export interface FlatLineQuote extends FlatRateQuote {
  method: 'flat';
}

export type LineQuote = FlatLineQuote | ReducingBalanceQuote;

/** Issue 14: the quote of an order line by its interest method, so callers never branch on the method. */
export function quoteLine(method: InterestMethod, input: LineQuoteInput): LineQuote {
  switch (method) {
    case 'flat':
      return { ...quoteFlatRate(input), method };
    case 'reducing_balance':
      return quoteReducingBalance(input);
    default:
      throw new RangeError(`Not an interest method: ${String(method)}`);
  }
}
