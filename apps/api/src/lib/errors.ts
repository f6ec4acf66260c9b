/** Errors a service raises; the tRPC and REST layers translate them to their own wire forms. */
export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'TOO_MANY_REQUESTS'
  | 'PAYLOAD_TOO_LARGE';

export const httpStatusOf: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  PAYLOAD_TOO_LARGE: 413,
};

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Seconds the caller should wait before trying again; the edges send it as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError('BAD_REQUEST', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const notFound = (message = 'Record not found') => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);

/** The `Retry-After` header an error asks for, if any. */
export function retryAfterOf(error: unknown): string | undefined {
  return error instanceof AppError && error.retryAfter !== undefined ? String(error.retryAfter) : undefined;
}
