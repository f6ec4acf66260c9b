import { ActionIcon, Anchor, Grid, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { CreateNewButton } from '../../../components/buttons/CreateNewButton';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { EditButton } from '../../../components/buttons/EditButton';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { useDeleteAndReturn } from '../../../components/dialogs/use-delete-and-return';
import { Money } from '../../../components/display/Money';
import { CollapsiblePanel } from '../../../components/layout/CollapsiblePanel';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ProfileLoader } from '../../../components/layout/ProfileLoader';
import { useRecordId } from '../../../lib/record-id';
import type { RouterOutputs } from '../../../lib/trpc';
import { useCan } from '../../auth/hooks/use-current-user';
import { AssetImageCard } from '../components/AssetImageCard';
import { AssetModal } from '../components/AssetModal';
import { AssetTypeModal } from '../components/AssetTypeModal';
import { typeApplicationColumns } from '../components/application-columns';
import { useBrand, useBrandApplications, useRemoveBrand, useSetBrandImage } from '../hooks/use-brands';
import { useProductList } from '../hooks/use-products';

type Brand = RouterOutputs['brand']['byId'];
type ProductRow = RouterOutputs['product']['list']['rows'][number];

/** Clients §2 Asset type profile. */
export function AssetTypeProfilePage() {
  const brandId = useRecordId();
  const brandQuery = useBrand(brandId);
  return (
    <ProfileLoader
      // A fresh screen (panels open, page 1) for each asset type.
      key={brandId}
      record={brandQuery}
      notFound="Asset type not found"
      backTo="/type/list"
      backLabel="Back to Asset Type"
    >
      {(brand) => (
        <>
          <PageHeader title="Asset Type Profile" subtitle={brand.name} />
          <Stack gap="xl">
            <BrandCards brand={brand} />
            <AssetsPanel brand={brand} />
            <ApplicationsPanel brandId={brand.id} />
          </Stack>
        </>
      )}
    </ProfileLoader>
  );
}

function BrandCards({ brand }: { brand: Brand }) {
  const [editing, edit] = useDisclosure(false);
  const setImage = useSetBrandImage();
  const remove = useRemoveBrand();
  const deleteBrand = useDeleteAndReturn(remove, '/type/list');
  const deleteLocked = useCan('brand.delete').reason;

  return (
    <>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AssetImageCard
            url={brand.logoUrl}
            alt={`${brand.name} image`}
            uploadTitle="Upload Asset Type Image"
            attach={(fileId) => setImage.mutateAsync({ id: brand.id, fileId })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" h="100%">
            <Group justify="space-between" align="flex-start" gap="md">
              <Stack gap={4}>
                <Text size="xs" tt="uppercase" fw={600} c="dimmed" lts={0.5}>
                  Asset Type
                </Text>
                <Title order={2} fz={28} data-testid="brand-name">
                  {brand.name}
                </Title>
              </Stack>
              <Group gap="sm">
                <EditButton onClick={edit.open} />
                <DeleteButton
                  onClick={() => deleteBrand(brand.id)}
                  loading={remove.isPending}
                  lockedReason={deleteLocked}
                  lockedTestId="delete-asset-type-locked"
                />
              </Group>
            </Group>
            <Group gap={48} mt="xl">
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Assets
                </Text>
                <Text fw={650} fz="xl">
                  {brand.productCount}
                </Text>
              </Stack>
              <Stack gap={2}>
                <Text size="sm" c="dimmed">
                  Applications
                </Text>
                <Text fw={650} fz="xl">
                  {brand.applicationCount}
                </Text>
              </Stack>
            </Group>
          </Paper>
        </Grid.Col>
      </Grid>
      <AssetTypeModal opened={editing} onClose={edit.close} brand={brand} />
    </>
  );
}

function AssetsPanel({ brand }: { brand: Brand }) {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const products = useProductList(brand.id, query);
  // Kept while the modal closes, so its title does not flip from Edit to New during the animation.
  const [editing, setEditing] = useState<ProductRow | undefined>();
  const [opened, modal] = useDisclosure(false);
  const openModal = (product?: ProductRow) => {
    setEditing(product);
    modal.open();
  };

  const columns: DataTableColumn<ProductRow>[] = [
    {
      key: 'name',
      header: 'Name',
      render: (row) => (
        <Anchor component={Link} to={`/product/profile/${row.id}`} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
    },
    { key: 'cost', header: 'Cost', align: 'right', render: (row) => <Money sen={row.cost} /> },
    { key: 'applicationCount', header: 'Application Count', align: 'right', searchable: false },
    {
      key: 'actions',
      header: '',
      sortable: false,
      searchable: false,
      noExport: true,
      width: 60,
      align: 'right',
      render: (row) => (
        <Tooltip label="Edit asset">
          <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => openModal(row)}>
            <IconPencil size={16} stroke={1.8} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  return (
    <CollapsiblePanel
      title="Assets"
      note={products.data ? `${products.data.total}` : undefined}
      actions={<CreateNewButton size="sm" onClick={() => openModal()} />}
    >
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={products.data}
        loading={products.isFetching}
        rowKey={(row) => row.id}
        fetchPage={products.fetchPage}
        exportName={`assets-${brand.name}`}
      />
      <AssetModal opened={opened} onClose={modal.close} brandId={brand.id} product={editing} />
    </CollapsiblePanel>
  );
}

function ApplicationsPanel({ brandId }: { brandId: number }) {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const applications = useBrandApplications(brandId, query);
  return (
    <CollapsiblePanel
      title="Applications"
      note={applications.data ? `${applications.data.total}` : undefined}
    >
      <DataTable
        columns={typeApplicationColumns}
        query={query}
        onQueryChange={setQuery}
        data={applications.data}
        loading={applications.isFetching}
        rowKey={(row) => row.id}
        fetchPage={applications.fetchPage}
        exportName="asset-type-applications"
        minWidth={1000}
      />
    </CollapsiblePanel>
  );
}
