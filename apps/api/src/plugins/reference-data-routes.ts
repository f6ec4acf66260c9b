import type { Db } from '@sewabeli/db';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../features/auth/auth.types';
import { type AnswerOf, type AnyRestRoute, type RestAccess, restRoute } from './rest';
import { done, doneWithId, doneWithUrl } from './rest-answers';

/**
 * The legacy routes of a reference-data area (issue 42): asset types, assets, vendors, criteria, financial programs
 * and their tiers, factors and their attributes all answer the spec's same calls on `/<name>`: `GET /all`,
 * `GET /details/:id`, `POST`, `PUT` and `DELETE` with the legacy envelope, and `POST /upload` for an image. An area
 * declares what it has and the one service function each call makes; the paths, statuses and shapes come from here.
 */

type Schema = z.ZodType;
/** Reads and uploads are open to everyone signed in; a write may need a permission. */
type WriteAccess = Exclude<RestAccess, 'public'>;

/** `GET /<name>/all` (or `/<name>/all<suffix>`, with its params): the whole list as the spec answers it. */
interface ListDeclaration<P extends Schema | undefined, A extends Schema> {
  /** After `/all`, e.g. '/:financialProgramId'. */
  suffix?: string;
  params?: P;
  answer: A;
  read(db: Db, params: P extends Schema ? z.infer<P> : undefined): Promise<AnswerOf<A>>;
}

/** `GET /<name>/details/:id`. */
interface DetailsDeclaration<P extends Schema, A extends Schema> {
  params: P;
  answer: A;
  read(db: Db, params: z.infer<P>): Promise<AnswerOf<A>>;
}

/** `POST`, `PUT` or `DELETE /<name>`: the body as its schema reads it, one service call, the legacy envelope. */
interface WriteDeclaration<B extends Schema> {
  body: B;
  /** What the envelope says. */
  msg: string;
  /** Who may make this write, when it is not the area's `writeAccess` (a delete behind its own permission). */
  access?: WriteAccess;
  /** `done`: the envelope without the id written (the spec's DELETE of asset types and vendors). */
  answer?: 'done';
  write(db: Db, user: SessionUser, body: z.infer<B>, req: FastifyRequest): Promise<{ id: number }>;
}

/** `POST /<name>/upload`: a multipart image stored for a record; answers the stored file's URL. */
interface UploadDeclaration {
  store(req: FastifyRequest, user: SessionUser): Promise<string>;
}

type Call = 'all' | 'details' | 'create' | 'update' | 'delete' | 'upload';
const WRITE_METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

function writeRoute<B extends Schema>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  access: WriteAccess,
  declaration: WriteDeclaration<B>,
): AnyRestRoute {
  const { body, msg, write } = declaration;
  const run = (req: FastifyRequest, user: SessionUser, input: unknown) =>
    write(req.server.db, user, input as z.infer<B>, req);
  if (declaration.answer === 'done') {
    return restRoute({
      method,
      path,
      access,
      body,
      answer: done,
      async handler({ req, body: input, auth }) {
        await run(req, auth.user, input);
        return { status: 1, msg };
      },
    });
  }
  return restRoute({
    method,
    path,
    access,
    body,
    answer: doneWithId,
    async handler({ req, body: input, auth }) {
      const { id } = await run(req, auth.user, input);
      return { status: 1, msg, id };
    },
  });
}

/** The routes of one reference-data area at `path` ('/vendor'), in the order the declaration names its calls. */
export function referenceDataRoutes<
  LP extends Schema | undefined,
  LA extends Schema,
  DP extends Schema,
  DA extends Schema,
  CB extends Schema,
  UB extends Schema,
  XB extends Schema,
>(
  path: string,
  declaration: {
    /** Who may create, change and delete (reads are open to everyone signed in). */
    writeAccess: WriteAccess;
    all?: ListDeclaration<LP, LA>;
    details?: DetailsDeclaration<DP, DA>;
    create?: WriteDeclaration<CB>;
    update?: WriteDeclaration<UB>;
    delete?: WriteDeclaration<XB>;
    upload?: UploadDeclaration;
  },
): AnyRestRoute[] {
  const routeOf = (call: Call): AnyRestRoute | undefined => {
    switch (call) {
      case 'all': {
        const list = declaration.all;
        return (
          list &&
          restRoute({
            method: 'GET',
            path: `${path}/all${list.suffix ?? ''}`,
            access: 'authed',
            params: list.params,
            answer: list.answer,
            handler: ({ req, params }) =>
              list.read(req.server.db, params as LP extends Schema ? z.infer<LP> : undefined),
          })
        );
      }
      case 'details': {
        const details = declaration.details;
        return (
          details &&
          restRoute({
            method: 'GET',
            path: `${path}/details/:id`,
            access: 'authed',
            params: details.params,
            answer: details.answer,
            handler: ({ req, params }) => details.read(req.server.db, params as z.infer<DP>),
          })
        );
      }
      case 'create':
      case 'update':
      case 'delete': {
        const write: WriteDeclaration<Schema> | undefined = declaration[call];
        return write && writeRoute(WRITE_METHODS[call], path, write.access ?? declaration.writeAccess, write);
      }
      case 'upload': {
        const upload = declaration.upload;
        return (
          upload &&
          restRoute({
            method: 'POST',
            path: `${path}/upload`,
            access: 'authed',
            answer: doneWithUrl,
            handler: async ({ req, auth }) => ({
              status: 1,
              msg: SUCCESS_TEXTS.submitted,
              url: await upload.store(req, auth.user),
            }),
          })
        );
      }
    }
  };
  return Object.keys(declaration)
    .filter((key): key is Call => key !== 'writeAccess')
    .map(routeOf)
    .filter((route) => route !== undefined);
}
