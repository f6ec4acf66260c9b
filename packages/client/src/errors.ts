import type { AppRouter } from '@sewabeli/api/router';
import { TRPCClientError } from '@trpc/client';

/** What went wrong, as the server classed it: the tRPC code and the HTTP status it travelled with. */
export type SewabeliErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL_SERVER_ERROR'
  | 'NETWORK';

/** A refusal of the server, typed: `code`, the message to show, and per-field messages of a bad input. */
export class SewabeliError extends Error {
  constructor(
    readonly code: SewabeliErrorCode,
    message: string,
    readonly status: number | null,
    readonly fieldErrors: Readonly<Record<string, string>>,
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'SewabeliError';
  }
}

/** Any error a client call threw, as a SewabeliError (network failures included). */
export function toSewabeliError(error: unknown): SewabeliError {
  if (error instanceof SewabeliError) return error;
  if (error instanceof TRPCClientError) {
    const data = (error as TRPCClientError<AppRouter>).data as
      | { code?: string; httpStatus?: number; fieldErrors?: Record<string, string> }
      | undefined;
    const code = (data?.code ?? (data ? 'INTERNAL_SERVER_ERROR' : 'NETWORK')) as SewabeliErrorCode;
    return new SewabeliError(code, error.message, data?.httpStatus ?? null, data?.fieldErrors ?? {}, error);
  }
  return new SewabeliError(
    'NETWORK',
    error instanceof Error ? error.message : String(error),
    null,
    {},
    error,
  );
}
