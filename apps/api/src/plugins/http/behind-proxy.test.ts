import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../testing/test-app';

const PROXY = '10.0.0.5';
const CLIENT = '203.0.113.50';

const login = (t: TestApp, headers: Record<string, string>, remoteAddress = PROXY) =>
  t.app.inject({
    method: 'POST',
    url: '/api/userAuth/login',
    payload: { username: 'superadmin', password: DEMO_PASSWORD },
    headers,
    remoteAddress,
  });

async function lastAuditIp(t: TestApp, action: string) {
  const row = await t.app.db
    .selectFrom('auditLog')
    .select(['ip', 'sessionId'])
    .where('action', '=', action)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.ip;
}

describe('issue 9: behind a trusted HTTPS proxy (TRUSTED_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUSTED_PROXY: PROXY });
  });
  afterAll(() => t.close());

  it('X-Forwarded-Proto: https from the proxy makes the session cookie Secure and adds HSTS', async () => {
    const res = await login(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'token')?.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const health = await t.app.inject({
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
      remoteAddress: PROXY,
    });
    expect(health.headers['strict-transport-security']).toContain('max-age=');
  });

  it('the client address is the one the proxy forwarded', async () => {
    await login(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT });
    expect(await lastAuditIp(t, 'login')).toBe(CLIENT);
  });

  it('a request that did not come through the proxy is believed about nothing', async () => {
    const res = await login(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT }, '198.51.100.1');
    expect(res.cookies.find((c) => c.name === 'token')?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(await lastAuditIp(t, 'login')).toBe('198.51.100.1');
  });
});

describe('issue 9: without TRUSTED_PROXY forwarded headers are ignored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('X-Forwarded-For cannot choose the address the throttle counts, nor X-Forwarded-Proto the cookie', async () => {
    const res = await login(t, { 'x-forwarded-proto': 'https', 'x-forwarded-for': CLIENT });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'token')?.secure).toBeFalsy();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(await lastAuditIp(t, 'login')).toBe(PROXY);
  });
});
