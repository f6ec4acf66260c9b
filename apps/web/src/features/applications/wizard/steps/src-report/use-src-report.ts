import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type RouterOutputs, useTRPC } from '../../../../../lib/trpc';

export type SrcReport = RouterOutputs['srcReport']['byId'];

export function useSrcReport(applicantId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.srcReport.byId.queryOptions({ id: applicantId }));
}

/** Not awaited: a Save moves the wizard on at once (issue 29), not after a reload of the report it leaves. */
function useInvalidate() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: trpc.srcReport.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.applicationResult.pathKey() });
  };
}

export function useSaveSrcReport() {
  const trpc = useTRPC();
  const onSuccess = useInvalidate();
  return useMutation(trpc.srcReport.update.mutationOptions({ onSuccess }));
}

export function useRecommendationMutations() {
  const trpc = useTRPC();
  const onSuccess = useInvalidate();
  return {
    add: useMutation(trpc.srcReport.recommendation.create.mutationOptions({ onSuccess })),
    update: useMutation(trpc.srcReport.recommendation.update.mutationOptions({ onSuccess })),
    remove: useMutation(trpc.srcReport.recommendation.delete.mutationOptions({ onSuccess })),
  };
}
