import type { InstalmentSplitRow } from './quote-basis';
import type { LineQuote } from './quote-line';
import { ruleOf78Split } from './rule-of-78';

/**
 * Every instalment's interest and principal, for either method: a reducing-balance quote carries its
 * amortisation; a flat one is split by the Rule of 78, the split its rebate on early settlement follows.
 */
export function instalmentSplit(quote: LineQuote): InstalmentSplitRow[] {
  return quote.method === 'reducing_balance' ? quote.split : ruleOf78Split(quote);
}
