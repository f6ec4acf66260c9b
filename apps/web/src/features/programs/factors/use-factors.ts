import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useFactorList(financialProgramId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList(
    (q: ListQuery) => trpc.programs.factor.list.queryOptions({ ...q, financialProgramId }),
    query,
  );
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
