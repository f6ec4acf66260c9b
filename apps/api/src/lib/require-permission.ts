import { deniedReason, type Permission, type PermissionActor } from '@sewabeli/domain';
import { forbidden } from './errors';

/** For services whose rule depends on more than the procedure knows: 403 with the table's reason. */
export function requirePermission(actor: PermissionActor, permission: Permission): void {
  const reason = deniedReason(actor, permission);
  if (reason !== undefined) throw forbidden(reason);
}
