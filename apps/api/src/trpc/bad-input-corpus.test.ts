import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../testing/test-app';
import { appRouter } from './app-router';

/**
 * A fixed corpus of bad values sent to every procedure and route the app lists, signed in as the Superadmin (the
 * role that may call them all). None may answer 5xx and none may write a row. Like the deny-by-default walk,
 * an endpoint added later is walked without being named here.
 */
const BAD_TEXT = ['a\u0000b', 'x\ud800y', 'y'.repeat(30_000)];
const BAD_NUMBERS = [2_147_483_648, 1e300, 9_007_199_254_740_992];
/** Sent as the whole input, and in every key at once: bad for any field whatever its type. */
const CORPUS: unknown[] = [...BAD_TEXT, ...BAD_NUMBERS, { nested: 'a\u0000' }, [1e300]];
/** Sent one field at a time (the others plausible), so that each reaches past the first check. */
const PER_FIELD: unknown[] = ['a\u0000b', 'x\ud800y', 1e300];
/** Money fields also get amounts beyond their column, as sen and as legacy ringgit text. */
const MONEY_KEY = /cost|capped|limit|amount|price|payment/i;
const PER_MONEY_FIELD: unknown[] = [1e15, '10000000000000', '90071992547409.91'];

/** Routes that end the caller's own session; walking them would sign the walk out. */
const SKIPPED = new Set(['auth.logout', 'POST /api/userAuth/logout']);
/** Rows the walk itself may add: its own sign-in and the attempts it records. */
const BOOKKEEPING_TABLES = new Set(['session', 'login_attempt']);

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  headers = bearer(await signIn(t.app, 'superadmin'));
});
afterAll(() => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'`.execute(
    t.app.db,
  );
  const counts: Record<string, number> = {};
  for (const { tableName } of tables.rows) {
    if (BOOKKEEPING_TABLES.has(tableName)) continue;
    const result = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(tableName)}`.execute(
      t.app.db,
    );
    counts[tableName] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

interface ProcedureDef {
  _def: { type: string; inputs: { shape?: Record<string, unknown> }[] };
}

/** The keys a procedure's input object declares (its zod shape), and a harmless value for each. */
function keysOf(procedure: ProcedureDef): string[] {
  return procedure._def.inputs.flatMap((input) => Object.keys(input.shape ?? {}));
}

const plausible = (key: string): unknown => (/id$/i.test(key) ? 1 : 'Corpus text');

/** Bad values alone; every key bad at once; each key bad with the others plausible. */
function inputsFor(keys: readonly string[]): unknown[] {
  const inputs: unknown[] = ['a\u0000b', 1e300];
  for (const bad of CORPUS) inputs.push(Object.fromEntries(keys.map((key) => [key, bad])));
  for (const key of keys) {
    for (const bad of MONEY_KEY.test(key) ? [...PER_FIELD, ...PER_MONEY_FIELD] : PER_FIELD) {
      inputs.push(Object.fromEntries(keys.map((other) => [other, other === key ? bad : plausible(other)])));
    }
  }
  return inputs;
}

const procedures = Object.entries(
  appRouter._def.procedures as unknown as Record<string, ProcedureDef>,
).filter(([path]) => !SKIPPED.has(path));
/**
 * The legacy routes take the same fields as the procedures (their schemas are wrapped for the wire). They drop
 * keys they do not know, so a body is bad in every key at once: a plausible filler could make a valid row.
 */
const restKeys = [...new Set(procedures.flatMap(([, procedure]) => keysOf(procedure)))];
const restBodies = CORPUS.map((bad) => Object.fromEntries(restKeys.map((key) => [key, bad])));

describe('the bad-input corpus (no 5xx, no row written)', () => {
  it('walks the tRPC procedures', async () => {
    expect(procedures.length).toBeGreaterThan(20);
    const before = await rowCounts();
    const failures: string[] = [];
    let sent = 0;
    for (const [path, procedure] of procedures) {
      const kind = procedure._def.type === 'mutation' ? 'mutation' : 'query';
      for (const input of inputsFor(keysOf(procedure))) {
        const res = await trpc(t.app, kind, path, input, headers);
        sent += 1;
        if (res.status >= 500) {
          failures.push(
            `${path} ${JSON.stringify(input).slice(0, 120)} -> ${res.status} ${res.res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(sent).toBeGreaterThan(1000);
    console.info(`bad-input corpus: ${sent} tRPC calls`);
  }, 300_000);

  it('walks the legacy REST and file routes', async () => {
    const routes = t.app.routeList.filter(
      (route) =>
        (route.url.startsWith('/api') || route.url.startsWith('/files')) &&
        !['HEAD', 'OPTIONS'].includes(route.method) &&
        !SKIPPED.has(`${route.method} ${route.url}`),
    );
    expect(routes.length).toBeGreaterThan(20);
    const before = await rowCounts();
    const failures: string[] = [];
    const pathValues = ['2147483648', '99999999999999999999', 'a%00b', '%ED%A0%80', '-1', '1.5'];
    for (const route of routes) {
      const bodies: unknown[] = route.method === 'GET' ? [undefined] : [undefined, ...restBodies];
      for (const value of pathValues) {
        for (const body of route.url.includes(':') ? [undefined] : bodies) {
          const url = route.url.replace(/:[A-Za-z]+/g, value);
          const query = route.method === 'GET' ? `?search=${encodeURIComponent('a\u0000')}&kind=x` : '';
          const res = await t.app.inject({
            method: route.method as 'GET',
            url: url + query,
            headers,
            payload: body as Record<string, unknown> | undefined,
          });
          if (res.statusCode >= 500) {
            failures.push(
              `${route.method} ${url} ${JSON.stringify(body ?? '').slice(0, 100)} -> ${res.statusCode}`,
            );
          }
        }
        if (!route.url.includes(':')) break;
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  }, 300_000);

  it.each([
    ['GET', '/api/hirer/details/2147483648', undefined],
    ['GET', '/files/2147483648', undefined],
    ['POST', '/api/brand', { name: 'a\u0000b' }],
    ['POST', '/api/brand', { name: 'x\ud800' }],
    ['POST', '/api/resource', { name: 'Fine', category: 'NOT_A_CATEGORY' }],
    ['POST', '/api/financialProgram', { name: 'Big', maxCapped: 1e13, maxTenure: 12 }],
    ['POST', '/api/product', { brandId: 1, name: 'Big', cost: '10000000000000' }],
    ['PUT', '/api/hirer', { id: 1, name: 'Big', loanLimit: '90071992547409.91' }],
  ])('%s %s answers 4xx', async (method, url, payload) => {
    const res = await t.app.inject({ method: method as 'GET', url, headers, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toMatchObject({ status: 0 });
  });

  it('names the text problem in the answer', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers,
      payload: { name: 'a\u0000b' },
    });
    expect(res.json<{ msg: string }>().msg).toBe('Text must not contain a NUL character');
    const viaTrpc = await trpc(t.app, 'mutation', 'brand.create', { name: 'x\ud800' }, headers);
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error?.message).toBe('Text contains an invalid character');
  });
});
