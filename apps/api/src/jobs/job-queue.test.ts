import { createTestDb } from '@sewabeli/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearJobs, jobsOf, makeRetriesDue } from '../testing/jobs';
import {
  createJobQueue,
  deadLetterQueueOf,
  enqueueJob,
  type JobQueue,
  type QueueDefinition,
} from './job-queue';
import { createWorker, FinalJobError, type QueueHandler } from './worker';

// pg-boss behind the job interface, on PGlite by default and on PostgreSQL with TEST_DATABASE_URL.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const FLAKY: QueueDefinition = { name: 'test-flaky', attempts: 3, retryDelaySeconds: 1 };
const SCHEDULED: QueueDefinition = { name: 'test-scheduled', attempts: 1, retryDelaySeconds: 1 };

let database: Awaited<ReturnType<typeof createTestDb>>;
let jobs: JobQueue;

beforeAll(async () => {
  database = await createTestDb({ seed: 'none' });
  jobs = createJobQueue(database.db, {
    queues: [FLAKY, SCHEDULED],
    script: database.pglite,
    maintain: true,
    // pg-boss's cron clock and maintenance look every second, so that a schedule fires within the test.
    maintenanceIntervalSeconds: 1,
  });
  await jobs.start();
  // Migrating a fresh PGlite takes a minute or more on a loaded two-core machine.
}, 300_000);
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});
beforeEach(async () => {
  await clearJobs(database.db);
});

/** A handler that fails its first `failures` runs of each payload, recording every run and every give-up. */
function flaky(failures: number) {
  const runs: number[] = [];
  const givenUp: { n: number; reason: string }[] = [];
  const handler: QueueHandler<{ n: number }> = {
    queue: FLAKY,
    async handle({ n }) {
      runs.push(n);
      if (runs.filter((run) => run === n).length <= failures) throw new Error(`attempt failed for ${n}`);
    },
    async giveUp({ n }, reason) {
      givenUp.push({ n, reason });
    },
  };
  return { handler, runs, givenUp };
}

describe('retries with back-off, then the dead-letter queue', () => {
  it('a job that fails once is retried after its back-off and then completes', async () => {
    const { handler, runs, givenUp } = flaky(1);
    const worker = createWorker(jobs, handler);
    const id = await enqueueJob(database.db, FLAKY.name, { n: 1 });
    expect(await worker.processNext()).toEqual({ id, state: 'retrying' });
    // Not due yet: the back-off (1 s, doubled with jitter) has not passed.
    expect(await worker.processNext()).toBeUndefined();
    const [waiting] = await jobsOf(database.db, FLAKY.name);
    expect(waiting).toMatchObject({ state: 'retry', output: { message: 'attempt failed for 1' } });
    expect(waiting?.startAfter.getTime()).toBeGreaterThan(waiting?.now.getTime() ?? Infinity);
    await makeRetriesDue(database.db);
    expect(await worker.processNext()).toEqual({ id, state: 'completed' });
    expect(runs).toEqual([1, 1]);
    expect(givenUp).toEqual([]);
    expect(await jobsOf(database.db, deadLetterQueueOf(FLAKY.name))).toEqual([]);
  });

  it('a job that keeps failing is given up after its last attempt, through the dead-letter queue', async () => {
    const { handler, runs, givenUp } = flaky(Number.POSITIVE_INFINITY);
    const worker = createWorker(jobs, handler);
    const id = await enqueueJob(database.db, FLAKY.name, { n: 2 });
    const outcomes: (string | undefined)[] = [];
    for (let attempt = 0; attempt < FLAKY.attempts; attempt++) {
      await makeRetriesDue(database.db);
      outcomes.push((await worker.processNext())?.state);
    }
    expect(outcomes).toEqual(['retrying', 'retrying', 'failed']);
    expect(runs).toEqual([2, 2, 2]);
    expect(givenUp).toEqual([{ n: 2, reason: 'attempt failed for 2' }]);
    expect(await jobsOf(database.db, FLAKY.name)).toEqual([
      expect.objectContaining({ id, state: 'failed', retryCount: 2 }),
    ]);
    expect(await jobsOf(database.db, deadLetterQueueOf(FLAKY.name))).toEqual([
      expect.objectContaining({ state: 'completed', data: { n: 2 } }),
    ]);
    // Nothing left to run or to give up.
    await makeRetriesDue(database.db);
    expect(await worker.processNext()).toBeUndefined();
  });

  it('issue 40: a job failing with a final error is given up at once, its retries unspent', async () => {
    const runs: number[] = [];
    const givenUp: { n: number; reason: string }[] = [];
    const worker = createWorker<{ n: number }>(jobs, {
      queue: FLAKY,
      async handle({ n }) {
        runs.push(n);
        throw new FinalJobError('Line 3: 30-02-2026 is not a date');
      },
      async giveUp({ n }, reason) {
        givenUp.push({ n, reason });
      },
    });
    const id = await enqueueJob(database.db, FLAKY.name, { n: 5 });
    expect(await worker.processNext()).toEqual({ id, state: 'failed' });
    await makeRetriesDue(database.db);
    expect(await worker.processNext()).toBeUndefined();
    expect(runs).toEqual([5]);
    expect(givenUp).toEqual([{ n: 5, reason: 'Line 3: 30-02-2026 is not a date' }]);
    expect(await jobsOf(database.db, FLAKY.name)).toEqual([
      expect.objectContaining({ id, state: 'failed', retryCount: 0 }),
    ]);
  });

  it('a job queued inside a transaction that rolls back never exists', async () => {
    await database.db
      .transaction()
      .execute(async (trx) => {
        await enqueueJob(trx, FLAKY.name, { n: 3 });
        throw new Error('the cause was refused');
      })
      .catch(() => undefined);
    expect(await jobsOf(database.db, FLAKY.name)).toEqual([]);
  });

  it('refuses a queue that was never defined', async () => {
    await expect(enqueueJob(database.db, 'test-undefined', { n: 4 })).rejects.toThrow();
  });
});

