import type { ListQuery } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useProgramList(query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = trpc.programs.financialProgram.list;
  const result = useQuery({ ...list.queryOptions(query), placeholderData: keepPreviousData });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(list.queryOptions(q)),
    [queryClient, list],
  );
  return { ...result, fetchPage };
}

export function useProgram(id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.programs.financialProgram.byId.queryOptions({ id }), meta: { silent: true } });
}

/** Every change to a program may show on its list, its detail and its factors. */
function useInvalidatePrograms() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.programs.pathKey() });
}

export function useCreateProgram() {
  const trpc = useTRPC();
  const invalidate = useInvalidatePrograms();
  return useMutation(trpc.programs.financialProgram.create.mutationOptions({ onSuccess: invalidate }));
}

export function useSaveProgramDetail() {
  const trpc = useTRPC();
  const invalidate = useInvalidatePrograms();
  return useMutation(trpc.programs.financialProgram.saveDetail.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteProgram() {
  const trpc = useTRPC();
  const invalidate = useInvalidatePrograms();
  return useMutation(trpc.programs.financialProgram.delete.mutationOptions({ onSuccess: invalidate }));
}
