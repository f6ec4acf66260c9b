import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { type ListPage, type ListQuery, pageCount } from '@sewabeli/domain';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { DisabledReason, NOTHING_TO_EXPORT } from '../buttons/DisabledReason';
import { notifyError, notifySuccess } from '../dialogs/notify';
import { type DataTableColumn, DataTableGrid } from './DataTableGrid';
import {
  CSV_EXPORT_FAILED,
  CSV_ROW_CAP,
  collectAllRows,
  csvFileName,
  downloadCsv,
  tableCsv,
} from './data-table-csv';

export type { DataTableColumn } from './DataTableGrid';

export const SEARCH_DEBOUNCE_MS = 300;

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

      <DataTableGrid
        columns={columns}
        data={data}
        loading={loading}
        page={query.page}
        pageSize={query.pageSize}
        onPageChange={(page) => onQueryChange({ ...query, page })}
        sortBy={query.sortBy}
        sortDir={query.sortDir}
        onSort={toggleSort}
        rowKey={rowKey}
        onRowClick={onRowClick}
        emptyText={props.emptyText}
        minWidth={props.minWidth}
        footer={props.footer}
        label={props.label}
      />
    </Paper>
  );
}
