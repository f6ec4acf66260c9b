import type { Sen } from './sen';

/**
 * Issue 29: one rule for every amount a person types in ringgit (cost of equipment, finance amount, client loan
 * limit, payment, settlement...) and for the same amount as the server receives it. An empty field keeps the
 * field's own message from the spec ('Please enter the cost of equipment'); anything typed that is not an amount
 * answers the same three messages on every field, in the browser and from the server.
 */

/** The largest amount a money column (numeric(14, 2)) holds, in sen: RM 999,999,999,999.99. */
export const MAX_MONEY_SEN = 99_999_999_999_999;

export const MONEY_TOO_LARGE = 'The amount is more than RM 999,999,999,999.99';

export const MONEY_INPUT_MESSAGES = {
  invalid: 'Please enter a valid amount',
  decimals: 'Please enter at most two decimal places',
  negative: 'Amount cannot be negative',
  tooLarge: MONEY_TOO_LARGE,
} as const;

/** What a field adds to the shared rule: its message when left empty, and its message for 0 where 0 is refused. */
export interface MoneyRule {
  /** Message for an empty field; an empty field is allowed when this is absent. */
  required?: string;
  /** Message for 0 where the amount must be greater than 0; 0 is allowed when this is absent. */
  positive?: string;
}

/**
 * Ringgit as typed: an optional minus, whole ringgit plain ('1234') or grouped by commas in threes ('1,234'),
 * an optional point and decimals. Surrounding spaces are ignored.
 */
const RINGGIT_TYPED = /^(-?)(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;

/** The reading of a typed amount: integer sen, null for an empty field, or the shared message. */
export type MoneyReading = { sen: Sen | null; issue?: undefined } | { sen?: undefined; issue: string };

/**
 * Reads ringgit typed by a person (text) or sent by a legacy client (a JSON number or text) exactly, never
 * rounding: more than two decimals, a minus or letters are answered with their message, not mended.
 */
export function readMoneyInput(value: string | number | null | undefined): MoneyReading {
  if (value === null || value === undefined) return { sen: null };
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return { issue: MONEY_INPUT_MESSAGES.invalid };
    if (value < 0) return { issue: MONEY_INPUT_MESSAGES.negative };
    // Stryker disable next-line EqualityOperator: 1e15 itself reads as RM 10 trillion, too large either way.
    if (value >= 1e15) return { issue: MONEY_INPUT_MESSAGES.tooLarge };
    // Below 1e-6 String() writes an exponent; such a fraction has more than two decimals anyway.
    // Stryker disable next-line EqualityOperator: 1e-6 itself reads as '0.000001', more than two decimals either way.
    if (value > 0 && value < 1e-6) return { issue: MONEY_INPUT_MESSAGES.decimals };
    return readMoneyInput(String(value));
  }
  const text = value.trim();
  if (text === '') return { sen: null };
  const match = RINGGIT_TYPED.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) return { issue: MONEY_INPUT_MESSAGES.invalid };
  // Stryker disable next-line StringLiteral: Number('') is 0 as well.
  const sen = Number(whole.replaceAll(',', '') || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  if (match[1] === '-' && (sen !== 0 || /[1-9]/.test(fraction)))
    return { issue: MONEY_INPUT_MESSAGES.negative };
  // Stryker disable next-line ConditionalExpression,EqualityOperator: two decimals or fewer leave nothing to test.
  if (fraction.length > 2 && /[1-9]/.test(fraction.slice(2))) return { issue: MONEY_INPUT_MESSAGES.decimals };
  if (sen > MAX_MONEY_SEN) return { issue: MONEY_INPUT_MESSAGES.tooLarge };
  return { sen };
}

/** The message a typed amount earns under a field's rule, or null when it may be saved. */
export function moneyInputIssue(
  value: string | number | null | undefined,
  rule: MoneyRule = {},
): string | null {
  const reading = readMoneyInput(value);
  if (reading.issue !== undefined) return reading.issue;
  return senAmountIssue(reading.sen, rule);
}

/**
 * The same rule for an amount already in sen, as the tRPC procedures receive it: a non-number is not an amount,
 * a fraction of a sen is a third decimal of ringgit.
 */
export function senAmountIssue(value: unknown, rule: MoneyRule = {}): string | null {
  if (value === null || value === undefined) return rule.required ?? null;
  if (typeof value !== 'number' || !Number.isFinite(value)) return MONEY_INPUT_MESSAGES.invalid;
  if (value < 0) return MONEY_INPUT_MESSAGES.negative;
  if (!Number.isInteger(value)) return MONEY_INPUT_MESSAGES.decimals;
  if (value > MAX_MONEY_SEN) return MONEY_INPUT_MESSAGES.tooLarge;
  if (value === 0 && rule.positive) return rule.positive;
  return null;
}
