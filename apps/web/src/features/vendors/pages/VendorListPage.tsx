import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
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
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const vendors = useVendorList(query);
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Vendor"
        subtitle="All vendors"
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
        data={vendors.data}
        loading={vendors.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/vendor/profile/${row.id}`)}
        fetchPage={vendors.fetchPage}
        exportName="vendors"
      />
      <VendorModal opened={creating} onClose={close} />
    </>
  );
}
