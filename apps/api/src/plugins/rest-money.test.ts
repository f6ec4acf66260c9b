import { createTestDb } from '@sewabeli/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { bearer, signIn } from '../testing/test-app';

// Money on the legacy wire, one way (issue 8): every amount a legacy GET answers is a JSON number. A string
// shaped like numeric(14,2) ('2000000.00') anywhere in an answer over the demo data is a field that escaped
// plugins/rest-money.ts.
const NUMERIC_TEXT = /^-?\d{1,12}\.\d{2}$/;

let app: FastifyInstance;
let database: Awaited<ReturnType<typeof createTestDb>>;
let auth: Record<string, string>;

beforeAll(async () => {
  database = await createTestDb({ seed: 'demo' });
  app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none', SEED_ON_START: 'false' }),
    { database },
  );
  auth = bearer(await signIn(app, 'superadmin'));
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

function moneyTexts(value: unknown, path: string, found: string[]): void {
  if (typeof value === 'string' && NUMERIC_TEXT.test(value)) found.push(`${path} = "${value}"`);
  else if (Array.isArray(value))
    for (const [i, item] of value.slice(0, 20).entries()) moneyTexts(item, `${path}[${i}]`, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) moneyTexts(item, `${path}.${key}`, found);
}

describe('money on the legacy wire', () => {
  it('no legacy GET answers an amount as a string (details read for the first rows of the demo)', async () => {
    const routes = app.routeList.filter((r) => r.method === 'GET' && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(20);
    const found: string[] = [];
    let answered = 0;
    for (const route of routes) {
      for (const id of route.url.includes(':') ? [1, 2, 3] : [0]) {
        const url = route.url.replace(/:[A-Za-z]+/g, String(id));
        const res = await app.inject({ method: 'GET', url, headers: auth });
        if (res.statusCode !== 200 || !String(res.headers['content-type']).includes('json')) continue;
        answered += 1;
        moneyTexts(res.json(), `GET ${url}`, found);
      }
    }
    expect(answered).toBeGreaterThan(20);
    expect(found).toEqual([]);
  }, 120_000);
});
