import { deniedReason, type Permission } from '@sewabeli/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { markShared, procedureAnswerKey } from '../lib/answer-cache';
import {
  appErrorFromDatabase,
  DATABASE_UNAVAILABLE,
  isDatabaseUnavailable,
  isUniqueViolation,
} from '../lib/database-errors';
import { edgeInputProblem } from '../lib/edge-input';
import { AppError } from '../lib/errors';
import type { Context } from './context';
import { transformer } from './transformer';

const t = initTRPC.context<Context>().create({
  transformer,
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

/**
 * Services throw AppError; here it becomes the matching tRPC error code. A mutation that lost a race on a unique
 * index runs once more so that its own check words the refusal; database failures the caller caused become
 * 4xx, and a database that is away a 503.
 */
const mapAppErrors = t.middleware(async ({ next, type }) => {
  let result = await next();
  if (!result.ok && type === 'mutation' && isUniqueViolation(result.error.cause)) result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  const appError = cause instanceof AppError ? cause : appErrorFromDatabase(cause);
  if (appError) throw new TRPCError({ code: appError.code, message: appError.message, cause: appError });
  if (isDatabaseUnavailable(cause)) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: DATABASE_UNAVAILABLE, cause });
  }
  return result;
});

/** The edge's text rule (see edge-input.ts), before any procedure's own schema. */
const refuseBadText = t.middleware(async ({ getRawInput, next }) => {
  const problem = edgeInputProblem(await getRawInput());
  if (problem) throw new TRPCError({ code: 'BAD_REQUEST', message: problem });
  return next();
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Only sign-in and the like. Every other procedure starts from authedProcedure. */
export const publicProcedure = t.procedure.use(mapAppErrors).use(refuseBadText);

export const authedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.auth) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Please sign in' });
  return next({ ctx: { ...ctx, auth: ctx.auth } });
});

/**
 * A query whose answer is kept under the request's data version (issue 17, lib/answer-cache.ts): placed after the
 * session and permission checks, before the input and output schemas, so that a kept answer skips both and the
 * resolver. Only for answers that depend on neither the user nor the clock (a list page of the whole book).
 */
export const keepAnswers = t.middleware(async ({ ctx, path, getRawInput, next }) =>
  ctx.answer(procedureAnswerKey(path, ctx.auth?.user.role.name ?? '', await getRawInput()), async () => {
    const result = await next();
    if (!result.ok) throw result.error;
    markShared(result.data);
    return result;
  }),
);

/** A procedure only the roles of `permission` in the domain's permission table may call; others get 403 with the reason. */
export function withPermission(permission: Permission) {
  return authedProcedure.use(({ ctx, next }) => {
    const reason = deniedReason(ctx.auth.user, permission);
    if (reason !== undefined) throw new TRPCError({ code: 'FORBIDDEN', message: reason });
    return next();
  });
}
