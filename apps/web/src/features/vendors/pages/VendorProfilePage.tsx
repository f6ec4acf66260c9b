import { Anchor, Button, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate, formatMoney, isSuperadmin } from '@sewabeli/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CollapsiblePanel } from '../../../components/CollapsiblePanel';
import { confirmDelete } from '../../../components/confirm-delete';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { notifySuccess } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { RecordNotFound } from '../../../components/RecordNotFound';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
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
  const { id } = useParams();
  const vendorId = Number(id);
  const valid = Number.isInteger(vendorId) && vendorId > 0;
  return <VendorProfile key={valid ? vendorId : 0} vendorId={valid ? vendorId : 0} />;
}

function VendorProfile({ vendorId }: { vendorId: number }) {
  const vendor = useVendor(vendorId);
  if (vendorId > 0 && vendor.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!vendor.data) {
    return (
      <RecordNotFound
        message={vendor.error ? errorMessage(vendor.error) : 'Vendor not found'}
        backTo="/vendor/list"
        backLabel="Back to Vendor"
      />
    );
  }
  return (
    <>
      <PageHeader title="Vendor Profile" subtitle={vendor.data.name} />
      <Stack gap="xl">
        <NameCard vendor={vendor.data} />
        <FacilitiesPanel vendorId={vendor.data.id} />
      </Stack>
    </>
  );
}

function NameCard({ vendor }: { vendor: Vendor }) {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [editing, edit] = useDisclosure(false);
  const remove = useRemoveVendor();

  const onDelete = async () => {
    if (!(await confirmDelete())) return;
    remove.mutate(
      { id: vendor.id },
      {
        onSuccess: () => {
          notifySuccess('Deleted Successfully');
          void navigate('/vendor/list');
        },
      },
    );
  };

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
          <Button variant="default" leftSection={<IconPencil size={16} stroke={1.8} />} onClick={edit.open}>
            Edit
          </Button>
          {isSuperadmin(me.role.name) && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} stroke={1.8} />}
              onClick={onDelete}
              loading={remove.isPending}
            >
              Delete
            </Button>
          )}
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
