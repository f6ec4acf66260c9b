import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';

export function useScoreCard(applicantId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.scoreCard.byId.queryOptions({ id: applicantId }));
}

/**
 * Saving the score card changes the tier, which the later steps read: they are refreshed too. Not awaited: the
 * wizard moves on at once (issue 29), instead of after a reload of the card it is leaving.
 */
export function useSaveScoreCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.scoreCard.update.mutationOptions({
      onSuccess: () => {
        void queryClient.invalidateQueries({ queryKey: trpc.scoreCard.pathKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.applicationResult.pathKey() });
      },
    }),
  );
}
