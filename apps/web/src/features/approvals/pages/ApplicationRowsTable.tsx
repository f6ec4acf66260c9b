import { formatDate, type ListQuery } from '@sewabeli/domain';
import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import type { RouterOutputs } from '../../../lib/trpc';
import type { ServerList } from '../../../lib/use-server-list';

export type ApprovalListRow = RouterOutputs['approval']['pending']['rows'][number];

const columns: DataTableColumn<ApprovalListRow>[] = [
  { key: 'hirerName', header: 'Hirer' },
  { key: 'progress', header: 'Progress', width: 200 },
  { key: 'createdAt', header: 'Created Date', width: 160, csv: (row) => formatDate(row.createdAt) },
];

interface Props {
  query: ListQuery;
  onQueryChange: (next: ListQuery) => void;
  list: ServerList<ApprovalListRow>;
  exportName: string;
}

/** Hirer, Progress, Created Date; a row opens the wizard of its application (Pending Approvals and Log alike). */
export function ApplicationRowsTable({ query, onQueryChange, list, exportName }: Props) {
  const navigate = useNavigate();
  return (
    <DataTable
      columns={columns}
      query={query}
      onQueryChange={onQueryChange}
      data={list.data}
      loading={list.isFetching}
      rowKey={(row) => row.id}
      onRowClick={(row) => void navigate(`/application/pending/${row.id}`)}
      fetchPage={list.fetchPage}
      exportName={exportName}
    />
  );
}
