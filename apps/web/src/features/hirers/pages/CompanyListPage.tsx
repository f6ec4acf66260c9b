import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
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
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const hirers = useHirerList(query);
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Client"
        subtitle="All companies"
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
        data={hirers.data}
        loading={hirers.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/company/profile/${row.id}`)}
        fetchPage={hirers.fetchPage}
        exportName="companies"
      />
      <AddCompanyModal opened={creating} onClose={close} />
    </>
  );
}
