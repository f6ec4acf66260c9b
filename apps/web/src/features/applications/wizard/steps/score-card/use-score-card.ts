import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';

export function useScoreCard(applicantId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.scoreCard.byId.queryOptions({ id: applicantId }));
}

/** Saving the score card changes the tier, which the later steps read: they are refreshed too. */
export function useSaveScoreCard() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.scoreCard.update.mutationOptions({
      onSuccess: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.scoreCard.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.applicationResult.pathKey() }),
        ]),
    }),
  );
}
