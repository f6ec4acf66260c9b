import { Anchor, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { DeleteButton } from '../../../components/buttons/DeleteButton';
import { EditButton } from '../../../components/buttons/EditButton';
import { DataTable } from '../../../components/data-table/DataTable';
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
  const productId = useRecordId();
  const productQuery = useProduct(productId);
  return (
    <ProfileLoader
      key={productId}
      record={productQuery}
      notFound="Asset not found"
      backTo="/type/list"
      backLabel="Back to Asset Type"
    >
      {(product) => (
        <>
          <PageHeader title="Asset Profile" subtitle={`${product.brandName} ${product.name}`} />
          <Stack gap="xl">
            <ProductCards product={product} />
            <ApplicationsGrid productId={product.id} />
          </Stack>
        </>
      )}
    </ProfileLoader>
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
  const [editing, edit] = useDisclosure(false);
  const setImage = useSetProductImage();
  const remove = useRemoveProduct();
  // Back to the asset type it was under (the server's answer names it).
  const deleteProduct = useDeleteAndReturn(remove, ({ brandId }) => `/type/profile/${brandId}`);
  const deleteLocked = useCan('product.delete').reason;

  return (
    <>
      <Grid gap="lg" align="stretch">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AssetImageCard
            url={product.imageUrl}
            alt={`${product.name} image`}
            uploadTitle="Upload Asset Image"
            attach={(fileId) => setImage.mutateAsync({ id: product.id, fileId })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="lg" h="100%">
            <Group justify="space-between" align="flex-start" gap="md" mb="lg">
              <Title order={3} fz="lg">
                Information
              </Title>
              <Group gap="sm">
                <EditButton onClick={edit.open} />
                <DeleteButton
                  onClick={() => deleteProduct(product.id)}
                  loading={remove.isPending}
                  lockedReason={deleteLocked}
                  lockedTestId="delete-asset-locked"
                />
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
