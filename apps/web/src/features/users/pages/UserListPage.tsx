import { Badge } from '@mantine/core';
import { formatDateTime } from '@sewabeli/domain';
import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { NewUserModal } from '../components/NewUserModal';
import { useUserList } from '../hooks/use-users';

type UserRow = RouterOutputs['user']['list']['rows'][number];

const columns: DataTableColumn<UserRow>[] = [
  {
    key: 'name',
    header: 'Name',
    render: (row) => (
      <>
        {row.name}
        {!row.status && (
          <Badge color="gray" variant="light" size="sm" radius="sm" ml="xs">
            Inactive
          </Badge>
        )}
      </>
    ),
  },
  { key: 'role', header: 'Role' },
  { key: 'department', header: 'Department' },
  {
    key: 'lastLogon',
    header: 'Last Logon',
    render: (row) => formatDateTime(row.lastLogon),
    csv: (row) => formatDateTime(row.lastLogon),
  },
];

/** Clients §2 User list. */
export function UserListPage() {
  // Decisions §7: only a Superadmin creates users.
  const createLocked = useCan('user.create').reason;
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const users = useUserList(query);
  return (
    <ListScreen
      title="User"
      subtitle="All users"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={users}
      rowLink={(row) => `/user/profile/${row.id}`}
      exportName="users"
      createModal={(modal) => <NewUserModal {...modal} />}
      createLockedReason={createLocked}
      createLockedTestId="create-user-locked"
    />
  );
}
