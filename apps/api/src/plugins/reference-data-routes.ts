import type { Db } from '@sewabeli/db';
import { SUCCESS_TEXTS } from '@sewabeli/domain';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SessionUser } from '../features/auth/auth.types';
import { legacyWriteRoute, type WriteAccess, type WriteAnswer } from './legacy-write-route';
import { type AnswerOf, type AnyRestRoute, restRoute } from './rest';
import { doneWithUrl } from './rest-answers';

/**
 * The legacy routes of a reference-data area (issue 42): asset types, assets, vendors, criteria, financial programs
 * and their tiers, factors and their attributes all answer the spec's same calls on `/<name>`: `GET /all`,
 * `GET /details/:id`, `POST`, `PUT` and `DELETE` with the legacy envelope, and `POST /upload` for an image. An area
 * declares what it has and the one service function each call makes; the paths, statuses and shapes come from here.
 */

type Schema = z.ZodType;

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
type WriteCall<B extends Schema> = WriteAnswer<B> & {
  body: B;
  /** Who may make this write, when it is not the area's `writeAccess` (a delete behind its own permission). */
  access?: WriteAccess;
};

/** `POST /<name>/upload`: a multipart image stored for a record; answers the stored file's URL. */
interface UploadDeclaration {
  store(req: FastifyRequest, user: SessionUser): Promise<string>;
}

type Call = 'all' | 'details' | 'create' | 'update' | 'delete' | 'upload';
const WRITE_METHODS = { create: 'POST', update: 'PUT', delete: 'DELETE' } as const;

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
    create?: WriteCall<CB>;
    update?: WriteCall<UB>;
    delete?: WriteCall<XB>;
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
        const write: WriteCall<Schema> | undefined = declaration[call];
        return (
          write && legacyWriteRoute(WRITE_METHODS[call], path, write.access ?? declaration.writeAccess, write)
        );
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
