import { type ListPage, type ListQuery, MAX_PAGE_SIZE } from '@sewabeli/domain';

/** The CSV button never pulls more than this many rows, whatever the filter matches. */
export const CSV_ROW_CAP = 10_000;

export const CSV_EXPORT_FAILED = 'The CSV export failed, please try again.';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

// Cells starting with these are read as formulas by spreadsheet programs (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  else if (typeof value === 'boolean') text = value ? 'Yes' : 'No';
  else if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  else text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: a header line, then one line per row, CRLF separated. */
export function buildCsv<Row>(columns: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  const lines = [columns.map((c) => csvCell(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvCell(c.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export interface CollectedRows<Row> {
  rows: Row[];
  /** How many rows the filter matches on the server. */
  total: number;
  /** The filter matched more rows than the cap; only the first `cap` were taken. */
  truncated: boolean;
}

/** Walks every page of one list query (same search, field and sort) in the largest pages the server allows. */
export async function collectAllRows<Row>(
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>,
  query: ListQuery,
  cap: number = CSV_ROW_CAP,
): Promise<CollectedRows<Row>> {
  const rows: Row[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page += 1) {
    const result = await fetchPage({ ...query, page, pageSize: MAX_PAGE_SIZE });
    total = result.total;
    rows.push(...result.rows);
    if (result.rows.length === 0 || rows.length >= result.total) break;
  }
  return { rows: rows.slice(0, cap), total, truncated: total > cap };
}

export function csvFileName(base: string, today: Date = new Date()): string {
  const stamp = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
    .map((n) => String(n).padStart(2, '0'))
    .join('');
  const safe = base.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  return `${safe}-${stamp}.csv`;
}

/** Saves the text as a file; the BOM makes Excel read it as UTF-8. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
