import cookie from '@fastify/cookie';
import { isApiToken, SESSION_COOKIE_NAME } from '@sewabeli/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { resolveApiToken } from '../features/api-tokens/api-token.service';
import { resolveSession } from '../features/auth/session.service';
import { AppError } from '../lib/errors';

/** Origination §9: the session cookie, named once in the domain. */
export const SESSION_COOKIE = SESSION_COOKIE_NAME;

/** The session token from the `token` cookie, or from `Authorization: Bearer` for API clients. */
export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const bearer = header.slice('Bearer '.length).trim();
    if (bearer) return bearer;
  }
  return req.cookies[SESSION_COOKIE] ?? null;
}

export function setSessionCookie(req: FastifyRequest, reply: FastifyReply, token: string): void {
  const config = req.server.config;
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: config.cookieSecure ?? req.protocol === 'https',
    maxAge: Math.floor(config.sessionAbsoluteMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'strict' });
}

const guardedPrefixes = ['/api', '/trpc', '/files'];

export async function sessionPlugin(app: FastifyInstance): Promise<void> {
  await app.register(cookie);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (req, reply) => {
    req.auth = null;
    if (!guardedPrefixes.some((p) => req.url.startsWith(p))) return;
    const token = readToken(req);
    if (!token) return;
    if (!isApiToken(token)) {
      req.auth = await resolveSession({ db: app.db, config: app.config }, token);
      return;
    }
    try {
      req.auth = await resolveApiToken(app.db, app.config.apiTokenRequestsPerMinute, token, req.ip);
    } catch (error) {
      if (!(error instanceof AppError) || error.retryAfter === undefined) throw error;
      // Issue 33: over its per-minute limit a token waits, in the legacy answer's shape that every edge reads.
      return reply
        .status(429)
        .header('Retry-After', String(error.retryAfter))
        .send({ status: 0, msg: error.message });
    }
  });
}
