/**
 * Issue 14: the ceiling on the effective rate of a fixed-rate agreement, by tenure. Configuration: a list of
 * bands ordered by tenure, each applying to tenures up to `upToYears` (inclusive) beyond the band before it;
 * the last band has `upToYears` null (no upper end).
 */
export interface RateCap {
  upToYears: number | null;
  /** Percent a year. */
  maxRate: number;
}

/**
 * The figures reported for the Hire Purchase (Amendment) Bill 2025 (passed October 2025): 17 % a year for a
 * tenure of up to 5 years, 16 % beyond. Defaults until the gazetted figures are configured.
 */
export const DEFAULT_RATE_CAPS: readonly RateCap[] = [
  { upToYears: 5, maxRate: 17 },
  { upToYears: null, maxRate: 16 },
];

/** Why a list of caps cannot be used, or null: the server checks its configuration with this. */
export function rateCapsIssue(caps: readonly RateCap[]): string | null {
  if (caps.length === 0) return 'At least one rate cap is required';
  let previous = 0;
  for (const [index, cap] of caps.entries()) {
    if (!(Number.isFinite(cap.maxRate) && cap.maxRate >= 0 && cap.maxRate <= 100))
      return 'A rate cap must be between 0 and 100';
    const last = index === caps.length - 1;
    if (cap.upToYears === null) {
      if (!last) return 'Only the last rate cap may have no tenure limit';
      continue;
    }
    if (!(Number.isFinite(cap.upToYears) && cap.upToYears > previous))
      return 'Rate cap tenures must be positive and increasing';
    previous = cap.upToYears;
  }
  return caps[caps.length - 1]!.upToYears === null ? null : 'The last rate cap must have no tenure limit';
}

/** The cap that applies to a tenure; the caps must pass `rateCapsIssue`. */
export function rateCapFor(tenureYears: number, caps: readonly RateCap[] = DEFAULT_RATE_CAPS): RateCap {
  const issue = rateCapsIssue(caps);
  if (issue) throw new RangeError(issue);
  return caps.find((cap) => cap.upToYears === null || tenureYears <= cap.upToYears)!;
}

function percentText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function yearsText(years: number): string {
  return `${percentText(years)} year${years === 1 ? '' : 's'}`;
}

/** 'a tenure of up to 5 years', 'a tenure of more than 5 years', '... more than 3 years and up to 5 years'. */
export function rateCapTenureText(cap: RateCap, caps: readonly RateCap[] = DEFAULT_RATE_CAPS): string {
  const index = caps.indexOf(cap);
  const below = index > 0 ? caps[index - 1]!.upToYears : null;
  if (cap.upToYears === null)
    return below === null ? 'any tenure' : `a tenure of more than ${yearsText(below)}`;
  if (below === null) return `a tenure of up to ${yearsText(cap.upToYears)}`;
  return `a tenure of more than ${yearsText(below)} and up to ${yearsText(cap.upToYears)}`;
}

/**
 * Issue 14: a line whose effective rate exceeds the cap for its tenure is refused; the cap itself is allowed.
 * 'The effective rate of 18.20 % exceeds the cap of 17 % for a tenure of up to 5 years', or null.
 */
export function rateCapIssue(
  effectiveRate: number,
  tenureYears: number,
  caps: readonly RateCap[] = DEFAULT_RATE_CAPS,
): string | null {
  const cap = rateCapFor(tenureYears, caps);
  if (effectiveRate <= cap.maxRate) return null;
  const tenure = rateCapTenureText(cap, caps);
  return `The effective rate of ${effectiveRate.toFixed(2)} % exceeds the cap of ${percentText(cap.maxRate)} % for ${tenure}`;
}
