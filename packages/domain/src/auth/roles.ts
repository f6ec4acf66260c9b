/** Decisions §7: the seeded roles and departments. */
export const ROLE_NAMES = {
  superadmin: 'Superadmin',
  creditOfficer: 'Credit Officer',
  headOfOperation: 'Head of Operation',
  malaysiaDirector: 'Malaysia Director',
  chinaDirector: 'China Director',
  collectionOfficer: 'Collection Officer',
  staff: 'Staff',
} as const;
export type RoleName = (typeof ROLE_NAMES)[keyof typeof ROLE_NAMES];

export const DEPARTMENT_NAMES = ['Credit', 'Operations', 'Collections', 'Management', 'Finance'] as const;

/**
 * Role names are compared case-insensitively, ignoring spaces, hyphens and underscores, so 'Superadmin',
 * 'SUPER_ADMIN' and 'super admin' are one role, and 'credit officer' matches 'Credit Officer'.
 */
export function normaliseRoleName(roleName: string | null | undefined): string {
  return (roleName ?? '').toLowerCase().replace(/[\s_-]+/g, '');
}

export function isRole(roleName: string | null | undefined, expected: string): boolean {
  const normalised = normaliseRoleName(roleName);
  return normalised !== '' && normalised === normaliseRoleName(expected);
}

export function isSuperadmin(roleName: string | null | undefined): boolean {
  return isRole(roleName, ROLE_NAMES.superadmin);
}
