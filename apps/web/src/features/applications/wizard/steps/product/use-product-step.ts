import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../../../lib/trpc';

export function useProductStep(applicantId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.applicationProduct.step.queryOptions({ applicantId }));
}

export function useProductChoices() {
  const trpc = useTRPC();
  return useQuery(trpc.applicationProduct.choices.queryOptions());
}

export function useModelChoices(brandId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.applicationProduct.models.queryOptions({ brandId: Number(brandId ?? 0) }),
    enabled: brandId !== null,
  });
}

/** The step's changes; each shows the server's refusal in the step's own alert, so they are silent. */
export function useProductMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The Result step's facility summary shows the lines too: it must not keep showing the ones just changed.
  const onSuccess = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.applicationProduct.step.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.applicationResult.byId.pathKey() }),
    ]);
  const options = { onSuccess, meta: { silent: true } };
  return {
    add: useMutation(trpc.applicationProduct.add.mutationOptions(options)),
    update: useMutation(trpc.applicationProduct.update.mutationOptions(options)),
    remove: useMutation(trpc.applicationProduct.remove.mutationOptions(options)),
    // Next leaves the step: the wizard moves on at once (issue 29), not after a reload of the cards it leaves.
    complete: useMutation(
      trpc.applicationProduct.complete.mutationOptions({
        onSuccess: () => void onSuccess(),
        meta: { silent: true },
      }),
    ),
  };
}
