import type { ListQuery } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useCriteriaList(query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...trpc.programs.criteria.list.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(trpc.programs.criteria.list.queryOptions(q)),
    [queryClient, trpc],
  );
  return { ...result, fetchPage };
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
