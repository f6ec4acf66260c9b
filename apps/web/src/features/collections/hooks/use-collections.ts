import type { AnalyticsRangeInput, ArrearsAction, ListQuery, OverdueAgeBucket } from '@sewabeli/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export type CollectionStatus = 'pending' | 'settled' | 'all';

/** Issue 32: `ladderStep` keeps the collections whose latest arrears proposal is of that step. */
export function useCollectionList(
  status: CollectionStatus,
  query: ListQuery,
  ladderStep: ArrearsAction | null = null,
) {
  const trpc = useTRPC();
  return useServerList(
    (q: ListQuery) => trpc.collection.list.queryOptions({ ...q, status, ladderStep }),
    query,
  );
}

export function useCollection(id: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.collection.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

export function useLateReasons(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.collection.reasons.queryOptions(), enabled });
}

/**
 * Money moved on an agreement: everything its collection profile shows is read again, not only the collection's own
 * queries (issue 41: after a settlement the recovery case's outstanding, the letters, which a payment may have
 * withdrawn, and the master record stayed as they were until the page was reloaded), and the arrears queue.
 */
function useInvalidateCollections() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [
        trpc.collection.pathKey(),
        trpc.recovery.pathKey(),
        trpc.arrears.pathKey(),
        trpc.masterRecord.pathKey(),
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Payment modals show the server's refusal themselves (collections §8), so these are silent. */
export function useCollectionMutations() {
  const trpc = useTRPC();
  const onSuccess = useInvalidateCollections();
  const options = { onSuccess, meta: { silent: true } };
  return {
    makePayment: useMutation(trpc.collection.makePayment.mutationOptions(options)),
    editPayment: useMutation(trpc.collection.editPayment.mutationOptions(options)),
    correctInstalment: useMutation(trpc.collection.correctInstalment.mutationOptions(options)),
    addLateReason: useMutation(trpc.collection.addLateReason.mutationOptions(options)),
    requestReschedule: useMutation(trpc.collection.requestReschedule.mutationOptions(options)),
    approveReschedule: useMutation(trpc.collection.approveReschedule.mutationOptions({ onSuccess })),
    rejectReschedule: useMutation(trpc.collection.rejectReschedule.mutationOptions({ onSuccess })),
    settle: useMutation(trpc.collection.settle.mutationOptions(options)),
  };
}

export function useDeleteCollection() {
  const trpc = useTRPC();
  const onSuccess = useInvalidateCollections();
  return useMutation(trpc.collection.delete.mutationOptions({ onSuccess }));
}

/** The chart's bars: the clients with the most months overdue. */
const CLIENTS_BY_MONTHS = 10;

/**
 * Every query of the Collection Overview for the range: the Overdue Clients grid one page at a time, and
 * `allClients` reading the whole grid for its CSV, on the click only.
 */
export function useOverview(range: AnalyticsRangeInput, clientPage: { page: number; pageSize: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return {
    figures: useQuery({
      ...trpc.collection.overview.figures.queryOptions(range),
      placeholderData: keepPreviousData,
    }),
    reasons: useQuery({
      ...trpc.collection.overview.reasons.queryOptions(range),
      placeholderData: keepPreviousData,
    }),
    clients: useQuery({
      ...trpc.collection.overview.clients.queryOptions({ ...range, ...clientPage }),
      placeholderData: keepPreviousData,
    }),
    allClients: () => queryClient.fetchQuery(trpc.collection.overview.clientsExport.queryOptions(range)),
    clientsByMonths: useQuery({
      ...trpc.collection.overview.clientsByMonths.queryOptions({ ...range, limit: CLIENTS_BY_MONTHS }),
      placeholderData: keepPreviousData,
    }),
    monthly: useQuery({
      ...trpc.collection.overview.monthly.queryOptions(range),
      placeholderData: keepPreviousData,
    }),
    /** Issue 41: late-payment charges posted, paid and outstanding (non-cash until paid). */
    lateCharges: useQuery({
      ...trpc.collection.overview.lateCharges.queryOptions(range),
      placeholderData: keepPreviousData,
    }),
  };
}

export function useOverdueDetail(
  range: AnalyticsRangeInput,
  point: { bucket?: OverdueAgeBucket; month?: string } | null,
) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.collection.overview.detail.queryOptions({ ...range, ...(point ?? {}) }),
    enabled: point !== null,
  });
}
