import { Alert } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { REQUIRED_TOTAL_WEIGHTAGE, totalWeightage } from '@sewabeli/domain';
import { IconEdit } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router-dom';
import { LockableButton } from '../../../components/buttons/LockableButton';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { useProgram } from '../financial-programs/use-programs';
import { formatPercent } from '../program-format';
import { FactorEditModal } from './FactorEditModal';
import { useFactorList, useProgramFactors } from './use-factors';

type FactorRow = RouterOutputs['programs']['factor']['list']['rows'][number];

const columns: DataTableColumn<FactorRow>[] = [
  { key: 'name', header: 'Factor', width: 260 },
  {
    key: 'weightage',
    header: 'Weightage',
    width: 130,
    align: 'right',
    render: (row) => formatPercent(row.weightage),
  },
  { key: 'description', header: 'Description' },
];

/** Collections §2.7 Factor list of a program. */
export function FactorListPage() {
  const financialProgramId = Number(useParams().financialProgramId);
  const navigate = useNavigate();
  const program = useProgram(financialProgramId);
  const all = useProgramFactors(financialProgramId);
  const [query, setQuery] = useListQuery({});
  const list = useFactorList(financialProgramId, query);
  const [editing, { open, close }] = useDisclosure(false);
  const writeLocked = useCan('program.write').reason;
  const factors = all.data ?? [];
  const total = totalWeightage(factors.map((f) => f.weightage));

  return (
    <>
      <PageHeader
        title="Factors"
        subtitle={program.data?.name ?? 'Factors of the program'}
        actions={
          <LockableButton
            leftSection={<IconEdit size={16} stroke={1.8} />}
            onClick={open}
            disabled={!all.data}
            lockedReason={writeLocked}
            lockedTooltipPosition="bottom"
          >
            Edit
          </LockableButton>
        }
      />
      {all.data && total !== REQUIRED_TOTAL_WEIGHTAGE && (
        <Alert color="orange" variant="light" mb="md" role="status">
          The weightages total {formatPercent(total)}. They must total exactly 100% before applications are
          scored: use Edit to adjust them.
        </Alert>
      )}
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={list.data}
        loading={list.isFetching}
        rowKey={(row) => row.id}
        onRowClick={(row) => navigate(`/program/tier/${financialProgramId}/factor/${row.id}`)}
        fetchPage={list.fetchPage}
        exportName="factors"
      />
      {writeLocked === undefined && (
        <FactorEditModal
          opened={editing}
          onClose={close}
          financialProgramId={financialProgramId}
          factors={factors}
        />
      )}
    </>
  );
}
