import {
  Anchor,
  Button,
  Center,
  Grid,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isSuperadmin } from '@sewabeli/domain';
import { IconPencil, IconPhotoUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { CollapsiblePanel } from '../../../components/CollapsiblePanel';
import { confirmDelete } from '../../../components/confirm-delete';
import { DataTable } from '../../../components/data-table/DataTable';
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
import { assetApplicationColumns } from '../components/application-columns';
import {
  useProduct,
  useProductApplications,
  useRemoveProduct,
  useSetProductImage,
} from '../hooks/use-products';

type Product = RouterOutputs['product']['byId'];

/** Clients §2 Asset profile. */
export function AssetProfilePage() {
  const { id } = useParams();
  const productId = Number(id);
  const valid = Number.isInteger(productId) && productId > 0;
  return <AssetProfile key={valid ? productId : 0} productId={valid ? productId : 0} />;
}

function AssetProfile({ productId }: { productId: number }) {
  const product = useProduct(productId);
  if (productId > 0 && product.isPending) {
    return (
      <Center py={64}>
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!product.data) {
    return (
      <RecordNotFound
        message={product.error ? errorMessage(product.error) : 'Asset not found'}
        backTo="/type/list"
        backLabel="Back to Asset Type"
      />
    );
  }
  return (
    <>
      <PageHeader title="Asset Profile" subtitle={`${product.data.brandName} ${product.data.name}`} />
      <Stack gap="xl">
        <ProductCards product={product.data} />
        <ApplicationsGrid productId={product.data.id} />
      </Stack>
    </>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600} fz="lg" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function ProductCards({ product }: { product: Product }) {
  const navigate = useNavigate();
  const me = useCurrentUser();
  const [editing, edit] = useDisclosure(false);
  const [uploading, upload] = useDisclosure(false);
  const setImage = useSetProductImage();
  const remove = useRemoveProduct();

  const onDelete = async () => {
    if (!(await confirmDelete())) return;
    remove.mutate(
      { id: product.id },
      {
        onSuccess: ({ brandId }) => {
          notifySuccess('Deleted Successfully');
          void navigate(`/type/profile/${brandId}`);
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
              <AssetImage url={product.imageUrl} alt={`${product.name} image`} />
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
            <Group justify="space-between" align="flex-start" gap="md" mb="lg">
              <Title order={3} fz="lg">
                Information
              </Title>
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
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
              <Field label="Type">
                <Anchor component={Link} to={`/type/profile/${product.brandId}`} inherit>
                  {product.brandName}
                </Anchor>
              </Field>
              <Field label="Model">{product.name}</Field>
              <Field label="Price">
                <Money sen={product.cost} />
              </Field>
            </SimpleGrid>
            <Text size="sm" c="dimmed" mt="xl">
              {product.applicationCount === 1 ? '1 application' : `${product.applicationCount} applications`}{' '}
              for this asset
            </Text>
          </Paper>
        </Grid.Col>
      </Grid>
      <AssetModal
        opened={editing}
        onClose={edit.close}
        brandId={product.brandId}
        product={product}
        withBrand
      />
      <ImageUploadModal
        opened={uploading}
        onClose={upload.close}
        title="Upload Asset Image"
        attach={(fileId) => setImage.mutateAsync({ id: product.id, fileId })}
      />
    </>
  );
}

/** Spec: not exportable (no CSV); it keeps the search box every list has. */
function ApplicationsGrid({ productId }: { productId: number }) {
  const [query, setQuery] = useListQuery({ sortBy: 'createdAt', sortDir: 'desc' });
  const applications = useProductApplications(productId, query);
  return (
    <CollapsiblePanel
      title="Applications"
      note={applications.data ? `${applications.data.total}` : undefined}
    >
      <DataTable
        columns={assetApplicationColumns}
        query={query}
        onQueryChange={setQuery}
        data={applications.data}
        loading={applications.isFetching}
        rowKey={(row) => row.id}
        minWidth={1100}
      />
    </CollapsiblePanel>
  );
}
