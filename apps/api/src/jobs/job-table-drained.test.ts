import { migrateTo, migrateToLatest, migrations } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOf } from '../testing/jobs';
import { createJobQueue, type JobQueue } from './job-queue';

// Issue 42: migration 2026_12_09_0200 sends the jobs left in the old `job` table to pg-boss and drops the table,
// or stops, saying why, when pg-boss is not there to take them. One database, taken through the cases in order.

const DRAIN = '2026_12_09_0200_job_table_drained';
/** The migration before it: migrating down to it brings the old table back (empty). */
const BEFORE = Object.keys(migrations)
  .sort()
  .filter((name) => name < DRAIN)
  .at(-1) as string;
const QUEUE = { name: 'test-drained', attempts: 3, retryDelaySeconds: 30 };

let database: Awaited<ReturnType<typeof createTestDb>>;
let jobs: JobQueue | undefined;

beforeAll(async () => {
  database = await createTestDb({ seed: 'none' });
}, 300_000);
afterAll(async () => {
  await jobs?.stop();
  await database?.close();
});

/** The database as before the migration, its old table holding `rows`. */
async function oldTableHolding(rows: { queue: string; state: string; payload: object }[]) {
  await migrateTo(database.db, BEFORE);
  await sql`delete from job`.execute(database.db);
  for (const row of rows)
    await sql`insert into job (queue, state, payload)
      values (${row.queue}, ${row.state}, ${JSON.stringify(row.payload)}::jsonb)`.execute(database.db);
}

const tableExists = async () =>
  (await sql<{ found: boolean }>`select to_regclass('public.job') is not null as found`.execute(database.db))
    .rows[0]?.found;

describe('the old job table is drained into pg-boss and dropped', () => {
  it('stops, the table kept, when pg-boss’s schema is not there to take the jobs', async () => {
    await oldTableHolding([
      { queue: 'agreement-generation', state: 'queued', payload: { applicantId: 1, userId: 1 } },
    ]);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      /still holds jobs to run \(1 on 'agreement-generation'\) and pg-boss's schema "pgboss" is not there/,
    );
    expect(await tableExists()).toBe(true);
  });

  it('stops when a waiting job’s queue is unknown to pg-boss', async () => {
    jobs = createJobQueue(database.db, { queues: [QUEUE], script: database.pglite, maintain: false });
    await jobs.start();
    await oldTableHolding([{ queue: 'no-such-queue', state: 'queued', payload: {} }]);
    await expect(migrateToLatest(database.db)).rejects.toThrow(
      /queues pg-boss does not have \(no-such-queue\)/,
    );
    expect(await tableExists()).toBe(true);
  });

  it('hands the waiting jobs to pg-boss with their queue’s policy, and leaves the finished ones', async () => {
    await oldTableHolding([
      { queue: QUEUE.name, state: 'queued', payload: { n: 1 } },
      { queue: QUEUE.name, state: 'active', payload: { n: 2 } },
      { queue: QUEUE.name, state: 'completed', payload: { n: 3 } },
    ]);
    await migrateToLatest(database.db);
    expect(await tableExists()).toBe(false);
    const sent = (await jobsOf(database.db, QUEUE.name)).map(({ state, data }) => ({ state, data }));
    expect(sent.sort((a, b) => JSON.stringify(a.data).localeCompare(JSON.stringify(b.data)))).toEqual([
      { state: 'created', data: { n: 1 } },
      { state: 'created', data: { n: 2 } },
    ]);
    const [first] = (await jobs?.boss.fetch(QUEUE.name, { includeMetadata: true })) ?? [];
    expect(first).toMatchObject({
      retryLimit: 2,
      retryDelay: 30,
      retryBackoff: true,
      deadLetter: 'test-drained.dead',
    });
  });
});
