import type { ListQuery } from '@sewabeli/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { useServerList } from '../../../lib/use-server-list';

export function useUserList(query: ListQuery) {
  const trpc = useTRPC();
  return useServerList((q: ListQuery) => trpc.user.list.queryOptions(q), query);
}

export function useUser(id: number) {
  const trpc = useTRPC();
  // The profile shows a missing user itself.
  return useQuery({ ...trpc.user.byId.queryOptions({ id }), enabled: id > 0, meta: { silent: true } });
}

/** Choices of the Role and Department selects. */
export function usePositionChoices() {
  const trpc = useTRPC();
  const roles = useQuery({ ...trpc.user.roles.queryOptions(), staleTime: 10 * 60_000 });
  const departments = useQuery({ ...trpc.user.departments.queryOptions(), staleTime: 10 * 60_000 });
  const toOptions = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));
  return { roles: toOptions(roles.data), departments: toOptions(departments.data) };
}

/** Users show in the list, the profiles, and (one's own) the top bar. */
function useInvalidateUsers() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.user.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
    ]);
}

export function useCreateUser() {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(trpc.user.create.mutationOptions({ onSuccess: invalidate }));
}

export function useUpdateUser() {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(trpc.user.update.mutationOptions({ onSuccess: invalidate }));
}

export function useChangeUsername() {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(trpc.user.changeUsername.mutationOptions({ onSuccess: invalidate }));
}

export function useChangePassword() {
  const trpc = useTRPC();
  // The form shows a wrong current password itself, under the field.
  return useMutation(trpc.user.changePassword.mutationOptions({ meta: { silent: true } }));
}

export function useSetSignature() {
  const trpc = useTRPC();
  const invalidate = useInvalidateUsers();
  return useMutation(trpc.user.setSignature.mutationOptions({ onSuccess: invalidate }));
}
