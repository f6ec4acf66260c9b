import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

/**
 * Starts the reads of a wizard step before it shows (issue 29): a Save that completes a step asks for the next
 * step's data beside the reload of the application's progress, instead of after the next step has rendered and
 * mounted its queries (a round trip saved on every move). The same query options as the steps' own hooks, so the
 * step finds its data in the cache, or the request in flight.
 */
export function usePrefetchStep(applicantId: number): (step: number) => void {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    (step: number) => {
      const reads: Record<number, () => Promise<unknown>[]> = {
        2: () => [queryClient.prefetchQuery(trpc.scoreCard.byId.queryOptions({ id: applicantId }))],
        3: () => [
          queryClient.prefetchQuery(trpc.applicationProduct.step.queryOptions({ applicantId })),
          queryClient.prefetchQuery(trpc.applicationProduct.choices.queryOptions()),
        ],
        4: () => [queryClient.prefetchQuery(trpc.srcReport.byId.queryOptions({ id: applicantId }))],
        5: () => [queryClient.prefetchQuery(trpc.applicationResult.byId.queryOptions({ id: applicantId }))],
        7: () => [queryClient.prefetchQuery(trpc.agreement.byApplication.queryOptions({ id: applicantId }))],
      };
      void Promise.all(reads[step]?.() ?? []);
    },
    [applicantId, queryClient, trpc],
  );
}
