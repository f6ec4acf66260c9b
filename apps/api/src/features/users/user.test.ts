import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let roles: Map<string, number>;
let departments: Map<string, number>;

interface UserRow {
  id: number;
  name: string;
  role: string;
  department: string;
  lastLogon: string | null;
  status: boolean;
}

beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-users-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
  roles = new Map(
    (await t.app.db.selectFrom('role').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
  );
  departments = new Map(
    (await t.app.db.selectFrom('department').select(['id', 'name']).execute()).map((d) => [d.name, d.id]),
  );
});
afterAll(() => t.close());

const role = (name: string) => roles.get(name)!;
const department = (name: string) => departments.get(name)!;

async function userId(username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.userId;
}

async function countUsers(): Promise<number> {
  const row = await t.app.db
    .selectFrom('user')
    .select(t.app.db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function auditOf(entity: string, entityId: number, action: string) {
  return t.app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .where('action', '=', action)
    .execute();
}

function newUser(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Siti Nurhaliza binti Tarudin',
    roleId: role('Staff'),
    departmentId: department('Finance'),
    email: 'siti.tarudin@sewabeli.my',
    phone: '012-7788990',
    username: 'siti.tarudin',
    password: 'Gajah#Terbang.Petang',
    ...overrides,
  };
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----sewabeli-user-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function uploadImage(auth: Record<string, string>, data = TEST_PNG, name = 'signature.png') {
  const { payload, headers } = multipart({}, { name, data, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: '/files?kind=image',
    payload,
    headers: { ...headers, ...auth },
  });
}

describe('user list (clients §2, §7)', () => {
  it('pages, searches and sorts in SQL with role, department and last logon', async () => {
    const res = await trpc(t.app, 'query', 'user.list', { sortBy: 'name', pageSize: 3 }, admin);
    const page = res.data as ListPage<UserRow>;
    expect(page.rows).toHaveLength(3);
    expect(page.total).toBeGreaterThanOrEqual(6);
    const names = page.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const byRole = (
      await trpc(t.app, 'query', 'user.list', { search: 'credit off', searchField: 'role' }, admin)
    ).data as ListPage<UserRow>;
    expect(byRole.rows.map((r) => r.name)).toEqual(['Tan Wei Ming']);
    expect(byRole.rows[0]).toMatchObject({ role: 'Credit Officer', department: 'Credit', status: true });

    const sorted = (await trpc(t.app, 'query', 'user.list', { sortBy: 'lastLogon', sortDir: 'desc' }, admin))
      .data as ListPage<UserRow>;
    expect(sorted.rows[0]?.lastLogon).toBeTruthy();
  });

  it('searches the last logon as the screen shows it (DD-MM-YYYY)', async () => {
    const today = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' })
      .format(new Date())
      .replaceAll('/', '-');
    const res = await trpc(t.app, 'query', 'user.list', { search: today, searchField: 'lastLogon' }, admin);
    expect((res.data as ListPage<UserRow>).rows.map((r) => r.name)).toContain('Tan Wei Ming');
  });

  it('refuses an unknown sort column', async () => {
    const res = await trpc(t.app, 'query', 'user.list', { sortBy: 'passwordHash' }, admin);
    expect(res.status).toBe(400);
  });

  it('GET /api/user/all answers every user with Role, Department and UserAuth.username', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/user/all', headers: officer });
    expect(res.statusCode).toBe(200);
    const users = res.json<Record<string, unknown>[]>();
    expect(users.length).toBeGreaterThanOrEqual(6);
    expect(users.find((u) => u.name === 'Tan Wei Ming')).toMatchObject({
      role: 'Credit Officer',
      department: 'Credit',
      Role: { name: 'Credit Officer' },
      Department: { name: 'Credit' },
      UserAuth: { username: 'credit.officer' },
      status: true,
      signatureUrl: null,
    });
    expect(JSON.stringify(users)).not.toContain('scrypt');
  });

  it('GET /api/user/details/{id} answers one user; an unknown id is 404', async () => {
    const id = await userId('head.operation');
    const res = await t.app.inject({ method: 'GET', url: `/api/user/details/${id}`, headers: officer });
    expect(res.json()).toMatchObject({
      id,
      UserAuth: { username: 'head.operation' },
      roleId: role('Head of Operation'),
    });
    const missing = await t.app.inject({ method: 'GET', url: '/api/user/details/99999', headers: officer });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 0, msg: 'User not found' });
  });

  it('GET /api/role/all and /api/department/all answer the seeded lists', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/role/all', headers: officer });
    expect(r.json<{ name: string }[]>().map((x) => x.name)).toEqual([
      'Superadmin',
      'Credit Officer',
      'Head of Operation',
      'Malaysia Director',
      'China Director',
      'Collection Officer',
      'Staff',
    ]);
    const d = await t.app.inject({ method: 'GET', url: '/api/department/all', headers: officer });
    expect(d.json<{ name: string }[]>().map((x) => x.name)).toEqual([
      'Credit',
      'Operations',
      'Collections',
      'Management',
      'Finance',
    ]);
    const viaTrpc = await trpc(t.app, 'query', 'user.roles', undefined, officer);
    expect((viaTrpc.data as unknown[]).length).toBe(7);
  });
});

