import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useVendorList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.vendor.list.queryOptions(q), query);
}

export function useVendor(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing record itself.
  return useQuery({ ...trpc.vendor.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

export function useVendorFacilities(vendorId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.vendor.facilities.queryOptions({ ...q, vendorId }), query, {
    enabled: vendorId > 0,
  });
}

function useInvalidateVendors() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.vendor.pathKey() });
}

export function useCreateVendor() {
  const trpc = useTRPC();
  const invalidate = useInvalidateVendors();
  return useMutation(trpc.vendor.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateVendor() {
  const trpc = useTRPC();
  const invalidate = useInvalidateVendors();
  return useMutation(trpc.vendor.update.mutationOptions({ onSuccess: invalidate }));
}

export function useRemoveVendor() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.vendor.remove.mutationOptions({
      onSuccess: (_data, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.vendor.byId.queryKey({ id }) });
        return queryClient.invalidateQueries({ queryKey: trpc.vendor.list.pathKey() });
      },
    }),
  );
}
