import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';
import { JOB_SCHEMA } from './job-queue';

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
