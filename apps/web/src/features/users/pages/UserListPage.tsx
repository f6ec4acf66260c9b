import { Badge, Button, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, isSuperadmin } from '@sewabeli/domain';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
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
    render: (row) => formatDate(row.lastLogon),
    csv: (row) => formatDate(row.lastLogon),
  },
];

/** Clients §2 User list. */
export function UserListPage() {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const mayCreate = isSuperadmin(me.role.name);
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const users = useUserList(query);
  const [creating, { open, close }] = useDisclosure(false);

  const createButton = (
    <Button leftSection={<IconPlus size={16} stroke={1.8} />} onClick={open} disabled={!mayCreate}>
      Create New
    </Button>
  );

  return (
    <>
      <PageHeader
        title="User"
        subtitle="All users"
        actions={
          mayCreate ? (
            createButton
          ) : (
            // Decisions §7: only a Superadmin creates users. Say so rather than hide the button.
            <Tooltip label="Only a Superadmin can create users" withArrow>
              <span data-testid="create-user-locked">{createButton}</span>
            </Tooltip>
          )
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={users.data}
        loading={users.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/user/profile/${row.id}`)}
        fetchPage={users.fetchPage}
        exportName="users"
      />
      {mayCreate && <NewUserModal opened={creating} onClose={close} />}
    </>
  );
}
