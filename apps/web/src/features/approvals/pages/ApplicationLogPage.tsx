import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useApplicationLog } from '../hooks/use-approvals';
import { ApplicationRowsTable } from './ApplicationRowsTable';

/** Origination §2 Application log: completed applications (progress seq above 7). */
export function ApplicationLogPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const list = useApplicationLog(query);
  return (
    <>
      <PageHeader title="Log" subtitle="All Completed Applications" />
      <ApplicationRowsTable query={query} onQueryChange={setQuery} list={list} exportName="application-log" />
    </>
  );
}
