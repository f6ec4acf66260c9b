import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type DbHandle, migrateToLatest, seedBase } from '@sewabeli/db';
import { addMonthsClamped, PAYMENT_MESSAGES, ringgitToSen } from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { insertAgreement } from '../../testing/collection-fixture';
import { DEMO_PASSWORD } from '../../testing/test-app';

// Decisions §6: concurrent payments on one agreement are serialised by a row lock. Only the real server can
// show it (PGlite is one connection): two API server processes on one PostgreSQL database take 50 payments
// for the same agreement at once.
const serverUrl = process.env.TEST_DATABASE_URL;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function admin(statement: string) {
  const server = await createDb({ databaseUrl: serverUrl });
  try {
    await sql.raw(statement).execute(server.db);
  } finally {
    await server.close();
  }
}

async function startServer(databaseUrl: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(path.join(apiDir, 'node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // The seeded demo users sign in: demo mode, which PostgreSQL has only when asked for.
      DEMO_USERS: '1',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_ON_START: 'false',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent-web-dist',
      NODE_ENV: 'test',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/healthz`)).status === 200) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  child.kill();
  throw new Error(`server on ${base} did not start`);
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/userAuth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'collection.officer', password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}

describe.skipIf(!serverUrl)('decisions §6 concurrent payments from two server processes (PostgreSQL)', () => {
  const name = `sewabeli_t_${randomBytes(6).toString('hex')}`;
  let handle: DbHandle;
  const servers: ChildProcess[] = [];
  let bases: string[] = [];

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    handle = await createDb({ databaseUrl: url.toString() });
    await migrateToLatest(handle.db);
    await seedBase(handle.db);
    const started = await Promise.all([startServer(url.toString()), startServer(url.toString())]);
    servers.push(...started.map((s) => s.child));
    bases = started.map((s) => s.base);
  }, 240_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await handle?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('50 payments at once leave the ledger exact: 40 fit the balance, 10 are refused, nothing lost', async () => {
    const today = todayInKualaLumpur();
    const agreement = await insertAgreement(handle.db, {
      execution: addMonthsClamped(today, -3),
      months: 40,
      monthly: 10_000,
    });
    const tokens = await Promise.all(bases.map(signIn));
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        const server = index % 2;
        const res = await fetch(`${bases[server]}/api/applicantProductPayment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[server]}` },
          body: JSON.stringify({ applicantProductId: agreement.id, amount: '100.00', paidAt: today }),
        });
        return (await res.json()) as { status: number; msg: string };
      }),
    );
    expect(answers.filter((a) => a.status === 1)).toHaveLength(40);
    expect(answers.filter((a) => a.status === 0).map((a) => a.msg)).toEqual(
      Array(10).fill(PAYMENT_MESSAGES.aboveOutstanding),
    );
    const ledger = await handle.db
      .selectFrom('applicantProductPayment')
      .select('amount')
      .where('applicantProductId', '=', agreement.id)
      .execute();
    expect(ledger).toHaveLength(40);
    expect(ledger.reduce((sum, row) => sum + ringgitToSen(row.amount), 0)).toBe(400_000);
    const instalments = await handle.db
      .selectFrom('applicantProductTransaction')
      .select(['paidAmount', 'chargeAmount'])
      .where('applicantProductId', '=', agreement.id)
      .execute();
    expect(instalments.every((row) => row.paidAmount === row.chargeAmount)).toBe(true);
  }, 120_000);

  it('the same Idempotency-Key sent to both servers at once records one payment', async () => {
    const today = todayInKualaLumpur();
    const agreement = await insertAgreement(handle.db, {
      execution: addMonthsClamped(today, -3),
      months: 12,
      monthly: 10_000,
    });
    const tokens = await Promise.all(bases.map(signIn));
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, index) => {
        const server = index % 2;
        const res = await fetch(`${bases[server]}/api/applicantProductPayment`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${tokens[server]}`,
            'idempotency-key': `retry-${agreement.id}`,
          },
          body: JSON.stringify({ applicantProductId: agreement.id, amount: '55.00', paidAt: today }),
        });
        return (await res.json()) as { status: number; id: number };
      }),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.every((a) => a.status === 1)).toBe(true);
    const ledger = await handle.db
      .selectFrom('applicantProductPayment')
      .select('id')
      .where('applicantProductId', '=', agreement.id)
      .execute();
    expect(ledger).toHaveLength(1);
  }, 120_000);
});
