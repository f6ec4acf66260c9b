import type { MasterListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useMasterList(query: MasterListQuery) {
  const trpc = useTRPC();
  return useServerList((q: MasterListQuery) => trpc.masterRecord.list.queryOptions(q), query);
}

export function useMasterRecord(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing record itself.
  return useQuery({
    ...trpc.masterRecord.byId.queryOptions({ id }),
    enabled: id > 0,
    meta: { silent: true },
  });
}

/** A Master Profile change; the screen refreshes the record afterwards, whether it was saved or refused. */
function useInvalidateMasterRecord(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.masterRecord.byId.queryKey({ id }) }),
      queryClient.invalidateQueries({ queryKey: trpc.masterRecord.list.pathKey() }),
    ]);
}

/** One field (a flag's Yes/No/Pending). */
export function useChangeMasterRecord(id: number) {
  const trpc = useTRPC();
  const invalidate = useInvalidateMasterRecord(id);
  return useMutation(trpc.masterRecord.change.mutationOptions({ onSettled: invalidate }));
}

/** An edit modal's fields, stored together or not at all (issue 29). */
export function useChangeMasterRecordFields(id: number) {
  const trpc = useTRPC();
  const invalidate = useInvalidateMasterRecord(id);
  return useMutation(trpc.masterRecord.changeFields.mutationOptions({ onSettled: invalidate }));
}

/** Choices of a resource select (insurance agents, modes of repayment). */
export function useResourceChoices(category: 'INSURANCE_AGENT' | 'REPAYMENT_MODE') {
  const trpc = useTRPC();
  const result = useQuery({ ...trpc.resource.byCategory.queryOptions({ category }), staleTime: 10 * 60_000 });
  return (result.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}
