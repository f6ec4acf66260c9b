import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { AddCompanyModal } from '../components/AddCompanyModal';
import { useHirerList } from '../hooks/use-hirers';

type HirerRow = RouterOutputs['hirer']['list']['rows'][number];

const columns: DataTableColumn<HirerRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'businessSector', header: 'Business Sector' },
  { key: 'establishYear', header: 'Establish Year', width: 160 },
];

/** Clients §2 Company list. */
export function CompanyListPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const hirers = useHirerList(query);
  return (
    <ListScreen
      title="Client"
      subtitle="All companies"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={hirers}
      rowLink={(row) => `/company/profile/${row.id}`}
      exportName="companies"
      createModal={(modal) => <AddCompanyModal {...modal} />}
    />
  );
}
