import type { Db } from '@sewabeli/db';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../features/auth/session.service';
import { sessionUserOf } from '../testing/caller';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../testing/test-app';

/**
 * Issue 17: list pages answered under the data version. What a user relies on: a read after any committed change,
 * from this server or any other connection, shows the change; a rolled-back change never shows; a revoked session
 * is refused at once, cached page or not.
 */
let t: TestApp;
let app: FastifyInstance;
let db: Db;
let superadmin: Record<string, string>;
let hirerId: number;

beforeAll(async () => {
  t = await createTestApp({ DEMO_USERS: '1' }, 'demo');
  app = t.app;
  db = app.db;
  superadmin = bearer(await signIn(app, 'superadmin'));
  hirerId = (await db.selectFrom('hirer').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await t?.close();
});

const page = { page: 1, pageSize: 100, sortBy: 'name' };

async function listedName(headers: Record<string, string> = superadmin): Promise<string | undefined> {
  const { status, data } = await trpc(app, 'query', 'hirer.list', page, headers);
  expect(status).toBe(200);
  return (data as { rows: { id: number; name: string }[] }).rows.find((row) => row.id === hirerId)?.name;
}

async function restName(headers: Record<string, string> = superadmin): Promise<string | undefined> {
  const res = await app.inject({ method: 'GET', url: '/api/hirer/all?page=1&pageSize=100', headers });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number; name: string }[]>().find((row) => row.id === hirerId)?.name;
}

/** Renames the company without the data version's triggers: a change no cached answer is told about. */
async function renameUnseen(name: string) {
  await db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx.updateTable('hirer').set({ name }).where('id', '=', hirerId).execute();
  });
}

const rename = (name: string) => db.updateTable('hirer').set({ name }).where('id', '=', hirerId).execute();

describe('answers kept under the data version', () => {
  it('answers a repeated page from memory, and afresh for Cache-Control: no-cache', async () => {
    await rename('Cached Sdn Bhd');
    expect(await listedName()).toBe('Cached Sdn Bhd');
    expect(await restName()).toBe('Cached Sdn Bhd');
    await renameUnseen('Unseen Sdn Bhd');
    // The version did not move: the kept answers are served, which is how the cache is seen at all.
    expect(await listedName()).toBe('Cached Sdn Bhd');
    expect(await restName()).toBe('Cached Sdn Bhd');
    const fresh = { ...superadmin, 'cache-control': 'no-cache' };
    expect(await listedName(fresh)).toBe('Unseen Sdn Bhd');
    expect(await restName(fresh)).toBe('Unseen Sdn Bhd');
    // A fresh answer is kept for the next reader.
    expect(await listedName()).toBe('Unseen Sdn Bhd');
  });

  it("keeps each role's answer apart: another role's first read runs the procedure's checks and reads afresh", async () => {
    const staff = bearer(await signIn(app, 'staff'));
    await rename('Kept For Superadmin Sdn Bhd');
    expect(await listedName()).toBe('Kept For Superadmin Sdn Bhd');
    await renameUnseen('First Read By Staff Sdn Bhd');
    expect(await listedName()).toBe('Kept For Superadmin Sdn Bhd');
    expect(await listedName(staff)).toBe('First Read By Staff Sdn Bhd');
  });

  it('shows a change committed on another connection at the next read', async () => {
    expect(await listedName()).toBeDefined();
    await rename('Renamed Elsewhere Sdn Bhd');
    expect(await listedName()).toBe('Renamed Elsewhere Sdn Bhd');
    expect(await restName()).toBe('Renamed Elsewhere Sdn Bhd');
  });

  it('shows a change made through the API at the next read', async () => {
    const search = { page: 1, pageSize: 10, search: 'Syarikat Simpanan Jawapan' };
    const found = async () =>
      ((await trpc(app, 'query', 'hirer.list', search, superadmin)).data as { total: number }).total;
    expect(await found()).toBe(0);
    const { error } = await trpc(
      app,
      'mutation',
      'hirer.create',
      {
        name: 'Syarikat Simpanan Jawapan Sdn Bhd',
        registrationNo: '202601000917',
        shortname: 'SSJ',
        resourceId: 3,
        establishYear: 2001,
        email: '',
        address: '1 Jalan Ampang, Kuala Lumpur',
        website: null,
        phone: '03-2161234',
        pic: 'Tan Ah Kow',
        picNo: '012-3456789',
        remark: '',
      },
      superadmin,
    );
    expect(error).toBeNull();
    expect(await found()).toBe(1);
  });

  it('never shows a change that rolled back', async () => {
    const before = await listedName();
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .updateTable('hirer')
          .set({ name: 'Rolled Back Sdn Bhd' })
          .where('id', '=', hirerId)
          .execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await listedName()).toBe(before);
  });
});

describe('a session ended while its page is kept', () => {
  const tokenHashOf = (token: string) => hashToken(token);
  const officer = async () => (await sessionUserOf(db, 'credit.officer')).id;
  afterAll(async () => {
    await db
      .updateTable('user')
      .set({ status: 1 })
      .where('id', '=', await officer())
      .execute();
  });

  it.each<[string, (token: string) => Promise<unknown>]>([
    [
      'signed out',
      (token) => app.inject({ method: 'POST', url: '/api/userAuth/logout', headers: bearer(token) }),
    ],
    [
      'expired',
      (token) =>
        db
          .updateTable('session')
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where('tokenHash', '=', tokenHashOf(token))
          .execute(),
    ],
    [
      'revoked by an administrator',
      (token) =>
        db
          .updateTable('session')
          .set({ revokedAt: new Date() })
          .where('tokenHash', '=', tokenHashOf(token))
          .execute(),
    ],
    [
      'its user made inactive',
      async () =>
        db
          .updateTable('user')
          .set({ status: 0 })
          .where('id', '=', await officer())
          .execute(),
    ],
  ])('is refused at once when %s', async (_, end) => {
    await db
      .updateTable('user')
      .set({ status: 1 })
      .where('id', '=', await officer())
      .execute();
    const token = await signIn(app, 'credit.officer');
    expect(await listedName(bearer(token))).toBeDefined();
    expect(await restName(bearer(token))).toBeDefined();
    await end(token);
    expect((await trpc(app, 'query', 'hirer.list', page, bearer(token))).status).toBe(401);
    const rest = await app.inject({
      method: 'GET',
      url: '/api/hirer/all?page=1&pageSize=100',
      headers: bearer(token),
    });
    expect(rest.statusCode).toBe(401);
    // Everyone else is still answered.
    expect(await listedName()).toBeDefined();
  });
});

describe("a session's user, read only when the data version moved", () => {
  it('shows a change of role or department name at the next request', async () => {
    const token = await signIn(app, 'staff');
    const me = async () =>
      (await trpc(app, 'query', 'auth.me', null, bearer(token))).data as {
        role: { name: string };
        department: { id: number; name: string };
      };
    const before = await me();
    expect((await me()).role.name).toBe(before.role.name);
    const userId = (await sessionUserOf(db, 'staff')).id;
    const other = await db
      .selectFrom('role')
      .select(['id', 'name'])
      .where('name', '<>', before.role.name)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('user').set({ roleId: other.id }).where('id', '=', userId).execute();
    expect((await me()).role.name).toBe(other.name);
    await db
      .updateTable('department')
      .set({ name: 'Renamed Department' })
      .where('id', '=', before.department.id)
      .execute();
    expect((await me()).department.name).toBe('Renamed Department');
  });
});
