import { Writable } from 'node:stream';
import { createTestDb } from '@sewabeli/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, signIn, trpc } from '../../testing/test-app';

const lines: Record<string, unknown>[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  const database = await createTestDb({ seed: 'base' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    WEB_DIST: '/nonexistent-web-dist',
    SEED_ON_START: 'false',
    DATA_DIR: '/tmp/sewabeli-test-unused',
  });
  app = await buildApp(config, { database, logDestination: destination });
  app.get('/api/test-only/fails', async () => {
    throw new Error('a failure the log must explain');
  });
  await app.ready();
  token = await signIn(app, 'superadmin');
  close = async () => {
    await app.close();
    await database.close();
  };
});
afterAll(() => close());
beforeEach(() => {
  lines.length = 0;
});

const requestLines = () => lines.filter((l) => l.msg === 'request');

describe('request log', () => {
  it('writes one line per request with method, route pattern, status, time, user and request id', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/hirer/details/424242', headers: bearer(token) });
    const [line, ...more] = requestLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({ level: 30, method: 'GET', route: '/api/hirer/details/:id' });
    expect(line?.status).toBe(res.statusCode);
    expect(line?.userId).toEqual(expect.any(Number));
    expect(line?.reqId).toEqual(expect.any(String));
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.time).toEqual(expect.any(String));
  });

  it('names the tRPC procedure but never logs its input, a query string or a body', async () => {
    const secret = 'Pengarah Rahsia 800101145678';
    await trpc(app, 'query', 'hirer.list', { search: secret }, bearer(token));
    await app.inject({
      method: 'POST',
      url: `/api/userAuth/login?note=${encodeURIComponent(secret)}`,
      payload: { username: 'superadmin', password: secret },
    });
    const logged = JSON.stringify(requestLines());
    expect(requestLines().map((l) => l.route)).toEqual(['/trpc/hirer.list', '/api/userAuth/login']);
    expect(logged).not.toContain('Rahsia');
    expect(logged).not.toContain('800101145678');
    expect(logged).not.toContain('?');
  });

  it('logs an anonymous request with a null user', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/role/all' });
    expect(res.statusCode).toBe(401);
    expect(requestLines()).toEqual([expect.objectContaining({ status: 401, userId: null })]);
  });

  it('keeps the stack of an unexpected error, and the request line still says 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test-only/fails', headers: bearer(token) });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('a failure the log must explain');
    const failure = lines.find((l) => l.level === 50) as { err?: { message: string; stack: string } };
    expect(failure.err?.message).toBe('a failure the log must explain');
    expect(failure.err?.stack).toContain('request-log.test.ts');
    expect(requestLines()).toEqual([expect.objectContaining({ status: 500, route: '/api/test-only/fails' })]);
  });
});
