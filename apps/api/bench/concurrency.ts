/**
 * Issue 30: payments under concurrency, on the large book in PostgreSQL, against compiled servers in their own
 * processes (as `pnpm start` runs them), two of them on the same database as a deployment behind a balancer.
 *
 * - writers: rounds of 20 payments at once, each on its own agreement, half through each server; p95 <= 150 ms,
 *   no error.
 * - mixed: 20 sessions reading lists and profiles (collection list, master list, collection profile) one call after
 *   the other while 5 sessions record payments one after the other; every read within its list or profile budget
 *   (p95 <= 50 ms) and the payments' p95 <= 100 ms, no error.
 *
 * A payment is RM 1.00 dated today (KL), method cash, as a Collection Officer through tRPC with an Idempotency-Key,
 * on an agreement with an instalment due by today not fully paid and no payment dated after today: always valid.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { createDb } from '@sewabeli/db';
import { calendarDateInKualaLumpur } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ServerProcess, startServer } from './server-process';
import { BUDGETS } from './support';

export const WRITERS_BUDGET_MS = 150;
export const MIXED_PAYMENT_BUDGET_MS = 100;
const WRITERS = 20;
const MIXED_READERS = 20;
const MIXED_PAYERS = 5;

/** One timed figure of a concurrency case: its calls' p50, p95, max and errors against a p95 budget. */
export interface ConcurrencyFigure {
  label: string;
  budgetMs: number;
  calls: number;
  errors: number;
  p50: number;
  p95: number;
  max: number;
  /** The first error's message, to say why. */
  firstError: string | null;
  /** The most backends seen waiting at once on a lock while it ran, by lock kind ('tuple: 19, advisory: 3'). */
  lockWaits?: string;
  pass: boolean;
}

const percentile = (sorted: number[], p: number) => sorted[Math.ceil(sorted.length * p) - 1] ?? Number.NaN;

class Timings {
  readonly times: number[] = [];
  errors = 0;
  firstError: string | null = null;

  async time(call: () => Promise<void>): Promise<void> {
    const start = performance.now();
    try {
      await call();
      this.times.push(performance.now() - start);
    } catch (error) {
      this.errors += 1;
      this.firstError ??= error instanceof Error ? error.message : String(error);
    }
  }

  figure(label: string, budgetMs: number): ConcurrencyFigure {
    const sorted = [...this.times].sort((a, b) => a - b);
    const p95 = percentile(sorted, 0.95);
    return {
      label,
      budgetMs,
      calls: this.times.length + this.errors,
      errors: this.errors,
      p50: percentile(sorted, 0.5),
      p95,
      max: sorted.at(-1) ?? Number.NaN,
      firstError: this.firstError,
      pass: this.errors === 0 && sorted.length > 0 && p95 <= budgetMs,
    };
  }
}

/**
 * Samples pg_stat_activity every 20 ms while `body` runs and answers the most backends of the database seen waiting
 * on a lock at once, per kind of lock (a payment waiting on another's row or advisory lock shows here).
 */
