import { type RawBuilder, sql } from 'kysely';

/**
 * packages/domain approvals/pending-approvals.ts `isPendingApprovalFor` in SQL (issue 42: moved here from apps/api
 * approvals/approval.repository.ts): whether an application awaits the decision of an approval position. The
 * domain takes the role and maps it to its position (`positionForRole`); this takes the position, null for a role
 * that holds none (Superadmin included), which awaits nothing. Compared with the domain for every role on random
 * applications by pending-approvals.property.test.ts.
 */

/** Origination §4's four positions (domain ApprovalPosition; the db package imports nothing of ours). */
type ApprovalPosition = 1 | 2 | 3 | 4;

/**
 * Domain `isPendingApprovalFor`: at seq 5..7, the position's own status empty and, after the first position, the
 * previous one approved (a rejection there awaits nobody, issue 11). `application` an applicant and `progress`
 * its progress, joined under those names. Never null: it may be selected as well as filtered on.
 */
export function isPendingApprovalSql(
  position: ApprovalPosition | null,
  application = 'applicant',
  progress = 'progress',
): RawBuilder<boolean> {
  if (position === null) return sql<boolean>`false`;
  const status = (n: number) => sql.raw(`${application}.status${n}`);
  const previousApproved = position === 1 ? sql`true` : sql`${status(position - 1)} is not distinct from 1`;
  return sql<boolean>`(${sql.raw(progress)}.seq between 5 and 7 and ${status(position)} is null
    and ${previousApproved})`;
}
