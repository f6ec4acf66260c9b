import type { AuditListQuery } from '@sewabeli/domain';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/** Issue 9: one page of the audit log for the filters and list state of the screen. */
export function useAuditLog(query: AuditListQuery) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const result = useQuery({ ...trpc.audit.list.queryOptions(query), placeholderData: keepPreviousData });
  const fetchPage = useCallback(
    (q: AuditListQuery) => queryClient.fetchQuery(trpc.audit.list.queryOptions(q)),
    [queryClient, trpc],
  );
  return { ...result, fetchPage };
}

/** The users, actions and kinds of record the filters offer. */
export function useAuditChoices() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.audit.choices.queryOptions(), staleTime: 60_000 });
}
