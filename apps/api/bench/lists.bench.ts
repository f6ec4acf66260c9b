/**
 * List performance at scale: seeds many companies and directorships, then times the company list the way the
 * browser calls it (tRPC over HTTP, through auth, SQL search/sort/paging and output validation).
 *
 *   pnpm --filter @sewabeli/api bench                 # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://... pnpm --filter @sewabeli/api bench
 *
 * BENCH_ROWS sets the number of companies (default 50000).
 */
import { performance } from 'node:perf_hooks';
import { createTestDb } from '@sewabeli/db/testing';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signIn, trpc } from '../src/testing/test-app';

const rows = Number(process.env.BENCH_ROWS ?? 50_000);
const runs = 15;
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const database = await createTestDb({ seed: 'base' });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/none',
  SEED_ON_START: 'false',
});
const app = await buildApp(config, { database });

const seedStart = performance.now();
await sql`
  insert into hirer (name, code, registration_no, shortname, establish_year, resource_id, address, pic, pic_no, loan_limit)
  select
    (array['Binaan','Jentera','Logistik','Kargo','Teguh','Maju','Jaya','Sentosa','Bumi','Perdana'])[1 + g % 10]
      || ' ' || (array['Utara','Selatan','Timur','Barat','Tengah','Klang','Johor','Pulau','Kota','Lembah'])[1 + (g / 10) % 10]
      || ' ' || g || ' Sdn Bhd',
    'B-' || g,
    (2000 + g % 24)::text || lpad(g::text, 8, '0'),
    'CO' || g,
    1970 + g % 55,
    1 + g % 39,
    'Lot ' || g || ', Jalan Perusahaan, Shah Alam, Selangor',
    'Pengurus ' || g,
    '012-' || lpad((g % 10000000)::text, 7, '0'),
    (g % 50) * 100000
  from generate_series(1, ${rows}) as g`.execute(database.db);
await sql`
  insert into hirer_contact (hirer_id, name, identity_no, phone)
  select h.id, 'Pengarah ' || h.id, '8001' || lpad(h.id::text, 8, '0'), '013-1234567' from hirer h`.execute(
  database.db,
);
await sql`analyze`.execute(database.db);
const seedMs = performance.now() - seedStart;

const token = await signIn(app, 'superadmin');
const auth = { authorization: `Bearer ${token}` };

const cases: [string, Record<string, unknown>][] = [
  ['first page, sorted by name', { sortBy: 'name' }],
  ['page 2000, sorted by name', { sortBy: 'name', page: 2000 }],
  ['search all columns "teguh"', { search: 'teguh' }],
  ['search name "jaya kota 4"', { search: 'jaya kota 4', searchField: 'name' }],
  ['sort by establish year desc, page 300', { sortBy: 'establishYear', sortDir: 'desc', page: 300 }],
  ['search with no match', { search: 'zzzz-no-such-company' }],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
console.log(
  `\nCompany list over ${rows.toLocaleString()} companies on ${database.kind} (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
);
console.log('case'.padEnd(42), 'median ms', ' p90 ms', ' total rows');
for (const [label, input] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const res = await trpc(app, 'query', 'hirer.list', input, auth);
    times.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(res.error)}`);
    total = (res.data as { total: number }).total;
  }
  const p90 = [...times].sort((a, b) => a - b)[Math.floor(times.length * 0.9)] ?? 0;
  console.log(
    label.padEnd(42),
    median(times).toFixed(1).padStart(9),
    p90.toFixed(1).padStart(7),
    String(total).padStart(11),
  );
}
await app.close();
await database.close();
