import type { Db } from '@sewabeli/db';
import { type Approver, type Permission, possibleApprovers } from '@sewabeli/domain';

/**
 * Issue 41: the people who could approve a request under `permission`, other than its requester: active members
 * of staff with their own sign-in (a username), never a service account, whose role holds the permission
 * (packages/domain auth/four-eyes.ts judges). Read by the four-eyes requests (reschedule, write-off) when made
 * and for their waiting line. Few rows: the active staff.
 */
export async function possibleApproversOf(
  db: Db,
  permission: Permission,
  requesterId: number,
): Promise<Approver[]> {
  const people = await db
    .selectFrom('user')
    .innerJoin('userAuth', 'userAuth.userId', 'user.id')
    .innerJoin('role', 'role.id', 'user.roleId')
    .select(['user.id', 'user.name', 'role.name as roleName', 'user.isServiceAccount as serviceAccount'])
    .where('user.status', '=', 1)
    .where('user.deletedAt', 'is', null)
    .orderBy('user.name')
    .execute();
  return possibleApprovers(
    people.map((person) => ({ ...person, active: true })),
    permission,
    requesterId,
  );
}
