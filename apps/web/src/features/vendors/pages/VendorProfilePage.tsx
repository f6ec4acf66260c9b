import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatMoney } from '@sewabeli/domain';
import { Link } from 'react-router-dom';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { EditButton } from '../../../components/buttons/EditButton';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useDeleteAndReturn } from '../../../components/dialogs/use-delete-and-return';
import { CollapsiblePanel } from '../../../components/layout/CollapsiblePanel';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { VendorModal } from '../components/VendorModal';
import { useRemoveVendor, useVendor, useVendorFacilities } from '../hooks/use-vendors';

type Vendor = RouterOutputs['vendor']['byId'];
type FacilityRow = RouterOutputs['vendor']['facilities']['rows'][number];

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
  { key: 'hpNo', header: 'HP No' },
  { key: 'createdAt', header: 'Create Date', render: (row) => formatDate(row.createdAt) },
  { key: 'loanAmount', header: 'Loan Amount (RM)', align: 'right', render: (row) => amount(row.loanAmount) },
];

/** Clients §2 Vendor profile. */
export function VendorProfilePage() {
  const vendorId = useRecordId();
  const vendorQuery = useVendor(vendorId);
  return (
    <ProfileLoader
      key={vendorId}
      record={vendorQuery}
      notFound="Vendor not found"
      backTo="/vendor/list"
      backLabel="Back to Vendor"
    >
      {(vendor) => (
        <>
          <PageHeader title="Vendor Profile" subtitle={vendor.name} />
          <Stack gap="xl">
            <NameCard vendor={vendor} />
            <FacilitiesPanel vendorId={vendor.id} />
          </Stack>
        </>
      )}
    </ProfileLoader>
  );
}

function NameCard({ vendor }: { vendor: Vendor }) {
  const [editing, edit] = useDisclosure(false);
  const remove = useRemoveVendor();
  const deleteVendor = useDeleteAndReturn(remove, '/vendor/list');
  const deleteLocked = useCan('vendor.delete').reason;

  return (
    <Paper withBorder p="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.5}>
            Vendor
          </Text>
          <Title order={2} fz={28} data-testid="vendor-name">
            {vendor.name}
          </Title>
          <Text size="sm" c="dimmed">
            Added {formatDate(vendor.createdAt)} ·{' '}
            {vendor.facilityCount === 1 ? '1 facility' : `${vendor.facilityCount} facilities`}
          </Text>
        </Stack>
        <Group gap="sm">
          <EditButton onClick={edit.open} />
          <DeleteButton
            onClick={() => deleteVendor(vendor.id)}
            loading={remove.isPending}
            lockedReason={deleteLocked}
            lockedTestId="delete-vendor-locked"
          />
        </Group>
      </Group>
      <VendorModal opened={editing} onClose={edit.close} vendor={vendor} />
    </Paper>
  );
}

function FacilitiesPanel({ vendorId }: { vendorId: number }) {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const facilities = useVendorFacilities(vendorId, query);
  const total = facilities.data?.totalLoanAmount ?? 0;
  return (
    <CollapsiblePanel
      title="Existing Facilities"
      note={facilities.data ? `${facilities.data.total}` : undefined}
    >
      <DataTable
        columns={facilityColumns}
        query={query}
        onQueryChange={setQuery}
        data={facilities.data}
        loading={facilities.isFetching}
        rowKey={(row) => row.id}
        fetchPage={facilities.fetchPage}
        exportName="vendor-facilities"
        footer={
          <Table.Tr data-testid="facility-total">
            <Table.Th colSpan={facilityColumns.length - 1}>Total Loan Amount</Table.Th>
            <Table.Th ta="right">{amount(total)}</Table.Th>
          </Table.Tr>
        }
      />
    </CollapsiblePanel>
  );
}
