import type { ListQuery } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** Origination §2 Pending Approvals: the cases awaiting the signed-in user's role. */
export function usePendingApprovals(query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({
    ...trpc.approval.pending.queryOptions(query),
    placeholderData: keepPreviousData,
  });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(trpc.approval.pending.queryOptions(q)),
    [queryClient, trpc],
  );
  return { ...result, fetchPage };
}

/** Origination §2 Application log: completed applications. */
export function useApplicationLog(query: ListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({ ...trpc.approval.log.queryOptions(query), placeholderData: keepPreviousData });
  const fetchPage = useCallback(
    (q: ListQuery) => queryClient.fetchQuery(trpc.approval.log.queryOptions(q)),
    [queryClient, trpc],
  );
  return { ...result, fetchPage };
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
    ]);
  }, [queryClient, trpc]);
  return {
    approve: useMutation(trpc.approval.approve.mutationOptions({ onSuccess })),
    reject: useMutation(trpc.approval.reject.mutationOptions({ onSuccess })),
    bypass: useMutation(trpc.approval.bypass.mutationOptions({ onSuccess })),
    reattempt: useMutation(trpc.approval.reattempt.mutationOptions({ onSuccess })),
  };
}
