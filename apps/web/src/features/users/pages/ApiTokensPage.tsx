import { Anchor, Badge, Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { formatDate, formatDateTime, orNA } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { notifySuccess } from '../../../components/dialogs/notify';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { IssueTokenModal } from '../components/IssueTokenModal';
import { useApiTokenList, useRevokeApiToken } from '../hooks/use-api-tokens';

type TokenRow = RouterOutputs['apiToken']['list']['rows'][number];

function stateOf(row: TokenRow): { label: string; color: string } {
  if (row.revokedAt) return { label: 'Revoked', color: 'gray' };
  if (row.expiresAt.getTime() <= Date.now()) return { label: 'Expired', color: 'gray' };
  return { label: 'Live', color: 'green' };
}

function RevokeButton({ row }: { row: TokenRow }) {
  const revoke = useRevokeApiToken();
  if (stateOf(row).label !== 'Live') return null;
  const confirm = () =>
    modals.openConfirmModal({
      title: 'Revoke token',
      centered: true,
      children: (
        <Text size="sm">
          Revoke '{row.name}'? Every request with it is refused from now on; this cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red', 'data-autofocus': true },
      onConfirm: () =>
        revoke.mutate({ id: row.id }, { onSuccess: () => notifySuccess(`Token '${row.name}' revoked`) }),
    });
  return (
    <Button size="compact-sm" color="red" variant="light" onClick={confirm} loading={revoke.isPending}>
      Revoke
    </Button>
  );
}

const columns: DataTableColumn<TokenRow>[] = [
  { key: 'name', header: 'Name' },
  {
    key: 'user',
    header: 'Acts For',
    render: (row) =>
      row.serviceAccount ? (
        <>
          {row.user}{' '}
          <Badge size="sm" variant="light" radius="sm">
            Service account
          </Badge>
        </>
      ) : (
        <Anchor component={Link} to={`/user/profile/${row.userId}`}>
          {row.user}
        </Anchor>
      ),
    csv: (row) => row.user,
  },
  { key: 'role', header: 'Role' },
  {
    key: 'expiresAt',
    header: 'Expires',
    render: (row) => formatDate(row.expiresAt),
    csv: (row) => formatDate(row.expiresAt),
  },
  {
    key: 'ipAllowList',
    header: 'IP Allow-list',
    sortable: false,
    searchable: false,
    render: (row) => (row.ipAllowList.length ? row.ipAllowList.join(', ') : 'Any address'),
    csv: (row) => row.ipAllowList.join(' '),
  },
  {
    key: 'lastUsedAt',
    header: 'Last Used',
    render: (row) =>
      row.lastUsedAt ? `${formatDateTime(row.lastUsedAt)} from ${orNA(row.lastUsedIp)}` : 'Never',
    csv: (row) => formatDateTime(row.lastUsedAt),
  },
  {
    key: 'status',
    header: 'Status',
    sortable: false,
    searchable: false,
    render: (row) => {
      const state = stateOf(row);
      return (
        <Badge color={state.color} variant="light" radius="sm">
          {state.label}
        </Badge>
      );
    },
    csv: (row) => stateOf(row).label,
  },
  {
    key: 'action',
    header: 'Action',
    sortable: false,
    searchable: false,
    render: (row) => <RevokeButton row={row} />,
  },
];

/** Issue 33: User > API Tokens, the tokens machines use; a Superadmin's (the menu shows it to no one else). */
export function ApiTokensPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const tokens = useApiTokenList(query);
  return (
    <ListScreen
      title="API Tokens"
      subtitle="Tokens for integrations and service accounts; the API reference is at /api/docs"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={tokens}
      exportName="api-tokens"
      minWidth={1000}
      createModal={(modal) => <IssueTokenModal {...modal} />}
    />
  );
}
