import { describe, expect, it } from 'vitest';
import { privilegeLevel } from './privilege-level';
import { isRole, isSuperadmin, normaliseRoleName } from './roles';

describe('origination.md §6 privilege levels', () => {
  it.each<[string | null | undefined, number]>([
    ['superadmin', 4],
    ['Superadmin', 4],
    ['Super Admin', 4],
    ['SUPER_ADMIN', 4],
    ['owner', 3],
    ['Owner', 3],
    ['manager', 2],
    ['quality_checker', 1],
    ['Quality Checker', 1],
    ['quality-checker', 1],
    ['Credit Officer', 0],
    ['Staff', 0],
    [null, 3],
    [undefined, 3],
    ['', 3],
    ['   ', 3],
  ])('%j -> %s', (role, level) => {
    expect(privilegeLevel(role)).toBe(level);
  });
});

describe('decisions.md §7 role names', () => {
  it.each<[string | null, string, boolean]>([
    ['credit officer', 'Credit Officer', true],
    ['Credit_Officer', 'Credit Officer', true],
    ['Credit Officers', 'Credit Officer', false],
    ['', '', false],
    [null, 'Superadmin', false],
  ])('%j is %s: %s', (role, expected, same) => {
    expect(isRole(role, expected)).toBe(same);
  });

  it('normalises case, spaces, hyphens and underscores', () => {
    expect(normaliseRoleName(' Head-of_Operation ')).toBe('headofoperation');
    expect(isSuperadmin('superadmin')).toBe(true);
    expect(isSuperadmin('Staff')).toBe(false);
  });
});
