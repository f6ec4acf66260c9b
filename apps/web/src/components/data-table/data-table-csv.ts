import { buildCsv, type ListPage, type ListQuery, MAX_PAGE_SIZE } from '@sewabeli/domain';

/** The CSV button never pulls more than this many rows, whatever the filter matches. */
export const CSV_ROW_CAP = 10_000;

export const CSV_EXPORT_FAILED = 'The CSV export failed, please try again.';

/** What the CSV needs of a table's column (DataTable's columns fit). */
export interface TableCsvColumn<Row> {
  key: string;
  header: string;
  csv?: (row: Row) => unknown;
  noExport?: boolean;
}

/** A row's raw value under `key` (the cell's value unless a column says otherwise). */
export function valueAt(row: unknown, key: string): unknown {
  if (row === null || typeof row !== 'object') return undefined;
  return (row as Record<string, unknown>)[key];
}

/**
 * The table's CSV: the exported columns, each cell its `csv` value or the raw value, written by the domain's one
 * writer (issue 40: formula cells are defused there).
 */
export function tableCsv<Row>(columns: readonly TableCsvColumn<Row>[], rows: readonly Row[]): string {
  return buildCsv(
    columns
      .filter((column) => !column.noExport)
      .map((column) => ({
        header: column.header,
        value: (row: Row) => (column.csv ? column.csv(row) : valueAt(row, column.key)),
      })),
    rows,
  );
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
