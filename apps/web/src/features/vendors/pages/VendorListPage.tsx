import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { VendorModal } from '../components/VendorModal';
import { useVendorList } from '../hooks/use-vendors';

type VendorRow = RouterOutputs['vendor']['list']['rows'][number];

const columns: DataTableColumn<VendorRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'facilityCount', header: 'Facilities', searchable: false, align: 'right', width: 140 },
];

/** Clients §2 Vendor list. */
export function VendorListPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const vendors = useVendorList(query);
  return (
    <ListScreen
      title="Vendor"
      subtitle="All vendors"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={vendors}
      rowLink={(row) => `/vendor/profile/${row.id}`}
      exportName="vendors"
      createModal={(modal) => <VendorModal {...modal} />}
    />
  );
}
