import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useProgramList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.programs.financialProgram.list.queryOptions(q), query);
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
