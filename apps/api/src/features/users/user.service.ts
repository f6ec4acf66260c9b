import { type Db, hashPassword, verifyPassword } from '@sewabeli/db';
import {
  CURRENT_PASSWORD_REQUIRED,
  CURRENT_PASSWORD_WRONG,
  DEPARTMENT_REQUIRED,
  isSuperadmin,
  isValidPassword,
  type ListQuery,
  NEW_PASSWORD_INVALID,
  PASSWORD_INVALID,
  ROLE_REQUIRED,
  UPLOAD_MESSAGES,
  USER_PERMISSION_MESSAGES,
  type UserCreateInput,
  type UserField,
  type UserUpdateInput,
  userEditIssue,
} from '@sewabeli/domain';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireStrongNewPassword } from '../../lib/password-estimator';
import { requirePermission } from '../../lib/require-permission';
import { recordAudit } from '../audit/audit.repository';
import type { AuthState, SessionUser } from '../auth/auth.types';
import { closeAllSessionsOf } from '../auth/session.service';
import { type ImageUpload, imageSlot, type UploadDeps } from '../files/attach-image';
import { fileUrl } from '../files/file.service';
import * as repo from './user.repository';

export const USER_NOT_FOUND = 'User not found';
export const USERNAME_TAKEN = 'Username already exists';
export const LAST_SUPERADMIN = 'At least one active Superadmin must remain';

/** A password hash no password matches: an account created by the legacy POST /user before POST /userAuth. */
const NO_PASSWORD = '!';

export interface UserDetail {
  id: number;
  name: string;
  email: string | null;
  phone: string | null;
  roleId: number;
  departmentId: number;
  role: string;
  department: string;
  status: boolean;
  username: string | null;
  signatureFileId: number | null;
  signatureUrl: string | null;
  lastLogon: Date | null;
}

type DetailRow = NonNullable<Awaited<ReturnType<typeof repo.findUser>>>;

function toDetail(row: DetailRow): UserDetail {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    roleId: row.roleId,
    departmentId: row.departmentId,
    role: row.roleName,
    department: row.departmentName,
    status: row.status === 1,
    username: row.username,
    signatureFileId: row.signatureFileId,
    signatureUrl: row.signatureFileId === null ? null : fileUrl(row.signatureFileId),
    lastLogon: row.lastLogon,
  };
}

/** Decisions §7 through the domain's rule: everyone edits their own basics and credentials, a Superadmin anyone's. */
function requireEdit(actor: SessionUser, userId: number, fields: readonly UserField[]) {
  const issue = userEditIssue({ ...actor, userId: actor.id }, userId, fields);
  if (issue !== null) throw forbidden(issue);
}

async function requireUser(db: Db, id: number): Promise<DetailRow> {
  const row = await repo.findUser(db, id);
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function requirePosition(db: Db, roleId: number, departmentId: number) {
  if ((await repo.roleName(db, roleId)) === undefined) throw badRequest(ROLE_REQUIRED);
  if (!(await repo.departmentExists(db, departmentId))) throw badRequest(DEPARTMENT_REQUIRED);
}

async function requireFreeUsername(db: Db, username: string, ownerId?: number) {
  const owner = await repo.findUsernameOwner(db, username);
  if (owner && owner.userId !== ownerId) throw conflict(USERNAME_TAKEN);
}

export async function listUsers(db: Db, query: ListQuery) {
  const page = await repo.listUsers(db, query);
  return { ...page, rows: page.rows.map((row) => ({ ...row, status: row.status === 1 })) };
}
export const allRoles = (db: Db) => repo.allRoles(db);
export const allDepartments = (db: Db) => repo.allDepartments(db);

export async function allUsers(db: Db): Promise<UserDetail[]> {
  return (await repo.allUsers(db)).map(toDetail);
}

export async function getUser(db: Db, id: number): Promise<UserDetail> {
  return toDetail(await requireUser(db, id));
}

/**
 * Creates a user. With a password (the New User modal) the account can sign in at once; without one (the
 * legacy POST /user, followed by POST /userAuth) it cannot until its credentials are set.
 */
export async function createUser(
  db: Db,
  actor: SessionUser,
  input: Omit<UserCreateInput, 'password'> & { password?: string },
): Promise<{ id: number }> {
  requirePermission(actor, 'user.create');
  if (input.password !== undefined) {
    if (!isValidPassword(input.password, input.username)) throw badRequest(PASSWORD_INVALID);
    requireStrongNewPassword(input.password, input);
  }
  const passwordHash = input.password === undefined ? NO_PASSWORD : await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await requirePosition(trx, input.roleId, input.departmentId);
    await requireFreeUsername(trx, input.username);
    const values = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      roleId: input.roleId,
      departmentId: input.departmentId,
    };
    const id = await repo.insertUser(trx, values);
    await repo.upsertUserAuth(trx, { userId: id, username: input.username, passwordHash });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'user',
      entityId: id,
      after: { ...values, username: input.username, passwordSet: input.password !== undefined },
    });
    return { id };
  });
}

/** Legacy POST /userAuth: a Superadmin sets both username and password of an account. */
export async function setCredentials(
  db: Db,
  actor: SessionUser,
  input: { userId: number; username: string; password: string },
): Promise<void> {
  requirePermission(actor, 'user.manage');
  if (!isValidPassword(input.password, input.username)) throw badRequest(PASSWORD_INVALID);
  requireStrongNewPassword(input.password, {
    name: (await requireUser(db, input.userId)).name,
    username: input.username,
  });
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    const before = await requireUser(trx, input.userId);
    await requireFreeUsername(trx, input.username, input.userId);
    await repo.upsertUserAuth(trx, { userId: input.userId, username: input.username, passwordHash });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'set-credentials',
      entity: 'user',
      entityId: input.userId,
      before: { username: before.username },
      after: { username: input.username, passwordChanged: true },
    });
  });
  if (actor.id !== input.userId) await closeAllSessionsOf({ db }, input.userId);
}

