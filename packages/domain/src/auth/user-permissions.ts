import { type RowId, sameId } from '../common/row-id';
import { isSuperadmin } from './roles';

export type UserField = 'basic' | 'role' | 'department' | 'status' | 'username' | 'password';

/** Fields any user may change on their own account (decisions §7). */
const OWN_FIELDS: readonly UserField[] = ['basic', 'username', 'password'];

export const USER_PERMISSION_MESSAGES = {
  create: 'Only a Superadmin may create users',
  edit: 'You are not allowed to change this user',
  inactive: 'This account is inactive',
} as const;

export function canCreateUser(actor: { roleName: string | null | undefined }): boolean {
  return isSuperadmin(actor.roleName);
}

/**
 * Decisions §7: a Superadmin changes anything on any user; everyone else only their own basic info, username
 * and password. Returns the refusal, or null.
 */
export function userEditIssue(
  actor: { userId: RowId; roleName: string | null | undefined },
  targetUserId: RowId,
  fields: readonly UserField[],
): string | null {
  if (isSuperadmin(actor.roleName)) return null;
  const own = sameId(actor.userId, targetUserId);
  return own && fields.every((field) => OWN_FIELDS.includes(field)) ? null : USER_PERMISSION_MESSAGES.edit;
}

/** Decisions §7: an inactive user cannot sign in (status is the active flag). */
export function canSignIn(user: { status: boolean | number | null | undefined }): boolean {
  return user.status === true || user.status === 1;
}