describe('creating users (clients §5 New user, decisions §7)', () => {
  it.each<[Record<string, unknown>, string]>([
    [{ name: ' ' }, 'Please enter full name'],
    [{ roleId: undefined }, 'Please select role'],
    [{ departmentId: null }, 'Please select department'],
    [{ username: '' }, 'Username is not valid'],
    [{ password: 'password1!' }, 'Password is invalid'],
    [{ password: 'Password1' }, 'Password is invalid'],
    [{ password: 'Pa@1' }, 'Password is invalid'],
  ])('%j is refused with "%s" and nothing is saved', async (change, message) => {
    const before = await countUsers();
    const res = await trpc(t.app, 'mutation', 'user.create', newUser(change), admin);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a role or department that does not exist', async () => {
    const res = await trpc(t.app, 'mutation', 'user.create', newUser({ roleId: 9999 }), admin);
    expect(res.error?.message).toBe('Please select role');
    const dep = await trpc(t.app, 'mutation', 'user.create', newUser({ departmentId: 9999 }), admin);
    expect(dep.error?.message).toBe('Please select department');
  });

  it('only a Superadmin creates users', async () => {
    const before = await countUsers();
    const res = await trpc(t.app, 'mutation', 'user.create', newUser({ username: 'not.allowed' }), officer);
    expect(res.status).toBe(403);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: officer,
      payload: newUser({ username: 'not.allowed' }),
    });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ status: 0, msg: 'Only a Superadmin can create users' });
    expect(await countUsers()).toBe(before);
  });

  it('a Superadmin creates a user who can then sign in; the creation is audited', async () => {
    const res = await trpc(t.app, 'mutation', 'user.create', newUser(), admin);
    expect(res.status).toBe(200);
    const { id } = res.data as { id: number };
    const token = await signIn(t.app, 'siti.tarudin', 'Gajah#Terbang.Petang');
    const me = await trpc(t.app, 'query', 'auth.me', undefined, bearer(token));
    expect(me.data).toMatchObject({ id, role: { name: 'Staff' }, department: { name: 'Finance' } });
    const audit = await auditOf('user', id, 'create');
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]?.after)).not.toContain('Gajah#Terbang.Petang');
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const res = await trpc(t.app, 'mutation', 'user.create', newUser({ username: 'Credit.Officer' }), admin);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('Username already exists');
  });

  it('legacy POST /user then POST /userAuth creates an account that signs in only after its credentials', async () => {
    const body = {
      username: 'rajesh.kumar',
      name: 'Rajesh a/l Kumar',
      phone: '019-3344556',
      email: '',
      roleId: String(role('Collection Officer')),
      departmentId: department('Collections'),
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/user', headers: admin, payload: body });
    expect(created.statusCode).toBe(200);
    const { id, status, msg } = created.json<{ id: number; status: number; msg: string }>();
    expect({ status, msg }).toEqual({ status: 1, msg: 'Submitted Successfully' });
    await expect(signIn(t.app, 'rajesh.kumar', 'Kutip-Bayaran#Pagi.Esok')).rejects.toThrow();

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth',
      headers: admin,
      payload: { userId: id, username: 'rajesh.kumar', password: 'weakpass' },
    });
    expect(weak.json()).toEqual({ status: 0, msg: 'Password is invalid' });

    const byOfficer = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth',
      headers: officer,
      payload: { userId: id, username: 'rajesh.kumar', password: 'Kutip-Bayaran#Pagi.Esok' },
    });
    expect(byOfficer.statusCode).toBe(403);

    const set = await t.app.inject({
      method: 'POST',
      url: '/api/userAuth',
      headers: admin,
      payload: { userId: id, username: 'rajesh.kumar', password: 'Kutip-Bayaran#Pagi.Esok' },
    });
    expect(set.json()).toMatchObject({ status: 1 });
    expect(await signIn(t.app, 'rajesh.kumar', 'Kutip-Bayaran#Pagi.Esok')).toBeTruthy();
    const details = await t.app.inject({ method: 'GET', url: `/api/user/details/${id}`, headers: admin });
    expect(details.json()).toMatchObject({ email: null, UserAuth: { username: 'rajesh.kumar' } });
  });

  it('issue 40: legacy POST /user with a password sets it under the same rules, or refuses it and saves nothing', async () => {
    const body = {
      name: 'Farah binti Idris',
      phone: '019-4455667',
      email: '',
      roleId: String(role('Collection Officer')),
      departmentId: department('Collections'),
    };
    for (const [password, msg] of [
      ['weakpass', 'Password is invalid'],
      ['Farah.Idris#2026', 'Password is invalid'],
    ]) {
      const before = await countUsers();
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: { ...body, username: 'farah.idris', password },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ status: 0, msg });
      expect(await countUsers()).toBe(before);
    }
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/user',
      headers: admin,
      payload: { ...body, username: 'farah.idris', password: 'Bayar-Tepat#Masa.Kini' },
    });
    expect(created.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    expect(await signIn(t.app, 'farah.idris', 'Bayar-Tepat#Masa.Kini')).toBeTruthy();
  });

  it('legacy POST /user answers the spec messages', async () => {
    for (const [change, msg] of [
      [{ name: '' }, 'Please enter full name'],
      [{ roleId: '' }, 'Please select role'],
      [{ departmentId: undefined }, 'Please select department'],
      [{ username: '' }, 'Username is not valid'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user',
        headers: admin,
        payload: { ...newUser({ username: 'someone.new' }), password: undefined, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, msg });
    }
  });
});

