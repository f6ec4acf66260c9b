/**
 * Issue 14, the hire-purchase reform: how an order line charges interest. 'flat' is the spec's maths
 * (decisions.md §3); 'reducing_balance' is what the Hire Purchase (Amendment) Bill 2025 asks of new fixed-rate
 * agreements. A program has one; each line takes its program's when added and keeps it for life.
 */
export const INTEREST_METHODS = ['flat', 'reducing_balance'] as const;
export type InterestMethod = (typeof INTEREST_METHODS)[number];
export const DEFAULT_INTEREST_METHOD: InterestMethod = 'flat';

export const INTEREST_METHOD_LABELS: Record<InterestMethod, string> = {
  flat: 'Flat rate',
  reducing_balance: 'Reducing balance',
};

export function isInterestMethod(value: unknown): value is InterestMethod {
  return typeof value === 'string' && (INTEREST_METHODS as readonly string[]).includes(value);
}
