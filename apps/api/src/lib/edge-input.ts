import { textProblem } from '@sewabeli/domain';

/** Longer than any field of the spec; a longer string is a mistake or an attack, never data. */
export const MAX_EDGE_TEXT = 20_000;
export const TEXT_TOO_LONG = `Text must be at most ${MAX_EDGE_TEXT.toLocaleString('en-MY')} characters`;
/**
 * Issue 31: a file sent in the body as base64 (a bank statement: some 11,000 CSV lines in its 1.5 MB) is data, not
 * text: a field named `...Base64` holding only the base64 alphabet may be as long as the body allows (2 MB); its
 * procedure's schema sets its own limit.
 */
const MAX_EDGE_BASE64 = 2 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const isBase64File = (key: string, value: unknown): boolean =>
  key.endsWith('Base64') &&
  typeof value === 'string' &&
  value.length <= MAX_EDGE_BASE64 &&
  BASE64.test(value);
const MAX_DEPTH = 12;
export const INPUT_TOO_DEEP = 'The request is nested too deeply';

/**
 * The text rule every input meets before any schema sees it, at both edges (tRPC and REST): no NUL, no lone
 * surrogate, no string or key longer than MAX_EDGE_TEXT, no absurd nesting. The schemas add each field's own
 * limits; this is what lets an endpoint added tomorrow refuse such text with a 400 without remembering to.
 */
export function edgeInputProblem(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.length > MAX_EDGE_TEXT) return TEXT_TOO_LONG;
    return textProblem(value);
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth > MAX_DEPTH) return INPUT_TOO_DEEP;
  const entries = Array.isArray(value) ? value.map((item) => ['', item] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const problem =
      edgeInputProblem(key, depth + 1) ??
      (isBase64File(key, item) ? undefined : edgeInputProblem(item, depth + 1));
    if (problem) return problem;
  }
  return undefined;
}
