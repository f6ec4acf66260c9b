import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';
import { JOB_SCHEMA } from '../jobs/job-queue';

const jobTable = sql.table(`${JOB_SCHEMA}.job`);

/** Empties every pg-boss queue (tests that count jobs start from none). */
export async function clearJobs(db: Db): Promise<void> {
  await sql`delete from ${jobTable}`.execute(db);
}

/** Time passes for the back-off: every job waiting to retry is due now. */
export async function makeRetriesDue(db: Db): Promise<void> {
  await sql`update ${jobTable} set start_after = now() - interval '1 second' where state = 'retry'`.execute(
    db,
  );
}

/** The jobs of a queue as pg-boss holds them, oldest first. */
export async function jobsOf(db: Db, queue: string) {
  const rows = await sql<{
    id: string;
    state: string;
    data: unknown;
    retryCount: number;
    output: unknown;
    startAfter: Date;
    now: Date;
  }>`select id, state, data, retry_count, output, start_after, now() as now from ${jobTable}
     where name = ${queue} order by created_on, id`.execute(db);
  return rows.rows;
}
