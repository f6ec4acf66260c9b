import type { Db } from '@sewabeli/db';
import type { SignInFailures } from '@sewabeli/domain';
import { sql } from 'kysely';
import { prepared } from '../../lib/prepared';
import type { SessionUser } from './auth.types';

export async function findCredentials(db: Db, username: string) {
  return db
    .selectFrom('userAuth')
    .innerJoin('user', 'user.id', 'userAuth.userId')
    .select(['userAuth.userId', 'userAuth.passwordHash', 'user.status', 'user.deletedAt'])
    .where(sql`lower(${sql.ref('userAuth.username')})`, '=', username.toLowerCase())
    .executeTakeFirst();
}

/** Failed sign-ins since `since` of (username, address), of the address and of the username; one round trip. */
export async function recentFailures(
  db: Db,
  args: { username: string; ip: string; since: Date; knownSince: Date },
): Promise<SignInFailures> {
  const failed = sql<boolean>`not ${sql.ref('succeeded')} and ${sql.ref('createdAt')} >= ${args.since}`;
  const byUsername = sql<boolean>`${sql.ref('username')} = ${args.username}`;
  const byIp = sql<boolean>`${sql.ref('ip')} = ${args.ip}`;
  const row = await db
    .selectFrom('loginAttempt')
    .select([
      sql<number>`count(*) filter (where ${failed} and ${byUsername} and ${byIp})::int`.as('pairCount'),
      sql<Date | null>`max(${sql.ref('createdAt')}) filter (where ${failed} and ${byUsername} and ${byIp})`.as(
        'pairLast',
      ),
      sql<number>`count(*) filter (where ${failed} and ${byIp})::int`.as('ipCount'),
      sql<Date | null>`max(${sql.ref('createdAt')}) filter (where ${failed} and ${byIp})`.as('ipLast'),
      sql<number>`count(*) filter (where ${failed} and ${byUsername})::int`.as('userCount'),
      sql<Date | null>`max(${sql.ref('createdAt')}) filter (where ${failed} and ${byUsername})`.as(
        'userLast',
      ),
      sql<boolean>`coalesce(bool_or(${sql.ref('succeeded')} and ${byUsername} and ${byIp}), false)`.as(
        'known',
      ),
    ])
    .where('createdAt', '>=', args.knownSince)
    .where((eb) => eb.or([eb('username', '=', args.username), eb('ip', '=', args.ip)]))
    .executeTakeFirstOrThrow();
  const at = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    pair: { count: row.pairCount, lastAt: at(row.pairLast) },
    address: { count: row.ipCount, lastAt: at(row.ipLast) },
    username: { count: row.userCount, lastAt: at(row.userLast) },
    knownAddress: row.known,
  };
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

const sessionUserColumns = [
  'user.id',
  'user.name',
  'user.email',
  'user.phone',
  'userAuth.username',
  'role.id as roleId',
  'role.name as roleName',
  'department.id as departmentId',
  'department.name as departmentName',
] as const;

function toSessionUser(row: {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  username: string;
  roleId: number;
  roleName: string;
  departmentId: number;
  departmentName: string;
}): SessionUser {
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

/**
 * The session of a token with its user, role and department, in one round trip (every request pays it). Only
 * unrevoked, unexpired sessions; the caller checks idleness and the user's status.
 */
const liveSessionQuery = prepared(
  (db: Db, p: { tokenHash: string; now: Date }) =>
    db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .innerJoin('userAuth', 'userAuth.userId', 'user.id')
      .innerJoin('role', 'role.id', 'user.roleId')
      .innerJoin('department', 'department.id', 'user.departmentId')
      .select([
        'session.id as sessionId',
        'session.lastSeenAt',
        'user.status',
        'user.deletedAt',
        ...sessionUserColumns,
      ])
      .where('session.tokenHash', '=', p.tokenHash)
      .where('session.revokedAt', 'is', null)
      .where('session.expiresAt', '>', p.now),
  ['tokenHash', 'now'],
);

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await liveSessionQuery(db, { tokenHash, now });
  if (!row) return undefined;
  return {
    id: row.sessionId,
    lastSeenAt: row.lastSeenAt,
    status: row.status,
    deletedAt: row.deletedAt,
    user: toSessionUser(row),
  };
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
    .select(sessionUserColumns)
    .where('user.id', '=', userId)
    .executeTakeFirst();
  return row ? toSessionUser(row) : undefined;
}

/** A database without users has never been seeded. */
export async function hasAnyUser(db: Db): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}
