import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, trpc } from '../../testing/test-app';
import { hashToken, resolveSession } from './session.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.deleteFrom('loginAttempt').execute();
  await t.app.db.updateTable('user').set({ status: 1 }).execute();
});

async function setActive(username: string, status: 0 | 1) {
  await t.app.db
    .updateTable('user')
    .set({ status })
    .where('id', 'in', t.app.db.selectFrom('userAuth').select('userId').where('username', '=', username))
    .execute();
}

const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/userAuth/login', payload: { username, password } });

describe('sign-in (origination.md §7, decisions.md §7)', () => {
  it('answers status 1 with a token and sets an HttpOnly SameSite=Strict token cookie', async () => {
    const res = await login('superadmin', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; token: string }>();
    expect(body.status).toBe(1);
    expect(body.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    const cookie = res.cookies.find((c) => c.name === 'token');
    expect(cookie?.value).toBe(body.token);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
  });

  it('is case-insensitive on the username', async () => {
    const res = await login('SuperAdmin', DEMO_PASSWORD);
    expect(res.json()).toMatchObject({ status: 1 });
  });

  it('answers status 0 with the spec message for a wrong password or an unknown user', async () => {
    for (const [u, p] of [
      ['superadmin', 'wrong-password'],
      ['nobody.here', DEMO_PASSWORD],
    ] as const) {
      const res = await login(u, p);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 0, msg: 'Login failed, please try again.' });
      expect(res.cookies.find((c) => c.name === 'token')).toBeUndefined();
    }
  });

  it('stores only a hash of the token, never the token itself', async () => {
    const token = await signIn(t.app, 'credit.officer');
    const rows = await t.app.db.selectFrom('session').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).toContain(hashToken(token));
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  it('refuses an inactive user', async () => {
    await setActive('collection.officer', 0);
    const res = await login('collection.officer', DEMO_PASSWORD);
    expect(res.json()).toEqual({ status: 0, msg: 'Login failed, please try again.' });
  });

  it('ends the sessions of a user who becomes inactive', async () => {
    const token = await signIn(t.app, 'head.operation');
    await setActive('head.operation', 0);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  it('records the last logon time', async () => {
    await signIn(t.app, 'cn.director');
    const row = await t.app.db
      .selectFrom('user')
      .innerJoin('userAuth', 'userAuth.userId', 'user.id')
      .select('user.lastLogon')
      .where('userAuth.username', '=', 'cn.director')
      .executeTakeFirstOrThrow();
    expect(row.lastLogon).toBeInstanceOf(Date);
  });
});

describe('me and logout', () => {
  it('GET /api/user/me returns the signed-in user with role and department', async () => {
    const token = await signIn(t.app, 'credit.officer');
    const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Role: { name: 'Credit Officer' },
      UserAuth: { username: 'credit.officer' },
    });
  });

  it('tRPC auth.me works with the cookie the login set', async () => {
    const res = await trpc(t.app, 'mutation', 'auth.login', {
      username: 'superadmin',
      password: DEMO_PASSWORD,
    });
    expect(res.status).toBe(200);
    const cookie = res.res.cookies.find((c) => c.name === 'token');
    expect(cookie).toBeDefined();
    const me = await trpc(t.app, 'query', 'auth.me', undefined, { cookie: `token=${cookie?.value}` });
    expect(me.data).toMatchObject({ username: 'superadmin', role: { name: 'Superadmin' } });
  });

  it('tRPC auth.login refuses wrong credentials with UNAUTHORIZED and the spec message', async () => {
    const res = await trpc(t.app, 'mutation', 'auth.login', { username: 'superadmin', password: 'x' });
    expect(res.status).toBe(401);
    expect(res.error).toEqual({ code: 'UNAUTHORIZED', message: 'Login failed, please try again.' });
  });

  it('logout revokes the token server-side and clears the cookie', async () => {
    const token = await signIn(t.app, 'superadmin');
    const out = await trpc(t.app, 'mutation', 'auth.logout', undefined, bearer(token));
    expect(out.data).toEqual({ ok: true });
    const cleared = out.res.cookies.find((c) => c.name === 'token');
    expect(cleared?.value).toBe('');
    const me = await trpc(t.app, 'query', 'auth.me', undefined, bearer(token));
    expect(me.status).toBe(401);
    const revoked = await t.app.db
      .selectFrom('session')
      .select('revokedAt')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(revoked.revokedAt).toBeInstanceOf(Date);
  });

  it('a session idle longer than the limit is refused', async () => {
    const token = await signIn(t.app, 'superadmin');
    const longAgo = new Date(Date.now() - t.config.sessionIdleMs - 60_000);
    await t.app.db
      .updateTable('session')
      .set({ lastSeenAt: longAgo })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('a session past its absolute expiry is refused even when active', async () => {
    const token = await signIn(t.app, 'superadmin');
    await t.app.db
      .updateTable('session')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('tokenHash', '=', hashToken(token))
      .execute();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('the one-query session refuses at once, on the very next request, a token revoked, a user made inactive or deleted', async () => {
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/me', headers: bearer(token) }).then((r) => r.statusCode);
    const revoked = await signIn(t.app, 'cn.director');
    expect(await me(revoked)).toBe(200);
    await t.app.db
      .updateTable('session')
      .set({ revokedAt: new Date() })
      .where('tokenHash', '=', hashToken(revoked))
      .execute();
    expect(await me(revoked)).toBe(401);

    const inactive = await signIn(t.app, 'cn.director');
    expect(await me(inactive)).toBe(200);
    await setActive('cn.director', 0); // straight in the table: no session is revoked on the way
    expect(await me(inactive)).toBe(401);
    await setActive('cn.director', 1);
    expect(await me(inactive)).toBe(200);

    await t.app.db
      .updateTable('user')
      .set({ deletedAt: new Date() })
      .where(
        'id',
        'in',
        t.app.db.selectFrom('userAuth').select('userId').where('username', '=', 'cn.director'),
      )
      .execute();
    expect(await me(inactive)).toBe(401);
  });

  it('resolves a session with its user, role and department in one query, and refuses in one query too', async () => {
    let queries = 0;
    const counting = t.app.db.withPlugin({
      transformQuery: ({ node }) => node,
      transformResult: async ({ result }) => {
        queries += 1;
        return result;
      },
    });
    const resolve = async (token: string) => {
      queries = 0;
      const auth = await resolveSession({ db: counting, config: t.config }, token);
      return { auth, queries };
    };
    const byHash = (token: string) =>
      t.app.db.updateTable('session').where('tokenHash', '=', hashToken(token));

    const live = await signIn(t.app, 'credit.officer');
    expect(await resolve(live)).toEqual({
      auth: {
        sessionId: expect.any(Number),
        dataVersion: expect.any(Number),
        user: expect.objectContaining({
          username: 'credit.officer',
          role: { id: expect.any(Number), name: 'Credit Officer' },
          department: { id: expect.any(Number), name: expect.any(String) },
        }),
      },
      queries: 1,
    });

    const revoked = await signIn(t.app, 'credit.officer');
    await byHash(revoked).set({ revokedAt: new Date() }).execute();
    expect(await resolve(revoked)).toEqual({ auth: null, queries: 1 });

    const expired = await signIn(t.app, 'credit.officer');
    await byHash(expired)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .execute();
    expect(await resolve(expired)).toEqual({ auth: null, queries: 1 });

    await setActive('credit.officer', 0);
    expect(await resolve(live)).toEqual({ auth: null, queries: 1 });
  });

  it('a made-up token is refused', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: bearer('not-a-real-token'),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: 0, msg: 'Unauthorized' });
  });
});

describe('issue 9: sign-in, sign-out and failed sign-in in the audit log, with the session and the address', () => {
  const auditOf = (action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .select(['userId', 'entity', 'entityId', 'sessionId', 'ip', 'after'])
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

  it('records a sign-in and a sign-out in the session, from the address', async () => {
    const token = await signIn(t.app, 'credit.officer');
    const session = await t.app.db
      .selectFrom('session')
      .select(['id', 'userId'])
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    expect(await auditOf('login')).toMatchObject({
      userId: session.userId,
      entity: 'session',
      entityId: String(session.id),
      sessionId: session.id,
      ip: '127.0.0.1',
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/logout',
      headers: bearer(token),
      remoteAddress: '127.0.0.2',
    });
    expect(await auditOf('logout')).toMatchObject({
      userId: session.userId,
      sessionId: session.id,
      ip: '127.0.0.2',
    });
  });

  it('records a failed sign-in with the name tried and the address, and no session', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/login',
      payload: { username: 'Nobody.Here', password: 'x' },
      remoteAddress: '192.0.2.77',
    });
    expect(await auditOf('login-failed')).toMatchObject({
      userId: null,
      sessionId: null,
      ip: '192.0.2.77',
      after: { username: 'nobody.here' },
    });
  });
});
