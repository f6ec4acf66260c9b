import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/layout/PageHeader';
import { usePendingApprovals } from '../hooks/use-approvals';
import { ApplicationRowsTable } from './ApplicationRowsTable';

/** Origination §2 Pending Approvals: the submitted cases awaiting the signed-in user's approval position. */
export function PendingApprovalsPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const list = usePendingApprovals(query);
  return (
    <>
      <PageHeader title="Pending" subtitle="Applications awaiting your approval" />
      <ApplicationRowsTable
        query={query}
        onQueryChange={setQuery}
        list={list}
        exportName="pending-approvals"
      />
    </>
  );
}
