import {
  ActionIcon,
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isSuperadmin } from '@sewabeli/domain';
import { IconPencil, IconPhotoUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CollapsiblePanel } from '../../../components/CollapsiblePanel';
import { confirmDelete } from '../../../components/confirm-delete';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ImageUploadModal } from '../../../components/ImageUploadModal';
import { Money } from '../../../components/Money';
import { notifySuccess } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { RecordNotFound } from '../../../components/RecordNotFound';
import type { RouterOutputs } from '../../../lib/trpc';
import { errorMessage } from '../../../lib/trpc-error';
import { useCurrentUser } from '../../auth/hooks/use-current-user';
import { AssetImage } from '../components/AssetImage';
import { AssetModal } from '../components/AssetModal';
import { AssetTypeModal } from '../components/AssetTypeModal';
import { typeApplicationColumns } from '../components/application-columns';
import { useBrand, useBrandApplications, useRemoveBrand, useSetBrandImage } from '../hooks/use-brands';
import { useProductList } from '../hooks/use-products';

type Brand = RouterOutputs['brand']['byId'];
type ProductRow = RouterOutputs['product']['list']['rows'][number];

/** Clients §2 Asset type profile. */
export function AssetTypeProfilePage() {
  const { id } = useParams();
  const brandId = Number(id);
  const valid = Number.isInteger(brandId) && brandId > 0;
  // A fresh screen (panels open, page 1) for each asset type.
  return <AssetTypeProfile key={valid ? brandId : 0} brandId={valid ? brandId : 0} />;
}

function AssetTypeProfile({ brandId }: { brandId: number }) {
  const brand = useBrand(brandId);
  if (brandId > 0 && brand.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!brand.data) {
    return (
      <RecordNotFound
        message={brand.error ? errorMessage(brand.error) : 'Asset type not found'}
        backTo="/type/list"
        backLabel="Back to Asset Type"
      />
    );
  }
  return (
    <>
      <PageHeader title="Asset Type Profile" subtitle={brand.data.name} />
      <Stack gap="xl">
        <BrandCards brand={brand.data} />
        <AssetsPanel brand={brand.data} />
        <ApplicationsPanel brandId={brand.data.id} />
      </Stack>
    </>
  );
}

function BrandCards({ brand }: { brand: Brand }) {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [editing, edit] = useDisclosure(false);
  const [uploading, upload] = useDisclosure(false);
  const setImage = useSetBrandImage();
  const remove = useRemoveBrand();

  const onDelete = async () => {
    if (!(await confirmDelete())) return;
    remove.mutate(
      { id: brand.id },
      {
        onSuccess: () => {
          notifySuccess('Deleted Successfully');
          void navigate('/type/list');
        },
      },
    );
  };

  return (
    <>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" h="100%">
            <Stack gap="sm">
              <AssetImage url={brand.logoUrl} alt={`${brand.name} image`} />
              <Button
                variant="light"
                leftSection={<IconPhotoUp size={16} stroke={1.8} />}
                onClick={upload.open}
              >
                Edit
              </Button>
            </Stack>
          </Paper>
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
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} stroke={1.8} />}
                  onClick={edit.open}
                >
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
      <ImageUploadModal
        opened={uploading}
        onClose={upload.close}
        title="Upload Asset Type Image"
        attach={(fileId) => setImage.mutateAsync({ id: brand.id, fileId })}
      />
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
      actions={
        <Button size="sm" leftSection={<IconPlus size={16} stroke={1.8} />} onClick={() => openModal()}>
          Create New
        </Button>
      }
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
