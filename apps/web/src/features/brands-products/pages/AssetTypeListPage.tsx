import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
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
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const brands = useBrandList(query);
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Asset Type"
        subtitle="All asset types"
        actions={
          <Button leftSection={<IconPlus size={16} stroke={1.8} />} onClick={open}>
            Create New
          </Button>
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={brands.data}
        loading={brands.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/type/profile/${row.id}`)}
        fetchPage={brands.fetchPage}
        exportName="asset-types"
      />
      <AssetTypeModal opened={creating} onClose={close} />
    </>
  );
}
