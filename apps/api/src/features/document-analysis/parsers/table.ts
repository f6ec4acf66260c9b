import { ringgitToSen, type Sen } from '@sewabeli/domain';

/**
 * What every readable document becomes before its layout is read: rows of cells. CSV and PDF cells are text;
 * XLSX cells keep the number or date the spreadsheet holds.
 */
export type Cell = string | number | Date | null;
export type Row = readonly Cell[];
/** Where a PDF cell sits across the page, in PDF units. */
export interface Span {
  x0: number;
  x1: number;
}
export interface Table {
  rows: readonly Row[];
  /** PDF only: the span of each cell of each row, to put cells under their headings when some are empty. */
  spans?: readonly (readonly Span[])[];
}

/** A document that was read but cannot be analysed; the reason is shown to staff as it is. */
export class UnreadableDocumentError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UnreadableDocumentError';
  }
}

export const unreadable = (reason: string) => new UnreadableDocumentError(reason);

/** A column heading or a report label, compared without case, spacing or punctuation ('5 Months & Above'). */
export function labelKey(cell: Cell): string {
  return cellText(cell)
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9+]/g, '');
}

export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell).trim();
}

export const isBlank = (cell: Cell) => cellText(cell) === '';
export const isBlankRow = (row: Row) => row.every(isBlank);

/** A totals or balance line ('Total', 'Grand Total', 'Opening Balance', 'Balance B/F'): not a line of data. */
export function isSummaryLabel(cell: Cell): boolean {
  return /^(grandtotal|total|subtotal|openingbalance|closingbalance|balancebf|balancecf)/.test(
    labelKey(cell),
  );
}

/** 1-based row number as a person counts the rows of the file. */
export const rowLabel = (index: number) => `Row ${index + 1}`;

/**
 * An amount in ringgit as statements print it: '1,234.50', 'RM 1,234.50', '(1,234.50)' or '1,234.50-' for a
 * negative, a blank or '-' for nothing. Returns integer sen, or null when the cell is not an amount.
 */
export function amountSen(cell: Cell): Sen | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? ringgitToSen(cell) : null;
  if (cell instanceof Date) return null;
  let text = cellText(cell)
    .replace(/^RM\s*/i, '')
    .replace(/\s+/g, '');
  if (text === '' || text === '-') return 0;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  } else if (/^[\d.,]+-$/.test(text)) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (!/^[+-]?[\d,]*\.?\d*$/.test(text) || !/\d/.test(text)) return null;
  try {
    const sen = ringgitToSen(text);
    return negative ? -sen : sen;
  } catch {
    return null;
  }
}

/** A plain decimal (a ratio such as 1.25 or '0.8x'), or null. */
export function decimalOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = cellText(cell).replace(/,/g, '').replace(/x$/i, '').trim();
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** A whole number (a count such as '2' or '2 case(s)'), or null. */
export function countOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 0 ? cell : null;
  const text = cellText(cell).toLowerCase();
  if (text === 'nil' || text === 'none' || text === 'no') return 0;
  const match = /^(\d+)\b/.exec(text.replace(/,/g, ''));
  return match ? Number(match[1]) : null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/**
 * A calendar date 'YYYY-MM-DD' from a cell: a spreadsheet date, DD-MM-YYYY or DD/MM/YYYY (Malaysian order),
 * YYYY-MM-DD, or '5 Jan 2026'. Null when it is none of these.
 */
export function dateOf(cell: Cell): string | null {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime())
      ? null
      : isoDate(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
  }
  const text = cellText(cell);
  let match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
  match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
  match = /^(\d{1,2})[\s-]([a-z]{3})[a-z]*[\s-](\d{4})$/i.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[2]!.toLowerCase()) + 1;
    return month === 0 ? null : isoDate(Number(match[3]), month, Number(match[1]));
  }
  return null;
}

/**
 * The first day of a month 'YYYY-MM-01' from a cell: MM-YYYY, MM/YYYY, YYYY-MM, 'Jan 2026', 'January 2026', or
 * any date (its month). Null when it is none of these.
 */
