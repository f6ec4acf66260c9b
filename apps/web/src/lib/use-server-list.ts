import type { ListPage, ListQuery } from '@sewabeli/domain';
import {
  type FetchQueryOptions,
  keepPreviousData,
  type QueryKey,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback, useRef } from 'react';

/** What a list screen takes of `useServerList`: the page in view, whether another is loading, any page for the CSV. */
export interface ServerList<Row> {
  data: ListPage<Row> | undefined;
  isFetching: boolean;
  fetchPage: (query: ListQuery) => Promise<ListPage<Row>>;
}

/**
 * One server-paged list (the list contract of issue 8): the page in view, kept while the next one loads, and
 * `fetchPage` for the CSV export to read other pages of the same query. `optionsFor` is a procedure's
 * `queryOptions` applied to a query (`(q) => trpc.vendor.list.queryOptions(q)`).
 */
export function useServerList<Query, Data, Failure, Key extends QueryKey>(
  optionsFor: (query: Query) => FetchQueryOptions<Data, Failure, Data, Key>,
  query: Query,
  settings: { enabled?: boolean } = {},
) {
  const queryClient = useQueryClient();
  const result = useQuery({
    ...optionsFor(query),
    placeholderData: keepPreviousData,
    enabled: settings.enabled ?? true,
  });
  // The latest options without a new fetchPage on every render (callers pass an arrow).
  const latest = useRef(optionsFor);
  latest.current = optionsFor;
  const fetchPage = useCallback((q: Query) => queryClient.fetchQuery(latest.current(q)), [queryClient]);
  return { ...result, fetchPage };
}
