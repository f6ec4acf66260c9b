import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('demo@1234', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('encodes scrypt$N$r$p$salt$hash with a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('rejects malformed or tampered hashes without throwing', async () => {
    const stored = await hashPassword('secret');
    const parts = stored.split('$');
    const tampered = [...parts.slice(0, 5), Buffer.alloc(64).toString('base64')].join('$');
    for (const bad of [
      '',
      'plain-text',
      'bcrypt$10$abc',
      stored.replace('scrypt$32768', 'scrypt$1000'),
      stored.replace('scrypt$32768', 'scrypt$1073741824'),
      tampered,
    ]) {
      expect(await verifyPassword('secret', bad)).toBe(false);
    }
  });
});
