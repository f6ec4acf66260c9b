import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

const userColumns: ListColumns = {
  name: { ref: 'user.name', search: 'text', sort: true },
  role: { ref: 'role.name', search: 'text', sort: true },
  department: { ref: 'department.name', search: 'text', sort: true },
  lastLogon: { ref: 'user.lastLogon', search: 'date', sort: true },
};

function usersWithPosition(db: Db) {
  return db
    .selectFrom('user')
    .innerJoin('role', 'role.id', 'user.roleId')
    .innerJoin('department', 'department.id', 'user.departmentId')
    .leftJoin('userAuth', 'userAuth.userId', 'user.id')
    .where('user.deletedAt', 'is', null);
}

export function listUsers(db: Db, query: ListQuery) {
  const base = usersWithPosition(db).select([
    'user.id',
    'user.name',
    'role.name as role',
    'department.name as department',
    'user.lastLogon',
    'user.status',
  ]);
  return listPage(db, base, query, userColumns, 'user.id');
}

const detailColumns = [
  'user.id',
  'user.name',
  'user.email',
  'user.phone',
  'user.roleId',
  'user.departmentId',
  'user.status',
  'user.signatureFileId',
  'user.lastLogon',
  'role.name as roleName',
  'department.name as departmentName',
  'userAuth.username',
] as const;

export function allUsers(db: Db) {
  return usersWithPosition(db).select(detailColumns).orderBy('user.name').orderBy('user.id').execute();
}

export function findUser(db: Db, id: number) {
  return usersWithPosition(db).select(detailColumns).where('user.id', '=', id).executeTakeFirst();
}

/** Another account already holding this username (case-insensitive, the unique index's rule). */
export function findUsernameOwner(db: Db, username: string) {
  return db
    .selectFrom('userAuth')
    .select('userId')
    .where(sql`lower(${sql.ref('username')})`, '=', username.toLowerCase())
    .executeTakeFirst();
}

export function findPasswordHash(db: Db, userId: number) {
  return db.selectFrom('userAuth').select('passwordHash').where('userId', '=', userId).executeTakeFirst();
}

export async function roleName(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('role').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

export async function departmentExists(db: Db, id: number): Promise<boolean> {
  const row = await db.selectFrom('department').select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function allRoles(db: Db) {
  return db.selectFrom('role').select(['id', 'name']).orderBy('id').execute();
}

export function allDepartments(db: Db) {
  return db.selectFrom('department').select(['id', 'name']).orderBy('id').execute();
}

/** Active, live Superadmins other than `exceptUserId`. */
/**
 * Serialises the changes that could leave no active Superadmin: two Superadmins demoting each other at the same
 * moment would each count the other as remaining. Held until the transaction ends.
 */
export async function lockSuperadminRoster(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${'user.superadmin-roster'}))`.execute(db);
}

export async function countOtherActiveSuperadmins(db: Db, exceptUserId: number): Promise<number> {
  const row = await db
    .selectFrom('user')
    .innerJoin('role', 'role.id', 'user.roleId')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('role.name', '=', 'Superadmin')
    .where('user.status', '=', 1)
    .where('user.deletedAt', 'is', null)
    .where('user.id', '<>', exceptUserId)
    .executeTakeFirstOrThrow();
  return row.n;
}

export interface UserValues {
  name: string;
  email: string | null;
  phone: string | null;
  roleId: number;
  departmentId: number;
}

export async function insertUser(db: Db, values: UserValues): Promise<number> {
  const row = await db.insertInto('user').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, values: UserValues & { status: 0 | 1 }) {
  await db
    .updateTable('user')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setSignature(db: Db, id: number, fileId: number) {
  await db
    .updateTable('user')
    .set({ signatureFileId: fileId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Creates or replaces the credentials of a user (one row per user). */
export async function upsertUserAuth(
  db: Db,
  values: { userId: number; username: string; passwordHash: string },
) {
  await db
    .insertInto('userAuth')
    .values(values)
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet({
        username: values.username,
        passwordHash: values.passwordHash,
        updatedAt: new Date(),
      }),
    )
    .execute();
}

export async function setUsername(db: Db, userId: number, username: string) {
  await db
    .updateTable('userAuth')
    .set({ username, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .updateTable('userAuth')
    .set({ passwordHash, updatedAt: new Date() })
    .where('userId', '=', userId)
    .execute();
}

/** Ends every live session of a user except `keepSessionId` (the one changing its own password). */
/** Ends every session of the user but `keepSessionId` (all of them when the change came through an API token). */
export async function revokeSessionsExcept(db: Db, userId: number, keepSessionId: number | null) {
  let sessions = db
    .updateTable('session')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null);
  if (keepSessionId !== null) sessions = sessions.where('id', '<>', keepSessionId);
  await sessions.execute();
}

/** Serialises the first-Superadmin bootstrap of processes starting together on one empty database. */
export async function lockUserBootstrap(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('sewabeli.first-superadmin'))`.execute(db);
}

export async function anyUserExists(db: Db): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function idByName(db: Db, table: 'role' | 'department', name: string): Promise<number> {
  const row = await db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow();
  return row.id;
}
