import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

/** Origination §2 Pending Approvals: the cases awaiting the signed-in user's role. */
export function usePendingApprovals(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.approval.pending.queryOptions(q), query);
}

/** Origination §2 Application log: completed applications. */
export function useApplicationLog(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.approval.log.queryOptions(q), query);
}

/** The approval step of one application. */
export function useApproval(id: number) {
  const trpc = useTRPC();
  return useQuery(trpc.approval.byId.queryOptions({ id }));
}

/** Approve, reject, By Pass and re-attempt: each reloads everything cached about applications and approvals. */
export function useApprovalMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.approval.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.application.pathKey() }),
      // A re-attempt reopens Result (Submit again), an approval moves it on: the Result step reads anew.
      queryClient.invalidateQueries({ queryKey: trpc.applicationResult.pathKey() }),
    ]);
  }, [queryClient, trpc]);
  return {
    approve: useMutation(trpc.approval.approve.mutationOptions({ onSuccess })),
    reject: useMutation(trpc.approval.reject.mutationOptions({ onSuccess })),
    bypass: useMutation(trpc.approval.bypass.mutationOptions({ onSuccess })),
    reattempt: useMutation(trpc.approval.reattempt.mutationOptions({ onSuccess })),
  };
}
