import { type CalendarDate, compareDates, formatCalendarDate, isCalendarDate } from '../common/calendar-date';

/**
 * Issue 40: the currencies a bank account may be kept in. Ringgit only: the ledger holds sen of ringgit, and no
 * rate turns another currency into it, so a foreign amount must never reach it as if it were ringgit.
 */
export const BANK_ACCOUNT_CURRENCIES = ['MYR'] as const;
export type BankAccountCurrency = (typeof BANK_ACCOUNT_CURRENCIES)[number];
export const DEFAULT_ACCOUNT_CURRENCY: BankAccountCurrency = 'MYR';

/** What a currency is called in a sentence ('not ringgit'); other codes are named by their code. */
const CURRENCY_WORDS: Record<string, string> = { MYR: 'ringgit' };

/** An account as the screens name it: 'Collections (Maybank 514011223344)'. */
export function bankAccountLabel(account: { name: string; bank: string; accountNumber: string }): string {
  return `${account.name} (${account.bank} ${account.accountNumber})`;
}

/** The earliest date a statement line may carry (no bank file of ours predates it). */
export const STATEMENT_EARLIEST_DATE: CalendarDate = '1970-01-01';

export const STATEMENT_CHECK_MESSAGES = {
  otherCurrency: (statement: string, accountLabel: string, account: string) =>
    `This statement is in ${statement}; the account ${accountLabel} is in ${account}`,
  entryCurrency: (entry: string, account: string) =>
    `In ${entry}, not ${CURRENCY_WORDS[account] ?? account}: not posted`,
  notDate: (line: number, written: string) => `Line ${line}: ${written} is not a date`,
  afterToday: (line: number, written: string) => `Line ${line}: ${written} is after today`,
  beforeEarliest: (line: number, written: string) => `Line ${line}: ${written} is before 01-01-1970`,
} as const;

const code = (currency: string) => currency.trim().toUpperCase();

/**
 * A statement is refused whole when the file says it is kept in another currency than its account (camt.053's
 * account and balance currencies, MT940's opening and closing balances): naming both, so the person sees which
 * file went to which account. A file that names no currency (CSV) is the account's.
 */
export function statementCurrencyIssue(
  statementCurrencies: readonly string[],
  account: { label: string; currency: string },
): string | null {
  const other = statementCurrencies
    .map(code)
    .find((currency) => currency !== '' && currency !== account.currency);
  return other ? STATEMENT_CHECK_MESSAGES.otherCurrency(other, account.label, account.currency) : null;
}

/**
 * An entry in another currency inside a statement of the account's (a camt.053 entry or transaction amount in EUR
 * in a ringgit statement) is kept for the record but Ignored with this reason, and never posted: null when the
 * entry is in the account's currency or says none.
 */
export function foreignEntryReason(
  entryCurrency: string | null | undefined,
  accountCurrency: string,
): string | null {
  if (!entryCurrency || code(entryCurrency) === '' || code(entryCurrency) === accountCurrency) return null;
  return STATEMENT_CHECK_MESSAGES.entryCurrency(code(entryCurrency), accountCurrency);
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/**
 * Issue 40: a date read from a statement file, checked before anything is stored: a day that does not exist
 * (30-02-2026) or lies outside 1970-01-01 .. today is refused naming the file's line and the date (as written, or
 * as DD-MM-YYYY), because a file that cannot be read will not read on a second try. Answers the date, or the issue.
 */
export function statementDate(
  parts: { year: number; month: number; day: number },
  where: { line: number; written?: string },
  today: CalendarDate,
): { date: CalendarDate } | { issue: string } {
  const written = where.written ?? `${pad(parts.day, 2)}-${pad(parts.month, 2)}-${pad(parts.year, 4)}`;
  // Stryker disable next-line all: a part that is not a whole number never formats as a date either ('2026-01-1.5').
  const valid = Number.isInteger(parts.year) && Number.isInteger(parts.month) && Number.isInteger(parts.day);
  // Stryker disable next-line StringLiteral: any text other than a date is refused alike.
  const date = valid ? formatCalendarDate(parts) : '';
  if (!isCalendarDate(date)) return { issue: STATEMENT_CHECK_MESSAGES.notDate(where.line, written) };
  if (compareDates(date, today) > 0)
    return { issue: STATEMENT_CHECK_MESSAGES.afterToday(where.line, written) };
  if (compareDates(date, STATEMENT_EARLIEST_DATE) < 0)
    return { issue: STATEMENT_CHECK_MESSAGES.beforeEarliest(where.line, written) };
  return { date };
}
