import type { Db } from '../client';

/**
 * Issue 41: the active members of staff with their own sign-in (a username) and their role, from whom the
 * four-eyes requests (reschedule, write-off) draw the people who could approve (packages/domain auth/four-eyes.ts
 * `possibleApprovers` judges). Issue 42 moved the read here from apps/api users/approvers.queries.ts: collections
 * and recovery share it. Few rows: the active staff.
 */
export async function activeStaff(db: Db) {
  const people = await db
    .selectFrom('user')
    .innerJoin('userAuth', 'userAuth.userId', 'user.id')
    .innerJoin('role', 'role.id', 'user.roleId')
    .select(['user.id', 'user.name', 'role.name as roleName', 'user.isServiceAccount as serviceAccount'])
    .where('user.status', '=', 1)
    .where('user.deletedAt', 'is', null)
    .orderBy('user.name')
    .execute();
  return people.map((person) => ({ ...person, active: true }));
}
