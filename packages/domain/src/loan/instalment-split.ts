import { ruleOf78Split } from './flat-rate/rule-of-78';
import type { InterestMethod } from './interest-method';
import type { InstalmentSplitRow, LineQuoteInput } from './quote-basis';
import type { LineQuote } from './quote-line';
import { quoteReducingBalance } from './reducing-balance/reducing-balance-quote';

/**
 * Every instalment's interest and principal, for either method: a reducing-balance quote carries its
 * amortisation; a flat one is split by the Rule of 78, the split its rebate on early settlement follows.
 */
export function instalmentSplit(quote: LineQuote): InstalmentSplitRow[] {
  return quote.method === 'reducing_balance' ? quote.split : ruleOf78Split(quote);
}

/**
 * The split a screen or document discloses for a line: a reducing-balance line's amortisation, or null for a
 * flat line (whose terms charges are one figure; its Rule of 78 split matters only to a settlement's rebate)
 * and for stored terms that no longer quote (a screen shows the rest of the line rather than fail).
 */
export function disclosedSplit(method: InterestMethod, input: LineQuoteInput): InstalmentSplitRow[] | null {
  if (method !== 'reducing_balance') return null;
  try {
    return quoteReducingBalance(input).split;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
