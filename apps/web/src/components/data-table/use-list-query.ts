import { type ListQuery, type ListQueryInput, listQuerySchema } from '@sewabeli/domain';
import { useState } from 'react';

/**
 * State of one server-driven list (page, pageSize, search, searchField, sortBy, sortDir), starting from the
 * defaults of `listQuerySchema` (page 1, 10 rows, no search, all columns, ascending). Feed `query` to the
 * tRPC list procedure and both values to `DataTable`.
 */
export function useListQuery(initial: ListQueryInput = {}): [ListQuery, (next: ListQuery) => void] {
  const [query, setQuery] = useState<ListQuery>(() => listQuerySchema.parse(initial));
  return [query, setQuery];
}
