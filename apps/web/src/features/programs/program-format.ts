import { formatRM, INTEREST_METHOD_LABELS, INTEREST_METHODS, ringgitToSen } from '@sewabeli/domain';

const NA = 'N/A';

/** '85%', '3.5%'; N/A when missing. Percent numbers as stored (3.5 means 3.5 %). */
export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NA;
  return `${Number(value.toFixed(4))}%`;
}

/** A Maximum Loan Amount / Max Capped in sen: 0 means no cap (decisions.md §3). */
export function formatCap(sen: number | null | undefined): string {
  return sen === 0 ? 'No cap' : formatRM(sen);
}

/** '5 years', '1 year'; N/A when missing. */
export function formatYears(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NA;
  return `${value} ${value === 1 ? 'year' : 'years'}`;
}

/**
 * A number typed in an input (Mantine gives '' for an empty NumberInput). Empty or unreadable is NaN, which the
 * domain schemas refuse with their own message, so the form shows the same text the server would answer.
 */
export function typedNumber(value: number | string | null | undefined): number {
  if (value === '' || value === null || value === undefined) return Number.NaN;
  return typeof value === 'number' ? value : Number(value);
}

/** Issue 41: a late-payment rate typed in an input: empty is null (none), anything else a number (NaN refused). */
export function typedOptionalRate(value: number | string | null | undefined): number | null {
  return value === '' || value === null || value === undefined ? null : typedNumber(value);
}

/** Issue 41: '8.00% p.a.', or 'None' when the program or agreement charges no late-payment interest. */
export function formatLateChargeRate(value: number | null): string {
  return value === null ? 'None' : `${value.toFixed(2)}% p.a.`;
}

/** Ringgit typed by a person ('5,000,000.00') in integer sen; NaN when empty or unreadable. */
export function typedSen(text: string): number {
  if (!text.trim()) return Number.NaN;
  try {
    return ringgitToSen(text);
  } catch {
    return Number.NaN;
  }
}

/** Issue 14: the interest method choices of a program. */
export const INTEREST_METHOD_OPTIONS = INTEREST_METHODS.map((method) => ({
  value: method,
  label: INTEREST_METHOD_LABELS[method],
}));
