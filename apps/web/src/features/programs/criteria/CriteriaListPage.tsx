import { Group, Text, Tooltip } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { CriteriaModal } from './CriteriaModal';
import { useCriteria, useCriteriaList } from './use-criteria';

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
  const [query, setQuery] = useListQuery({ sortBy: 'category' });
  const list = useCriteriaList(query);
  const writeLocked = useCan('program.write').reason;
  const editing = useCriteria(editingId);
  // Criteria open in their edit modal; for someone who may not change them there is nothing more to see.
  const editable = editing.data?.editable && writeLocked === undefined ? editing.data : null;
  // Keeps the closing modal's title and fields while it fades out after the route has moved on.
  const [lastEditable, setLastEditable] = useState(editable);
  useEffect(() => {
    if (editable) setLastEditable(editable);
  }, [editable]);

  return (
    <ListScreen
      title="Criteria"
      subtitle="All criterias"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={list}
      rowLink={(row) =>
        row.editable && writeLocked === undefined ? `/program/criteria/profile/${row.id}` : null
      }
      exportName="criteria"
      createModal={(modal) => <CriteriaModal {...modal} />}
      createLockedReason={writeLocked}
    >
      <CriteriaModal
        opened={editable !== null}
        onClose={() => navigate('/program/criteria')}
        criteria={editable ?? lastEditable}
      />
    </ListScreen>
  );
}
