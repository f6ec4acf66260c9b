import { Button, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { CriteriaModal } from '../components/CriteriaModal';
import { useCriteria, useCriteriaList } from '../hooks/use-criteria';

type CriteriaRow = RouterOutputs['programs']['criteria']['list']['rows'][number];

const columns: DataTableColumn<CriteriaRow>[] = [
  { key: 'category', header: 'Category', width: 220 },
  {
    key: 'name',
    header: 'Name',
    width: 280,
    render: (row) =>
      row.editable ? (
        row.name
      ) : (
        <Group gap={6} wrap="nowrap">
          <Text inherit>{row.name}</Text>
          <Tooltip label="Used by the SRC report; it cannot be edited">
            <IconLock size={14} stroke={1.8} aria-label="Not editable" color="var(--mantine-color-gray-6)" />
          </Tooltip>
        </Group>
      ),
  },
  { key: 'description', header: 'Description' },
];

/**
 * Collections §2.4 Criteria list. The criteria profile route (/program/criteria/profile/{id}) is this list with
 * that row's modal open: the spec edits criteria in a modal, never on a screen of their own.
 */
export function CriteriaListPage() {
  const navigate = useNavigate();
  const { id } = useParams();
  const editingId = id && /^\d+$/.test(id) ? Number(id) : null;
  const [creating, { open: create, close: closeCreate }] = useDisclosure(false);
  const [query, setQuery] = useListQuery({ sortBy: 'category' });
  const list = useCriteriaList(query);
  const editing = useCriteria(editingId);
  const editable = editing.data?.editable ? editing.data : null;
  // Keeps the closing modal's title and fields while it fades out after the route has moved on.
  const [lastEditable, setLastEditable] = useState(editable);
  useEffect(() => {
    if (editable) setLastEditable(editable);
  }, [editable]);

  return (
    <>
      <PageHeader
        title="Criteria"
        subtitle="All criterias"
        actions={
          <Button leftSection={<IconPlus size={16} stroke={1.8} />} onClick={create}>
            Create New
          </Button>
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => {
          if (row.editable) navigate(`/program/criteria/profile/${row.id}`);
        }}
        fetchPage={list.fetchPage}
        exportName="criteria"
      />
      <CriteriaModal opened={creating} onClose={closeCreate} />
      <CriteriaModal
        opened={editable !== null}
        onClose={() => navigate('/program/criteria')}
        criteria={editable ?? lastEditable}
      />
    </>
  );
}
