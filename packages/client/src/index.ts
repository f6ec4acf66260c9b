import type { AppRouter } from '@sewabeli/api/router';
import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import superjson from 'superjson';
import { idempotencyLink, retryReads } from './links';

export type { AppRouter } from '@sewabeli/api/router';
export { SewabeliError, type SewabeliErrorCode, toSewabeliError } from './errors';

export interface SewabeliClientOptions {
  /** Where the server answers, e.g. 'https://sewabeli.example.my'. */
  url: string;
  /** An API token (User > API Tokens) or a session token from `signIn`. */
  token: string;
  /** Attempts after the first for reads and payments (default 3); 0 turns retrying off. */
  retries?: number;
  /** The first retry's delay in ms, doubling after (default 300). */
  retryDelayMs?: number;
  /** Another fetch (a proxy agent, a test double); the global one by default. */
  fetch?: typeof fetch;
}

const trimmed = (url: string) => url.replace(/\/+$/, '');

/**
 * The typed tRPC client of Sewabeli: every procedure of the server's AppRouter with its input and answer types,
 * dates and other values carried by superjson, reads batched and retried, payments keyed for safe retries.
 */
export function createSewabeliClient(options: SewabeliClientOptions) {
  const headers = () => ({ authorization: `Bearer ${options.token}` });
  const common = {
    url: `${trimmed(options.url)}/trpc`,
    transformer: superjson,
    headers,
    fetch: options.fetch,
  };
  return createTRPCClient<AppRouter>({
    links: [
      idempotencyLink(),
      retryReads(options.retries ?? 3, options.retryDelayMs ?? 300),
      splitLink({
        condition: (op) => op.type === 'query',
        true: httpBatchLink({ ...common, maxURLLength: 2000 }),
        false: httpLink(common),
      }),
    ],
  });
}

export type SewabeliClient = ReturnType<typeof createSewabeliClient>;

/**
 * Signs a member of staff in over the legacy call (POST /api/userAuth/login) and answers the session token, for
 * scripts run by a person. Machines use an API token instead.
 */
export async function signIn(
  url: string,
  username: string,
  password: string,
  fetcher: typeof fetch = fetch,
): Promise<string> {
  const res = await fetcher(`${trimmed(url)}/api/userAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { status: number; token?: string; msg?: string };
  if (body.status !== 1 || !body.token) throw new Error(body.msg ?? `Sign-in failed (HTTP ${res.status})`);
  return body.token;
}

/** The versions of the server's two APIs (GET /api/version): check `trpc` before relying on a procedure. */
export async function apiVersion(
  url: string,
  fetcher: typeof fetch = fetch,
): Promise<{ rest: string; trpc: string }> {
  const res = await fetcher(`${trimmed(url)}/api/version`);
  return (await res.json()) as { rest: string; trpc: string };
}
