import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { NewProgramModal } from './NewProgramModal';
import { useProgramList } from './use-programs';

type ProgramRow = RouterOutputs['programs']['financialProgram']['list']['rows'][number];

const columns: DataTableColumn<ProgramRow>[] = [{ key: 'name', header: 'Program Name' }];

/** Collections §2.5 Program (Tier) list. */
export function ProgramListPage() {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const programs = useProgramList(query);
  const writeLocked = useCan('program.write').reason;
  return (
    <ListScreen
      title="Tier List"
      subtitle="All Tiers"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={programs}
      rowLink={(row) => `/program/tier/${row.id}`}
      exportName="programs"
      minWidth={400}
      createModal={(modal) => <NewProgramModal {...modal} />}
      createLockedReason={writeLocked}
    />
  );
}