async function lockWaitsDuring(databaseUrl: string, body: () => Promise<void>): Promise<string> {
  const handle = await createDb({ databaseUrl });
  const most = new Map<string, number>();
  let running = true;
  const sampler = (async () => {
    while (running) {
      const rows = await sql<{ kind: string; n: number }>`
        select wait_event as kind, count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' group by wait_event`.execute(
        handle.db,
      );
      for (const row of rows.rows) most.set(row.kind, Math.max(most.get(row.kind) ?? 0, row.n));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  try {
    await body();
  } finally {
    running = false;
    await sampler;
    await handle.close();
  }
  return most.size === 0 ? 'none' : [...most].map(([kind, n]) => `${kind}: ${n}`).join(', ');
}

/** Agreements a RM 1.00 payment today is valid on, newest first (the payment case of the list bench takes the oldest). */
async function payableAgreements(databaseUrl: string, count: number): Promise<number[]> {
  const handle = await createDb({ databaseUrl });
  try {
    const rows = await sql<{ id: number }>`
      select ap.id from applicant_product ap
      where ap.hp_no like 'LB/HP/%' and ap.deleted_at is null
        and exists (select 1 from applicant_product_transaction t
          where t.applicant_product_id = ap.id and t.paid_amount < t.charge_amount and t.due_date <= current_date)
        and not exists (select 1 from applicant_product_payment p
          where p.applicant_product_id = ap.id and p.paid_at > current_date)
      order by ap.id desc limit ${count}`.execute(handle.db);
    if (rows.rows.length < count)
      throw new Error(`the book has ${rows.rows.length} payable agreements, not ${count}`);
    return rows.rows.map((row) => Number(row.id));
  } finally {
    await handle.close();
  }
}

/**
 * The load's HTTP client: node:http over kept-alive connections. The clients share the server's two cores here
 * (staff's browsers would not), so the lightest one: `fetch` cost this process about 1.4 ms of CPU per payment,
 * a tenth of the whole payment's.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(url: string, init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string }) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = http.request(url, { method: init.method, headers: init.headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

function expectOk({ status, text }: { status: number; text: string }, what: string): void {
  if (status !== 200) throw new Error(`${what}: ${status} ${text.slice(0, 200)}`);
}

function pay(server: ServerProcess, token: string, applicantProductId: number): Promise<void> {
  const today = calendarDateInKualaLumpur(new Date());
  return send(`${server.base}/trpc/collection.makePayment`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'idempotency-key': `bench-${randomUUID()}`,
    },
    body: JSON.stringify({ json: { applicantProductId, amount: 100, paidAt: today, method: 'cash' } }),
  }).then((res) => expectOk(res, `payment on ${applicantProductId}`));
}

function read(server: ServerProcess, token: string, procedure: string, input: unknown): Promise<void> {
  const payload = encodeURIComponent(JSON.stringify({ json: input }));
  return send(`${server.base}/trpc/${procedure}?input=${payload}`, {
    method: 'GET',
    // A fresh answer every time, as the list cases ask (the answer cache would serve repeats from memory).
    headers: { authorization: `Bearer ${token}`, 'cache-control': 'no-cache' },
  }).then((res) => expectOk(res, procedure));
}

/**
 * Writes the cases before to disk first: the bank statement import and the memory case leave hundreds of MB of
 * changed pages, and a checkpoint that flushes them while 20 payments commit held one round for a second (seen
 * once in a full run, 961 ms, with no lock waited on). Needs a superuser (the bench's postgres); skipped otherwise.
 */
async function checkpoint(databaseUrl: string): Promise<void> {
  const handle = await createDb({ databaseUrl });
  try {
    await sql`checkpoint`.execute(handle.db);
  } catch {
    // Not a superuser: the cases run as the database stands.
  } finally {
    await handle.close();
  }
}

/** Bursts of WRITERS payments at once before anything is timed. */
const WARM_UP_BURSTS = 3;
/** The agreements the warm-up pays on: its bursts, plus one for each server before them. */
const WARM_UP_AGREEMENTS = 2 + WARM_UP_BURSTS * WRITERS;

/**
 * Two servers on `databaseUrl`, warmed up as a server that has run a while is: reads and a payment each, then
 * bursts of WRITERS payments at once over both, unmeasured, so that each pool holds the connections a burst
 * needs (a new PostgreSQL connection costs a backend's start and its cold caches, which a running server paid
 * long ago) and V8 has optimised the payment's code (the first of three timed rounds after one burst was still
 * about a third slower than the last).
 */
async function withServers<T>(
  databaseUrl: string,
  warmUpAgreements: number[],
  body: (servers: ServerProcess[]) => Promise<T>,
): Promise<T> {
  const servers: ServerProcess[] = [];
  try {
    await checkpoint(databaseUrl);
    servers.push(await startServer(databaseUrl), await startServer(databaseUrl));
    const tokens: string[] = [];
    for (const [index, server] of servers.entries()) {
      const token = await server.signIn('collection.officer');
      tokens.push(token);
      for (let i = 0; i < 3; i++) await read(server, token, 'collection.list', { status: 'pending' });
      await pay(server, token, warmUpAgreements[index]!);
    }
    for (let burst = 0; burst < WARM_UP_BURSTS; burst++) {
      const from = 2 + burst * WRITERS;
      await Promise.all(
        warmUpAgreements.slice(from, from + WRITERS).map((id, i) => pay(servers[i % 2]!, tokens[i % 2]!, id)),
      );
    }
    return await body(servers);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/**
 * Rounds of 20 payments started at once on 20 different agreements (a new 20 each round), alternating between
 * two server processes; every call timed from its request to its answer.
 */
export async function measureWriters(databaseUrl: string, rounds: number): Promise<ConcurrencyFigure[]> {
  const agreements = await payableAgreements(databaseUrl, WARM_UP_AGREEMENTS + rounds * WRITERS);
  const timings = new Timings();
  let lockWaits = 'none';
  await withServers(databaseUrl, agreements.slice(0, WARM_UP_AGREEMENTS), async (servers) => {
    const tokens = await Promise.all(servers.map((server) => server.signIn('collection.officer')));
    lockWaits = await lockWaitsDuring(databaseUrl, async () => {
      for (let round = 0; round < rounds; round++) {
        const from = WARM_UP_AGREEMENTS + round * WRITERS;
        const ids = agreements.slice(from, from + WRITERS);
        await Promise.all(ids.map((id, i) => timings.time(() => pay(servers[i % 2]!, tokens[i % 2]!, id))));
      }
    });
  });
  return [
    {
      ...timings.figure(
        `writers: ${WRITERS} payments at once on ${WRITERS} agreements, two servers (${rounds} rounds)`,
        WRITERS_BUDGET_MS,
      ),
      lockWaits,
    },
  ];
}

/**
 * 20 readers (collection list pending first page, master list first page, a collection profile, in turn) and 5
 * payers (one agreement each, a payment after the other) for `seconds`, sessions spread over two servers. Each
 * session waits `pauseMs` on average (half to one and a half times it) between its calls, as a person does between
 * clicks; 250 ms is four calls a second per session, 100 a second in all, beyond any office's pace. With no pause
 * the 25 sessions measure the machine's throughput instead: every call then waits for the 24 others, and its time
 * is 25 / throughput (Little's law) whatever a call costs alone.
 */
export async function measureMixed(
  databaseUrl: string,
  seconds: number,
  pauseMs: number,
): Promise<ConcurrencyFigure[]> {
  const pause = () =>
    pauseMs > 0 ? new Promise((resolve) => setTimeout(resolve, pauseMs * (0.5 + Math.random()))) : undefined;
  const agreements = await payableAgreements(databaseUrl, WARM_UP_AGREEMENTS + MIXED_PAYERS + 50);
  const payers = agreements.slice(WARM_UP_AGREEMENTS, WARM_UP_AGREEMENTS + MIXED_PAYERS);
  const profiles = agreements.slice(WARM_UP_AGREEMENTS + MIXED_PAYERS);
  const reads = {
    collectionList: new Timings(),
    masterList: new Timings(),
    collectionProfile: new Timings(),
  };
  const payments = new Timings();
  let lockWaits = 'none';
  await withServers(databaseUrl, agreements.slice(0, WARM_UP_AGREEMENTS), async (servers) => {
    const serverOf = (session: number) => servers[session % servers.length]!;
    const readerTokens = await Promise.all(
      Array.from({ length: MIXED_READERS }, (_, session) => serverOf(session).signIn('superadmin')),
    );
    const payerTokens = await Promise.all(
      payers.map((_, session) => serverOf(session).signIn('collection.officer')),
    );
    const until = performance.now() + seconds * 1000;
    lockWaits = await lockWaitsDuring(databaseUrl, async () => {
      await Promise.all([
        ...readerTokens.map(async (token, session) => {
          const server = serverOf(session);
          for (let call = session; performance.now() < until; call++) {
            const kind = call % 3;
            if (kind === 0)
              await reads.collectionList.time(() =>
                read(server, token, 'collection.list', { status: 'pending' }),
              );
            else if (kind === 1)
              await reads.masterList.time(() => read(server, token, 'masterRecord.list', {}));
            else
              await reads.collectionProfile.time(() =>
                read(server, token, 'collection.byId', { id: profiles[call % profiles.length] }),
              );
            await pause();
          }
        }),
        ...payerTokens.map(async (token, session) => {
          const server = serverOf(session);
          while (performance.now() < until) {
            await payments.time(() => pay(server, token, payers[session]!));
            await pause();
          }
        }),
      ]);
    });
  });
  const calls = [...Object.values(reads), payments].reduce((sum, timings) => sum + timings.times.length, 0);
  const readers = `${MIXED_READERS} readers + ${MIXED_PAYERS} payers, pause ${pauseMs} ms, ${seconds} s, ${Math.round(calls / seconds)} calls/s`;
  return [
    reads.collectionList.figure(`mixed: collection list, pending (${readers})`, BUDGETS.list),
    reads.masterList.figure(`mixed: master list, first page (${readers})`, BUDGETS.list),
    reads.collectionProfile.figure(`mixed: collection profile (${readers})`, BUDGETS.profile),
    { ...payments.figure(`mixed: payments (${readers})`, MIXED_PAYMENT_BUDGET_MS), lockWaits },
  ];
}

/** The figures as Markdown table rows (docs/performance.md shows them as they are). */
export function concurrencyTable(figures: readonly ConcurrencyFigure[]): string {
  const ms = (value: number) => value.toFixed(1);
  return [
    '| concurrency case | budget p95 ms | calls | errors | p50 ms | p95 ms | max ms | most waiting on a lock | verdict |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...figures.map(
      (f) =>
        `| ${f.label} | ${f.budgetMs} | ${f.calls} | ${f.errors} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.lockWaits ?? ''} | ${
          f.pass ? 'PASS' : 'FAIL'
        } |`,
    ),
  ].join('\n');
}
