import { normaliseRoleName } from './roles';

const LEVELS: Record<string, number> = { superadmin: 4, owner: 3, manager: 2, qualitychecker: 1 };

/** The level a user without a role gets (origination §6 "default level 3"). */
export const DEFAULT_PRIVILEGE_LEVEL = 3;

/**
 * Origination §6: superadmin 4, owner 3, manager 2, quality_checker 1, others 0; 3 when there is no role.
 * Names match as normaliseRoleName does: 'Superadmin', 'Super Admin' and 'SUPER_ADMIN' are all 4,
 * 'Quality Checker' is 1; a blank name counts as no role.
 */
export function privilegeLevel(roleName: string | null | undefined): number {
  const normalised = normaliseRoleName(roleName);
  if (normalised === '') return DEFAULT_PRIVILEGE_LEVEL;
  return LEVELS[normalised] ?? 0;
}
