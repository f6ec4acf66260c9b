import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useApplicationList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.application.list.queryOptions(q), query);
}

/** The application the wizard shows; the wizard shows a missing one itself. */
export function useApplication(id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.application.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

/** Everything cached about applications: after a step completes, the wizard reloads it all. */
export function useInvalidateApplications() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() }),
    [queryClient, trpc],
  );
}

export function useDeleteApplication() {
  const trpc = useTRPC();
  const invalidate = useInvalidateApplications();
  return useMutation(trpc.application.delete.mutationOptions({ onSuccess: invalidate }));
}
