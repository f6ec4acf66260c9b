/**
 * List and analytics performance at scale, timed the way the browser calls them (tRPC over HTTP through the
 * session, SQL search/sort/paging and output validation). Each area grows its tables, then its cases run.
 *
 *   pnpm --filter @sewabeli/api bench                          # every area, embedded PGlite
 *   BENCH_AREAS=collections pnpm --filter @sewabeli/api bench  # some areas
 *   BENCH_DATABASE_URL=postgres://... pnpm --filter @sewabeli/api bench
 *
 * BENCH_ROWS sets the number of companies (default 50,000), BENCH_BOOK_COPIES how often the demo's agreement
 * book is copied (default 300), BENCH_MASTER_ROWS how many approved master records the master-records area adds
 * (default 20,000; their approvals spread over three years for the dashboard).
 */
import { performance } from 'node:perf_hooks';
import { createTestDb } from '@sewabeli/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signIn } from '../src/testing/test-app';
import { applicationList } from './applications.bench-area';
import { collections } from './collections.bench-area';
import { companies } from './companies.bench-area';
import { masterRecords } from './master-records.bench-area';
import type { BenchArea } from './support';
import { timeCases } from './support';

const AREAS: BenchArea[] = [companies, collections, masterRecords, applicationList];

const wanted = process.env.BENCH_AREAS?.split(',').map((name) => name.trim());
const areas = AREAS.filter((area) => !wanted || wanted.includes(area.name));
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

const database = await createTestDb({ seed: 'demo' });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/none',
  SEED_ON_START: 'false',
});
const app = await buildApp(config, { database });
const token = await signIn(app, 'superadmin');
const context = { app, db: database.db, auth: { authorization: `Bearer ${token}` } };

for (const area of areas) {
  const start = performance.now();
  const made = await area.grow(database.db);
  console.log(
    `\n${area.name} on ${database.kind}: ${made} (grown in ${((performance.now() - start) / 1000).toFixed(1)} s)`,
  );
  await timeCases(context, area);
}
await app.close();
await database.close();
