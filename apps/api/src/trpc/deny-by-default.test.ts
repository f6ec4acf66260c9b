import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, trpc } from '../testing/test-app';
import { appRouter } from './app-router';

/** The only doors open without a session. Anything added later is closed unless listed here. */
const publicProcedures = new Set(['auth.login']);
// Issue 33: the API versions are stated to anyone (a client checks them before signing in).
const publicRoutes = new Set(['POST /api/userAuth/login', 'GET /api/version']);

let t: TestApp;
const apiRoutes: { method: string; url: string }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  collectRoutes(t.app);
});
afterAll(() => t.close());

function collectRoutes(app: FastifyInstance) {
  for (const route of app.routeList) {
    const guarded = route.url.startsWith('/api') || route.url.startsWith('/files');
    if (guarded && route.method !== 'HEAD' && route.method !== 'OPTIONS') apiRoutes.push(route);
  }
}

describe('deny by default (decisions.md §7)', () => {
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>,
  );

  it('the router has procedures to check', () => {
    expect(procedures.length).toBeGreaterThan(3);
  });

  it.each(procedures.filter(([path]) => !publicProcedures.has(path)))(
    'tRPC %s answers 401 without a session',
    async (path, procedure) => {
      const kind = procedure._def.type === 'mutation' ? 'mutation' : 'query';
      const res = await trpc(t.app, kind, path, {});
      expect(res.status).toBe(401);
      expect(res.error?.code).toBe('UNAUTHORIZED');
    },
  );

  it('finds the legacy REST and file routes', () => {
    expect(apiRoutes).toContainEqual({ method: 'GET', url: '/api/user/me' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/api/userAuth/login' });
    expect(apiRoutes).toContainEqual({ method: 'GET', url: '/files/:id' });
    expect(apiRoutes).toContainEqual({ method: 'POST', url: '/files' });
  });

  it('every legacy REST route but login and the version answers 401 {status: 0} without a session', async () => {
    const open: string[] = [];
    for (const route of apiRoutes) {
      const key = `${route.method} ${route.url}`;
      if (publicRoutes.has(key)) continue;
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' ? undefined : {},
      });
      if (res.statusCode !== 401 || res.json<{ status: number }>().status !== 0)
        open.push(`${key} -> ${res.statusCode}`);
    }
    expect(open).toEqual([]);
  });

  it('a token from another header scheme is not accepted', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('the legacy adapter', () => {
  it('tolerates trailing and doubled slashes', async () => {
    for (const url of ['/api/user/me/', '/api//user/me', '/api/user//me']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('answers unknown API paths with 404 {status: 0}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 0, msg: 'Not Found' });
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('/healthz checks the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });
});
