import {
  Button,
  Group,
  LoadingOverlay,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  entriesShownText,
  formatDate,
  type ListPage,
  type ListQuery,
  NO_RECORD_FOUND,
  orNA,
  pageCount,
  pageLinks,
} from '@sewabeli/domain';
import { IconChevronDown, IconChevronUp, IconDownload, IconSearch, IconSelector } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react';
import { DisabledReason, NOTHING_TO_EXPORT } from '../DisabledReason';
import { notifyError, notifySuccess } from '../notify';
import classes from './DataTable.module.css';
import {
  CSV_EXPORT_FAILED,
  CSV_ROW_CAP,
  collectAllRows,
  csvFileName,
  downloadCsv,
  tableCsv,
  valueAt,
} from './data-table-csv';

export const SEARCH_DEBOUNCE_MS = 300;

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
}

const PIN_CLASS = { start: classes.pinStart, end: classes.pinEnd } as const;
const pinClass = (column: { pin?: 'start' | 'end' }) => (column.pin ? PIN_CLASS[column.pin] : undefined);

export interface DataTableProps<Row> {
  columns: readonly DataTableColumn<Row>[];
  /** Current list state; keep it with `useListQuery` and send it to the list procedure. */
  query: ListQuery;
  onQueryChange: (next: ListQuery) => void;
  /** The server's answer for `query`; undefined while the first page loads. */
  data: ListPage<Row> | undefined;
  /** A request for `query` is in flight. */
  loading?: boolean;
  rowKey: (row: Row) => string | number;
  onRowClick?: (row: Row) => void;
  /** Fetches one page of the same list (use `queryClient.fetchQuery(...)`); shows the CSV button. */
  fetchPage?: (query: ListQuery) => Promise<ListPage<Row>>;
  /** Base of the CSV file name, e.g. 'resource-categories'. */
  exportName?: string;
  /** Extra controls placed after the search box (filters, buttons). */
  toolbar?: ReactNode;
  emptyText?: string;
  /** Below this width the table scrolls horizontally. */
  minWidth?: number;
  searchPlaceholder?: string;
  /** Rows under the body (a total row, e.g. 'Total Loan Amount'); shown only when the page has rows. */
  footer?: ReactNode;
  /**
   * The table's name, given to its scroll box when that box takes the keyboard focus itself (no sort button and
   * no clickable row to focus inside it). Default 'Table'.
   */
  label?: string;
}

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

