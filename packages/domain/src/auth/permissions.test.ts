import { describe, expect, it } from 'vitest';
import { can, deniedReason, PERMISSION_NAMES, type Permission, permissionReason } from './permissions';
import { ROLE_NAMES, type RoleName } from './roles';

const ROLES = Object.values(ROLE_NAMES);

/** The table written out by hand: a change to who may do what must change this too. */
const EXPECTED: Record<Permission, readonly RoleName[]> = {
  'user.create': ['Superadmin'],
  'user.manage': ['Superadmin'],
  'audit.read': ['Superadmin'],
  'apiToken.manage': ['Superadmin'],
  'hirer.delete': ['Superadmin'],
  'brand.delete': ['Superadmin'],
  'product.delete': ['Superadmin'],
  'vendor.delete': ['Superadmin'],
  'program.write': ['Superadmin', 'Credit Officer'],
  'application.bypass': ['Superadmin'],
  'application.write': ['Superadmin', 'Credit Officer'],
  'application.reattempt': ['Credit Officer'],
  'reschedule.decide': ['Superadmin'],
  'masterRecord.edit': ['Superadmin', 'Credit Officer', 'Head of Operation'],
  'collection.write': ['Superadmin', 'Credit Officer', 'Collection Officer'],
  'collection.correct': ['Superadmin'],
  'collection.delete': ['Superadmin'],
  'bankAccount.manage': ['Superadmin'],
  'bankStatement.import': ['Superadmin', 'Collection Officer'],
  'bankStatement.post': ['Superadmin', 'Collection Officer'],
  'arrears.run': ['Superadmin', 'Collection Officer'],
  'arrears.ladder': ['Superadmin'],
  'recovery.write': ['Superadmin', 'Collection Officer'],
  'writeOff.decide': ['Superadmin'],
};

describe('the permission table: every permission x every role', () => {
  it('lists exactly the permissions expected', () => {
    expect([...PERMISSION_NAMES].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  const cases = PERMISSION_NAMES.flatMap((permission) =>
    ROLES.map((role) => [permission, role, EXPECTED[permission].includes(role)] as const),
  );
  it.each(cases)('%s for %s: %s', (permission, role, allowed) => {
    expect(can({ roleName: role }, permission)).toBe(allowed);
    expect(can({ role: { name: role } }, permission)).toBe(allowed);
    expect(deniedReason({ roleName: role }, permission)).toBe(
      allowed ? undefined : permissionReason(permission),
    );
  });

  it('compares role names as normaliseRoleName does', () => {
    expect(can({ roleName: 'SUPER_ADMIN' }, 'vendor.delete')).toBe(true);
    expect(can({ roleName: 'credit-officer' }, 'program.write')).toBe(true);
    expect(can({ roleName: '' }, 'program.write')).toBe(false);
    expect(can({ roleName: null }, 'program.write')).toBe(false);
    expect(can(null, 'program.write')).toBe(false);
  });

  it('words the reason from the roles', () => {
    expect(permissionReason('vendor.delete')).toBe('Only a Superadmin can delete vendors');
    expect(permissionReason('program.write')).toBe(
      'Only a Superadmin or a Credit Officer can change programs, factors and criteria',
    );
    expect(permissionReason('application.reattempt')).toBe(
      'Only a Credit Officer can re-attempt an application',
    );
  });
});
