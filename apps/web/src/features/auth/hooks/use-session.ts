import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../../lib/redirect';
import { useTRPC } from '../../../lib/trpc';

/** The signed-in user, or an UNAUTHORIZED error. Never retried and never notified: the callers decide. */
export function useMeQuery() {
  const trpc = useTRPC();
  return useQuery(
    trpc.auth.me.queryOptions(undefined, { retry: false, staleTime: 5 * 60_000, meta: { silent: true } }),
  );
}

export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.auth.login.mutationOptions({
      // The login screen shows its own text ('Login failed, please try again.').
      meta: { silent: true },
      onSuccess: ({ user }) => {
        // Nothing cached under a previous session may leak into this one.
        queryClient.removeQueries();
        queryClient.setQueryData(trpc.auth.me.queryKey(), user);
      },
    }),
  );
}

export function useLogout() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSettled: async () => {
        await navigate(LOGIN_PATH, { replace: true });
        // After leaving the shell, so nothing inside it refetches with the ended session.
        queryClient.clear();
      },
    }),
  );
}
