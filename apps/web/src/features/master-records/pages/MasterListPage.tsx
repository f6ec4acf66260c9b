import { Paper } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import {
  calendarDateInKualaLumpur,
  MASTER_PAGE_SIZE,
  type MasterFilterInput,
  type MasterListQuery,
  type MasterSearchField,
  type MasterSortKey,
  type MasterTag,
  yearSelectorOptions,
} from '@sewabeli/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type DataTableColumn, DataTableGrid } from '../../../components/data-table/DataTableGrid';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { readHiddenColumns, toggleColumn, writeHiddenColumns } from '../column-choice';
import { ColumnChooser } from '../components/ColumnChooser';
import { MasterFilterBar } from '../components/MasterFilterBar';
import { MasterTiles } from '../components/MasterTiles';
import { useMasterList } from '../hooks/use-master-records';
import { MASTER_COLUMNS, type MasterRow } from '../master-columns';
import { MASTER_OPENING_QUERY } from '../master-list-query';

const ALWAYS_SHOWN = ['customerName'];
const ALL_YEARS = 'all';
const KNOWN_KEYS = MASTER_COLUMNS.map((column) => column.key);

function useRangeOptions() {
  return useMemo(() => {
    const options = yearSelectorOptions(calendarDateInKualaLumpur(new Date()));
    return {
      choices: [
        { value: ALL_YEARS, label: 'All Years' },
        ...options.map((o) => ({ value: o.key, label: o.label })),
      ],
      range: (key: string) => options.find((o) => o.key === key),
    };
  }, []);
}

/** Origination §2 Master List: approved master records, filtered, sorted and paged on the server. */
export function MasterListPage() {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const { choices, range } = useRangeOptions();
  const [rangeKey, setRangeKey] = useState(ALL_YEARS);
  const [search, setSearch] = useState<string>(MASTER_OPENING_QUERY.search);
  const [searchField, setSearchField] = useState<MasterSearchField>(MASTER_OPENING_QUERY.searchField);
  const [tags, setTags] = useState<MasterTag[]>([]);
  const [page, setPage] = useState<number>(MASTER_OPENING_QUERY.page);
  const [sort, setSort] = useState<{ sortBy: string; sortDir: 'asc' | 'desc' }>({
    sortBy: MASTER_OPENING_QUERY.sortBy,
    sortDir: MASTER_OPENING_QUERY.sortDir,
  });
  const [hidden, setHidden] = useState<string[]>(() => readHiddenColumns(localStorage, me.id, KNOWN_KEYS));
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);

  const selected = range(rangeKey);
  const filter: MasterFilterInput = {
    search: debouncedSearch,
    searchField,
    tags,
    createdFrom: selected?.start,
    createdTo: selected?.end,
  };
  const query: MasterListQuery = {
    search: debouncedSearch,
    searchField,
    tags,
    createdFrom: selected?.start,
    createdTo: selected?.end,
    page,
    pageSize: MASTER_PAGE_SIZE,
    sortBy: sort.sortBy as MasterSortKey,
    sortDir: sort.sortDir,
  };
  const list = useMasterList(query);
  const exportHref = `/api/applicantProduct/export?q=${encodeURIComponent(
    JSON.stringify({ ...filter, sortBy: query.sortBy, sortDir: query.sortDir }),
  )}`;

  const changeFilter = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const addTag = () => {
    const value = search.trim();
    // An empty search value adds no tag.
    if (!value) return;
    changeFilter(() => {
      setTags((current) => [...current, { field: searchField, value }]);
      setSearch('');
    });
  };
  const onToggle = (key: string) => {
    const next = toggleColumn(hidden, key, ALWAYS_SHOWN);
    setHidden(next);
    writeHiddenColumns(localStorage, me.id, next);
  };

  const onSort = (key: string) =>
    changeFilter(() =>
      setSort((current) => ({
        sortBy: key,
        sortDir: current.sortBy === key && current.sortDir === 'asc' ? 'desc' : 'asc',
      })),
    );

  // Customer stays in view while the ~47 columns scroll sideways.
  const columns: DataTableColumn<MasterRow>[] = MASTER_COLUMNS.filter(
    (column) => !hidden.includes(column.key),
  ).map((column, index) => ({
    key: column.key,
    header: column.title,
    render: column.render,
    align: column.align,
    sortable: column.sortKey !== false,
    noWrap: true,
    pin: index === 0 ? 'start' : undefined,
  }));

  return (
    <>
      <PageHeader title="Master List" subtitle="Approved master records" />
      <MasterTiles summary={list.data?.summary} shown={list.data?.rows.length ?? 0} />
      <Paper withBorder radius="md" p="md" pos="relative">
        <MasterFilterBar
          range={rangeKey}
          rangeOptions={choices}
          onRangeChange={(value) => changeFilter(() => setRangeKey(value))}
          search={search}
          onSearchChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
          searchField={searchField}
          onSearchFieldChange={(value) => changeFilter(() => setSearchField(value))}
          tags={tags}
          onAddTag={addTag}
          onRemoveTag={(index) =>
            changeFilter(() => setTags((current) => current.filter((_, i) => i !== index)))
          }
          exportHref={exportHref}
          columnChooser={
            <ColumnChooser
              columns={MASTER_COLUMNS}
              hidden={hidden}
              always={ALWAYS_SHOWN}
              onToggle={onToggle}
            />
          }
        />
        <DataTableGrid<MasterRow>
          tableLabel="Master records"
          label="Master records"
          columns={columns}
          data={list.data}
          loading={list.isFetching}
          page={page}
          pageSize={MASTER_PAGE_SIZE}
          onPageChange={setPage}
          sortBy={sort.sortBy}
          sortDir={sort.sortDir}
          onSort={onSort}
          rowKey={(row) => row.id}
          onRowClick={(row) => void navigate(`/application/master/profile/${row.id}`)}
          minWidth={1200}
        />
      </Paper>
    </>
  );
}
