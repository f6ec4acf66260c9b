import type { EarlySettlementQuote } from '../collections/early-settlement';
import type { Sen } from '../money/sen';

/**
 * Issue 41: after repossession the hirer owes the net balance due, not the gross balance: the term charges not
 * yet earned are rebated as at an early settlement on the day of the repossession (Hire-Purchase Act 1967, s.2
 * "statutory rebate" and s.14; the Fifth Schedule notice states the net balance). The maths is the early
 * settlement's (Rule of 78 for flat agreements, interest accrued for reducing balance); this only reads its quote.
 */
export interface RepossessionBalance {
  /** The non-cash 'rebate' ledger entry that brings the ledger to the net balance; 0 when nothing to rebate. */
  rebate: Sen;
  /** What the hirer owes for the agreement after the rebate, before costs: the quote's settlement amount. */
  netBalance: Sen;
}

export function repossessionBalance(quote: EarlySettlementQuote): RepossessionBalance {
  // The rebate never writes off more than is outstanding (an overpaid ledger keeps its refund due as it is).
  const rebate = Math.max(0, Math.min(quote.rebate, quote.outstandingBalance));
  return { rebate, netBalance: quote.outstandingBalance - rebate };
}