/** A server-driven table: search, column filter, sort, pages and CSV all go through `ListQuery`. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, query, onQueryChange, data, loading = false, rowKey, onRowClick, fetchPage } = props;
  const [searchText, setSearchText] = useState(query.search);
  const [exporting, setExporting] = useState(false);

  const commitSearch = useDebouncedCallback((text: string) => {
    const search = text.trim();
    if (search !== query.search) onQueryChange({ ...query, search, page: 1 });
  }, SEARCH_DEBOUNCE_MS);

  const total = data?.total ?? 0;
  const pages = pageCount(total, query.pageSize);

  // The list shrank under the current page (a delete, a narrower filter elsewhere): go to its last page.
  useEffect(() => {
    if (data && pages > 0 && query.page > pages) onQueryChange({ ...query, page: pages });
  }, [data, pages, query, onQueryChange]);

  const searchColumns = columns.filter((c) => c.searchable !== false);
  const fieldOptions = [
    { value: 'all', label: 'All' },
    ...searchColumns.map((c) => ({ value: c.key, label: c.header })),
  ];

  const changeField = (field: string | null) => {
    const searchField = field ?? 'all';
    if (searchField === query.searchField) return;
    onQueryChange({ ...query, searchField, page: query.search ? 1 : query.page });
  };

  const toggleSort = (key: string) => {
    const sortDir = query.sortBy === key && query.sortDir === 'asc' ? 'desc' : 'asc';
    onQueryChange({ ...query, sortBy: key, sortDir, page: 1 });
  };

  const exportCsv = async () => {
    if (!fetchPage) return;
    setExporting(true);
    try {
      const { rows, total: matched, truncated } = await collectAllRows(fetchPage, query, CSV_ROW_CAP);
      downloadCsv(csvFileName(props.exportName ?? 'export'), tableCsv(columns, rows));
      if (truncated) {
        notifySuccess(
          `Exported the first ${CSV_ROW_CAP.toLocaleString('en-MY')} of ${matched.toLocaleString('en-MY')} entries`,
        );
      }
    } catch {
      // fetchQuery failures already reach the global error notification; this covers everything else.
      notifyError(CSV_EXPORT_FAILED);
    } finally {
      setExporting(false);
    }
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: Row) => {
    if (onRowClick && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      onRowClick(row);
    }
  };

  const rows = data?.rows ?? [];
  const links = pageLinks(query.page, pages);
  const scrollAreaProps = keyboardScrollBox(
    props.label ?? 'Table',
    columns.some((c) => c.sortable !== false) || (Boolean(onRowClick) && rows.length > 0),
  );

  return (
    <Paper withBorder radius="md" p="md" pos="relative">
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            aria-label="Search column"
            data={fieldOptions}
            value={query.searchField}
            onChange={changeField}
            allowDeselect={false}
            w={180}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            aria-label="Search"
            placeholder={props.searchPlaceholder ?? 'Type to search...'}
            leftSection={<IconSearch size={16} stroke={1.6} />}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.currentTarget.value);
              commitSearch(event.currentTarget.value);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitSearch.flush();
            }}
            w={280}
          />
          {props.toolbar}
        </Group>
        {fetchPage && (
          <DisabledReason reason={total === 0 && NOTHING_TO_EXPORT}>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} stroke={1.6} />}
              onClick={exportCsv}
              loading={exporting}
            >
              CSV
            </Button>
          </DisabledReason>
        )}
      </Group>

      <Table.ScrollContainer minWidth={props.minWidth ?? 600} scrollAreaProps={scrollAreaProps}>
        <Table
          highlightOnHover={Boolean(onRowClick)}
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped="even"
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const sorted = query.sortBy === column.key;
                const sortable = column.sortable !== false;
                return (
                  <Table.Th
                    key={column.key}
                    className={[classes.th, pinClass(column)].filter(Boolean).join(' ')}
                    w={column.width}
                    miw={column.minWidth}
                    ta={column.align}
                    aria-sort={sorted ? (query.sortDir === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {sortable ? (
                      <UnstyledButton className={classes.sortButton} onClick={() => toggleSort(column.key)}>
                        {column.header}
                        <SortIcon active={sorted} dir={query.sortDir} />
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
                    <Table.Td key={column.key} ta={column.align} className={pinClass(column)}>
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

      <Group justify="space-between" mt="md" gap="sm">
        <Text size="sm" c="dimmed" data-testid="entries-summary">
          {entriesShownText(query.page, query.pageSize, total)}
        </Text>
        {pages > 1 && (
          <Pagination.Root
            total={pages}
            value={query.page}
            onChange={(page) => onQueryChange({ ...query, page })}
            size="sm"
          >
            <Group gap={4}>
              <Pagination.Previous aria-label="Previous page" />
              {links.map((page) => (
                <Pagination.Control
                  key={page}
                  active={page === query.page}
                  onClick={() => onQueryChange({ ...query, page })}
                  aria-label={`Page ${page}`}
                  aria-current={page === query.page ? 'page' : undefined}
                >
                  {page}
                </Pagination.Control>
              ))}
              <Pagination.Next aria-label="Next page" />
            </Group>
          </Pagination.Root>
        )}
      </Group>
      <LoadingOverlay visible={loading && !data} zIndex={5} overlayProps={{ blur: 1 }} />
    </Paper>
  );
}

function SortIcon({ active, dir }: { active: boolean; dir: 'asc' | 'desc' }) {
  // The header cell carries aria-sort; the icon is decoration.
  if (!active) return <IconSelector size={14} className={classes.sortIcon} aria-hidden />;
  const Icon = dir === 'asc' ? IconChevronUp : IconChevronDown;
  return <Icon size={14} className={classes.sortIconActive} aria-hidden />;
}
