import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDb, type DbHandle, migrateToLatest, seedBase } from '@sewabeli/db';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, signIn } from '../../testing/test-app';

const run = promisify(execFile);

/** The installed PostgreSQL server binaries (Debian: /usr/lib/postgresql/<major>/bin), newest first. */
function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const majors = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  return majors
    .map((major) => path.join(base, major, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'pg_ctl')));
}

const bin = postgresBin();
const asRoot = process.getuid?.() === 0;

/** initdb and the server refuse to run as root: as root, they run as the postgres user. */
async function pg(tool: string, args: string[]) {
  const file = path.join(bin!, tool);
  return asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A throwaway cluster of our own on a free port: stopping it touches nobody else's server. */
class ThrowawayCluster {
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(): Promise<ThrowawayCluster> {
    const dir = await mkdtemp(path.join(tmpdir(), 'sewabeli-pg-'));
    if (asRoot) await run('chown', ['-R', 'postgres:postgres', dir]);
    const cluster = new ThrowawayCluster(dir, await freePort());
    await pg('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
    await cluster.start();
    return cluster;
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async start() {
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.dir} -c fsync=off`;
    await pg('pg_ctl', [
      '-D',
      path.join(this.dir, 'data'),
      '-o',
      options,
      '-l',
      path.join(this.dir, 'log'),
      '-w',
      'start',
    ]);
  }

  async stop() {
    await pg('pg_ctl', ['-D', path.join(this.dir, 'data'), '-m', 'fast', '-w', 'stop']);
  }

  async destroy() {
    await this.stop().catch(() => undefined);
    await rm(this.dir, { recursive: true, force: true });
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

const title = bin
  ? 'issue 9: the database going away (a throwaway PostgreSQL cluster stopped and started)'
  : 'issue 9: the database going away (skipped: no PostgreSQL server binaries under /usr/lib/postgresql)';

describe.skipIf(!bin)(title, () => {
  let cluster: ThrowawayCluster;
  let database: DbHandle;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    cluster = await ThrowawayCluster.create();
    database = await createDb({ databaseUrl: cluster.url });
    await migrateToLatest(database.db);
    await seedBase(database.db);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      SEED_ON_START: 'false',
      DATA_DIR: '/tmp/sewabeli-test-unused',
      DEMO_USERS: '1',
    });
    app = await buildApp(config, { database });
    await app.ready();
    token = await signIn(app, 'superadmin');
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    await cluster?.destroy();
  });

  const calls = () => [
    app.inject({ method: 'GET', url: '/healthz' }),
    app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }),
    app.inject({ method: 'GET', url: '/api/resource/all', headers: bearer(token) }),
    app.inject({
      method: 'GET',
      url: `/trpc/auth.me?input=${encodeURIComponent(JSON.stringify({ json: null }))}`,
      headers: bearer(token),
    }),
    app.inject({
      method: 'POST',
      url: '/api/userAuth/login',
      payload: { username: 'superadmin', password: 'Demo@1234' },
    }),
  ];

  it('answers 503 promptly while PostgreSQL is stopped, and recovers by itself when it is back', async () => {
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(200);

    await cluster.stop();
    for (let round = 0; round < 3; round++) {
      const { value: answers, ms } = await timed(() => Promise.all(calls()));
      expect(ms).toBeLessThan(5_000);
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBeDefined();
      }
    }
    const health = await app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toEqual({ status: 'error', database: 'postgres' });
    const me = await app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.json()).toEqual({
      status: 0,
      msg: 'The database is not available at the moment. Please try again shortly.',
    });

    await cluster.start();
    let healthy = false;
    for (let attempt = 0; attempt < 50 && !healthy; attempt++) {
      healthy = (await app.inject({ method: 'GET', url: '/healthz' })).statusCode === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healthy).toBe(true);
    for (const res of await Promise.all(calls())) expect(res.statusCode).toBe(200);
  });
});
