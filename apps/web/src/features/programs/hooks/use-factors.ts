import type { ListQuery } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useFactorList(financialProgramId: number, query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = trpc.programs.factor.list;
  const result = useQuery({
    ...list.queryOptions({ ...query, financialProgramId }),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(list.queryOptions({ ...q, financialProgramId })),
    [queryClient, list, financialProgramId],
  );
  return { ...result, fetchPage };
}

/** Every factor of the program: the Edit modal and the total need all of them. */
export function useProgramFactors(financialProgramId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.programs.factor.allOfProgram.queryOptions({ financialProgramId }),
    meta: { silent: true },
  });
}

export function useFactorDetail(id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.factor.detail.queryOptions({ id }), meta: { silent: true } });
}

/** The factor-type choices: resources of category FACTOR_CATEGORY (spec §7). */
export function useFactorTypes() {
  const trpc = useTRPC();
  return useQuery(trpc.resource.byCategory.queryOptions({ category: 'FACTOR_CATEGORY' }));
}

function useInvalidateFactors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.programs.factor.pathKey() });
}

export function useSaveWeightages() {
  const trpc = useTRPC();
  const invalidate = useInvalidateFactors();
  return useMutation(trpc.programs.factor.saveWeightages.mutationOptions({ onSuccess: invalidate }));
}

export function useSaveFactorDetail() {
  const trpc = useTRPC();
  const invalidate = useInvalidateFactors();
  return useMutation(trpc.programs.factor.saveDetail.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteFactor() {
  const trpc = useTRPC();
  const invalidate = useInvalidateFactors();
  return useMutation(trpc.programs.factor.delete.mutationOptions({ onSuccess: invalidate }));
}
