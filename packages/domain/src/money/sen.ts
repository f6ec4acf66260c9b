/**
 * Money is an integer number of sen (decisions §2). Products of money and rates can exceed 2^53, so the
 * rounding helpers work in BigInt and round half-up (away from zero) exactly, never through floating ringgit.
 */
export type Sen = number;

export function assertSen(value: number, name = 'amount'): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`${name} must be an integer number of sen: ${value}`);
}

/** numerator / divisor, half away from zero, in exact integer arithmetic (divisor not 0n). */
export function divideHalfUp(numerator: bigint, divisor: bigint): bigint {
  // Dividing by 0n throws RangeError('Division by zero') by itself.
  // Stryker disable next-line EqualityOperator: a zero numerator rounds to 0 with either sign; a zero divisor throws.
  const negative = numerator < 0n !== divisor < 0n;
  // Stryker disable next-line EqualityOperator: -0n is 0n.
  const n = numerator < 0n ? -numerator : numerator;
  // Stryker disable next-line EqualityOperator: a zero divisor throws either way.
  const d = divisor < 0n ? -divisor : divisor;
  const rounded = (2n * n + d) / (2n * d);
  return negative ? -rounded : rounded;
}

/** A BigInt amount of sen back to a number, refusing what a number cannot hold exactly. */
export function senFromBigInt(value: bigint): Sen {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError('Amount out of range');
  return result;
}

/** round(a x b / c), half away from zero, for integers a, b and a non-zero integer c. */
export function mulDivHalfUp(a: number, b: number, c: number): number {
  return senFromBigInt(divideHalfUp(BigInt(a) * BigInt(b), BigInt(c)));
}

/** Rates are stored as numeric(7,4), so a percent is an exact count of ten-thousandths. */
export const RATE_SCALE = 10_000;

export function rateToScaled(ratePercent: number): number {
  if (!Number.isFinite(ratePercent)) throw new RangeError(`Rate must be a number: ${ratePercent}`);
  return Math.round(ratePercent * RATE_SCALE);
}

/** amount x percent / 100, half-up to the sen. */
export function percentOf(amount: Sen, ratePercent: number): Sen {
  assertSen(amount);
  return mulDivHalfUp(amount, rateToScaled(ratePercent), 100 * RATE_SCALE);
}

/** part / whole x 100 as a percent with 2 decimals, half-up; 0 when the whole is 0. */
export function ratioPercent(part: number, whole: number): number {
  if (whole === 0) return 0;
  if (Number.isInteger(part) && Number.isInteger(whole)) return mulDivHalfUp(part, 10_000, whole) / 100;
  return roundTo((part / whole) * 100, 2);
}

/** Half-up rounding of a float for figures that are not money (rates, scores). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // The epsilon absorbs binary noise such as 1.005 * 100 = 100.49999999999999 (a few ulps, so relative);
  // 1e-9 was too wide: it rounded 10,000,000.005 to 10,000,000.02.
  const scaled = Math.abs(value) * factor;
  const rounded = Math.floor(scaled + 0.5 + 1e-12 * Math.max(1, scaled)) / factor;
  return value < 0 ? -rounded : rounded;
}

export function sumSen(values: readonly Sen[]): Sen {
  let total = 0;
  for (const value of values) total += value;
  return total;
}
