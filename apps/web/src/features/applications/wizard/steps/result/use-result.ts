import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';

export function useApplicationResult(applicantId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.applicationResult.byId.queryOptions({ id: applicantId }));
}

export function useSubmitApplication() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.applicationResult.submit.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries(),
    }),
  );
}
