import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

/** Issue 33: one page of the API tokens, live and revoked. */
export function useApiTokenList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.apiToken.list.queryOptions(q), query);
}

function useInvalidateTokens() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.apiToken.list.pathKey() });
}

export function useIssueApiToken() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTokens();
  return useMutation(trpc.apiToken.issue.mutationOptions({ onSuccess: invalidate }));
}

export function useRevokeApiToken() {
  const trpc = useTRPC();
  const invalidate = useInvalidateTokens();
  return useMutation(trpc.apiToken.revoke.mutationOptions({ onSuccess: invalidate }));
}