/**
 * Profile update. Anyone edits their own name, email and phone; role, department and the Active switch are a
 * Superadmin's (decisions.md §7). A deactivated user's sessions end at once.
 */
export async function updateUser(db: Db, actor: SessionUser, input: UserUpdateInput): Promise<void> {
  requireEdit(actor, input.id, ['basic']);
  const status: 0 | 1 = input.status ? 1 : 0;
  const deactivated = await db.transaction().execute(async (trx) => {
    await repo.lockSuperadminRoster(trx);
    const before = await requireUser(trx, input.id);
    const positionChanged =
      before.roleId !== input.roleId ||
      before.departmentId !== input.departmentId ||
      before.status !== status;
    if (positionChanged) requireEdit(actor, input.id, ['role', 'department', 'status']);
    await requirePosition(trx, input.roleId, input.departmentId);
    if (status === 0 && before.status === 1 && input.id === actor.id)
      throw conflict(USER_PERMISSION_MESSAGES.selfDeactivation);

    const newRole = await repo.roleName(trx, input.roleId);
    const wasActiveSuperadmin = before.status === 1 && isSuperadmin(before.roleName);
    const staysActiveSuperadmin = status === 1 && isSuperadmin(newRole);
    if (wasActiveSuperadmin && !staysActiveSuperadmin) {
      if ((await repo.countOtherActiveSuperadmins(trx, input.id)) === 0) throw conflict(LAST_SUPERADMIN);
    }

    const values = {
      name: input.name,
      email: input.email,
      phone: input.phone,
      roleId: input.roleId,
      departmentId: input.departmentId,
      status,
    };
    await repo.updateUser(trx, input.id, values);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'user',
      entityId: input.id,
      before: {
        name: before.name,
        email: before.email,
        phone: before.phone,
        roleId: before.roleId,
        departmentId: before.departmentId,
        status: before.status,
      },
      after: values,
    });
    return before.status === 1 && status === 0;
  });
  if (deactivated) await closeAllSessionsOf({ db }, input.id);
}

export async function changeUsername(
  db: Db,
  actor: SessionUser,
  input: { userId: number; username: string },
): Promise<void> {
  requireEdit(actor, input.userId, ['username']);
  await db.transaction().execute(async (trx) => {
    const before = await requireUser(trx, input.userId);
    await requireFreeUsername(trx, input.username, input.userId);
    if (before.username === null) throw badRequest('This user has no sign-in credentials yet');
    await repo.setUsername(trx, input.userId, input.username);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'change-username',
      entity: 'user',
      entityId: input.userId,
      before: { username: before.username },
      after: { username: input.username },
    });
  });
}

/**
 * Changing one's own password asks for the current one and ends one's other sessions; a Superadmin resetting
 * somebody else's password ends all of that person's sessions.
 */
export async function changePassword(
  db: Db,
  auth: AuthState,
  input: { userId: number; password: string; currentPassword?: string | undefined },
): Promise<void> {
  const actor = auth.user;
  requireEdit(actor, input.userId, ['password']);
  const own = actor.id === input.userId;
  const user = await requireUser(db, input.userId);
  const stored = await repo.findPasswordHash(db, input.userId);
  if (!stored) throw badRequest('This user has no sign-in credentials yet');
  if (!isValidPassword(input.password, user.username)) throw badRequest(NEW_PASSWORD_INVALID);
  requireStrongNewPassword(input.password, user);
  if (own) {
    if (!input.currentPassword) throw badRequest(CURRENT_PASSWORD_REQUIRED);
    if (!(await verifyPassword(input.currentPassword, stored.passwordHash))) {
      throw badRequest(CURRENT_PASSWORD_WRONG);
    }
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await repo.setPasswordHash(trx, input.userId, passwordHash);
    if (own) await repo.revokeSessionsExcept(trx, input.userId, auth.sessionId);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'change-password',
      entity: 'user',
      entityId: input.userId,
      after: { passwordChanged: true },
    });
  });
  if (!own) await closeAllSessionsOf({ db }, input.userId);
}

const SIGNATURE = imageSlot({
  entity: 'user',
  column: 'signatureFileId',
  action: 'set-signature',
  refusal: UPLOAD_MESSAGES.notOwnImage,
  current: async (trx, id) => (await requireUser(trx, id)).signatureFileId,
  save: (trx, id, fileId) => repo.setSignature(trx, id, fileId),
  exists: requireUser,
  permit: (actor, id) => requireEdit(actor, id, ['basic']),
});

export async function setSignature(
  db: Db,
  actor: SessionUser,
  input: { id: number; fileId: number },
): Promise<{ signatureUrl: string }> {
  return { signatureUrl: await SIGNATURE.attach(db, actor, input) };
}

/** Legacy POST /user/upload: checks the caller may change the signature before the file is stored. */
export async function uploadSignature(
  deps: UploadDeps,
  actor: SessionUser,
  input: ImageUpload,
): Promise<{ signatureUrl: string }> {
  return { signatureUrl: await SIGNATURE.upload(deps, actor, input) };
}