describe('profile updates (clients §2 user profile, decisions §7)', () => {
  it('everyone edits their own basic info over PUT /api/user', async () => {
    const id = await userId('credit.officer');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/user',
      headers: officer,
      payload: {
        id,
        name: 'Tan Wei Ming',
        email: 'wm.tan@sewabeli.my',
        phone: '016-2233445',
        roleId: role('Credit Officer'),
        departmentId: department('Credit'),
        status: 1,
      },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    const after = await trpc(t.app, 'query', 'user.byId', { id }, officer);
    expect(after.data).toMatchObject({ email: 'wm.tan@sewabeli.my', status: true });
    expect(await auditOf('user', id, 'update')).toHaveLength(1);
  });

  it('the same rules apply to the profile edit', async () => {
    const id = await userId('credit.officer');
    const res = await trpc(
      t.app,
      'mutation',
      'user.update',
      { id, name: '', roleId: role('Credit Officer'), departmentId: department('Credit'), status: true },
      officer,
    );
    expect(res.error?.message).toBe('Please enter full name');
  });

  it("a Credit Officer cannot change their own role, department or active flag, nor anyone else's profile", async () => {
    const id = await userId('credit.officer');
    const base = {
      id,
      name: 'Tan Wei Ming',
      roleId: role('Credit Officer'),
      departmentId: department('Credit'),
      status: true,
    };
    for (const change of [
      { roleId: role('Superadmin') },
      { departmentId: department('Finance') },
      { status: false },
    ]) {
      const res = await trpc(t.app, 'mutation', 'user.update', { ...base, ...change }, officer);
      expect(res.status).toBe(403);
      expect(res.error?.message).toBe('Only a Superadmin can change role, department or active status');
    }
    const other = await userId('head.operation');
    const res = await trpc(
      t.app,
      'mutation',
      'user.update',
      {
        ...base,
        id: other,
        name: 'Someone Else',
        roleId: role('Head of Operation'),
        departmentId: department('Operations'),
      },
      officer,
    );
    expect(res.status).toBe(403);
    const row = await t.app.db
      .selectFrom('user')
      .select('roleId')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.roleId).toBe(role('Credit Officer'));
  });

  it('a Superadmin changes position and deactivates; the deactivated user is signed out at once', async () => {
    const id = await userId('collection.officer');
    const token = await signIn(t.app, 'collection.officer');
    const res = await trpc(
      t.app,
      'mutation',
      'user.update',
      {
        id,
        name: 'Kavitha a/p Subramaniam',
        roleId: role('Staff'),
        departmentId: department('Finance'),
        email: null,
        phone: null,
        status: false,
      },
      admin,
    );
    expect(res.status).toBe(200);
    const me = await trpc(t.app, 'query', 'auth.me', undefined, bearer(token));
    expect(me.status).toBe(401);
    const live = await t.app.db
      .selectFrom('session')
      .select('id')
      .where('userId', '=', id)
      .where('revokedAt', 'is', null)
      .execute();
    expect(live).toEqual([]);
    await expect(signIn(t.app, 'collection.officer')).rejects.toThrow();

    await trpc(
      t.app,
      'mutation',
      'user.update',
      {
        id,
        name: 'Kavitha a/p Subramaniam',
        roleId: role('Collection Officer'),
        departmentId: department('Collections'),
        status: true,
      },
      admin,
    );
    expect(await signIn(t.app, 'collection.officer')).toBeTruthy();
  });

  it('a Superadmin cannot deactivate their own account or remove the last active Superadmin', async () => {
    const id = await userId('superadmin');
    const base = {
      id,
      name: 'Nurul Aisyah binti Rahman',
      roleId: role('Superadmin'),
      departmentId: department('Management'),
    };
    const off = await trpc(t.app, 'mutation', 'user.update', { ...base, status: false }, admin);
    expect(off.status).toBe(409);
    expect(off.error?.message).toBe('You cannot deactivate your own account');
    const demote = await trpc(
      t.app,
      'mutation',
      'user.update',
      { ...base, roleId: role('Staff'), status: true },
      admin,
    );
    expect(demote.status).toBe(409);
    expect(demote.error?.message).toBe('At least one active Superadmin must remain');
  });
});

