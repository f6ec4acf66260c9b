import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { errorMessage, isRetryable, isUnauthorized } from './trpc-error';

export interface AppQueryMeta extends Record<string, unknown> {
  /** The screen shows this failure itself; no global notification. */
  silent?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export interface QueryClientHooks {
  /** A call was refused because the session is missing or has expired. */
  onUnauthorized: () => void;
  /** A call failed for any other reason: tell the person (the server's message). */
  onError: (message: string) => void;
}

export function createQueryClient(hooks: QueryClientHooks): QueryClient {
  const handle = (error: unknown, silent: boolean | undefined) => {
    if (isUnauthorized(error)) {
      hooks.onUnauthorized();
      return;
    }
    if (!silent) hooks.onError(errorMessage(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => handle(error, query.meta?.silent) }),
    mutationCache: new MutationCache({
      onError: (error, _v, _c, mutation) => handle(error, mutation.meta?.silent),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && isRetryable(error),
      },
      mutations: { retry: false },
    },
  });
}
