import { hashPassword } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { RATE_WINDOW_MS } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { userIdOf } from '../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

/**
 * Issue 33, tokens for machines: issued by a Superadmin, shown once, stored hashed, accepted as a Bearer by tRPC
 * and REST with the role's permissions; refused when expired, revoked, from an address off its allow-list, or
 * over its rate; audited by name. Service accounts never sign in to the web app.
 */
let t: TestApp;
let admin: Record<string, string>;
let roles: Map<string, number>;

async function issue(input: Record<string, unknown>, as = admin) {
  const answer = await trpc(
    t.app,
    'mutation',
    'apiToken.issue',
    { userId: null, ipAllowList: [], expiresAt: new Date(Date.now() + 30 * 86_400_000), ...input },
    as,
  );
  if (answer.error) throw new Error(`issue refused: ${answer.error.message}`);
  return answer.data as { id: number; token: string };
}

const role = (name: string) => {
  const id = roles.get(name);
  if (id === undefined) throw new Error(`no role ${name}`);
  return id;
};

const resources = (token: string, remoteAddress?: string) =>
  t.app.inject({ method: 'GET', url: '/api/resource/all', headers: bearer(token), remoteAddress });

/** The rate is counted per minute of the clock: a burst that must fall in one window waits out a window's last seconds. */
async function awayFromWindowEdge() {
  const into = Date.now() % RATE_WINDOW_MS;
  if (into > RATE_WINDOW_MS - 8_000)
    await new Promise((done) => setTimeout(done, RATE_WINDOW_MS - into + 50));
}

