import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.deleteFrom('loginAttempt').execute();
});

const ATTACKER = '203.0.113.9';
const OWNER = '198.51.100.7';

const login = (username: string, password: string, remoteAddress = ATTACKER) =>
  t.app.inject({
    method: 'POST',
    url: '/api/userAuth/login',
    payload: { username, password },
    remoteAddress,
  });

/** Failed attempts written straight into the table, `secondsAgo` old, from `ips` in turn. */
async function pastFailures(username: string, count: number, secondsAgo: number, ips = [ATTACKER]) {
  const createdAt = new Date(Date.now() - secondsAgo * 1000);
  await t.app.db
    .insertInto('loginAttempt')
    .values(
      Array.from({ length: count }, (_, i) => ({
        username,
        ip: ips[i % ips.length]!,
        succeeded: false,
        createdAt,
      })),
    )
    .execute();
}

describe('issue 9: sign-in slows an attacker down and never locks the owner out', () => {
  it('five wrong passwords from one address make the sixth attempt wait, with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('my.director', 'wrong-password');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, msg: 'Login failed, please try again.' });
    }
    const refused = await login('my.director', DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual({
      status: 0,
      msg: 'Too many sign-in attempts. Please try again in 1 second.',
    });
  });

  it('the same wait over tRPC carries Retry-After too', async () => {
    await pastFailures('my.director', 8, 0);
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: JSON.stringify({ json: { username: 'my.director', password: DEMO_PASSWORD } }),
      headers: { 'content-type': 'application/json' },
      remoteAddress: ATTACKER,
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(7);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(8);
  });

  it('the attacker’s failures do not stop the owner signing in from another address', async () => {
    for (let i = 0; i < 6; i++) await login('superadmin', 'wrong-password');
    expect((await login('superadmin', DEMO_PASSWORD)).statusCode).toBe(429);
    const owner = await login('superadmin', DEMO_PASSWORD, OWNER);
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ status: 1 });
  });

  it('slows down rather than locks: after the capped wait the right password works even from the attacker’s address', async () => {
    await pastFailures('superadmin', 40, 61);
    expect((await login('superadmin', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('one address trying many usernames is slowed down as a whole', async () => {
    const names = ['alpha.user', 'bravo.user', 'charlie.user', 'delta.user'];
    for (const name of names) await pastFailures(name, 4, 0);
    await pastFailures('echo.user', 5, 0);
    const sprayed = await login('cn.director', DEMO_PASSWORD);
    expect(sprayed.statusCode).toBe(429);
    expect(Number(sprayed.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await login('cn.director', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });

  it('a username attacked from many addresses waits at most a minute, and not at all from an address its owner used', async () => {
    expect((await login('head.operation', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
    const botnet = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
    await pastFailures('head.operation', 150, 0, botnet);
    const fresh = await login('head.operation', DEMO_PASSWORD, '198.51.100.200');
    expect(fresh.statusCode).toBe(429);
    expect(Number(fresh.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login('head.operation', DEMO_PASSWORD, OWNER)).statusCode).toBe(200);
  });
});
