import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';

export interface ClaimedJob {
  id: number;
  queue: string;
  payload: unknown;
  /** This attempt's number, from 1. */
  attempts: number;
  maxAttempts: number;
}

/** Puts a job on a queue; pass the caller's transaction so that the job exists exactly when its cause does. */
export async function insertJob(
  db: Db,
  job: { queue: string; payload: unknown; maxAttempts: number },
): Promise<number> {
  const row = await db
    .insertInto('job')
    .values({ queue: job.queue, payload: JSON.stringify(job.payload), maxAttempts: job.maxAttempts })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Claims the oldest due job of a queue, or one whose lease ran out (its worker died), in one statement: the row
 * is locked FOR UPDATE SKIP LOCKED, so concurrent workers each get a different job and never wait on each other.
 */
export async function claimNextJob(db: Db, queue: string, leaseMs: number): Promise<ClaimedJob | undefined> {
  const result = await sql<ClaimedJob>`
    update job
    set state = 'active',
        attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${leaseMs / 1000}),
        updated_at = now()
    where id = (
      select id from job
      where queue = ${queue}
        and ((state = 'queued' and run_after <= now()) or (state = 'active' and locked_until < now()))
      order by run_after, id
      limit 1
      for update skip locked
    )
    returning id, queue, payload, attempts, max_attempts`.execute(db);
  return result.rows[0];
}

export async function completeJob(db: Db, id: number): Promise<void> {
  await db
    .updateTable('job')
    .set({ state: 'completed', lockedUntil: null, completedAt: new Date(), updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Back on the queue after a failed attempt, due again after `delayMs`. */
export async function retryJobLater(db: Db, id: number, error: string, delayMs: number): Promise<void> {
  await sql`
    update job
    set state = 'queued', locked_until = null, last_error = ${error},
        run_after = now() + make_interval(secs => ${delayMs / 1000}), updated_at = now()
    where id = ${id}`.execute(db);
}

export async function failJob(db: Db, id: number, error: string): Promise<void> {
  await db
    .updateTable('job')
    .set({
      state: 'failed',
      lockedUntil: null,
      lastError: error,
      completedAt: new Date(),
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export function findJob(db: Db, id: number) {
  return db
    .selectFrom('job')
    .select(['id', 'queue', 'payload', 'state', 'attempts', 'maxAttempts', 'runAfter', 'lastError'])
    .where('id', '=', id)
    .executeTakeFirst();
}