describe('username and password changes (clients §5, decisions §7)', () => {
  it('PUT /api/userAuth changes one’s own username; the rule and uniqueness hold', async () => {
    const token = await signIn(t.app, 'head.operation');
    const auth = bearer(token);
    const id = await userId('head.operation');
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: auth,
      payload: { userId: id, username: 'hafiz' },
    });
    expect(short.json()).toEqual({ status: 0, msg: 'Username does not match requirement' });
    const taken = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: auth,
      payload: { userId: id, username: 'SUPERADMIN' },
    });
    expect(taken.statusCode).toBe(409);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: auth,
      payload: { userId: id, username: 'hafiz.abdullah' },
    });
    expect(ok.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    expect(await signIn(t.app, 'hafiz.abdullah')).toBeTruthy();
    expect(await auditOf('user', id, 'change-username')).toHaveLength(1);
    // Back, so later tests find the demo user.
    await trpc(t.app, 'mutation', 'user.changeUsername', { userId: id, username: 'head.operation' }, auth);
  });

  it("a Credit Officer cannot change somebody else's username or password", async () => {
    const other = await userId('my.director');
    const name = await trpc(
      t.app,
      'mutation',
      'user.changeUsername',
      { userId: other, username: 'director.lim' },
      officer,
    );
    expect(name.status).toBe(403);
    const pass = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: officer,
      payload: { userId: other, password: 'Taken@Over1' },
    });
    expect(pass.statusCode).toBe(403);
    expect(await signIn(t.app, 'my.director')).toBeTruthy();
  });

  it('changing one’s own password needs the current one, keeps this session and ends the others', async () => {
    const id = await userId('cn.director');
    const current = bearer(await signIn(t.app, 'cn.director'));
    const other = bearer(await signIn(t.app, 'cn.director'));
    const input = { userId: id, password: 'Baru-Lagi#Bulan.Depan', confirmPassword: 'Baru-Lagi#Bulan.Depan' };

    const missing = await trpc(t.app, 'mutation', 'user.changePassword', input, current);
    expect(missing.error?.message).toBe('Please enter current password');
    const wrong = await trpc(
      t.app,
      'mutation',
      'user.changePassword',
      { ...input, currentPassword: 'nope' },
      current,
    );
    expect(wrong.error?.message).toBe('Current password is incorrect');
    const weak = await trpc(
      t.app,
      'mutation',
      'user.changePassword',
      { ...input, password: 'weakpass', confirmPassword: 'weakpass', currentPassword: DEMO_PASSWORD },
      current,
    );
    expect(weak.error?.message).toBe('New password does not match requirements');
    const mismatch = await trpc(
      t.app,
      'mutation',
      'user.changePassword',
      { ...input, confirmPassword: 'Baru-Lagi#Bulan.Lepas', currentPassword: DEMO_PASSWORD },
      current,
    );
    expect(mismatch.error?.message).toBe('Confirm password not match with password');

    const ok = await trpc(
      t.app,
      'mutation',
      'user.changePassword',
      { ...input, currentPassword: DEMO_PASSWORD },
      current,
    );
    expect(ok.status).toBe(200);
    expect((await trpc(t.app, 'query', 'auth.me', undefined, current)).status).toBe(200);
    expect((await trpc(t.app, 'query', 'auth.me', undefined, other)).status).toBe(401);
    await expect(signIn(t.app, 'cn.director')).rejects.toThrow();
    expect(await signIn(t.app, 'cn.director', 'Baru-Lagi#Bulan.Depan')).toBeTruthy();
  });

  it('legacy PUT /api/userAuth with a password: the rules hold and one’s own change needs the current one', async () => {
    const token = await signIn(t.app, 'my.director');
    const id = await userId('my.director');
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: bearer(token),
      payload: { userId: id, password: 'short' },
    });
    expect(weak.json()).toEqual({ status: 0, msg: 'New password does not match requirements' });
    const noCurrent = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: bearer(token),
      payload: { userId: id, password: 'Pengarah#Duduk.Tenang' },
    });
    expect(noCurrent.json()).toEqual({ status: 0, msg: 'Please enter current password' });
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: bearer(token),
      payload: { userId: id, password: 'Pengarah#Duduk.Tenang', currentPassword: DEMO_PASSWORD },
    });
    expect(ok.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    expect(await signIn(t.app, 'my.director', 'Pengarah#Duduk.Tenang')).toBeTruthy();
  });

  it("a Superadmin resets somebody else's password without the current one and ends their sessions", async () => {
    const id = await userId('my.director');
    const token = await signIn(t.app, 'my.director', 'Pengarah#Duduk.Tenang');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/userAuth',
      headers: admin,
      payload: { userId: id, password: 'Semula-Lagi#Hari.Raya' },
    });
    expect(res.json()).toMatchObject({ status: 1 });
    expect((await trpc(t.app, 'query', 'auth.me', undefined, bearer(token))).status).toBe(401);
    expect(await signIn(t.app, 'my.director', 'Semula-Lagi#Hari.Raya')).toBeTruthy();
    expect(await auditOf('user', id, 'change-password')).toHaveLength(2);
  });
});

