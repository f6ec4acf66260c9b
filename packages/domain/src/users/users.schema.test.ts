import { describe, expect, it } from 'vitest';
import { currentPasswordSchema, userCreateSchema, userUpdateSchema } from './users.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

const valid = {
  name: 'Aisyah Rahman',
  roleId: 2,
  departmentId: 1,
  email: '',
  phone: '012-3456789',
  username: 'aisyah',
  password: 'Kereta-Api#Biru',
};

describe('clients-and-reference-data.md §5 new user', () => {
  it('accepts a complete user and normalises empty optional fields to null', () => {
    expect(userCreateSchema.parse(valid)).toEqual({ ...valid, email: null });
  });

  it.each<[Record<string, unknown>, string[]]>([
    [{ name: '  ' }, ['Please enter full name']],
    [{ name: undefined }, ['Please enter full name']],
    [{ roleId: undefined }, ['Please select role']],
    [{ roleId: 0 }, ['Please select role']],
    [{ departmentId: null }, ['Please select department']],
    [{ username: '' }, ['Username is not valid']],
    [{ username: 'abcde' }, ['Username is not valid']],
    [{ password: 'password!' }, ['Password is invalid']],
    [{ password: 'Password1' }, ['Password is invalid']],
    [{ password: 'Pa!' }, ['Password is invalid']],
    [{ email: 'not-an-email' }, ['Email is not valid']],
    [{ phone: '12345' }, ['Phone number is not valid']],
    [{ phone: '0123456789012' }, ['Phone number is not valid']],
    [{ phone: '+60123456' }, ['Phone number is not valid']],
  ])('%j gives %j', (change, expected) => {
    expect(messages(userCreateSchema.safeParse({ ...valid, ...change }))).toEqual(expected);
  });

  it('reports every failing field together', () => {
    expect(messages(userCreateSchema.safeParse({}))).toEqual([
      'Please enter full name',
      'Please select role',
      'Please select department',
      'Username is not valid',
      'Password is invalid',
    ]);
  });
});

describe('clients-and-reference-data.md §5 profile edit uses the same rules', () => {
  it('accepts an update and defaults the active flag', () => {
    const { username: _u, password: _p, ...profile } = valid;
    expect(userUpdateSchema.parse({ id: 3, ...profile, email: 'a@b.my' })).toMatchObject({
      id: 3,
      status: true,
      email: 'a@b.my',
    });
  });
  it('uses the same messages', () => {
    expect(messages(userUpdateSchema.safeParse({ id: 3, name: '', roleId: 1, departmentId: 1 }))).toEqual([
      'Please enter full name',
    ]);
  });
});

describe('decisions.md §7 own password change', () => {
  it('the current password is optional text', () => {
    expect(currentPasswordSchema.parse({})).toEqual({});
    expect(currentPasswordSchema.parse({ currentPassword: 'Secret#1' })).toEqual({
      currentPassword: 'Secret#1',
    });
    expect(currentPasswordSchema.safeParse({ currentPassword: 'x'.repeat(201) }).success).toBe(false);
  });
});
