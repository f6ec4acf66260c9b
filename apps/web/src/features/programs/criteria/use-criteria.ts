import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useCriteriaList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.programs.criteria.list.queryOptions(q), query);
}

export function useCriteria(id: number | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.criteria.byId.queryOptions({ id: id ?? 0 }), enabled: id !== null });
}

/** The Category choices: resources of category CRITERIA_CATEGORY (spec §2.4). */
export function useCriteriaCategories() {
  const trpc = useTRPC();
  return useQuery(trpc.resource.byCategory.queryOptions({ category: 'CRITERIA_CATEGORY' }));
}

function useCriteriaMutationOptions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return { onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.programs.criteria.pathKey() }) };
}

export function useCreateCriteria() {
  const trpc = useTRPC();
  return useMutation(trpc.programs.criteria.create.mutationOptions(useCriteriaMutationOptions()));
}

export function useUpdateCriteria() {
  const trpc = useTRPC();
  return useMutation(trpc.programs.criteria.update.mutationOptions(useCriteriaMutationOptions()));
}

export function useDeleteCriteria() {
  const trpc = useTRPC();
  return useMutation(trpc.programs.criteria.delete.mutationOptions(useCriteriaMutationOptions()));
}
