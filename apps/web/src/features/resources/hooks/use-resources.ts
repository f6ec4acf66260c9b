import type { ListQuery } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useResourceCategories(query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...trpc.resource.categories.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(trpc.resource.categories.queryOptions(q)),
    [queryClient, trpc],
  );
  return { ...result, fetchPage };
}

export function useResourcesOfCategory(category: string, query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...trpc.resource.list.queryOptions({ ...query, category }),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(trpc.resource.list.queryOptions({ ...q, category })),
    [queryClient, trpc, category],
  );
  return { ...result, fetchPage };
}

export function useCreateResource() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.resource.create.mutationOptions({
      // Both the category counts and the lists change.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.resource.pathKey() }),
    }),
  );
}
