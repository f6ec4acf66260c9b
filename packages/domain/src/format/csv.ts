/**
 * The one CSV writer of the product (issue 40): the API's exports and the web's table and chart exports all write
 * through it, so a cell that a spreadsheet would run as a formula is defused in one place.
 */

export interface CsvColumn<Row> {
  header: string;
  /** Text and numbers as they are, a date as YYYY-MM-DD, a flag as Yes/No, nothing as ''. */
  value: (row: Row) => unknown;
}

/**
 * OWASP's CSV injection rule: a spreadsheet reads a cell starting with = + - @, a tab or a carriage return as a
 * formula (DDE payloads such as `=cmd|' /C calc'!A0` run programs), so such a cell gets a leading apostrophe,
 * which the spreadsheet shows as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A plain number: an optional minus, digits (optionally grouped by commas in threes, as our money is written:
 * '-1,234.50') and an optional decimal part. Nothing else fits, so no function, operator or reference can hide in
 * it, and it stays a number the spreadsheet can sum.
 */
const PLAIN_NUMBER = /^-?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?$/;

export function isPlainNumber(text: string): boolean {
  return PLAIN_NUMBER.test(text);
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** One cell: defused (see FORMULA_START), then quoted when it holds a comma, quote, line break or edge spaces. */
export function csvCell(value: unknown): string {
  let text = cellText(value);
  if (FORMULA_START.test(text) && !isPlainNumber(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line of cells, ended by CRLF (RFC 4180). */
export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A header line, then one line per row. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  let text = csvLine(columns.map((column) => column.header));
  for (const row of rows) text += csvLine(columns.map((column) => column.value(row)));
  return text;
}