export function monthOf(cell: Cell): string | null {
  const date = dateOf(cell);
  if (date) return `${date.slice(0, 7)}-01`;
  const text = cellText(cell);
  let match = /^(\d{1,2})[-/](\d{4})$/.exec(text);
  if (match) return isoDate(Number(match[2]), Number(match[1]), 1);
  match = /^(\d{4})-(\d{1,2})$/.exec(text);
  if (match) return isoDate(Number(match[1]), Number(match[2]), 1);
  match = /^([a-z]{3})[a-z]*[\s-](\d{4})$/i.exec(text);
  if (match) {
    const month = MONTHS.indexOf(match[1]!.toLowerCase()) + 1;
    return month === 0 ? null : isoDate(Number(match[2]), month, 1);
  }
  return null;
}

/** A financial year heading: 2024, '2024', 'FY2024', 'FYE 2024'. */
export function yearOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) && cell >= 1900 && cell <= 2100 ? cell : null;
  const match = /^(?:fye?\s*)?(\d{4})$/i.exec(cellText(cell));
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1900 && year <= 2100 ? year : null;
}

type Columns = Record<string, readonly string[]>;

/** Where each wanted column sits in a heading row: the first heading whose key is one of the column's aliases. */
export function findColumns<C extends Columns>(row: Row, columns: C): Partial<Record<keyof C, number>> {
  const keys = row.map(labelKey);
  const found: Partial<Record<keyof C, number>> = {};
  for (const name of Object.keys(columns) as (keyof C)[]) {
    const index = keys.findIndex((key) => columns[name]!.includes(key));
    if (index >= 0) found[name] = index;
  }
  return found;
}

/** How far down a file a heading row is looked for (titles, account numbers and addresses come first). */
export const HEADING_SEARCH_ROWS = 30;

/** The first row (within HEADING_SEARCH_ROWS) holding every required column, with where the columns are. */
export function findHeading<C extends Columns>(
  table: Table,
  columns: C,
  required: readonly (keyof C)[],
): { index: number; at: Partial<Record<keyof C, number>> } | null {
  const limit = Math.min(table.rows.length, HEADING_SEARCH_ROWS);
  for (let index = 0; index < limit; index++) {
    const at = findColumns(table.rows[index]!, columns);
    if (required.every((name) => at[name] !== undefined)) return { index, at };
  }
  return null;
}
function gapBetween(a: Span, b: Span): number {
  return Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1));
}

const centre = (span: Span) => (span.x0 + span.x1) / 2;

/**
 * The rows below a heading, each with its cells under the heading's columns. CSV and XLSX rows already are; a PDF
 * line only holds the cells that have text, so each is put under the heading it overlaps or lies nearest to (two
 * cells under one heading, such as a wrapped description, are joined).
 */
export function rowsBelow(table: Table, headingIndex: number): { index: number; row: Row }[] {
  const below: { index: number; row: Row }[] = [];
  const headingSpans = table.spans?.[headingIndex];
  for (let index = headingIndex + 1; index < table.rows.length; index++) {
    const row = table.rows[index]!;
    const spans = table.spans?.[index];
    if (!headingSpans || !spans) {
      below.push({ index, row });
      continue;
    }
    const aligned: Cell[] = headingSpans.map(() => null);
    row.forEach((cell, cellIndex) => {
      const span = spans[cellIndex]!;
      let best = 0;
      for (let column = 1; column < headingSpans.length; column++) {
        const gap = gapBetween(span, headingSpans[column]!);
        const bestGap = gapBetween(span, headingSpans[best]!);
        const closer =
          gap < bestGap ||
          (gap === bestGap &&
            Math.abs(centre(span) - centre(headingSpans[column]!)) <
              Math.abs(centre(span) - centre(headingSpans[best]!)));
        if (closer) best = column;
      }
      const previous = aligned[best];
      aligned[best] = isBlank(previous ?? null) ? cell : `${cellText(previous ?? null)} ${cellText(cell)}`;
    });
    below.push({ index, row: aligned });
  }
  return below;
}
