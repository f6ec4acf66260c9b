import { deniedReason, type Permission } from '@sewabeli/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ZodError, type z } from 'zod';
import type { AuthState } from '../features/auth/auth.types';
import { answerKey, isShared, markShared, readingOf, serializedOnce } from '../lib/answer-cache';
import { appErrorFromDatabase, isUniqueViolation } from '../lib/database-errors';
import { edgeInputProblem } from '../lib/edge-input';
import { AppError, httpStatusOf, retryAfterOf } from '../lib/errors';

/**
 * Who may call a legacy route. There is no default: each route says so, and a test checks none is open by accident.
 * `{ permission }` reads the domain's permission table, as tRPC's `withPermission` and the web's `useCan` do.
 */
export type RestAccess = 'public' | 'authed' | { permission: Permission };

/** A handler behind any access but 'public' sees the signed-in user as present. */
export type AuthOf<A extends RestAccess> = A extends 'public' ? AuthState | null : AuthState;

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;
/**
 * What a handler returns: the value its answer schema describes before serialising (a Date, say). A number literal
 * of the schema (the envelope's `status: 1`) is held as a number here: TypeScript widens the handler's literal
 * before it meets the schema, and the conformance suite holds the sent value to the document.
 */
export type AnswerOf<S> = S extends Schema ? WidenNumbers<z.input<S>> : unknown;
type WidenNumbers<T> = T extends number
  ? number
  : T extends Date
    ? T
    : T extends readonly (infer E)[]
      ? readonly WidenNumbers<E>[]
      : T extends object
        ? { [K in keyof T]: WidenNumbers<T[K]> }
        : T;

