import type { CalendarDate, CsvMapping, StatementLine } from '@sewabeli/domain';
import { parse } from 'csv-parse/sync';
import {
  amountOf,
  checkedDate,
  type ParsedStatement,
  StatementFormatError,
  signedLine,
} from './parsed-statement';

const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/**
 * A bank's date in the account's saved format, as YYYY-MM-DD: a cell not in the format is named with the format; a
 * day that does not exist or lies outside 1970 .. today by the domain's rule (issue 40).
 */
export function csvDate(
  text: string,
  format: CsvMapping['dateFormat'],
  where: { line: number; today: CalendarDate },
): string {
  const value = text.trim();
  let parts: { year: number; month: number; day: number } | null = null;
  if (format === 'YYYY-MM-DD') {
    const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value);
    if (match) parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else if (format === 'DD MMM YYYY') {
    const match = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{4})$/.exec(value);
    const month = match ? MONTHS.indexOf((match[2] as string).toUpperCase()) + 1 : 0;
    if (match && month > 0) parts = { year: Number(match[3]), month, day: Number(match[1]) };
  } else {
    const separator = format === 'DD-MM-YYYY' ? '-' : '/';
    const [day, month, year] = value.split(' ')[0]?.split(separator) ?? [];
    const fullYear = format === 'DD/MM/YY' && year?.length === 2 ? `20${year}` : year;
    if (day && month && fullYear && /^\d{4}$/.test(fullYear))
      parts = { year: Number(fullYear), month: Number(month), day: Number(day) };
  }
  if (!parts) throw new StatementFormatError(`Line ${where.line}: not a date in ${format}: '${text}'`);
  return checkedDate(parts, { line: where.line, written: value }, where.today);
}

/**
 * A CSV statement read through the account's saved column mapping (issue 31). Rows whose date cell is empty
 * (banks' title, total and balance-brought-forward rows) are left out.
 */
export function parseCsvStatement(
  content: string,
  mapping: CsvMapping,
  today: CalendarDate,
): ParsedStatement {
  let rows: Record<string, string>[];
  try {
    rows = parse(content.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim()),
      delimiter: mapping.delimiter,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch (error) {
    throw new StatementFormatError(`The CSV file cannot be read: ${(error as Error).message}`);
  }
  const header = Object.keys(rows[0] ?? {});
  const wanted = [
    mapping.date,
    mapping.description,
    mapping.reference,
    mapping.amount,
    mapping.credit,
    mapping.debit,
    mapping.balance,
  ];
  const missing = wanted.filter((name): name is string => name !== null && !header.includes(name));
  if (rows.length > 0 && missing.length > 0)
    throw new StatementFormatError(
      `The CSV file has no column ${missing.map((name) => `'${name}'`).join(', ')}`,
    );
  const lines: StatementLine[] = [];
  rows.forEach((row, i) => {
    const dateCell = row[mapping.date] ?? '';
    if (dateCell.trim() === '') return;
    try {
      const signed =
        mapping.amount !== null
          ? (amountOf(row[mapping.amount], mapping.decimalStyle) ?? 0)
          : (amountOf(row[mapping.credit ?? ''], mapping.decimalStyle) ?? 0) -
            Math.abs(amountOf(row[mapping.debit ?? ''], mapping.decimalStyle) ?? 0);
      lines.push(
        signedLine(signed, {
          valueDate: csvDate(dateCell, mapping.dateFormat, { line: i + 2, today }),
          description: (row[mapping.description] ?? '').trim(),
          reference: mapping.reference ? (row[mapping.reference] ?? '').trim() || null : null,
          balance: mapping.balance ? amountOf(row[mapping.balance], mapping.decimalStyle) : null,
        }),
      );
    } catch (error) {
      if (error instanceof StatementFormatError && error.message.startsWith('Line ')) throw error;
      throw new StatementFormatError(`Line ${i + 2}: ${(error as Error).message}`);
    }
  });
  return { accountNumber: null, currencies: [], lines };
}
