import { useNavigate } from 'react-router-dom';
import { DataTable, type DataTableColumn } from '../../../components/data-table/DataTable';
import { useListQuery } from '../../../components/data-table/use-list-query';
import { PageHeader } from '../../../components/layout/PageHeader';
import { useResourceCategories } from '../hooks/use-resources';

interface CategoryRow {
  category: string;
  count: number;
}

const columns: DataTableColumn<CategoryRow>[] = [
  { key: 'category', header: 'Name' },
  { key: 'count', header: 'Resources', searchable: false, align: 'right', width: 140 },
];

export function ResourceCategoriesPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useListQuery({ sortBy: 'category' });
  const categories = useResourceCategories(query);
  return (
    <>
      <PageHeader title="Resource" subtitle="Lookup values used across the system, grouped by category" />
      <DataTable
        columns={columns}
        query={query}
        onQueryChange={setQuery}
        data={categories.data}
        loading={categories.isFetching}
        rowKey={(row) => row.category}
        onRowClick={(row) => navigate(`/resource/profile/${encodeURIComponent(row.category)}`)}
        fetchPage={categories.fetchPage}
        exportName="resource-categories"
      />
    </>
  );
}
