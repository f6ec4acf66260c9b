import { type RowId, sameId } from '../common/row-id';
import { can, type PermissionActor, permissionReason } from './permissions';

export type UserField = 'basic' | 'role' | 'department' | 'status' | 'username' | 'password';

/** Fields any user may change on their own account (decisions §7). */
const OWN_FIELDS: readonly UserField[] = ['basic', 'username', 'password'];

/** The refusals of the users area; the api answers them and the screens show them. */
export const USER_PERMISSION_MESSAGES = {
  create: permissionReason('user.create'),
  credentials: permissionReason('user.manage'),
  ownProfileOnly: 'You can only change your own profile',
  position: 'Only a Superadmin can change role, department or active status',
  selfDeactivation: 'You cannot deactivate your own account',
} as const;

export function canCreateUser(actor: PermissionActor): boolean {
  return can(actor, 'user.create');
}

/**
 * Decisions §7: a Superadmin changes anything on any user; everyone else only their own basic info, username
 * and password. Returns the refusal, or null.
 */
export function userEditIssue(
  actor: PermissionActor & { userId: RowId },
  targetUserId: RowId,
  fields: readonly UserField[],
): string | null {
  if (can(actor, 'user.manage')) return null;
  if (!sameId(actor.userId, targetUserId)) return USER_PERMISSION_MESSAGES.ownProfileOnly;
  return fields.every((field) => OWN_FIELDS.includes(field)) ? null : USER_PERMISSION_MESSAGES.position;
}

/** Decisions §7: an inactive user cannot sign in (status is the active flag). */
export function canSignIn(user: { status: boolean | number | null | undefined }): boolean {
  return user.status === true || user.status === 1;
}
