import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useHirerList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.hirer.list.queryOptions(q), query);
}

export function useHirer(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing company itself.
  return useQuery({ ...trpc.hirer.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

export function useLastApplication(hirerId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.hirer.lastApplication.queryOptions({ hirerId }));
}

export function useHirerContacts(hirerId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.hirer.contacts.queryOptions({ ...q, hirerId }), query);
}

/** Clients §2 Existing Facilities: the company's agreements, with totals and the remaining loan limit. */
export function useHirerFacilities(hirerId: number, query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.hirer.facilities.queryOptions({ ...q, hirerId }), query);
}

/** Choices of the Business Sector select (resources of category HIRER_BUSINESS). */
export function useBusinessSectors() {
  const trpc = useTRPC();
  const sectors = useQuery({
    ...trpc.resource.byCategory.queryOptions({ category: 'HIRER_BUSINESS' }),
    staleTime: 10 * 60_000,
  });
  return (sectors.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));
}

function useInvalidateHirers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.hirer.pathKey() });
}

export function useCreateHirer() {
  const trpc = useTRPC();
  const invalidate = useInvalidateHirers();
  return useMutation(trpc.hirer.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateHirer() {
  const trpc = useTRPC();
  const invalidate = useInvalidateHirers();
  return useMutation(trpc.hirer.update.mutationOptions({ onSuccess: invalidate }));
}

export function useSetHirerLogo() {
  const trpc = useTRPC();
  const invalidate = useInvalidateHirers();
  return useMutation(trpc.hirer.setLogo.mutationOptions({ onSuccess: invalidate }));
}

export function useDeleteHirer() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.hirer.delete.mutationOptions({
      onSuccess: (_data, { id }) => {
        queryClient.removeQueries({ queryKey: trpc.hirer.byId.queryKey({ id }) });
        return queryClient.invalidateQueries({ queryKey: trpc.hirer.list.pathKey() });
      },
    }),
  );
}

/** Directorship saves show the clients §8 messages themselves (directorship-error.ts). */
export function useSaveContact() {
  const trpc = useTRPC();
  const invalidate = useInvalidateHirers();
  const create = useMutation(
    trpc.hirer.createContact.mutationOptions({ onSuccess: invalidate, meta: { silent: true } }),
  );
  const update = useMutation(
    trpc.hirer.updateContact.mutationOptions({ onSuccess: invalidate, meta: { silent: true } }),
  );
  return { create, update };
}
