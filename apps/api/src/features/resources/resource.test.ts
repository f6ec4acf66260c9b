import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let auth: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app, 'superadmin'));
});
afterAll(() => t.close());

describe('resources (clients-and-reference-data.md §2, §7)', () => {
  it('lists the distinct categories, paginated and searchable in SQL', async () => {
    const all = await trpc(t.app, 'query', 'resource.categories', { pageSize: 100 }, auth);
    const page = all.data as ListPage<{ category: string; count: number }>;
    const names = page.rows.map((r) => r.category);
    expect(names).toEqual(
      expect.arrayContaining(['DOCUMENT_APPLICANT', 'DOCUMENT_AGREEMENT', 'HIRER_BUSINESS']),
    );
    expect(page.total).toBe(names.length);

    const found = await trpc(t.app, 'query', 'resource.categories', { search: 'agreement' }, auth);
    expect((found.data as ListPage<{ category: string }>).rows.map((r) => r.category)).toEqual([
      'DOCUMENT_AGREEMENT',
    ]);
  });

  it('pages, sorts and counts the resources of a category', async () => {
    const first = (
      await trpc(
        t.app,
        'query',
        'resource.list',
        { category: 'HIRER_BUSINESS', pageSize: 5, sortBy: 'name', sortDir: 'desc' },
        auth,
      )
    ).data as ListPage<{ name: string }>;
    expect(first.rows).toHaveLength(5);
    expect(first.total).toBeGreaterThan(5);
    const sorted = [...first.rows.map((r) => r.name)].sort((a, b) =>
      b.localeCompare(a, 'en', { sensitivity: 'base' }),
    );
    expect(first.rows.map((r) => r.name)).toEqual(sorted);
    const second = (
      await trpc(
        t.app,
        'query',
        'resource.list',
        { category: 'HIRER_BUSINESS', pageSize: 5, page: 2, sortBy: 'name', sortDir: 'desc' },
        auth,
      )
    ).data as ListPage<{ name: string }>;
    expect(second.rows.map((r) => r.name)).not.toContain(first.rows[0]?.name);
  });

  it('treats search wildcards literally', async () => {
    const res = await trpc(
      t.app,
      'query',
      'resource.list',
      { category: 'HIRER_BUSINESS', search: '%' },
      auth,
    );
    expect((res.data as ListPage<unknown>).total).toBe(0);
  });

  it('refuses an unknown sort column', async () => {
    const res = await trpc(
      t.app,
      'query',
      'resource.list',
      { category: 'HIRER_BUSINESS', sortBy: 'password' },
      auth,
    );
    expect(res.status).toBe(400);
  });

  it('creates a resource over REST and tRPC, refuses a duplicate and audits the change', async () => {
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/resource',
      headers: auth,
      payload: { name: 'Takaful Ikhlas Agency', category: 'INSURANCE_AGENT', description: null },
    });
    expect(rest.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });

    const again = await trpc(
      t.app,
      'mutation',
      'resource.create',
      { name: 'takaful ikhlas agency', category: 'INSURANCE_AGENT' },
      auth,
    );
    expect(again.status).toBe(409);

    const typed = await t.app.inject({
      method: 'GET',
      url: '/api/resource/type/INSURANCE_AGENT',
      headers: auth,
    });
    expect(typed.json<{ name: string }[]>().map((r) => r.name)).toContain('Takaful Ikhlas Agency');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'resource')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('answers a blank name with 400 {status: 0} and saves nothing', async () => {
    const before = await t.app.db
      .selectFrom('resource')
      .select(t.app.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/resource',
      headers: auth,
      payload: { name: '  ', category: 'INSURANCE_AGENT' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ status: number }>().status).toBe(0);
    const after = await t.app.db
      .selectFrom('resource')
      .select(t.app.db.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
