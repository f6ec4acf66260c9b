import { randomUUID } from 'node:crypto';
import type { AppRouter } from '@sewabeli/api/router';
import { retryLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** Procedures that record money and take an Idempotency-Key: a retry of one answers the first result. */
export const IDEMPOTENT_MUTATIONS: ReadonlySet<string> = new Set(['collection.makePayment']);

/**
 * Gives every payment an Idempotency-Key before its first attempt (unless the caller chose one), so a retry after
 * a lost answer records nothing twice: the server answers the first payment, `replayed: true`.
 */
export function idempotencyLink(): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        const input = op.input as Record<string, unknown> | undefined;
        const keyed =
          op.type === 'mutation' &&
          IDEMPOTENT_MUTATIONS.has(op.path) &&
          input &&
          input.idempotencyKey === undefined
            ? { ...op, input: { ...input, idempotencyKey: randomUUID() } }
            : op;
        return next(keyed).subscribe(observer);
      });
}

/** Worth another attempt: the network failed, the server was briefly away (5xx) or asked to wait (429). */
function transient(status: number | undefined): boolean {
  return status === undefined || status === 429 || status >= 500;
}

/**
 * Retries reads, and payments (keyed, so safe), up to `attempts` times with a doubling delay; never another
 * mutation, which could do twice what it did once.
 */
export function retryReads(attempts: number, baseDelayMs: number): TRPCLink<AppRouter> {
  return retryLink<AppRouter>({
    retry: ({ op, error, attempts: made }) => {
      if (made > attempts) return false;
      if (op.type === 'mutation' && !IDEMPOTENT_MUTATIONS.has(op.path)) return false;
      const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
      return transient(error.data ? status : undefined);
    },
    retryDelayMs: (attempt) => baseDelayMs * 2 ** Math.max(0, attempt - 1),
  });
}
