import { describe, expect, it } from 'vitest';
import {
  canCreateUser,
  canSignIn,
  USER_PERMISSION_MESSAGES,
  type UserField,
  userEditIssue,
} from './user-permissions';

describe('decisions.md §7 who may change users', () => {
  it.each([
    ['Superadmin', true],
    ['Credit Officer', false],
    [null, false],
  ])('%s creates users: %s', (roleName, allowed) => {
    expect(canCreateUser({ roleName })).toBe(allowed);
  });

  it.each<[string, number, UserField[], string | null]>([
    ['Superadmin', 2, ['role', 'status', 'password'], null],
    ['Staff', 1, ['basic', 'username', 'password'], null],
    ['Staff', 1, ['role'], USER_PERMISSION_MESSAGES.position],
    ['Staff', 1, ['status'], USER_PERMISSION_MESSAGES.position],
    ['Staff', 2, ['basic'], USER_PERMISSION_MESSAGES.ownProfileOnly],
    ['SUPER_ADMIN', 2, ['role'], null],
  ])('%s (user 1) changing user %s %j -> %s', (roleName, target, fields, issue) => {
    expect(userEditIssue({ userId: 1, roleName }, target, fields)).toBe(issue);
  });

  it('says the same as the users service answers (one home for these texts)', () => {
    expect(USER_PERMISSION_MESSAGES).toEqual({
      create: 'Only a Superadmin can create users',
      credentials: "Only a Superadmin can change other users' accounts",
      ownProfileOnly: 'You can only change your own profile',
      position: 'Only a Superadmin can change role, department or active status',
      selfDeactivation: 'You cannot deactivate your own account',
    });
  });

  it.each<[boolean | number | null, boolean]>([
    [true, true],
    [1, true],
    [false, false],
    [0, false],
    [null, false],
  ])('status %s signs in: %s', (status, allowed) => {
    expect(canSignIn({ status })).toBe(allowed);
  });
});
