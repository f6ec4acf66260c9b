import { Anchor, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { formatDate, formatMoney } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { CollapsiblePanel } from '../../../components/layout/CollapsiblePanel';
import type { RouterOutputs } from '../../../lib/trpc';
import { useHirerFacilities } from '../hooks/use-hirers';

type FacilityRow = RouterOutputs['hirer']['facilities']['rows'][number];

const amount = (sen: number) => (
  <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(sen)}</span>
);

const facilityColumns: DataTableColumn<FacilityRow>[] = [
  {
    key: 'letterOffer',
    header: 'Offer Letter',
    // The agreement's master record (origination: Master Profile, id = applicant product id).
    render: (row) => (
      <Anchor component={Link} to={`/application/master/profile/${row.id}`} size="sm" fw={500}>
        {row.letterOffer ?? 'N/A'}
      </Anchor>
    ),
  },
  {
    key: 'createdAt',
    header: 'Create Date',
    render: (row) => formatDate(row.createdAt),
    csv: (row) => formatDate(row.createdAt),
  },
  { key: 'hpNo', header: 'HP No' },
  { key: 'loanAmount', header: 'Loan Amount (RM)', align: 'right', render: (row) => amount(row.loanAmount) },
  {
    key: 'outstandingBalance',
    header: 'Outstanding Balance (RM)',
    align: 'right',
    render: (row) => amount(row.outstandingBalance),
  },
];

function Figure({ label, sen, tone }: { label: string; sen: number | undefined; tone?: string }) {
  return (
    <Paper withBorder p="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase" lts={0.4}>
        {label}
      </Text>
      <Text fz="xl" fw={650} c={tone ?? 'gray.9'} mt={4} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {sen === undefined ? '…' : formatMoney(sen)}
      </Text>
    </Paper>
  );
}

/** Clients §2: the company's facilities, their totals and the room left under its loan limit. */
export function FacilitiesPanel({ hirerId }: { hirerId: number }) {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const facilities = useHirerFacilities(hirerId, query);
  const data = facilities.data;
  return (
    <CollapsiblePanel title="Existing Facilities" note={data ? `${data.total}` : undefined}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" data-testid="facility-figures">
          <Figure label="Total Loan Amount (RM)" sen={data?.totalLoanAmount} />
          <Figure label="Total Exposure (RM)" sen={data?.totalExposure} />
          <Figure
            label="Remaining Loan Limit (RM)"
            sen={data?.remainingLoanLimit}
            tone={data && data.remainingLoanLimit < 0 ? 'red.7' : undefined}
          />
        </SimpleGrid>
        <DataTable
          columns={facilityColumns}
          query={query}
          onQueryChange={setQuery}
          data={data}
          loading={facilities.isFetching}
          rowKey={(row) => row.id}
          fetchPage={facilities.fetchPage}
          exportName="company-facilities"
          footer={
            <Table.Tr data-testid="facility-total">
              <Table.Th colSpan={3}>Total Loan Amount</Table.Th>
              <Table.Th ta="right">{amount(data?.totalLoanAmount ?? 0)}</Table.Th>
              <Table.Th ta="right">{amount(data?.totalExposure ?? 0)}</Table.Th>
            </Table.Tr>
          }
        />
      </Stack>
    </CollapsiblePanel>
  );
}
