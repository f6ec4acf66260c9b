import { describe, expect, it } from 'vitest';
import { loginSchema, passwordChangeSchema, usernameChangeSchema } from './auth.schema';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);
}

describe('origination.md §5 login has no client validation; §8 failure message', () => {
  it('accepts any non-empty username and password', () => {
    expect(loginSchema.parse({ username: ' admin ', password: 'x' })).toEqual({
      username: 'admin',
      password: 'x',
    });
  });
  it.each([[{}], [{ username: '', password: 'x' }], [{ username: 'a', password: '' }]])(
    'refuses %j',
    (body) => {
      expect(messages(loginSchema.safeParse(body))).toContain('Login failed, please try again.');
    },
  );
});

describe('clients-and-reference-data.md §5 username change', () => {
  it.each([
    ['abcdef', true],
    ['abcde', false],
    ['abc def', false],
    ['', false],
  ])('%s valid: %s', (username, ok) => {
    const result = usernameChangeSchema.safeParse({ userId: 1, username });
    expect(result.success).toBe(ok);
    if (!ok) expect(messages(result)).toEqual(['Username does not match requirement']);
  });
});

describe('clients-and-reference-data.md §5 password change', () => {
  it.each([
    ['Secret#12', 'Secret#12', []],
    ['secret#12', 'secret#12', ['New password does not match requirements']],
    ['Secret#12', 'Secret#13', ['Confirm password not match with password']],
    [
      'Short#1',
      'x',
      ['New password does not match requirements', 'Confirm password not match with password'],
    ],
  ])('%s / %s', (password, confirmPassword, expected) => {
    expect(messages(passwordChangeSchema.safeParse({ userId: 1, password, confirmPassword }))).toEqual(
      expected,
    );
  });
});
