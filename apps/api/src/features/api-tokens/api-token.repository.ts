import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';
import type { SessionUser } from '../auth/auth.types';

export async function insertServiceAccount(
  db: Db,
  args: { name: string; roleId: number; departmentId: number },
) {
  const row = await db
    .insertInto('user')
    .values({
      name: args.name,
      email: null,
      phone: null,
      roleId: args.roleId,
      departmentId: args.departmentId,
      status: 1,
      isServiceAccount: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findIssuableUser(db: Db, id: number) {
  return db
    .selectFrom('user')
    .select(['id', 'name', 'status', 'deletedAt', 'isServiceAccount'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function roleName(db: Db, id: number) {
  return (await db.selectFrom('role').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

export async function insertToken(
  db: Db,
  values: {
    name: string;
    tokenHash: string;
    userId: number;
    roleId: number;
    expiresAt: Date;
    ipAllowList: string[];
    createdBy: number;
  },
) {
  const row = await db.insertInto('apiToken').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

const tokenColumns: ListColumns = {
  name: { ref: 'apiToken.name', search: 'text', sort: true },
  user: { ref: 'user.name', search: 'text', sort: true },
  role: { ref: 'role.name', search: 'text', sort: true },
  expiresAt: { ref: 'apiToken.expiresAt', sort: true },
  lastUsedAt: { ref: 'apiToken.lastUsedAt', sort: true },
  createdAt: { ref: 'apiToken.createdAt', sort: true },
};

/** Every token ever issued, live or not (a revoked token stays listed: it has history in the audit). */
export function listTokens(db: Db, query: ListQuery) {
  const base = db
    .selectFrom('apiToken')
    .innerJoin('user', 'user.id', 'apiToken.userId')
    .innerJoin('role', 'role.id', 'apiToken.roleId')
    .select([
      'apiToken.id',
      'apiToken.name',
      'apiToken.userId',
      'user.name as user',
      'user.isServiceAccount as serviceAccount',
      'role.name as role',
      'apiToken.expiresAt',
      'apiToken.ipAllowList',
      'apiToken.createdAt',
      'apiToken.lastUsedAt',
      'apiToken.lastUsedIp',
      'apiToken.revokedAt',
    ]);
  return listPage(db, base, { ...query, sortBy: query.sortBy ?? 'createdAt' }, tokenColumns, 'apiToken.id');
}

export async function revokeToken(db: Db, id: number, by: number, now: Date) {
  return db
    .updateTable('apiToken')
    .set({ revokedAt: now, revokedBy: by })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning(['id', 'name'])
    .executeTakeFirst();
}

export async function tokenName(db: Db, id: number) {
  return (await db.selectFrom('apiToken').select('name').where('id', '=', id).executeTakeFirst())?.name;
}

/**
 * The token of a hash with what judging it needs, in one round trip: the user it acts for, carrying the token's
 * role (not the user's own), whether that user is active, and the person behind it as they are today (issue 40:
 * the member of staff it acts for, or the Superadmin who issued a service account's token), with their role and
 * active flag, read on every call so that a demotion or deactivation takes effect at the token's next call.
 */
export async function findToken(db: Db, tokenHash: string) {
  const row = await db
    .selectFrom('apiToken')
    .innerJoin('user', 'user.id', 'apiToken.userId')
    .innerJoin('role', 'role.id', 'apiToken.roleId')
    .innerJoin('department', 'department.id', 'user.departmentId')
    .leftJoin('userAuth', 'userAuth.userId', 'user.id')
    .leftJoin('user as person', (join) =>
      join.on(
        'person.id',
        '=',
        sql<number>`case when ${sql.ref('user.isServiceAccount')} then ${sql.ref('apiToken.createdBy')} else ${sql.ref('user.id')} end`,
      ),
    )
    .leftJoin('role as personRole', 'personRole.id', 'person.roleId')
    .select([
      'apiToken.id',
      'apiToken.name',
      'apiToken.expiresAt',
      'apiToken.revokedAt',
      'apiToken.ipAllowList',
      sql<number>`(extract(epoch from coalesce(${sql.ref('apiToken.lastUsedAt')}, '-infinity')) * 1000)::float8`.as(
        'lastUsedMs',
      ),
      sql<boolean>`${sql.ref('user.status')} = 1 and ${sql.ref('user.deletedAt')} is null`.as('userActive'),
      sql<boolean>`coalesce(${sql.ref('person.status')} = 1 and ${sql.ref('person.deletedAt')} is null, false)`.as(
        'personActive',
      ),
      'person.id as personId',
      'personRole.name as personRoleName',
      'user.id as userId',
      'user.name as userName',
      'user.email',
      'user.phone',
      'user.isServiceAccount',
      'userAuth.username',
      'role.id as roleId',
      'role.name as roleName',
      'department.id as departmentId',
      'department.name as departmentName',
    ])
    .where('apiToken.tokenHash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const user: SessionUser = {
    id: row.userId,
    name: row.userName,
    email: row.email,
    phone: row.phone,
    username: row.username ?? '',
    role: { id: row.roleId, name: row.roleName },
    department: { id: row.departmentId, name: row.departmentName },
    actorKind: 'token',
    personRoleName: row.personRoleName,
    ...(row.personId === null ? {} : { personId: row.personId }),
  };
  return { ...row, user };
}

export async function touchToken(db: Db, id: number, now: Date, ip: string | null) {
  await db.updateTable('apiToken').set({ lastUsedAt: now, lastUsedIp: ip }).where('id', '=', id).execute();
}

/**
 * Counts one request of the token in the minute window starting at `windowStart`, on whichever server, and answers
 * the window's count with it (issue 40): one atomic statement, which also drops the token's older windows.
 */
export async function countTokenRequest(db: Db, apiTokenId: number, windowStart: Date): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    with pruned as (
      delete from api_token_rate where api_token_id = ${apiTokenId} and window_start < ${windowStart}
    )
    insert into api_token_rate (api_token_id, window_start, count) values (${apiTokenId}, ${windowStart}, 1)
    on conflict (api_token_id, window_start) do update set count = api_token_rate.count + 1
    returning count`.execute(db);
  return rows[0]?.count ?? 1;
}

/** A live token of this name for the user, or issued by the issuer (names are unique for both, issue 40). */
export async function liveTokenNamed(
  db: Db,
  args: { name: string; userId: number | null; issuerId: number },
) {
  return db
    .selectFrom('apiToken')
    .select(['id', 'userId', 'createdBy'])
    .where('revokedAt', 'is', null)
    .where(sql<string>`lower(${sql.ref('name')})`, '=', args.name.toLowerCase())
    .where((eb) =>
      eb.or([
        eb('createdBy', '=', args.issuerId),
        ...(args.userId === null ? [] : [eb('userId', '=', args.userId)]),
      ]),
    )
    .executeTakeFirst();
}
