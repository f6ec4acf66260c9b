import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useParams } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/PageHeader';
import { NewResourceModal } from '../components/NewResourceModal';
import { useResourcesOfCategory } from '../hooks/use-resources';

interface ResourceRow {
  id: number;
  name: string;
  category: string;
  description: string | null;
}

const columns: DataTableColumn<ResourceRow>[] = [
  { key: 'name', header: 'Name' },
  { key: 'description', header: 'Description' },
];

export function ResourcesOfCategoryPage() {
  const { category = '' } = useParams();
  // A fresh table (page 1, no search) for each category.
  return <ResourcesOfCategory key={category} category={category} />;
}

function ResourcesOfCategory({ category }: { category: string }) {
  const [query, setQuery] = useListQuery({ sortBy: 'name' });
  const resources = useResourcesOfCategory(category, query);
  const [creating, { open, close }] = useDisclosure(false);
  return (
    <>
      <PageHeader
        title={category}
        subtitle="Resources of this category"
        actions={
          <Button leftSection={<IconPlus size={16} stroke={1.8} />} onClick={open}>
            Create New
          </Button>
        }
      />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={resources.data}
        loading={resources.isFetching}
        rowKey={(row) => row.id}
        fetchPage={resources.fetchPage}
        exportName={`resources-${category}`}
      />
      <NewResourceModal opened={creating} onClose={close} category={category} />
    </>
  );
}
