/**
 * The cost of one request: throughput at 50 connections of the compiled server (node dist/server.mjs, as
 * `pnpm start` runs it) for a bare route and for an authenticated 10-row list page over tRPC and over the legacy
 * REST path, printed with their ratio to the bare route.
 *
 *   pnpm --filter @sewabeli/api bench:throughput                    # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://... pnpm --filter @sewabeli/api bench:throughput
 *   ... bench:throughput --profile   # also writes a CPU profile of the tRPC list load and prints its summary
 *
 * BENCH_SECONDS sets each measurement's length (default 10).
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { summariseProfile } from './profile-summary';

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;
const profile = process.argv.includes('--profile');

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'inherit' });

const dataDir = mkdtempSync(path.join(tmpdir(), 'sewabeli-bench-'));
const dbName = `sewabeli_bench_${randomBytes(4).toString('hex')}`;
let databaseUrl: string | undefined;
if (process.env.BENCH_DATABASE_URL) {
  await admin(`create database ${dbName}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}
const profileDir = path.join(apiRoot, 'bench', 'profiles');
if (profile) mkdirSync(profileDir, { recursive: true });

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...process.env,
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  // It signs in as the demo superadmin: demo mode, which PostgreSQL has only when asked for.
  DEMO_USERS: '1',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'info',
  NODE_ENV: 'production',
};

function startServer(flags: string[]) {
  const child = spawn(process.execPath, [...flags, 'dist/server.mjs'], {
    cwd: apiRoot,
    env: serverEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, exited: once(child, 'exit') };
}

async function waitUntilUp(): Promise<void> {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

// The first start migrates and seeds the demo data; the measured (and profiled) server is a second, warm start.
const seeding = startServer([]);
await waitUntilUp();
seeding.child.kill('SIGINT');
await seeding.exited;
const { child: server, exited } = startServer(profile ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);

try {
  await waitUntilUp();
  const login = await fetch(`${base}/api/userAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'superadmin', password: 'Demo@1234' }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const trpcInput = encodeURIComponent(JSON.stringify({ json: { page: 1, pageSize: 10, sortBy: 'name' } }));
  const cases = [
    { label: 'GET /healthz (no session)', url: `${base}/healthz`, headers: {} },
    { label: 'tRPC hirer.list, 10-row page', url: `${base}/trpc/hirer.list?input=${trpcInput}`, headers },
    {
      label: 'REST GET /api/hirer/all, 10-row page',
      url: `${base}/api/hirer/all?page=1&pageSize=10`,
      headers,
    },
  ];
  for (const c of cases) {
    const res = await fetch(c.url, { headers: c.headers });
    if (!res.ok) throw new Error(`${c.label}: ${res.status} ${await res.text()}`);
  }

  const run = (url: string, hdrs: Record<string, string>, duration: number) =>
    autocannon({ url, connections, duration, headers: hdrs });

  if (profile) {
    const hottest = cases[1]!;
    await run(hottest.url, hottest.headers, seconds);
  } else {
    console.log(
      `\nThroughput at ${connections} connections, ${seconds} s each, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}`,
    );
    console.log('case'.padEnd(40), '  req/s', '  p50 ms', '  p90 ms', 'p97.5 ms', '  ratio');
    let bare = 0;
    for (const c of cases) {
      await run(c.url, c.headers, 2); // warm-up
      const r = await run(c.url, c.headers, seconds);
      if (r.non2xx > 0 || r.errors > 0)
        throw new Error(`${c.label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      if (bare === 0) bare = r.requests.average;
      console.log(
        c.label.padEnd(40),
        r.requests.average.toFixed(0).padStart(7),
        String(r.latency.p50).padStart(8),
        String(r.latency.p90).padStart(8),
        String(r.latency.p97_5).padStart(8),
        `${((100 * r.requests.average) / bare).toFixed(0)} %`.padStart(7),
      );
    }
  }
} finally {
  server.kill('SIGINT');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await admin(`drop database if exists ${dbName} with (force)`);
}

if (profile) {
  const newest = readdirSync(profileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .sort()
    .at(-1);
  if (!newest) throw new Error('no CPU profile was written');
  const file = path.join(profileDir, newest);
  console.log(`\nCPU profile of the tRPC list load: ${path.relative(process.cwd(), file)}`);
  console.log('(open it in Chrome DevTools > Performance, or speedscope.app, for the flame graph)\n');
  console.log(summariseProfile(file));
}