export interface RestCall<B, Q, P, A extends RestAccess = RestAccess> {
  body: B;
  query: Q;
  params: P;
  auth: AuthOf<A>;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RestRoute<
  BS extends Schema | undefined,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
  AS extends Schema | undefined,
  A extends RestAccess = RestAccess,
> {
  method: HTTPMethods;
  /** The spec's path without the /api prefix, e.g. '/resource/all' or '/hirer/details/:id'. */
  path: string;
  access: A;
  body?: BS;
  query?: QS;
  params?: PS;
  /**
   * A GET whose answer is kept under the data version (issue 17, lib/answer-cache.ts) for the caller's role and the
   * query and path as sent: a kept answer skips the schemas and the handler. Only for answers that depend on
   * neither the user nor the clock.
   */
  keep?: boolean;
  /**
   * The JSON answer's shape, for the OpenAPI document (issue 33; plugins/rest-answers.ts holds the shared pieces).
   * The handler's return type is held to it, and rest-conformance.test.ts holds what is sent to the document.
   */
  answer?: AS;
  /** Instead of `answer`, for a route that answers a file: its content type. */
  answerType?: string;
  /**
   * Issue 41: the permissions the handler (or its service) checks itself, for a route open to every signed-in
   * caller whose path serves several actions or whose service holds the check; the OpenAPI document states them.
   */
  checks?: readonly Permission[];
  handler(call: RestCall<Infer<BS>, Infer<QS>, Infer<PS>, A>): Promise<NoInfer<AnswerOf<AS>>>;
}

/** What the OpenAPI document (features/developer/openapi.ts) reads of a route. */
export interface RestRouteSchemas {
  body?: Schema;
  query?: Schema;
  params?: Schema;
  answer?: Schema;
  /** See RestRoute.answerType. */
  answerType?: string;
  /** See RestRoute.checks. */
  checks?: readonly Permission[];
}

/** What the adapter hands a route: the request as it came, before the route's schemas judge it. */
export interface RawRestCall {
  body: unknown;
  query: unknown;
  params: unknown;
  /** Present whenever the route's access is not 'public' (the adapter answers 401 before). */
  auth: AuthState | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A route as the registry holds it: its schemas and handler closed over by `restRoute`, so a list of routes of
 * different payloads needs no type parameters.
 */
export interface AnyRestRoute {
  method: HTTPMethods;
  path: string;
  access: RestAccess;
  /** See RestRoute.keep. */
  keep: boolean;
  schemas: RestRouteSchemas;
  /** Parses body, query and params with the route's schemas, then runs its handler. */
  run(call: RawRestCall): Promise<unknown>;
}

export function restRoute<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
  AS extends Schema | undefined = undefined,
  const A extends RestAccess = RestAccess,
>(route: RestRoute<BS, QS, PS, AS, A>): AnyRestRoute {
  return {
    method: route.method,
    path: route.path,
    access: route.access,
    keep: route.keep === true && route.method === 'GET',
    schemas: {
      body: route.body,
      query: route.query,
      params: route.params,
      answer: route.answer,
      answerType: route.answerType,
      checks: route.checks,
    },
    run: ({ body, query, params, auth, req, reply }) =>
      route.handler({
        body: parse(route.body, body),
        query: parse(route.query, query),
        params: parse(route.params, params),
        // registerRestRoutes answers 401 without a session before any route but a 'public' one runs.
        auth: auth as AuthOf<A>,
        req,
        reply,
      }),
  };
}

/** Why the signed-in caller may not use a route of this access, or undefined when they may. */
function refusalOf(access: RestAccess, auth: AuthState): string | undefined {
  if (typeof access !== 'object') return undefined;
  return deniedReason(auth.user, access.permission);
}

/** For a route whose branches need different permissions: 403 with the table's reason unless `auth` holds it. */
export function requirePermission(auth: AuthState, permission: Permission): void {
  const refusal = deniedReason(auth.user, permission);
  if (refusal !== undefined) throw new AppError('FORBIDDEN', refusal);
}

/** The legacy answer for a failure: the HTTP status says what kind, `msg` says what to show. */
export function restError(reply: FastifyReply, status: number, msg: string) {
  return reply.status(status).send({ status: 0, msg });
}

const legacyJson = serializedOnce((answer) => JSON.stringify(answer));

function parse<S extends Schema | undefined>(schema: S | undefined, value: unknown): Infer<S> {
  return (schema ? schema.parse(value ?? {}) : undefined) as Infer<S>;
}

export function registerRestRoutes(app: FastifyInstance, routes: readonly AnyRestRoute[]): void {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.path}`,
      handler: async (req, reply) => {
        if (route.access !== 'public') {
          if (!req.auth) return restError(reply, 401, 'Unauthorized');
          const refusal = refusalOf(route.access, req.auth);
          if (refusal !== undefined) return restError(reply, 403, refusal);
        }
        const problem = edgeInputProblem([req.body, req.query, req.params]);
        if (problem) return restError(reply, 400, problem);
        const handle = () =>
          route.run({ body: req.body, query: req.query, params: req.params, auth: req.auth, req, reply });
        const run = route.keep
          ? () =>
              req.server.answers.answer(
                answerKey(`GET ${route.path} ${req.auth?.user.role.name ?? ''}`, [req.query, req.params]),
                readingOf(req),
                async () => markShared(await handle()),
              )
          : handle;
        try {
          let result: unknown;
          try {
            result = await run();
          } catch (error) {
            // Lost a race on a unique index: once more, so that the service's own check words the refusal.
            // A multipart body has been read already and cannot be replayed.
            if (!isUniqueViolation(error) || req.isMultipart() || reply.sent) throw error;
            result = await run();
          }
          if (reply.sent) return reply;
          if (isShared(result)) return reply.type('application/json; charset=utf-8').send(legacyJson(result));
          return reply.send(result);
        } catch (error) {
          if (error instanceof ZodError)
            return restError(reply, 400, error.issues[0]?.message ?? 'Invalid input');
          const appError = error instanceof AppError ? error : appErrorFromDatabase(error);
          if (appError) {
            const retryAfter = retryAfterOf(appError);
            if (retryAfter) reply.header('Retry-After', retryAfter);
            return restError(reply, httpStatusOf[appError.code], appError.message);
          }
          throw error;
        }
      },
    });
  }
}
