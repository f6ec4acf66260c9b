import { deniedReason, type Permission, type PermissionActor } from '@sewabeli/domain';

export interface PermissionState {
  allowed: boolean;
  /** Why not ('Only a Superadmin can delete vendors'), for the disabled button's tooltip; undefined when allowed. */
  reason: string | undefined;
}

/** What the permission table says about `actor` and `permission`, in the shape screens use. */
export function permissionState(actor: PermissionActor, permission: Permission): PermissionState {
  const reason = deniedReason(actor, permission);
  return { allowed: reason === undefined, reason };
}
