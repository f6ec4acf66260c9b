import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { NewProgramModal } from '../components/NewProgramModal';
import { useProgramList } from '../hooks/use-programs';

type ProgramRow = RouterOutputs['programs']['financialProgram']['list']['rows'][number];

const columns: DataTableColumn<ProgramRow>[] = [{ key: 'name', header: 'Program Name' }];

/** Collections §2.5 Program (Tier) list. */
export function ProgramListPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const programs = useProgramList(query);
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title="Tier List"
        subtitle="All Tiers"
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
        data={programs.data}
        loading={programs.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/program/tier/${row.id}`)}
        fetchPage={programs.fetchPage}
        exportName="programs"
        minWidth={400}
      />
      <NewProgramModal opened={creating} onClose={close} />
    </>
  );
}
