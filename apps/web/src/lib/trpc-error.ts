import { TRPCClientError } from '@trpc/client';

/** The tRPC error code of a failed call (UNAUTHORIZED, NOT_FOUND, ...), if it is a tRPC error at all. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  if (data && typeof data === 'object' && 'code' in data && typeof data.code === 'string') return data.code;
  return undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return trpcErrorCode(error) === 'UNAUTHORIZED';
}

/** Codes a retry cannot fix: the request itself was refused. */
const FINAL_CODES = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_REQUEST',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'TOO_MANY_REQUESTS',
  'PARSE_ERROR',
  'METHOD_NOT_SUPPORTED',
  'UNPROCESSABLE_CONTENT',
  'PRECONDITION_FAILED',
]);

export function isRetryable(error: unknown): boolean {
  const code = trpcErrorCode(error);
  return code === undefined || !FINAL_CODES.has(code);
}

/** Per-field messages the server attaches to validation failures (`data.fieldErrors`). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const data: unknown = error.data;
  if (!data || typeof data !== 'object' || !('fieldErrors' in data)) return {};
  const fieldErrors: unknown = data.fieldErrors;
  if (!fieldErrors || typeof fieldErrors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(fieldErrors)) {
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

/** What a person should read when a call fails: the server's message, or a plain fallback. */
export function errorMessage(error: unknown): string {
  if (error instanceof TRPCClientError) {
    if (trpcErrorCode(error) === undefined) {
      return 'Could not reach the server, please check your connection and try again.';
    }
    return error.message || 'Something went wrong, please try again.';
  }
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong, please try again.';
}
