import type { AuditListQuery } from '@sewabeli/domain';
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

/** Issue 9: one page of the audit log for the filters and list state of the screen. */
export function useAuditLog(query: AuditListQuery) {
  const trpc = useTRPC();
  return useServerList((q: AuditListQuery) => trpc.audit.list.queryOptions(q), query);
}

/** The users, actions and kinds of record the filters offer. */
export function useAuditChoices() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.audit.choices.queryOptions(), staleTime: 60_000 });
}