beforeAll(async () => {
  t = await createTestApp({ API_TOKEN_RATE_LIMIT: '5' });
  admin = bearer(await signIn(t.app, 'superadmin'));
  roles = new Map(
    (await t.app.db.selectFrom('role').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
});

afterAll(async () => {
  await t?.close();
});

describe('issue 33: API tokens', () => {
  it('is shown once and stored only as its hash; a service account carries the role it was issued with', async () => {
    const { id, token } = await issue({ name: 'Bank feed', roleId: role('Collection Officer') });
    expect(token).toMatch(/^sbt_[\w-]{40,}$/);
    const stored = await t.app.db
      .selectFrom('apiToken')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token.slice(4));
    const account = await t.app.db
      .selectFrom('user')
      .select(['name', 'isServiceAccount', 'roleId'])
      .where('id', '=', stored.userId)
      .executeTakeFirstOrThrow();
    expect(account).toEqual({
      name: 'Bank feed',
      isServiceAccount: true,
      roleId: role('Collection Officer'),
    });
    const listed = await trpc(t.app, 'query', 'apiToken.list', { page: 1, pageSize: 50 }, admin);
    const rows = (listed.data as { rows: Record<string, unknown>[] }).rows;
    expect(rows.find((row) => row.id === id)).toMatchObject({ name: 'Bank feed', serviceAccount: true });
    expect(JSON.stringify(listed.data)).not.toContain(token);
  });

  it('acts on REST and tRPC with its role: reads allowed, a Superadmin-only call refused 403', async () => {
    const { token } = await issue({ name: 'Reader', roleId: role('Collection Officer') });
    expect((await resources(token)).statusCode).toBe(200);
    const users = await trpc(t.app, 'query', 'user.list', { page: 1, pageSize: 5 }, bearer(token));
    expect(users.status).toBe(200);
    const audit = await trpc(t.app, 'query', 'audit.list', { page: 1, pageSize: 5 }, bearer(token));
    expect(audit.status).toBe(403);
    const rest = await t.app.inject({
      method: 'DELETE',
      url: '/api/vendor',
      headers: bearer(token),
      payload: { id: 999_999 },
    });
    expect(rest.statusCode).toBe(403);
  });

  it('records its last use and names itself in the audit of what it does', async () => {
    const { id, token } = await issue({ name: 'Provisioner', roleId: role('Superadmin') });
    const made = await issue({ name: 'Made by a machine', roleId: role('Credit Officer') }, bearer(token));
    const entry = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'apiTokenName', 'sessionId'])
      .where('entity', '=', 'api_token')
      .where('entityId', '=', String(made.id))
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ action: 'issue', apiTokenName: 'Provisioner', sessionId: null });
    // Issue 40: and by id, as names can repeat.
    const byId = await t.app.db
      .selectFrom('auditLog')
      .select('apiTokenId')
      .where('entity', '=', 'api_token')
      .where('entityId', '=', String(made.id))
      .executeTakeFirstOrThrow();
    expect(byId.apiTokenId).toBe(id);
    const used = await t.app.db
      .selectFrom('apiToken')
      .select(['lastUsedAt', 'lastUsedIp'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(used.lastUsedAt).toBeInstanceOf(Date);
    expect(used.lastUsedIp).toBe('127.0.0.1');
  });

  it('is refused once expired', async () => {
    const { id, token } = await issue({ name: 'Short-lived', roleId: role('Collection Officer') });
    expect((await resources(token)).statusCode).toBe(200);
    await t.app.db
      .updateTable('apiToken')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect((await resources(token)).statusCode).toBe(401);
  });

  it('is refused once revoked, and a second revoke says so', async () => {
    const { id, token } = await issue({ name: 'Revoked', roleId: role('Collection Officer') });
    const revoked = await trpc(t.app, 'mutation', 'apiToken.revoke', { id }, admin);
    expect(revoked.status).toBe(200);
    expect((await resources(token)).statusCode).toBe(401);
    const again = await trpc(t.app, 'mutation', 'apiToken.revoke', { id }, admin);
    expect(again.error?.message).toBe("The token 'Revoked' is revoked already");
  });

  it('is refused from an address off its allow-list and accepted from one on it', async () => {
    const { token } = await issue({
      name: 'Office only',
      roleId: role('Collection Officer'),
      ipAllowList: ['10.8.0.0/16'],
    });
    expect((await resources(token)).statusCode).toBe(401);
    expect((await resources(token, '10.8.3.4')).statusCode).toBe(200);
  });

  it('only a Superadmin issues or lists tokens', async () => {
    const officer = bearer(await signIn(t.app, 'collection.officer'));
    const refused = await trpc(
      t.app,
      'mutation',
      'apiToken.issue',
      {
        name: 'Mine',
        userId: null,
        roleId: role('Superadmin'),
        expiresAt: new Date(Date.now() + 86_400_000),
      },
      officer,
    );
    expect(refused.status).toBe(403);
    expect((await trpc(t.app, 'query', 'apiToken.list', { page: 1, pageSize: 5 }, officer)).status).toBe(403);
  });

  it('refuses an expiry in the past or beyond a year, writing nothing', async () => {
    const before = await t.app.db
      .selectFrom('apiToken')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    for (const expiresAt of [new Date(Date.now() - 1000), new Date(Date.now() + 400 * 86_400_000)]) {
      const answer = await trpc(
        t.app,
        'mutation',
        'apiToken.issue',
        { name: 'Bad expiry', userId: null, roleId: role('Superadmin'), expiresAt, ipAllowList: [] },
        admin,
      );
      expect(answer.status).toBe(400);
    }
    const after = await t.app.db
      .selectFrom('apiToken')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('answers 429 with Retry-After past its rate, per token', async () => {
    const { token } = await issue({ name: 'Chatty', roleId: role('Collection Officer') });
    const other = await issue({ name: 'Quiet', roleId: role('Collection Officer') });
    await awayFromWindowEdge();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await resources(token)).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const limited = await resources(token);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await resources(other.token)).statusCode).toBe(200);
  });

  it('issue 40: two servers on one database share the limit (kept in the database, not in a server)', async () => {
    const database = await createTestDb();
    const apps = [await buildApp(t.config, { database }), await buildApp(t.config, { database })];
    try {
      const [one, two] = apps as [(typeof apps)[0], (typeof apps)[0]];
      const superadmin = bearer(await signIn(one, 'superadmin'));
      const issued = await trpc(
        one,
        'mutation',
        'apiToken.issue',
        {
          name: 'Two servers',
          userId: null,
          roleId: role('Collection Officer'),
          ipAllowList: [],
          expiresAt: new Date(Date.now() + 86_400_000),
        },
        superadmin,
      );
      const { token } = issued.data as { token: string };
      const get = (app: typeof one) =>
        app.inject({ method: 'GET', url: '/api/resource/all', headers: bearer(token) });
      await awayFromWindowEdge();
      const codes: number[] = [];
      for (const app of [one, two, one, two, one]) codes.push((await get(app)).statusCode);
      // Five allowed in the minute, wherever they land; the sixth is refused by either server.
      expect(codes).toEqual([200, 200, 200, 200, 200]);
      for (const app of [two, one]) {
        const limited = await get(app);
        expect(limited.statusCode).toBe(429);
        expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      }
    } finally {
      for (const app of apps) await app.close();
      await database.close();
    }
  });

  it('a service account cannot sign in to the web app, even with a password set', async () => {
    const { id } = await issue({ name: 'Robot', roleId: role('Superadmin') });
    const { userId } = await t.app.db
      .selectFrom('apiToken')
      .select('userId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('userAuth')
      .values({ userId, username: 'robot', passwordHash: await hashPassword('Robot@Passw0rd!x') })
      .execute();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth/login',
      payload: { username: 'robot', password: 'Robot@Passw0rd!x' },
    });
    expect(login.statusCode).toBe(401);
    expect(await userIdOf(t.app.db, 'robot')).toBe(userId);
  });
});
