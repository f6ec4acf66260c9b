import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useBrandList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.brand.list.queryOptions(q), query);
}

/** Choices of the Brand dropdown. */
export function useBrandChoices() {
  const trpc = useTRPC();
  return useQuery(trpc.brand.all.queryOptions());
}

export function useBrand(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing record itself.
  return useQuery({ ...trpc.brand.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

export function useBrandApplications(brandId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.brand.applications.queryOptions({ ...q, brandId }), query, {
    enabled: brandId > 0,
  });
}

/** Every brand query: lists, the dropdown, profiles (names and counts show in all of them). */
function useInvalidateBrands() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.brand.pathKey() });
}

export function useCreateBrand() {
  const trpc = useTRPC();
  const invalidate = useInvalidateBrands();
  return useMutation(trpc.brand.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateBrand() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = useInvalidateBrands();
  return useMutation(
    trpc.brand.update.mutationOptions({
      // Asset rows show their type's name too.
      onSuccess: () =>
        Promise.all([invalidate(), queryClient.invalidateQueries({ queryKey: trpc.product.pathKey() })]),
    }),
  );
}

export function useSetBrandImage() {
  const trpc = useTRPC();
  const invalidate = useInvalidateBrands();
  return useMutation(trpc.brand.setImage.mutationOptions({ onSuccess: invalidate }));
}

export function useRemoveBrand() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.brand.remove.mutationOptions({
      // The profile is left at once; refreshing its own query would only answer 'not found'.
      onSuccess: (_data, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.brand.byId.queryKey({ id }) });
        return queryClient.invalidateQueries({ queryKey: trpc.brand.list.pathKey() });
      },
    }),
  );
}
