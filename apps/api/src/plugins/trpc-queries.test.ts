import { createTestDb } from '@sewabeli/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, signIn } from '../testing/test-app';

/**
 * GET queries are answered by trpc-queries.ts; tRPC's own adapter answers everything else. Here the same requests
 * go to an app with the shortcut and to one without it, over the same database: the answers must not differ.
 */
let fast: FastifyInstance;
let official: FastifyInstance;
let close: () => Promise<void>;
let superadmin: Record<string, string>;
let staff: Record<string, string>;
let hirerId: number;

beforeAll(async () => {
  const database = await createTestDb({ seed: 'demo' });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    SEED_ON_START: 'false',
    DEMO_USERS: '1',
    DATA_DIR: '/tmp/sewabeli-test-unused',
  });
  fast = await buildApp(config, { database });
  official = await buildApp(config, { database, trpcFastQueries: false });
  await Promise.all([fast.ready(), official.ready()]);
  superadmin = bearer(await signIn(fast, 'superadmin'));
  staff = bearer(await signIn(fast, 'staff'));
  const hirer = await database.db.selectFrom('hirer').select('id').orderBy('id').executeTakeFirstOrThrow();
  hirerId = hirer.id;
  close = async () => {
    await Promise.all([fast.close(), official.close()]);
    await database.close();
  };
});
afterAll(() => close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

async function answerOf(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const res = await app.inject({ method: 'GET', url, headers });
  return {
    status: res.statusCode,
    contentType: res.headers['content-type'],
    vary: res.headers.vary,
    retryAfter: res.headers['retry-after'],
    body: String(res.headers['content-type']).startsWith('application/json') ? res.json() : res.body,
  };
}

describe('GET queries answer as tRPC itself answers them', () => {
  const cases: [string, () => string, () => Record<string, string>][] = [
    [
      'a list page',
      () => `/trpc/hirer.list?input=${input({ json: { page: 1, pageSize: 10, sortBy: 'name' } })}`,
      () => superadmin,
    ],
    [
      'a profile with dates (superjson annotations)',
      () => `/trpc/hirer.byId?input=${input({ json: { id: hirerId } })}`,
      () => superadmin,
    ],
    ['a query without input', () => '/trpc/auth.me', () => superadmin],
    [
      'a batch of two',
      () => `/trpc/hirer.list,auth.me?batch=1&input=${input({ 0: { json: { page: 2, pageSize: 5 } } })}`,
      () => superadmin,
    ],
    ['no session (401)', () => `/trpc/hirer.list?input=${input({ json: {} })}`, () => ({})],
    [
      'input the schema refuses (400, field errors)',
      () => `/trpc/hirer.list?input=${input({ json: { page: 0 } })}`,
      () => superadmin,
    ],
    [
      'a company that does not exist (404 from the service)',
      () => `/trpc/hirer.byId?input=${input({ json: { id: 987654 } })}`,
      () => superadmin,
    ],
    [
      'a role without the permission (403)',
      () => `/trpc/audit.list?input=${input({ json: {} })}`,
      () => staff,
    ],
    [
      'a batch with one refusal (207)',
      () =>
        `/trpc/hirer.list,hirer.list?batch=1&input=${input({ 0: { json: {} }, 1: { json: { pageSize: 0 } } })}`,
      () => superadmin,
    ],
    [
      'an unknown sort column (400 from the list)',
      () => `/trpc/hirer.list?input=${input({ json: { sortBy: 'nope' } })}`,
      () => superadmin,
    ],
    // Left to tRPC's adapter by the shortcut; the same answers all the same.
    ['a procedure that does not exist', () => '/trpc/hirer.nothing', () => superadmin],
    ['a mutation over GET', () => '/trpc/auth.logout', () => superadmin],
    ['input that is not JSON', () => '/trpc/hirer.list?input=%7Bnot-json', () => superadmin],
    [
      'a batch whose input is not an object',
      () => `/trpc/auth.me?batch=1&input=${input([1])}`,
      () => superadmin,
    ],
  ];

  it.each(cases)('%s', async (_label, url, headers) => {
    const ours = await answerOf(fast, url(), headers());
    const theirs = await answerOf(official, url(), headers());
    expect(ours).toEqual(theirs);
    expect(ours.status).toBeGreaterThanOrEqual(200);
  });

  it('answers a list page with the rows, and a refusal with the status of its code', async () => {
    const page = await answerOf(fast, cases[0]![1](), superadmin);
    expect(page.status).toBe(200);
    expect(page.body.result.data.json.rows).toHaveLength(10);
    const refused = await answerOf(fast, cases[5]![1](), superadmin);
    expect(refused.status).toBe(400);
    const mixed = await answerOf(fast, cases[8]![1](), superadmin);
    expect(mixed.status).toBe(207);
  });
});
