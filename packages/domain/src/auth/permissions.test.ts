import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ActorKind,
  can,
  DECIDING_PERMISSIONS,
  deniedReason,
  PERMISSION_NAMES,
  type Permission,
  permissionReason,
  permissionsLeftOutOfToken,
  tokenCannotDecide,
} from './permissions';
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
  'application.approve': ['Credit Officer', 'Head of Operation', 'Malaysia Director', 'China Director'],
  'reschedule.decide': ['Superadmin'],
  'masterRecord.edit': ['Superadmin', 'Credit Officer', 'Head of Operation'],
  'collection.write': ['Superadmin', 'Credit Officer', 'Collection Officer'],
  'collection.correct': ['Superadmin'],
  'lateCharge.post': ['Superadmin'],
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

/** Issue 40: the permissions that decide money, written out by hand. */
const DECIDING: readonly Permission[] = [
  'application.approve',
  'application.bypass',
  'reschedule.decide',
  'writeOff.decide',
  'bankStatement.post',
  'arrears.run',
];

const KINDS: readonly ActorKind[] = ['person', 'token', 'serviceAccount'];

describe('decisions need people (issue 40): every permission x every role x every kind of actor', () => {
  it('lists exactly the deciding permissions expected', () => {
    expect([...DECIDING_PERMISSIONS].sort()).toEqual([...DECIDING].sort());
  });

  const cases = PERMISSION_NAMES.flatMap((permission) =>
    ROLES.flatMap((role) =>
      KINDS.map((kind) => {
        const allowed =
          EXPECTED[permission].includes(role) && (kind === 'person' || !DECIDING.includes(permission));
        return [permission, role, kind, allowed] as const;
      }),
    ),
  );
  it.each(cases)('%s for %s acting as %s: %s', (permission, role, kind, allowed) => {
    // A token's person holds the same role today: only the kind of actor can take the permission away.
    const actor = { roleName: role, actorKind: kind, personRoleName: role };
    expect(can(actor, permission)).toBe(allowed);
    expect(can({ role: { name: role }, actorKind: kind, personRoleName: role }, permission)).toBe(allowed);
    const reason = deniedReason(actor, permission);
    if (allowed) expect(reason).toBeUndefined();
    else if (EXPECTED[permission].includes(role)) expect(reason).toBe(tokenCannotDecide(permission));
    else expect(reason).toBe(permissionReason(permission));
  });

  it('a person is whoever says no kind', () => {
    expect(can({ roleName: 'Superadmin' }, 'writeOff.decide')).toBe(true);
    expect(can({ roleName: 'Superadmin', actorKind: 'person' }, 'writeOff.decide')).toBe(true);
  });

  it('a token acts with the lesser of its role and its person role today', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ROLES),
        fc.constantFrom(...ROLES, null),
        fc.constantFrom(...PERMISSION_NAMES),
        (tokenRole, personRole, permission) => {
          const actor = { roleName: tokenRole, actorKind: 'token' as const, personRoleName: personRole };
          const both =
            can({ roleName: tokenRole }, permission) &&
            personRole !== null &&
            can({ roleName: personRole }, permission);
          expect(can(actor, permission)).toBe(both && !DECIDING.includes(permission));
        },
      ),
    );
  });

  it('a Superadmin token of a user demoted to Staff holds nothing', () => {
    const actor = { roleName: 'Superadmin', actorKind: 'token' as const, personRoleName: 'Staff' };
    expect(PERMISSION_NAMES.filter((permission) => can(actor, permission))).toEqual([]);
  });

  it('a token without its person role holds nothing', () => {
    const actor = { roleName: 'Superadmin', actorKind: 'token' as const };
    expect(PERMISSION_NAMES.filter((permission) => can(actor, permission))).toEqual([]);
  });

  it.each([
    [
      'Superadmin',
      ['application.bypass', 'reschedule.decide', 'writeOff.decide', 'bankStatement.post', 'arrears.run'],
    ],
    ['Collection Officer', ['bankStatement.post', 'arrears.run']],
    ['Head of Operation', ['application.approve']],
    ['Staff', []],
  ] as const)('a token issued as %s leaves out %j', (role, leftOut) => {
    expect([...permissionsLeftOutOfToken(role)].sort()).toEqual([...leftOut].sort());
  });

  it('says why a token may not decide', () => {
    expect(tokenCannotDecide('writeOff.decide')).toBe(
      'An API token or service account cannot approve or reject write-offs: a person signs in to decide',
    );
  });
});