/** Waits until `done` holds (pg-boss's workers poll every half second here). */
async function until(done: () => Promise<boolean> | boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("pg-boss's own work()", () => {
  it('runs queued jobs, and gives a finally failed one up through the dead-letter worker', async () => {
    const runs: number[] = [];
    const givenUp: { n: number; reason: string }[] = [];
    const worker = createWorker<{ n: number }>(
      jobs,
      {
        queue: FLAKY,
        async handle({ n }) {
          runs.push(n);
          if (n === 7) throw new FinalJobError('never readable');
        },
        async giveUp({ n }, reason) {
          givenUp.push({ n, reason });
        },
      },
      { pollMs: 500 },
    );
    const fine = await enqueueJob(database.db, FLAKY.name, { n: 6 });
    const final = await enqueueJob(database.db, FLAKY.name, { n: 7 });
    await worker.start();
    await worker.start();
    try {
      await until(async () => {
        const dead = await jobsOf(database.db, deadLetterQueueOf(FLAKY.name));
        return dead[0]?.state === 'completed';
      }, 'the dead letter to be given up');
      await until(
        async () => (await jobsOf(database.db, FLAKY.name)).every((job) => job.state !== 'active'),
        'completion',
      );
    } finally {
      await worker.stop();
    }
    expect(runs.sort()).toEqual([6, 7]);
    expect(givenUp).toEqual([{ n: 7, reason: 'never readable' }]);
    expect(await jobsOf(database.db, FLAKY.name)).toEqual([
      expect.objectContaining({ id: fine, state: 'completed' }),
      expect.objectContaining({ id: final, state: 'failed', retryCount: 0 }),
    ]);
    expect(await jobsOf(database.db, deadLetterQueueOf(FLAKY.name))).toEqual([
      expect.objectContaining({ state: 'completed', data: { n: 7 }, output: { message: 'never readable' } }),
    ]);
  });

  it('stop() lets the job in hand finish, and fetches nothing more', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: number[] = [];
    const worker = createWorker<{ n: number }>(
      jobs,
      {
        queue: FLAKY,
        async handle({ n }) {
          runs.push(n);
          await gate;
        },
        async giveUp() {},
      },
      { pollMs: 500 },
    );
    await enqueueJob(database.db, FLAKY.name, { n: 8 });
    await worker.start();
    await until(() => runs.length === 1, 'the job to start');
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await enqueueJob(database.db, FLAKY.name, { n: 9 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(runs).toEqual([8]);
    expect((await jobsOf(database.db, FLAKY.name)).map((job) => job.state)).toEqual(['completed', 'created']);
  });
});

describe('schedules', () => {
  it('a cron schedule sends its data to the queue, where a worker runs it', async () => {
    const seen: unknown[] = [];
    const worker = createWorker(jobs, {
      queue: SCHEDULED,
      async handle(payload: { task: string }) {
        seen.push(payload);
      },
      async giveUp() {},
    });
    await jobs.schedule(SCHEDULED.name, '* * * * *', { task: 'tidy' });
    expect(await jobs.boss.getSchedules()).toEqual([
      expect.objectContaining({
        name: SCHEDULED.name,
        cron: '* * * * *',
        timezone: 'Asia/Kuala_Lumpur',
        data: { task: 'tidy' },
      }),
    ]);
    // pg-boss's clock (every second here) sends the minute's job.
    const deadline = Date.now() + 30_000;
    let processed: Awaited<ReturnType<typeof worker.processNext>>;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      processed = await worker.processNext();
    } while (!processed && Date.now() < deadline);
    expect(processed).toEqual({ id: expect.any(String), state: 'completed' });
    expect(seen).toEqual([{ task: 'tidy' }]);
    await jobs.boss.unschedule(SCHEDULED.name);
    expect(await jobs.boss.getSchedules()).toEqual([]);
  });
});

describe.runIf(onPostgres)('two workers on PostgreSQL', () => {
  it('never process one job twice, and share the work', async () => {
    const count = 40;
    for (let n = 0; n < count; n++) await enqueueJob(database.db, FLAKY.name, { n });
    const seen = new Map<number, string[]>();
    const handlerOf = (name: string): QueueHandler<{ n: number }> => ({
      queue: FLAKY,
      async handle({ n }) {
        seen.set(n, [...(seen.get(n) ?? []), name]);
        await new Promise((resolve) => setTimeout(resolve, 15));
      },
      async giveUp() {},
    });
    const drain = async (worker: ReturnType<typeof createWorker>) => {
      let processed = 0;
      while (await worker.processNext()) processed++;
      return processed;
    };
    const [byA, byB] = await Promise.all([
      drain(createWorker(jobs, handlerOf('a'))),
      drain(createWorker(jobs, handlerOf('b'))),
    ]);
    expect(byA + byB).toBe(count);
    expect(byA).toBeGreaterThan(0);
    expect(byB).toBeGreaterThan(0);
    expect([...seen.values()].every((workers) => workers.length === 1)).toBe(true);
    const states = (await jobsOf(database.db, FLAKY.name)).map((job) => job.state);
    expect(new Set(states)).toEqual(new Set(['completed']));
  });
});
