import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../testing/caller';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let admin: Caller;
let superadminId: number;
let officerId: number;

async function idOf(username: string) {
  const row = await t.app.db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.userId;
}

beforeAll(async () => {
  t = await createTestApp();
  superadminId = await idOf('superadmin');
  officerId = await idOf('credit.officer');
  await t.app.db.deleteFrom('auditLog').execute();
  // Three days of history, written straight into the table.
  await t.app.db
    .insertInto('auditLog')
    .values([
      {
        userId: officerId,
        action: 'create',
        entity: 'hirer',
        entityId: '7',
        createdAt: new Date('2026-11-01T09:00:00Z'),
      },
      {
        userId: officerId,
        action: 'update',
        entity: 'hirer',
        entityId: '7',
        createdAt: new Date('2026-11-02T09:00:00Z'),
      },
      {
        userId: superadminId,
        action: 'update',
        entity: 'user',
        entityId: '3',
        createdAt: new Date('2026-11-02T10:00:00Z'),
      },
      {
        userId: null,
        action: 'login-failed',
        entity: 'session',
        ip: '192.0.2.9',
        createdAt: new Date('2026-11-03T15:59:00Z'),
      },
    ])
    .execute();
  admin = await callerFor(t, 'Superadmin');
});
afterAll(() => t.close());

describe('issue 9: the audit log a Superadmin reads, filtered and paged in SQL', () => {
  it('lists newest first with the user’s name, the record and the address', async () => {
    const page = await admin.audit.list({ pageSize: 3 });
    expect(page.total).toBe(5); // the four above and the sign-in of callerFor
    expect(page.rows.map((row) => row.action)).toEqual(['login', 'login-failed', 'update']);
    expect(page.rows[0]).toMatchObject({
      user: 'Nurul Aisyah binti Rahman',
      entity: 'session',
      ip: '127.0.0.1',
    });
    expect(page.rows[0]?.sessionId).toEqual(expect.any(Number));
    const second = await admin.audit.list({ pageSize: 3, page: 2 });
    expect(second.rows.map((row) => row.entity)).toEqual(['hirer', 'hirer']);
  });

  it.each([
    [{ action: 'update' }, ['user:3', 'hirer:7']],
    [{ entity: 'hirer', entityId: '7' }, ['hirer:7', 'hirer:7']],
    [{ entity: 'hirer', action: 'create' }, ['hirer:7']],
    [{ from: '2026-11-02', to: '2026-11-02' }, ['user:3', 'hirer:7']],
    [{ from: '2026-11-03', to: '2026-11-03' }, ['session:null']],
    [{ to: '2026-11-01' }, ['hirer:7']],
  ])('filter %j', async (filter, expected) => {
    const page = await admin.audit.list(filter);
    expect(page.rows.map((row) => `${row.entity}:${row.entityId}`)).toEqual(expected);
  });

  it('filters by user', async () => {
    const page = await admin.audit.list({ userId: officerId });
    expect(page.rows.map((row) => row.action)).toEqual(['update', 'create']);
    expect((await admin.audit.list({ userId: officerId, action: 'login' })).rows).toEqual([]);
  });

  it('searches and offers the actions, record kinds and users it holds', async () => {
    expect((await admin.audit.list({ search: '192.0.2' })).rows.map((row) => row.action)).toEqual([
      'login-failed',
    ]);
    const choices = await admin.audit.choices();
    expect(choices.actions).toEqual(['create', 'login', 'login-failed', 'update']);
    expect(choices.entities).toEqual(['hirer', 'session', 'user']);
    expect(choices.users.map((user) => user.id)).toContain(officerId);
  });

  it('takes the days of the filter in Kuala Lumpur time, as the screen shows them', async () => {
    // 15:59Z on 3 November is 23:59 there; 16:00Z is already 4 November.
    await t.app.db
      .insertInto('auditLog')
      .values({
        userId: null,
        action: 'probe',
        entity: 'session',
        createdAt: new Date('2026-11-03T16:00:00Z'),
      })
      .execute();
    const third = await admin.audit.list({ from: '2026-11-03', to: '2026-11-03' });
    expect(third.rows.map((row) => row.action)).toEqual(['login-failed']);
    const fourth = await admin.audit.list({ from: '2026-11-04', to: '2026-11-04' });
    expect(fourth.rows.map((row) => row.action)).toEqual(['probe']);
    await t.app.db.deleteFrom('auditLog').where('action', '=', 'probe').execute();
  });

  it('refuses a date that is not one', async () => {
    await expect(admin.audit.list({ from: '2026-02-30' })).rejects.toThrow('Invalid date format');
  });

  it('is for Superadmins only', async () => {
    const officer = bearer(await signIn(t.app, 'credit.officer'));
    const res = await trpc(t.app, 'query', 'audit.list', {}, officer);
    expect(res.status).toBe(403);
    expect(res.error?.message).toBe('Only a Superadmin can read the audit log');
    expect((await trpc(t.app, 'query', 'audit.choices', undefined, officer)).status).toBe(403);
  });
});
