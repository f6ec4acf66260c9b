import { useParams } from 'react-router-dom';
import type { DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { ListScreen } from '../../../components/layout/ListScreen';
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
  return (
    <ListScreen
      title={category}
      subtitle="Resources of this category"
      columns={columns}
      query={query}
      onQueryChange={setQuery}
      list={resources}
      exportName={`resources-${category}`}
      createModal={(modal) => <NewResourceModal {...modal} category={category} />}
    />
  );
}
