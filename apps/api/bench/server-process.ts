import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/testing/test-app';
import { startFlags } from './support';

const apiRoot = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The compiled server (dist/server.mjs), built once per bench run before any process of it starts. */
let built = false;
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiRoot, stdio: 'ignore' });
  built = true;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Resident set size (MB) of a process, from /proc; null where there is none. */
export function rssMbOf(pid: number | undefined): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((row) => row.startsWith('VmRSS:'));
    return line ? Number(line.replace(/\D+/g, '')) / 1024 : null;
  } catch {
    return null;
  }
}

/** A compiled server running in its own process, as `pnpm start` runs it (production mode, no job worker). */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  pid: number | undefined;
  /** Signs a demo user in (REST login, as the browser) and answers the session's bearer token. */
  signIn: (username: string) => Promise<string>;
  stop: () => Promise<void>;
}

/** Starts the compiled server on `databaseUrl` in its own process and waits until GET /healthz answers. */
export async function startServer(databaseUrl: string): Promise<ServerProcess> {
  buildServer();
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
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    for (let i = 0; ; i++) {
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (up) break;
      if (i > 600 || child.exitCode !== null) throw new Error('the server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    base,
    pid: child.pid,
    async signIn(username) {
      const res = await fetch(`${base}/api/userAuth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username, password: DEMO_PASSWORD }),
      });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-in of ${username} failed: ${JSON.stringify(body)}`);
      return body.token;
    },
    stop,
  };
}
