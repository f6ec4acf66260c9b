import { ActionIcon, Badge, Group, Paper, Select, Table, Text, Title } from '@mantine/core';
import { formatDateTime, NO_RECORD_FOUND } from '@sewabeli/domain';
import { IconFileImport, IconPencil, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DisabledReason } from '../../../components/buttons/DisabledReason';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { Money } from '../../../components/display/Money';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useCan } from '../../auth/hooks/use-current-user';
import { BankAccountModal } from '../components/BankAccountModal';
import { ImportStatementModal } from '../components/ImportStatementModal';
import {
  type BankAccount,
  type Statement,
  useBankAccounts,
  useStatementList,
} from '../hooks/use-bank-statements';

const STATUS_COLOUR: Record<Statement['status'], string> = {
  Queued: 'gray.7',
  Parsing: 'blue.8',
  Imported: 'teal.9',
  Failed: 'red.9',
};

const FORMAT_LABEL = { csv: 'CSV', camt053: 'camt.053', mt940: 'MT940' } as const;

/** Issue 31: the imported statements of the financier's bank accounts, and the accounts themselves. */
export function BankStatementsPage() {
  const navigate = useNavigate();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [query, setQuery] = useListQuery({ pageSize: 10 });
  const accounts = useBankAccounts();
  const list = useStatementList(accountId, query);
  const importLock = useCan('bankStatement.import').reason;
  const manageLock = useCan('bankAccount.manage').reason;
  const [importing, setImporting] = useState(false);
  const [editing, setEditing] = useState<BankAccount | 'new' | null>(null);

  const accountName = useMemo(() => {
    const names = new Map(
      (accounts.data ?? []).map((account) => [account.id, `${account.name} (${account.bank})`]),
    );
    return (id: number) => names.get(id) ?? 'N/A';
  }, [accounts.data]);

  const columns: DataTableColumn<Statement>[] = [
    {
      key: 'importedAt',
      header: 'Imported',
      sortable: false,
      searchable: false,
      minWidth: 120,
      render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.importedAt)}</span>,
    },
    {
      key: 'bankAccountId',
      header: 'Bank Account',
      sortable: false,
      searchable: false,
      minWidth: 100,
      render: (row) => accountName(row.bankAccountId),
    },
    {
      key: 'fileName',
      header: 'File',
      sortable: false,
      minWidth: 120,
      // Issue 41: a long file name breaks anywhere, its format under it, rather than pushing the list past the
      // screen's edge at 1280 px with the side menu pinned.
      render: (row) => (
        <>
          <span style={{ overflowWrap: 'anywhere' }}>{row.fileName}</span>
          <Text size="xs" c="dimmed">
            {row.format ? FORMAT_LABEL[row.format] : 'N/A'}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: false,
      searchable: false,
      minWidth: 90,
      render: (row) => (
        <>
          <Badge color={STATUS_COLOUR[row.status]} variant="filled">
            {row.status === 'Parsing' ? `Parsing ${row.progress}%` : row.status}
          </Badge>
          {row.error && (
            <Text size="xs" c="red.9" mt={4}>
              {row.error}
            </Text>
          )}
        </>
      ),
    },
    { key: 'newLineCount', header: 'Lines', sortable: false, searchable: false, align: 'right' },
    {
      key: 'duplicateLineCount',
      header: 'Already Known',
      sortable: false,
      searchable: false,
      align: 'right',
    },
    {
      key: 'creditTotal',
      header: 'Credits',
      sortable: false,
      searchable: false,
      align: 'right',
      render: (row) => <Money sen={row.creditTotal} />,
    },
    {
      key: 'debitTotal',
      header: 'Debits',
      sortable: false,
      searchable: false,
      align: 'right',
      render: (row) => <Money sen={row.debitTotal} />,
    },
    { key: 'importedByName', header: 'Imported By', sortable: false, searchable: false },
  ];

  return (
    <>
      <PageHeader
        title="Bank Statements"
        subtitle="Statements imported from the bank, matched to agreements and posted as payments"
        actions={
          <LockableButton
            leftSection={<IconFileImport size={16} stroke={1.8} />}
            lockedReason={importLock || undefined}
            onClick={() => setImporting(true)}
          >
            Import Statement
          </LockableButton>
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => void navigate(`/application/collection/bank-statements/${row.id}`)}
        searchPlaceholder="Search file name..."
        label="Imported statements"
        // Issue 41: at 1280 px the list fits the page beside the pinned side menu (about 950 px): nothing clipped.
        minWidth={880}
        toolbar={
          <Select
            aria-label="Bank account"
            placeholder="All bank accounts"
            clearable
            data={(accounts.data ?? []).map((account) => ({
              value: String(account.id),
              label: `${account.name} (${account.bank})`,
            }))}
            value={accountId === null ? null : String(accountId)}
            onChange={(value) => {
              setAccountId(value === null ? null : Number(value));
              setQuery({ ...query, page: 1 });
            }}
            w={260}
          />
        }
      />

      <Paper withBorder radius="md" p="md" mt="lg">
        <Group justify="space-between" mb="sm">
          <Title order={3} fz={18} fw={600}>
            Bank Accounts
          </Title>
          <LockableButton
            variant="default"
            leftSection={<IconPlus size={16} stroke={1.8} />}
            lockedReason={manageLock || undefined}
            onClick={() => setEditing('new')}
          >
            Add Bank Account
          </LockableButton>
        </Group>
        <Table striped="even" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Bank</Table.Th>
              <Table.Th>Account Number</Table.Th>
              <Table.Th>Currency</Table.Th>
              <Table.Th>CSV Columns</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th w={80}>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(accounts.data ?? []).length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Text ta="center" size="sm" c="dimmed">
                    {accounts.isLoading ? 'Loading...' : NO_RECORD_FOUND}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              (accounts.data ?? []).map((account) => (
                <Table.Tr key={account.id}>
                  <Table.Td>{account.name}</Table.Td>
                  <Table.Td>{account.bank}</Table.Td>
                  <Table.Td>{account.accountNumber}</Table.Td>
                  <Table.Td>{account.currency}</Table.Td>
                  <Table.Td>{account.csvMapping ? 'Saved' : 'N/A'}</Table.Td>
                  <Table.Td>
                    <Badge color={account.active ? 'teal.9' : 'gray.7'} variant="filled">
                      {account.active ? 'Active' : 'Closed'}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <DisabledReason reason={manageLock} label={`Edit ${account.name}`}>
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${account.name}`}
                        onClick={() => setEditing(account)}
                      >
                        <IconPencil size={16} />
                      </ActionIcon>
                    </DisabledReason>
                  </Table.Td>
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Paper>

      {importing && (
        <ImportStatementModal
          accounts={accounts.data ?? []}
          initialAccountId={accountId}
          onClose={() => setImporting(false)}
        />
      )}
      {editing && (
        <BankAccountModal account={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
