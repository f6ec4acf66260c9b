import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';
import { enqueueJob, JOB_SCHEMA } from './job-queue';

/**
 * Of the given ids, those whose job on `queue` is still to run or running (created, waiting to retry, or active):
 * `payloadKey` names the payload's field that holds the id.
 */
export async function idsWithJobInFlight(
  db: Db,
  queue: string,
  payloadKey: string,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const id = sql<number>`(data->>${payloadKey})::integer`;
  const rows = await sql<{ id: number }>`
    select ${id} as id from ${sql.table(`${JOB_SCHEMA}.job`)}
    where name = ${queue} and state in ('created', 'retry', 'active')
      and ${id} in (${sql.join(ids.map((value) => sql`${value}::integer`))})`.execute(db);
  return new Set(rows.rows.map((row) => row.id));
}

/**
 * Jobs queued in the `job` table before pg-boss took over (and by the demo seed, which runs before pg-boss's
 * schema exists) are sent to pg-boss once, in one transaction, and their rows removed: nothing else reads or
 * writes that table.
 */
export async function handOverQueuedJobs(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .deleteFrom('job')
      .where('state', 'in', ['queued', 'active'])
      .returning(['queue', 'payload'])
      .execute();
    for (const row of rows) await enqueueJob(trx, row.queue, row.payload as object);
    return rows.length;
  });
}
