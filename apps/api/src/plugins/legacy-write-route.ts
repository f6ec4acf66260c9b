import type { Db } from '@sewabeli/db';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../features/auth/auth.types';
import { type AnyRestRoute, type RestAccess, type RestCall, restRoute } from './rest';
import { done, doneWithId } from './rest-answers';

type Schema = z.ZodType;
type Source = 'body' | 'query' | 'params';
/** A write needs someone signed in, and may need a permission. */
export type WriteAccess = Exclude<RestAccess, 'public'>;

type Write<S extends Schema, R> = (
  db: Db,
  user: SessionUser,
  input: z.infer<S>,
  req: FastifyRequest,
) => Promise<R>;

/** What a legacy write does with its input: one service call, answered with the envelope saying `msg`. */
export type WriteAnswer<S extends Schema> = { msg: string } & (
  | { answer?: undefined; write: Write<S, { id: number }> }
  /** The envelope alone (an update, a delete, an action), whatever the call returns. */
  | { answer: 'done'; write: Write<S, unknown> }
);

/**
 * A legacy write (issue 42): what the request carries, read by one schema (`body`, `query` or `params`: name one),
 * handed to one service call, answered with the legacy envelope `{status: 1, msg}` and the id the call wrote
 * (or without it: `answer: 'done'`).
 */
export type WriteDeclaration<S extends Schema> = (
  | { body: S; query?: never; params?: never }
  | { query: S; body?: never; params?: never }
  | { params: S; body?: never; query?: never }
) &
  WriteAnswer<S>;

/** `method path` behind `access`: one service call with the declared input, answered with the envelope. */
export function legacyWriteRoute<S extends Schema>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  access: WriteAccess,
  declaration: WriteDeclaration<S>,
): AnyRestRoute {
  const { body, query, params, msg } = declaration;
  const from = body ? 'body' : query ? 'query' : 'params';
  const route = { method, path, access, body, query, params };
  const inputOf = (call: Pick<RestCall<unknown, unknown, unknown>, Source>) => call[from] as z.infer<S>;
  if (declaration.answer === 'done') {
    const { write } = declaration;
    return restRoute({
      ...route,
      answer: done,
      async handler({ req, auth, ...call }) {
        await write(req.server.db, auth.user, inputOf(call), req);
        return { status: 1, msg };
      },
    });
  }
  const { write } = declaration;
  return restRoute({
    ...route,
    answer: doneWithId,
    async handler({ req, auth, ...call }) {
      const { id } = await write(req.server.db, auth.user, inputOf(call), req);
      return { status: 1, msg, id };
    },
  });
}
