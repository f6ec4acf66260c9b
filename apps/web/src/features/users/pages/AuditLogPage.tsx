import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import {
  type AuditListQuery,
  auditListQuerySchema,
  formatDateTime,
  type ListQuery,
  orNA,
} from '@sewabeli/domain';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { DmyDateInput } from '../../../components/inputs/DmyDateInput';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { useAuditChoices, useAuditLog } from '../hooks/use-audit';

type AuditRow = RouterOutputs['audit']['list']['rows'][number];

const whenText = (value: Date) => formatDateTime(value);
const recordText = (row: AuditRow) => (row.entityId === null ? row.entity : `${row.entity} #${row.entityId}`);

function sessionOrToken(row: AuditRow) {
  if (row.apiTokenName === null && row.apiTokenId === null) return orNA(row.sessionId);
  const id = row.apiTokenId === null ? '' : ` (#${row.apiTokenId})`;
  return `Token '${row.apiTokenName ?? ''}'${id}`;
}

const columns: DataTableColumn<AuditRow>[] = [
  {
    key: 'createdAt',
    header: 'Date',
    render: (row) => whenText(row.createdAt),
    csv: (row) => whenText(row.createdAt),
  },
  { key: 'user', header: 'User', render: (row) => orNA(row.user) },
  { key: 'action', header: 'Action' },
  { key: 'entity', header: 'Record', render: recordText, csv: recordText },
  { key: 'ip', header: 'Address', render: (row) => orNA(row.ip) },
  {
    key: 'sessionId',
    header: 'Session / Token',
    sortable: false,
    searchable: false,
    // Issue 33: an action through an API token names the token instead of a session; issue 40: and its id, as
    // names can repeat.
    render: sessionOrToken,
    csv: sessionOrToken,
  },
];

const options = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value, label: value }));

/** Issue 9: User > Audit Log, a Superadmin's view of who did what, when and from where. */
export function AuditLogPage() {
  const [query, setQuery] = useState<AuditListQuery>(() => auditListQuerySchema.parse({}));
  const [recordId, setRecordId] = useState('');
  const list = useAuditLog(query);
  const choices = useAuditChoices();
  const filter = (change: Partial<AuditListQuery>) => setQuery({ ...query, ...change, page: 1 });
  const filterRecordId = useDebouncedCallback(
    (value: string) => filter({ entityId: value.trim() || undefined }),
    300,
  );

  return (
    <>
      <PageHeader title="Audit Log" subtitle="Sign-ins, sign-outs and every change, newest first" />
      <Group gap="sm" mb="md" wrap="wrap" align="flex-end">
        <Select
          label="User"
          placeholder="All users"
          data={(choices.data?.users ?? []).map((user) => ({ value: String(user.id), label: user.name }))}
          value={query.userId === null ? null : String(query.userId)}
          onChange={(value) => filter({ userId: value === null ? null : Number(value) })}
          searchable
          clearable
          w={240}
        />
        <Select
          label="Action"
          placeholder="All actions"
          data={options(choices.data?.actions)}
          value={query.action ?? null}
          onChange={(value) => filter({ action: value ?? undefined })}
          clearable
          w={170}
        />
        <Select
          label="Record"
          placeholder="All records"
          data={options(choices.data?.entities)}
          value={query.entity ?? null}
          onChange={(value) => filter({ entity: value ?? undefined })}
          clearable
          w={170}
        />
        <TextInput
          label="Record ID"
          placeholder="Any"
          value={recordId}
          onChange={(event) => {
            setRecordId(event.currentTarget.value);
            filterRecordId(event.currentTarget.value);
          }}
          w={110}
        />
        <DmyDateInput
          label="From"
          value={query.from ?? null}
          onChange={(value) => filter({ from: value ?? undefined })}
          clearable
          w={150}
        />
        <DmyDateInput
          label="To"
          value={query.to ?? null}
          onChange={(value) => filter({ to: value ?? undefined })}
          clearable
          w={150}
        />
      </Group>
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={(next: ListQuery) => setQuery({ ...query, ...next })}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        fetchPage={(page: ListQuery) => list.fetchPage({ ...query, ...page })}
        exportName="audit-log"
        minWidth={900}
      />
    </>
  );
}
