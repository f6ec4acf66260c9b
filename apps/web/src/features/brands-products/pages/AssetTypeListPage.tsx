import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { AssetTypeModal } from '../components/AssetTypeModal';
import { useBrandList } from '../hooks/use-brands';

type BrandRow = RouterOutputs['brand']['list']['rows'][number];

const columns: DataTableColumn<BrandRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'productCount', header: 'Assets', searchable: false, align: 'right', width: 140 },
];

/** Clients §2 Asset type list. */
export function AssetTypeListPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const brands = useBrandList(query);
  return (
    <ListScreen
      title="Asset Type"
      subtitle="All asset types"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={brands}
      rowLink={(row) => `/type/profile/${row.id}`}
      exportName="asset-types"
      createModal={(modal) => <AssetTypeModal {...modal} />}
    />
  );
}
