/**
 * Origination §2 SRC Report, credit information: one row per month (withdrawal, deposit) that the analysis of a
 * bank statement fills and staff correct, add or remove. The rules the server applies and the step checks first.
 */
export const CREDIT_INFO_MESSAGES = {
  month: 'Please enter the month as MM-YYYY',
  duplicateMonth: 'This month is already in the credit information',
  amount: 'Withdrawal and deposit cannot be negative',
  notFound: 'Credit information row not found',
} as const;

/** The largest amount numeric(14,2) holds, in sen. */
export const CREDIT_INFO_MAX_SEN = 99_999_999_999_99;

/** A stored month: the first day, 'YYYY-MM-01', of 1900..2099. */
export const CREDIT_INFO_MONTH_PATTERN = /^(19|20)\d{2}-(0[1-9]|1[0-2])-01$/;

/** 'MM-YYYY' (or 'MM/YYYY') as an officer types it -> 'YYYY-MM-01'; null when it is not such a month. */
export function creditInfoMonthOf(text: string): string | null {
  const match = /^\s*(\d{1,2})\s*[-/]\s*(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const month = `${match[2]}-${match[1]?.padStart(2, '0')}-01`;
  return CREDIT_INFO_MONTH_PATTERN.test(month) ? month : null;
}

/** 'YYYY-MM-01' -> 'MM-YYYY', as the table shows it. */
export function creditInfoMonthLabel(month: string): string {
  return `${month.slice(5, 7)}-${month.slice(0, 4)}`;
}

/**
 * The first month that would be in the table twice once `added` joins the months `kept` (the stored rows not
 * removed), or null. The table holds one row per month: a statement's month replaces, it never doubles.
 */
export function clashingCreditInfoMonth(kept: readonly string[], added: readonly string[]): string | null {
  const seen = new Set(kept);
  for (const month of added) {
    if (seen.has(month)) return month;
    seen.add(month);
  }
  return null;
}
