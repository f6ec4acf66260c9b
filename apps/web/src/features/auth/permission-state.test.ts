import { PERMISSION_NAMES, PERMISSIONS, permissionReason, ROLE_NAMES } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { permissionState } from './permission-state';

const cases = PERMISSION_NAMES.flatMap((permission) =>
  Object.values(ROLE_NAMES).map((role) => [permission, role] as const),
);

describe('useCan: the disabled state and its reason, for every permission x every role', () => {
  it.each(cases)('%s as %s', (permission, role) => {
    const allowed = (PERMISSIONS[permission].roles as readonly string[]).includes(role);
    // The shape of `auth.me`, as RequireAuth provides it.
    const me = { id: 1, role: { id: 1, name: role } };
    expect(permissionState(me, permission)).toEqual(
      allowed
        ? { allowed: true, reason: undefined }
        : { allowed: false, reason: permissionReason(permission) },
    );
  });
});
