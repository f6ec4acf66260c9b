import { LoadingOverlay, Table, Text, UnstyledButton } from '@mantine/core';
import { formatDate, NO_RECORD_FOUND, orNA } from '@sewabeli/domain';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import classes from './DataTable.module.css';
import { valueAt } from './data-table-csv';
import { Pager } from './Pager';

export interface DataTableColumn<Row> {
  /** Sent as `sortBy` / `searchField`; also reads the cell value (`row[key]`) unless `render` is given. */
  key: string;
  header: string;
  /** Cell content. Default: the value, formatted (dates DD-MM-YYYY), 'N/A' when empty. */
  render?: (row: Row) => ReactNode;
  /** Value written to the CSV. Default: the raw value of `row[key]`. */
  csv?: (row: Row) => unknown;
  /** Header click sorts by this column. Default true. */
  sortable?: boolean;
  /** Offered in the column dropdown of the search. Default true. */
  searchable?: boolean;
  /** Left out of the CSV (action buttons and the like). */
  noExport?: boolean;
  width?: number | string;
  /** The column never gets narrower than this (long names wrap less; the table scrolls instead). */
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /**
   * Issue 29: the column stays in view while the table scrolls sideways, at the start (the row's key, e.g. the
   * HP number) or the end (its actions).
   */
  pin?: 'start' | 'end';
  /** The cells never wrap (a wide grid of many short values). */
  noWrap?: boolean;
}

const PIN_CLASS = { start: classes.pinStart, end: classes.pinEnd } as const;
const pinClass = (column: { pin?: 'start' | 'end' }) => (column.pin ? PIN_CLASS[column.pin] : undefined);
const cellClass = (column: { pin?: 'start' | 'end'; noWrap?: boolean }) =>
  [pinClass(column), column.noWrap ? classes.noWrap : undefined].filter(Boolean).join(' ') || undefined;

/** How a plain value reads in a cell: dates DD-MM-YYYY, booleans Yes/No, empty as N/A. */
export function cellText(value: unknown): string {
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : orNA<string>(null);
  if (typeof value === 'string') return orNA(value);
  return value === null || value === undefined ? orNA<string>(null) : String(value);
}

/**
 * The `scrollAreaProps` of a `Table.ScrollContainer`. A table wider than the screen scrolls sideways, and a keyboard
 * user scrolls it from something focused inside it (a sort button, a clickable row, an action). A table with
 * nothing focusable inside (every column unsortable and no row, say) makes its scroll box focusable and names it,
 * so it can still be scrolled by keyboard (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function keyboardScrollBox(label: string, focusableInside: boolean) {
  if (focusableInside) return undefined;
  return {
    viewportProps: { tabIndex: 0, role: 'group', 'aria-label': label },
    classNames: { viewport: classes.scrollViewport },
  };
}

/** The page of rows the grid shows and where it sits in the whole list. */
export interface GridPage<Row> {
  rows: readonly Row[];
  total: number;
}

export interface DataTableGridProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** The server's answer; undefined while the first page loads. */
  data: GridPage<Row> | undefined;
  /** A request is in flight. */
  loading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sortBy?: string;
  sortDir: 'asc' | 'desc';
  /** A sortable header was clicked (the list decides the direction and goes back to page 1). */
  onSort: (key: string) => void;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  emptyText?: string;
  /** Below this width the table scrolls horizontally. */
  minWidth?: number;
  /** Rows under the body (a total row, e.g. 'Total Loan Amount'); shown only when the page has rows. */
  footer?: ReactNode;
  /**
   * The table's name, given to its scroll box when that box takes the keyboard focus itself (no sort button and
   * no clickable row to focus inside it). Default 'Table'.
   */
  label?: string;
  /** The table's accessible name (`aria-label`). */
  tableLabel?: string;
}

/**
 * The one table of the app: sortable headers, rows (clickable and keyboard-operable when `onRowClick` is given),
 * 'No Record Found', pinned columns and the pager ('Showing 1 to 10 of 45 entries' and the page links). The list's state (search, filters, sort, page) lives with the
 * caller and goes to the server; `DataTable` adds the standard search box and CSV around it.
 */
export function DataTableGrid<Row>(props: DataTableGridProps<Row>) {
  const { columns, data, loading = false, rowKey, onRowClick, page, sortBy, sortDir } = props;
  const rows = data?.rows ?? [];
  const scrollAreaProps = keyboardScrollBox(
    props.label ?? 'Table',
    columns.some((c) => c.sortable !== false) || (Boolean(onRowClick) && rows.length > 0),
  );

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
    }
  };

  return (
    <>
      <Table.ScrollContainer minWidth={props.minWidth ?? 600} scrollAreaProps={scrollAreaProps}>
        <Table
          aria-label={props.tableLabel}
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped="even"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sorted = sortBy === column.key;
                return (
                  <Table.Th
                    key={column.key}
                    className={[classes.th, pinClass(column)].filter(Boolean).join(' ')}
                    w={column.width}
                    miw={column.minWidth}
                    ta={column.align}
                    aria-sort={sorted ? (sortDir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sortable !== false ? (
                      <UnstyledButton className={classes.sortButton} onClick={() => props.onSort(column.key)}>
                        {column.header}
                        <SortIcon active={sorted} dir={sortDir} />
                      </UnstyledButton>
                    ) : (
                      <Text fw={600} size="sm" c="gray.8">
                        {column.header}
                      </Text>
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody className={classes.body} data-fetching={loading && data ? true : undefined}>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length} className={classes.empty} py="xl">
                  {data || !loading ? (props.emptyText ?? NO_RECORD_FOUND) : 'Loading...'}
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr
                  key={rowKey(row)}
                  className={onRowClick ? classes.clickableRow : undefined}
                  onClick={onRowClick ? () => onRowClick(row) : undefined}
                  onKeyDown={onRowClick ? (event) => onRowKeyDown(event, row) : undefined}
                  tabIndex={onRowClick ? 0 : undefined}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align} className={cellClass(column)}>
                      {column.render ? column.render(row) : cellText(valueAt(row, column.key))}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
          {props.footer && rows.length > 0 && <Table.Tfoot>{props.footer}</Table.Tfoot>}
        </Table>
      </Table.ScrollContainer>

      <Pager page={page} pageSize={props.pageSize} total={data?.total ?? 0} onChange={props.onPageChange} />
      <LoadingOverlay visible={loading && !data} zIndex={5} overlayProps={{ blur: 1 }} />
    </>
  );
}

function SortIcon({ active, dir }: { active: boolean; dir: 'asc' | 'desc' }) {
  // The header cell carries aria-sort; the icon is decoration.
  if (!active) return <IconSelector size={14} className={classes.sortIcon} aria-hidden />;
  const Icon = dir === 'asc' ? IconChevronUp : IconChevronDown;
  return <Icon size={14} className={classes.sortIconActive} aria-hidden />;
}
