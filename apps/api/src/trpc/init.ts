import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import { AppError } from '../lib/errors';
import type { Context } from './context';

const t = initTRPC.context<Context>().create({
  transformer: superjson,
  // Never send stack traces to browsers or API clients; the server log has them.
  isDev: false,
  errorFormatter({ shape, error }) {
    const cause = error.cause;
    if (cause instanceof ZodError) {
      // Clients show the first message of the spec's rules, not a JSON dump of issues.
      return {
        ...shape,
        message: cause.issues[0]?.message ?? shape.message,
        data: { ...shape.data, fieldErrors: fieldErrorsOf(cause) },
      };
    }
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      return { ...shape, message: 'Something went wrong, please try again.' };
    }
    return shape;
  },
});

function fieldErrorsOf(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

/** Services throw AppError; here it becomes the matching tRPC error code. */
const mapAppErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const cause = result.error.cause;
    throw new TRPCError({ code: cause.code, message: cause.message, cause });
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/** Only sign-in and the like. Every other procedure starts from authedProcedure. */
export const publicProcedure = t.procedure.use(mapAppErrors);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

export function withRole(...roles: readonly string[]) {
  return authedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.auth.user.role.name)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    }
    return next();
  });
}
