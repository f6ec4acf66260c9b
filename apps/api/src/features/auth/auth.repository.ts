import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';
import type { SessionUser } from './auth.types';

export async function findCredentials(db: Db, username: string) {
  return db
    .selectFrom('userAuth')
    .innerJoin('user', 'user.id', 'userAuth.userId')
    .select(['userAuth.userId', 'userAuth.passwordHash', 'user.status', 'user.deletedAt'])
    .where(sql`lower(${sql.ref('userAuth.username')})`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export async function countRecentFailures(db: Db, args: { username: string; ip: string; since: Date }) {
  const row = await db
    .selectFrom('loginAttempt')
    .select([
      sql<number>`count(*) filter (where ${sql.ref('username')} = ${args.username})::int`.as('byUsername'),
      sql<number>`count(*) filter (where ${sql.ref('ip')} = ${args.ip})::int`.as('byIp'),
    ])
    .where('succeeded', '=', false)
    .where('createdAt', '>=', args.since)
    .where((eb) => eb.or([eb('username', '=', args.username), eb('ip', '=', args.ip)]))
    .executeTakeFirstOrThrow();
  return row;
}

export async function recordLoginAttempt(db: Db, args: { username: string; ip: string; succeeded: boolean }) {
  await db.insertInto('loginAttempt').values(args).execute();
}

export async function insertSession(
  db: Db,
  args: { tokenHash: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
) {
  const row = await db.insertInto('session').values(args).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  return db
    .selectFrom('session')
    .innerJoin('user', 'user.id', 'session.userId')
    .select(['session.id', 'session.userId', 'session.lastSeenAt', 'user.status', 'user.deletedAt'])
    .where('session.tokenHash', '=', tokenHash)
    .where('session.revokedAt', 'is', null)
    .where('session.expiresAt', '>', now)
    .executeTakeFirst();
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.updateTable('session').set({ lastSeenAt: now }).where('id', '=', id).execute();
}

export async function revokeSession(db: Db, id: number, now: Date) {
  await db.updateTable('session').set({ revokedAt: now }).where('id', '=', id).execute();
}

export async function revokeUserSessions(db: Db, userId: number, now: Date) {
  await db
    .updateTable('session')
    .set({ revokedAt: now })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function setLastLogon(db: Db, userId: number, now: Date) {
  await db.updateTable('user').set({ lastLogon: now }).where('id', '=', userId).execute();
}

export async function findSessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const row = await db
    .selectFrom('user')
    .innerJoin('userAuth', 'userAuth.userId', 'user.id')
    .innerJoin('role', 'role.id', 'user.roleId')
    .innerJoin('department', 'department.id', 'user.departmentId')
    .select([
      'user.id',
      'user.name',
      'user.email',
      'user.phone',
      'userAuth.username',
      'role.id as roleId',
      'role.name as roleName',
      'department.id as departmentId',
      'department.name as departmentName',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    username: row.username,
    role: { id: row.roleId, name: row.roleName },
    department: { id: row.departmentId, name: row.departmentName },
  };
}

/** A database without users has never been seeded. */
export async function hasAnyUser(db: Db): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
