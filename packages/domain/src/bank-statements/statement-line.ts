import { z } from 'zod';
import type { PaymentMethod } from '../collections/ledger-kinds';
import type { CalendarDate } from '../common/calendar-date';
import type { Sen } from '../money/sen';

/** Issue 31: a line of a bank statement, whatever format it came in (CSV, camt.053, MT940). */
export const STATEMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type StatementDirection = (typeof STATEMENT_DIRECTIONS)[number];

export interface StatementLine {
  /** The bank's value date (the date a posted payment carries). */
  valueDate: CalendarDate;
  /** Issue 40: the day the bank booked it, where the file gives one (MT940's entry date, camt.053's BookgDt). */
  bookingDate?: CalendarDate | null;
  /** Always positive; the direction says which way the money went. */
  amount: Sen;
  direction: StatementDirection;
  description: string;
  /** The reference the bank gives the transaction (or the payer's reference when that is all there is). */
  reference: string | null;
  /** The running balance after the line, when the statement gives one. */
  balance: Sen | null;
  /** Issue 40: the currency the file gives the entry's amount in (camt.053), when it gives one. */
  currency?: string | null;
}

/**
 * Where a line stands on the reconciliation screen. 'Part posted' (issue 40): some of its credit is in the ledger,
 * the rest (its remainder) is still to be decided or posted.
 */
export const MATCH_STATUSES = [
  'Matched',
  'Suggested',
  'Unmatched',
  'Ignored',
  'Part posted',
  'Posted',
] as const;
export type MatchStatus = (typeof MATCH_STATUSES)[number];

export const STATEMENT_FORMATS = ['csv', 'camt053', 'mt940'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

function compact(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Issue 31: a line's identity within its bank account, so that an overlapping statement never brings a line
 * twice: its bank reference, or (without one) date + amount + description + running balance. A reference is a
 * bank's transaction number; because some banks repeat the payer's reference there (a JomPAY Ref-1 is the same
 * every month), the date, direction and amount go with it: two lines sharing all four are one line.
 */
export function lineIdentity(line: StatementLine): string {
  const reference = compact(line.reference ?? '');
  const head = `${line.valueDate}|${line.direction}|${line.amount}`;
  if (reference !== '') return `ref|${head}|${reference}`;
  return `line|${head}|${compact(line.description)}|${line.balance ?? ''}`;
}

/** Issue 31: how the money of a credit came, read from the bank's description (for the ledger's method). */
export function paymentMethodOfLine(line: Pick<StatementLine, 'description' | 'reference'>): PaymentMethod {
  // Stryker disable next-line StringLiteral: a missing reference adds no method's name, as no other such text does.
  const text = compact(`${line.description} ${line.reference ?? ''}`);
  if (/DUITNOW/.test(text)) return 'duitnow';
  if (/JOMPAY|JOM PAY/.test(text)) return 'jompay';
  if (/\bFPX\b/.test(text)) return 'fpx';
  if (/\b(CHQ|CHEQUE|CHEQ|CLEARING|HOUSE CHQ)\b/.test(text)) return 'cheque';
  return 'bank_transfer';
}

/** A saved CSV column mapping of a bank account (issue 31): chosen once per account. */
export const CSV_DATE_FORMATS = [
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'YYYY-MM-DD',
  'DD/MM/YY',
  'DD MMM YYYY',
] as const;
export const CSV_DECIMAL_STYLES = ['dot', 'comma'] as const;

const column = z.string().trim().min(1).max(100);

export const csvMappingSchema = z
  .object({
    date: column,
    description: column,
    reference: column.nullable().default(null),
    /** Either one amount column (credits positive) or a credit and a debit column. */
    amount: column.nullable().default(null),
    credit: column.nullable().default(null),
    debit: column.nullable().default(null),
    balance: column.nullable().default(null),
    dateFormat: z.enum(CSV_DATE_FORMATS),
    decimalStyle: z.enum(CSV_DECIMAL_STYLES).default('dot'),
    delimiter: z.enum([',', ';', '\t', '|']).default(','),
  })
  .refine((mapping) => mapping.amount !== null || (mapping.credit !== null && mapping.debit !== null), {
    message: 'Choose an amount column, or both a credit and a debit column',
  });

export type CsvMapping = z.infer<typeof csvMappingSchema>;
