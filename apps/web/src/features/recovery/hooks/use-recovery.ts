import type { WriteOffStatus } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';

/** Issue 32: an agreement's recovery (the latest case in full) and its balance. */
export function useRecovery(applicantProductId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.recovery.ofAgreement.queryOptions({ applicantProductId }),
    enabled: applicantProductId > 0,
  });
}

export function useAssetState(applicantProductId: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.recovery.assetState.queryOptions({ applicantProductId }),
    enabled: applicantProductId > 0,
  });
}

export function useWriteOffRequests(query: {
  status: WriteOffStatus | null;
  page: number;
  pageSize: number;
}) {
  const trpc = useTRPC();
  return useQuery(trpc.recovery.writeOffRequests.queryOptions(query));
}

export function useRecoveryFigures() {
  const trpc = useTRPC();
  return useQuery(trpc.recovery.figures.queryOptions());
}

/** Open cases repossessed more than 21 days ago whose Fifth Schedule notice is not served. */
export function useNoticeAlerts() {
  const trpc = useTRPC();
  return useQuery(trpc.recovery.noticeAlerts.queryOptions());
}

/** Every step refreshes the case, the collection (its balance and ledger) and the approvals list. */
export function useRecoveryMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.recovery.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.collection.pathKey() }),
    ]);
  // The forms show the server's refusal themselves.
  const options = { onSuccess, meta: { silent: true } };
  return {
    open: useMutation(trpc.recovery.open.mutationOptions(options)),
    repossess: useMutation(trpc.recovery.repossess.mutationOptions(options)),
    noticeServed: useMutation(trpc.recovery.noticeServed.mutationOptions(options)),
    regenerateNotice: useMutation(trpc.recovery.regenerateNotice.mutationOptions({ onSuccess })),
    value: useMutation(trpc.recovery.value.mutationOptions(options)),
    dispose: useMutation(trpc.recovery.dispose.mutationOptions(options)),
    close: useMutation(trpc.recovery.close.mutationOptions(options)),
    consent: useMutation(trpc.recovery.consent.mutationOptions(options)),
    requestWriteOff: useMutation(trpc.recovery.requestWriteOff.mutationOptions(options)),
    decideWriteOff: useMutation(trpc.recovery.decideWriteOff.mutationOptions({ onSuccess })),
  };
}