describe('signature (clients §2, decisions §8)', () => {
  it('uploads through /files then attaches it with user.setSignature; served only to signed-in staff', async () => {
    const id = await userId('credit.officer');
    const up = await uploadImage(officer);
    const { id: fileId } = up.json<{ id: number }>();
    const res = await trpc(t.app, 'mutation', 'user.setSignature', { id, fileId }, officer);
    expect(res.data).toEqual({ signatureUrl: `/files/${fileId}` });
    const details = await t.app.inject({ method: 'GET', url: `/api/user/details/${id}`, headers: officer });
    expect(details.json()).toMatchObject({ signatureUrl: `/files/${fileId}` });
    expect((await t.app.inject({ method: 'GET', url: `/files/${fileId}` })).statusCode).toBe(401);
    expect(await auditOf('user', id, 'set-signature')).toHaveLength(1);
  });

  it("refuses somebody else's upload, a document, and a Credit Officer changing another user's signature", async () => {
    const id = await userId('credit.officer');
    const adminsFile = (await uploadImage(admin)).json<{ id: number }>().id;
    const foreign = await trpc(t.app, 'mutation', 'user.setSignature', { id, fileId: adminsFile }, officer);
    expect(foreign.error?.message).toBe('Please upload a png, webp, jpeg or jpg image');

    const other = await userId('head.operation');
    const own = (await uploadImage(officer)).json<{ id: number }>().id;
    const res = await trpc(t.app, 'mutation', 'user.setSignature', { id: other, fileId: own }, officer);
    expect(res.status).toBe(403);
  });

  it('legacy POST /api/user/upload takes id and file, checks the content, and stores it', async () => {
    const id = await userId('credit.officer');
    const good = multipart({ id: String(id) }, { name: 'ttd.png', data: TEST_PNG, type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: { ...good.headers, ...officer },
      payload: good.payload,
    });
    expect(res.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });

    const fake = multipart({ id: String(id) }, { name: 'ttd.png', data: TEST_PDF, type: 'image/png' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: { ...fake.headers, ...officer },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: 0, msg: 'Only png, webp, jpeg and jpg images are accepted' });

    const other = await userId('head.operation');
    const forbidden = multipart(
      { id: String(other) },
      { name: 'ttd.png', data: TEST_PNG, type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/upload',
      headers: { ...forbidden.headers, ...officer },
      payload: forbidden.payload,
    });
    expect(refused.statusCode).toBe(403);
  });
});
