import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { errorMessage, fieldErrorsOf, isRetryable } from './trpc-error';

function trpcError(code: string, message: string, extra: Record<string, unknown> = {}) {
  return TRPCClientError.from({
    error: { code: -32000, message, data: { code, httpStatus: 400, path: 'x', ...extra } },
  });
}

function setup() {
  const hooks = { onUnauthorized: vi.fn(), onError: vi.fn() };
  return { hooks, client: createQueryClient(hooks) };
}

describe('global call failure handling', () => {
  it('sends an UNAUTHORIZED query to login, without an error popup', async () => {
    const { hooks, client } = setup();
    await expect(
      client.fetchQuery({
        queryKey: ['me'],
        queryFn: () => Promise.reject(trpcError('UNAUTHORIZED', 'Please sign in')),
      }),
    ).rejects.toThrow();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  it("shows the server's message when a mutation fails", async () => {
    const { hooks, client } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(trpcError('CONFLICT', 'Cash already exists in REPAYMENT_MODE')),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    expect(hooks.onError).toHaveBeenCalledWith('Cash already exists in REPAYMENT_MODE');
  });

  it('stays quiet for calls whose screen shows the failure itself (meta.silent)', async () => {
    const { hooks, client } = setup();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(trpcError('UNAUTHORIZED', 'Invalid username or password')),
      meta: { silent: true },
    });
    await expect(mutation.execute(undefined)).rejects.toThrow();
    const query = client.fetchQuery({
      queryKey: ['list'],
      queryFn: () => Promise.reject(trpcError('BAD_REQUEST', 'Bad')),
      meta: { silent: true },
    });
    await expect(query).rejects.toThrow();
    expect(hooks.onError).not.toHaveBeenCalled();
  });
});

describe('trpc error helpers', () => {
  it('retries only what a retry can fix', () => {
    expect(isRetryable(trpcError('UNAUTHORIZED', 'x'))).toBe(false);
    expect(isRetryable(trpcError('NOT_FOUND', 'x'))).toBe(false);
    expect(isRetryable(trpcError('INTERNAL_SERVER_ERROR', 'x'))).toBe(true);
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
  });

  it('reads the per-field messages of a validation failure', () => {
    const error = trpcError('BAD_REQUEST', 'Please enter resource name', {
      fieldErrors: { name: 'Please enter resource name' },
    });
    expect(fieldErrorsOf(error)).toEqual({ name: 'Please enter resource name' });
    expect(errorMessage(error)).toBe('Please enter resource name');
  });

  it('explains a network failure in plain words', () => {
    expect(errorMessage(new TRPCClientError('Failed to fetch'))).toMatch(/Could not reach the server/);
  });
});
