import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useResourceCategories(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.resource.categories.queryOptions(q), query);
}

export function useResourcesOfCategory(category: string, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.resource.list.queryOptions({ ...q, category }), query);
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
