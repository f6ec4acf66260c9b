/**
 * Lists, profiles, analytics and a payment at scale, timed the way the browser calls them (tRPC over HTTP with a
 * session, and the legacy REST path where there is one), p50 and p95 of at least 20 calls each against issue 15's
 * budgets. Prints one table of every case with its budget and PASS/FAIL; exits non-zero when one is missed.
 *
 *   pnpm bench                                                      # the large book, embedded PGlite
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres pnpm bench   # a new database on PostgreSQL
 *   BENCH_REUSE_DATABASE_URL=postgres://.../sewabeli_large pnpm bench   # a database `pnpm db:seed:large` made
 *   LARGE_BOOK_SCALE=0.1 pnpm bench                                 # a tenth of the book
 *   BENCH_AREAS=companies,collections,master-records,applications pnpm bench   # the older grown areas
 *   BENCH_REPORT_ONLY=1 pnpm bench                                  # report without failing (PGlite)
 *
 * Issue 31 (bank-statements.bench-area.ts, in the large-book area): a 10,000-line statement imported, parsed and
 * matched (budget 10 s, BENCH_IMPORT_RUNS timed imports, default 5) and the reconciliation screen's reads over it;
 * BENCH_CASES="bank statement" runs them alone.
 * BENCH_CASES=payment,topModels times only the cases whose label holds one of the words ('memory' for the
 * memory case alone; a comma followed by a space belongs to the word, as in 'topClients, Past 24 Months'); BENCH_SKIP=overview leaves out the cases whose label holds one of those words.
 * On PostgreSQL with the large book the bench also starts the compiled server in its own process and measures
 * its resident memory while 50 sessions read lists (BENCH_MEMORY_SECONDS, default 20; BENCH_MEMORY=0 skips it).
 * Issue 30, on the same PostgreSQL book, two compiled servers in their own processes (concurrency.ts): the writers
 * case, rounds of 20 payments at once on 20 agreements (BENCH_WRITER_ROUNDS, default 3; p95 <= 150 ms, no error),
 * and the mixed case, 20 sessions reading the collection list, the master list and collection profiles while 5
 * record payments for BENCH_MIXED_SECONDS (15; reads within their list or profile budget, payments p95 <= 100 ms),
 * each session pausing BENCH_MIXED_PAUSE_MS (250) on average between calls (0: the machine's throughput);
 * BENCH_CONCURRENCY=0 skips both, BENCH_CASES=writers or mixed runs one.
 * Then the cost of one request (throughput.bench.ts, issue 17): the list reads' throughput against /healthz, on the
 * same PostgreSQL server, failing below 50 % there (BENCH_THROUGHPUT=0 skips it, BENCH_CASES=throughput runs it alone).
 * BENCH_RUNS sets the timed calls per case (at least 20). The older areas: BENCH_ROWS companies (default 50,000),
 * BENCH_BOOK_COPIES copies of the demo book (300), BENCH_MASTER_ROWS master records (20,000), BENCH_APPLICATIONS.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle, migrateToLatest, seedBase } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { signIn } from '../src/testing/test-app';
import { applicationList } from './applications.bench-area';
import { collections } from './collections.bench-area';
import { companies } from './companies.bench-area';
import { type ConcurrencyFigure, concurrencyTable, measureMixed, measureWriters } from './concurrency';
import { largeBook, TRPC_OVERHEAD } from './large-book.bench-area';
import { masterRecords } from './master-records.bench-area';
import { type MemoryResult, measureMemory, memoryLine } from './memory';
import type { BenchArea, CaseResult } from './support';
import { budgetTable, timeCases } from './support';

const AREAS: BenchArea[] = [largeBook, companies, collections, masterRecords, applicationList];

const wanted = (process.env.BENCH_AREAS ?? largeBook.name).split(',').map((name) => name.trim());
const areas = AREAS.filter((area) => wanted.includes(area.name));
if (process.env.BENCH_DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.BENCH_DATABASE_URL;

async function openDatabase(): Promise<DbHandle> {
  const reuse = process.env.BENCH_REUSE_DATABASE_URL;
  if (!reuse)
    return createTestDb({ seed: areas.includes(largeBook) && areas.length === 1 ? 'base' : 'demo' });
  const handle = await createDb({ databaseUrl: reuse });
  await migrateToLatest(handle.db);
  await seedBase(handle.db);
  return handle;
}

// The load average (1 min) at the start and the end, printed with the table: every figure is read beside it.
const loadAtStart = loadavg()[0] ?? 0;
const database = await openDatabase();
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/none',
  SEED_ON_START: 'false',
  // The bare route tRPC's overhead is measured against.
  BENCH_ROUTES: '1',
});
const app = await buildApp(config, { database });
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
const token = await signIn(app, 'superadmin');
// Every timed call asks for a fresh answer (Cache-Control: no-cache): the budgets are those of the database's work,
// not of the answer cache (issue 17), which would answer a repeated list page from memory.
const context = {
  app,
  db: database.db,
  baseUrl,
  auth: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
};

const results: CaseResult[] = [];
try {
  for (const area of areas) {
    const start = performance.now();
    const made = await area.grow(database.db);
    console.log(
      `\n${area.name} on ${database.kind}: ${made} (ready in ${((performance.now() - start) / 1000).toFixed(1)} s)`,
    );
    // Words are separated by a comma not followed by a space, so that a label's own ', ' can be named whole
    // ('dashboard topClients, Past 24 Months').
    const only = process.env.BENCH_CASES?.split(/,(?! )/).map((word) => word.trim().toLowerCase());
    const skip = process.env.BENCH_SKIP?.split(/,(?! )/).map((word) => word.trim().toLowerCase());
    const cases = area.cases.filter(
      (benchCase) =>
        (!only || only.some((word) => benchCase.label.toLowerCase().includes(word))) &&
        !skip?.some((word) => benchCase.label.toLowerCase().includes(word)),
    );
    results.push(...(await timeCases(context, { ...area, cases })));
  }
} finally {
  await app.close();
  await database.close();
}

// The API's own process under 50 sessions reading lists (issue 15's server cost), on PostgreSQL only.
let memory: MemoryResult | undefined;
const memoryUrl = process.env.BENCH_REUSE_DATABASE_URL;
const memoryWanted =
  !['0', 'false'].includes(process.env.BENCH_MEMORY ?? '') &&
  (!process.env.BENCH_CASES || process.env.BENCH_CASES.toLowerCase().includes('memory'));
if (memoryUrl && database.kind === 'postgres' && areas.includes(largeBook) && memoryWanted)
  memory = await measureMemory(memoryUrl, Number(process.env.BENCH_MEMORY_SECONDS ?? 20));

// Issue 30: payments under concurrency, two compiled servers on the same PostgreSQL book (concurrency.ts): the
// writers case (20 payments at once) and the mixed case (20 readers while 5 record payments). BENCH_CONCURRENCY=0
// leaves them out; BENCH_CASES=writers or =mixed runs one (with other words, only when named).
const concurrency: ConcurrencyFigure[] = [];
const concurrencyWanted = (word: string) =>
  !['0', 'false'].includes(process.env.BENCH_CONCURRENCY ?? '') &&
  (!process.env.BENCH_CASES || process.env.BENCH_CASES.toLowerCase().includes(word));
if (memoryUrl && database.kind === 'postgres' && areas.includes(largeBook)) {
  if (concurrencyWanted('writers'))
    concurrency.push(...(await measureWriters(memoryUrl, Number(process.env.BENCH_WRITER_ROUNDS ?? 3))));
  if (concurrencyWanted('mixed'))
    concurrency.push(
      ...(await measureMixed(
        memoryUrl,
        Number(process.env.BENCH_MIXED_SECONDS ?? 15),
        Number(process.env.BENCH_MIXED_PAUSE_MS ?? 250),
      )),
    );
}

const missed = results.filter((result) => !result.pass);
const load = `load average ${loadAtStart.toFixed(2)} at the start, ${(loadavg()[0] ?? 0).toFixed(2)} at the end`;
console.log(`\n${database.kind}, ${new Date().toISOString()}, ${load}\n\n${budgetTable(results)}\n`);
console.log(`${results.length - missed.length} of ${results.length} cases within budget.`);
const trpcCase = results.find((result) => result.label === TRPC_OVERHEAD.trpc && result.calls > 0);
const bareCase = results.find((result) => result.label === TRPC_OVERHEAD.bare && result.calls > 0);
if (trpcCase && bareCase)
  console.log(
    `\ntRPC overhead (the same first page of companies): tRPC p50 ${trpcCase.p50.toFixed(1)} ms, bare Fastify route p50 ${bareCase.p50.toFixed(1)} ms, ratio ${(trpcCase.p50 / bareCase.p50).toFixed(2)} (p95 ${trpcCase.p95.toFixed(1)} / ${bareCase.p95.toFixed(1)} ms)`,
  );
if (memory)
  console.log(
    `\n| server cost | budget | idle | under load | verdict |\n| --- | --- | --- | --- | --- |\n${memoryLine(memory)}`,
  );
if (concurrency.length > 0) {
  console.log(`\n${concurrencyTable(concurrency)}`);
  for (const figure of concurrency.filter((f) => f.firstError))
    console.log(`  ${figure.label}: ${figure.errors} errors, the first: ${figure.firstError?.slice(0, 300)}`);
}
// Issue 17: the cost of one request, the list reads' throughput against /healthz (throughput.bench.ts), on the same
// PostgreSQL server (or PGlite). BENCH_THROUGHPUT=0 leaves it out; BENCH_CASES=throughput runs it alone.
const throughputWanted =
  !['0', 'false'].includes(process.env.BENCH_THROUGHPUT ?? '') &&
  (!process.env.BENCH_CASES || process.env.BENCH_CASES.toLowerCase().includes('throughput'));
let throughputFailed = false;
if (throughputWanted) {
  const server = process.env.BENCH_DATABASE_URL ?? serverOf(process.env.BENCH_REUSE_DATABASE_URL);
  const run = spawnSync('pnpm', ['exec', 'tsx', 'bench/throughput.bench.ts'], {
    cwd: path.dirname(path.dirname(fileURLToPath(import.meta.url))),
    stdio: 'inherit',
    env: { ...process.env, ...(server ? { BENCH_DATABASE_URL: server } : {}) },
  });
  throughputFailed = run.status !== 0;
}

const failed =
  missed.length > 0 ||
  (memory !== undefined && !memory.pass) ||
  concurrency.some((figure) => !figure.pass) ||
  throughputFailed;
if (failed && !['1', 'true'].includes(process.env.BENCH_REPORT_ONLY ?? '')) process.exitCode = 1;

/** The server of a database URL (its `postgres` database), where the throughput bench makes its own database. */
function serverOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const server = new URL(url);
  server.pathname = '/postgres';
  return server.toString();
}
