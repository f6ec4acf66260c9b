import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startFlags } from './support';

/** Issue 15: the API's resident memory under 50 concurrent sessions reading lists stays within this (MB). */
export const MEMORY_BUDGET_MB = 300;
const SESSIONS = 50;

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The lists the sessions read, as the browser asks for them (first pages, a search, a deeper page). */
const LIST_CALLS = [
  ['hirer.list', { sortBy: 'name' }],
  ['collection.list', { status: 'pending' }],
  ['masterRecord.list', {}],
  ['application.list', { sortBy: 'createdAt', sortDir: 'desc' }],
  ['approval.log', {}],
  ['hirer.list', { search: 'jaya', searchField: 'name', page: 3 }],
] as const;

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Resident set size (MB) of a process, from /proc; null where there is none. */
function rssMbOf(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

export interface MemoryResult {
  idleMb: number;
  peakMb: number;
  afterMb: number;
  requests: number;
  failures: number;
  seconds: number;
  pass: boolean;
}

/**
 * Starts the compiled server (as `pnpm start` runs it) on `databaseUrl` in its own process, signs 50 sessions in
 * and has each read lists one after the other for `seconds`, sampling the server's VmRSS every 100 ms.
 */
export async function measureMemory(databaseUrl: string, seconds: number): Promise<MemoryResult> {
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startFlags(), 'dist/server.mjs'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DEMO_USERS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SEED_ON_START: 'false',
      JOB_WORKER: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = once(child, 'exit');
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    const tokens: string[] = [];
    for (let i = 0; i < SESSIONS; i++) {
      const res = await fetch(`${base}/api/userAuth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'superadmin', password: 'Demo@1234' }),
      });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-in ${i + 1} failed: ${JSON.stringify(body)}`);
      tokens.push(body.token);
    }
    const idleMb = rssMbOf(child.pid) ?? 0;
    let peakMb = idleMb;
    const sampler = setInterval(() => {
      peakMb = Math.max(peakMb, rssMbOf(child.pid) ?? 0);
    }, 100);
    let requests = 0;
    let failures = 0;
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      tokens.map(async (token, session) => {
        for (let call = session; Date.now() < until; call++) {
          const [procedure, input] = LIST_CALLS[call % LIST_CALLS.length]!;
          const payload = encodeURIComponent(JSON.stringify({ json: input }));
          const res = await fetch(`${base}/trpc/${procedure}?input=${payload}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await res.arrayBuffer();
          requests += 1;
          if (res.status !== 200) failures += 1;
        }
      }),
    );
    clearInterval(sampler);
    const afterMb = rssMbOf(child.pid) ?? 0;
    peakMb = Math.max(peakMb, afterMb);
    return {
      idleMb,
      peakMb,
      afterMb,
      requests,
      failures,
      seconds,
      pass: peakMb <= MEMORY_BUDGET_MB && failures === 0,
    };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

export function memoryLine(result: MemoryResult): string {
  const mb = (value: number) => value.toFixed(0);
  return (
    `| API resident memory, ${SESSIONS} sessions reading lists for ${result.seconds} s ` +
    `(${result.requests.toLocaleString('en-US')} calls, ${result.failures} failed) | <= ${MEMORY_BUDGET_MB} MB | ` +
    `idle ${mb(result.idleMb)} MB | peak ${mb(result.peakMb)} MB | ${result.pass ? 'PASS' : 'FAIL'} |`
  );
}
