import type { Db } from '@sewabeli/db';
import type { SignInFailures } from '@sewabeli/domain';
import { sql } from 'kysely';
import { prepared } from '../../lib/prepared';
import type { SessionUser } from './auth.types';
import { sessionUsersOf } from './session-users';

export async function findCredentials(db: Db, username: string) {
  return db
    .selectFrom('userAuth')
    .innerJoin('user', 'user.id', 'userAuth.userId')
    .select([
      'userAuth.userId',
      'userAuth.passwordHash',
      'user.status',
      'user.deletedAt',
      'user.isServiceAccount',
    ])
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
 * The session of a token, in one round trip (every request pays it): only an unrevoked, unexpired session, and the
 * data version its request's cached answers are keyed on (issue 17). Its user, role and department come as one
 * JSON value (null unless the user is active and undeleted) read by a sub-select, so that PostgreSQL always starts
 * from the token's unique index, and only when the data version differs from `knownVersion`, the version at which
 * this server already holds them (`SessionUsers`): a user's status, role or department cannot change without
 * raising the version. Few columns, as every column costs the driver a parser on every call.
 */
const liveSessionQuery = prepared(
  (db: Db, p: { tokenHash: string; now: Date; knownVersion: number }) =>
    db
      .selectFrom('session')
      .select((eb) => {
        const version = eb.selectFrom('dataVersion').select('version');
        const user = eb
          .selectFrom('user')
          .innerJoin('userAuth', 'userAuth.userId', 'user.id')
          .innerJoin('role', 'role.id', 'user.roleId')
          .innerJoin('department', 'department.id', 'user.departmentId')
          .select(
            sql<SessionUser>`json_build_object(
              'id', ${sql.ref('user.id')}, 'name', ${sql.ref('user.name')}, 'email', ${sql.ref('user.email')},
              'phone', ${sql.ref('user.phone')}, 'username', ${sql.ref('userAuth.username')},
              'role', json_build_object('id', ${sql.ref('role.id')}, 'name', ${sql.ref('role.name')}),
              'department', json_build_object('id', ${sql.ref('department.id')}, 'name', ${sql.ref('department.name')}))`.as(
              'user',
            ),
          )
          .whereRef('user.id', '=', 'session.userId')
          .where('user.status', '=', 1)
          .where('user.deletedAt', 'is', null);
        return [
          'session.id as sessionId',
          'session.userId',
          sql<number>`(extract(epoch from ${sql.ref('session.lastSeenAt')}) * 1000)::float8`.as('lastSeenMs'),
          version.as('dataVersion'),
          sql<SessionUser | null>`case when (${version}) = ${p.knownVersion} then null else (${user}) end`.as(
            'user',
          ),
        ];
      })
      .where('session.tokenHash', '=', p.tokenHash)
      .where('session.revokedAt', 'is', null)
      .where('session.expiresAt', '>', p.now),
  ['tokenHash', 'now', 'knownVersion'],
);

export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const known = sessionUsersOf(db).at(tokenHash);
  const [row] = await liveSessionQuery(db, { tokenHash, now, knownVersion: known.version });
  if (!row) return undefined;
  let user: SessionUser | null | undefined = row.user;
  if (row.dataVersion === known.version) {
    user = known.user(row.userId);
  } else if (user && row.dataVersion !== null) {
    sessionUsersOf(db).remember(row.dataVersion, tokenHash, user);
  }
  if (!user) return undefined;
  return { id: row.sessionId, lastSeenMs: row.lastSeenMs, dataVersion: row.dataVersion, user };
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
