import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Where a change came from: the address the request came from (the trusted proxy's forward) and its session. */
export interface RequestOrigin {
  ip: string | null;
  sessionId: number | null;
  /** The API token the request came with (issue 33), by name... */
  apiTokenName: string | null;
  /** ...and by id (issue 40: names can repeat). */
  apiTokenId: number | null;
}

const storage = new AsyncLocalStorage<FastifyRequest>();

/**
 * The origin of the request being answered, or nulls outside one (a background job, a seed, a test calling a
 * service directly). Read lazily from the request, so a session resolved (or closed) during the request counts.
 */
export function requestOrigin(): RequestOrigin {
  const req = storage.getStore();
  return {
    ip: req?.ip ?? null,
    sessionId: req?.auth?.sessionId ?? null,
    apiTokenName: req?.auth?.apiToken?.name ?? null,
    apiTokenId: req?.auth?.apiToken?.id ?? null,
  };
}

/**
 * Issue 28: every request runs inside its own context, entered once here for every route (tRPC, legacy REST,
 * files), so that `recordAudit` writes the ip and session of whatever request made the change without any caller
 * passing them. Entered on request and again just before the handler, since reading a body may leave the
 * context of the hook that started the request.
 */
export function requestContextPlugin(app: FastifyInstance): void {
  app.addHook('onRequest', (req, _reply, done) => storage.run(req, done));
  app.addHook('preHandler', (req, _reply, done) => storage.run(req, done));
}
