import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import { ZodError, type z } from 'zod';
import type { AuthState } from '../features/auth/auth.types';
import { AppError, httpStatusOf } from '../lib/errors';

/** Who may call a legacy route. There is no default: each route says so, and a test checks none is open by accident. */
export type RestAccess = 'public' | 'authed' | { roles: readonly string[] };

type Schema = z.ZodType;
type Infer<S> = S extends Schema ? z.infer<S> : undefined;

export interface RestCall<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  auth: AuthState | null;
  req: FastifyRequest;
  reply: FastifyReply;
}

export interface RestRoute<
  BS extends Schema | undefined,
  QS extends Schema | undefined,
  PS extends Schema | undefined,
> {
  method: HTTPMethods;
  /** The spec's path without the /api prefix, e.g. '/resource/all' or '/hirer/details/:id'. */
  path: string;
  access: RestAccess;
  body?: BS;
  query?: QS;
  params?: PS;
  handler(call: RestCall<Infer<BS>, Infer<QS>, Infer<PS>>): Promise<unknown>;
}

// biome-ignore lint/suspicious/noExplicitAny: a heterogeneous list of routes; each route is checked where it is defined
export type AnyRestRoute = RestRoute<any, any, any>;

export function restRoute<
  BS extends Schema | undefined = undefined,
  QS extends Schema | undefined = undefined,
  PS extends Schema | undefined = undefined,
>(route: RestRoute<BS, QS, PS>): RestRoute<BS, QS, PS> {
  return route;
}

/** The legacy answer for a failure: the HTTP status says what kind, `msg` says what to show. */
export function restError(reply: FastifyReply, status: number, msg: string) {
  return reply.status(status).send({ status: 0, msg });
}

function parse<S extends Schema | undefined>(schema: S, value: unknown): Infer<S> {
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
          if (typeof route.access === 'object' && !route.access.roles.includes(req.auth.user.role.name)) {
            return restError(reply, 403, 'You are not allowed to do this');
          }
        }
        try {
          const result = await route.handler({
            body: parse(route.body, req.body),
            query: parse(route.query, req.query),
            params: parse(route.params, req.params),
            auth: req.auth,
            req,
            reply,
          });
          if (reply.sent) return reply;
          return reply.send(result);
        } catch (error) {
          if (error instanceof ZodError)
            return restError(reply, 400, error.issues[0]?.message ?? 'Invalid input');
          if (error instanceof AppError) return restError(reply, httpStatusOf[error.code], error.message);
          throw error;
        }
      },
    });
  }
}
