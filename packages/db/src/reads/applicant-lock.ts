import type { Db } from '../client';

/**
 * Reads shared by the API areas that change an application (applications, approvals, agreements); issue 42 moved
 * them here from apps/api applications/applicant-lock.queries.ts, so that no area reaches into another's files.
 *
 * Issue 28: an application's row locked by itself, before the statement that reads its state. Locking in the
 * statement that joins `progress` on `applicant.progress_id` loses races on PostgreSQL: a second transaction
 * waiting on the lock re-checks the join with the first one's new progress id against the progress row it had
 * already read, finds no match, and answers 'Application not found' for an application that exists (ten concurrent
 * Completes: one 200 and nine 404). Locked alone, the read that follows sees what the winner committed, and the
 * loser is refused with the state it found (409).
 */
export async function lockApplicantRow(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('applicant')
    .select('id')
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** Who last changed an application, and when: the person a race was lost to. */
export async function lastChangeOf(db: Db, id: number): Promise<{ name: string | null; at: Date | null }> {
  const row = await db
    .selectFrom('applicant')
    .leftJoin('user', 'user.id', 'applicant.updatedBy')
    .select(['user.name', 'applicant.updatedAt'])
    .where('applicant.id', '=', id)
    .executeTakeFirst();
  return { name: row?.name ?? null, at: row?.updatedAt ?? null };
}
