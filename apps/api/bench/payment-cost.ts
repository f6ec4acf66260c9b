/**
 * Issue 30: what one payment costs the machine, on a database `pnpm db:seed:large` made. Starts the compiled server
 * (the flags of `pnpm start`), records PAYMENTS (100) payments of RM 1.00 one after the other as a Collection
 * Officer through tRPC, and prints the CPU each process spent per payment, read from /proc: the server, every
 * PostgreSQL backend of the machine, and this client. Then 20 at once on one server, timed.
 *
 *   BENCH_REUSE_DATABASE_URL=postgres://.../sewabeli_large pnpm --filter @sewabeli/api exec tsx bench/payment-cost.ts
 *
 * BENCH_SERVER_FLAGS adds node flags to the server (`--cpu-prof --cpu-prof-dir=...` to profile it).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createDb } from '@sewabeli/db';
import { calendarDateInKualaLumpur } from '@sewabeli/domain';
import { sql } from 'kysely';
import { startServer } from './server-process';

const url = process.env.BENCH_REUSE_DATABASE_URL;
if (!url) throw new Error('BENCH_REUSE_DATABASE_URL is required');
const count = Number(process.env.PAYMENTS ?? 100);
const AT_ONCE = 20;
const WARM_UP = 20;

// Agreements a RM 1.00 payment today is valid on, each paid once (the oldest ones: the writers case takes the newest).
const handle = await createDb({ databaseUrl: url });
const ids = (
  await sql<{ id: number }>`select ap.id from applicant_product ap
    where ap.hp_no like 'LB/HP/%' and ap.deleted_at is null
      and exists (select 1 from applicant_product_transaction t
        where t.applicant_product_id = ap.id and t.paid_amount < t.charge_amount and t.due_date <= current_date)
      and not exists (select 1 from applicant_product_payment p
        where p.applicant_product_id = ap.id and p.paid_at > current_date)
    order by ap.id limit ${WARM_UP + count + AT_ONCE}`.execute(handle.db)
).rows.map((row) => Number(row.id));
await handle.close();
if (ids.length < WARM_UP + count + AT_ONCE) throw new Error(`only ${ids.length} payable agreements`);

const server = await startServer(url);
const token = await server.signIn('collection.officer');
const agent = new http.Agent({ keepAlive: true });
const today = calendarDateInKualaLumpur(new Date());

function pay(applicantProductId: number): Promise<number> {
  const start = performance.now();
  const body = JSON.stringify({ json: { applicantProductId, amount: 100, paidAt: today, method: 'cash' } });
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${server.base}/trpc/collection.makePayment`,
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/json',
          'idempotency-key': `cost-${randomUUID()}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(performance.now() - start)
            : reject(new Error(`payment on ${applicantProductId}: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** CPU time of a process so far, in ms (utime + stime from /proc, clock ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}
const postgresPids = () =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('postgres');
      } catch {
        return false;
      }
    })
    .map(Number);
const cpuNow = () => {
  const own = process.cpuUsage();
  return {
    server: cpuMsOf(server.pid!),
    postgres: postgresPids().reduce((sum, pid) => sum + cpuMsOf(pid), 0),
    client: (own.user + own.system) / 1000,
  };
};

try {
  for (const id of ids.slice(0, WARM_UP)) await pay(id);
  const before = cpuNow();
  const times: number[] = [];
  for (const id of ids.slice(WARM_UP, WARM_UP + count)) times.push(await pay(id));
  const after = cpuNow();
  const per = (key: keyof typeof before) => ((after[key] - before[key]) / count).toFixed(2);
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.ceil(times.length * p) - 1]!.toFixed(1);
  console.log(`${count} payments one after the other: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  console.log(
    `CPU per payment (ms): server ${per('server')}, PostgreSQL ${per('postgres')}, client ${per('client')}`,
  );
  const start = performance.now();
  await Promise.all(ids.slice(WARM_UP + count).map(pay));
  console.log(
    `${AT_ONCE} at once on one server: all answered in ${(performance.now() - start).toFixed(0)} ms`,
  );
} finally {
  await server.stop();
}
