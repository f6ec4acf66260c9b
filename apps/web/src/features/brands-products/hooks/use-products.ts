import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useProductList(brandId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.product.list.queryOptions({ ...q, brandId }), query, {
    enabled: brandId > 0,
  });
}

export function useProduct(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing record itself.
  return useQuery({ ...trpc.product.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

export function useProductApplications(productId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.product.applications.queryOptions({ ...q, productId }), query, {
    enabled: productId > 0,
  });
}

/** Products and the brands that count them. */
function useInvalidateProducts() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.product.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.brand.pathKey() }),
    ]);
}

export function useCreateProduct() {
  const trpc = useTRPC();
  const invalidate = useInvalidateProducts();
  return useMutation(trpc.product.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateProduct() {
  const trpc = useTRPC();
  const invalidate = useInvalidateProducts();
  return useMutation(trpc.product.update.mutationOptions({ onSuccess: invalidate }));
}

export function useSetProductImage() {
  const trpc = useTRPC();
  const invalidate = useInvalidateProducts();
  return useMutation(trpc.product.setImage.mutationOptions({ onSuccess: invalidate }));
}

export function useRemoveProduct() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.product.remove.mutationOptions({
      onSuccess: (_data, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.product.byId.queryKey({ id }) });
        return Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.product.list.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.brand.pathKey() }),
        ]);
      },
    }),
  );
}
