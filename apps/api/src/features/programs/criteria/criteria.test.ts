import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../../testing/test-app';
import { auditOf, call, resourceId, rest, snapshot } from '../programs.test-support';
import { CRITERIA_CATEGORY_UNKNOWN, CRITERIA_NOT_EDITABLE } from './criteria.service';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let collector: Record<string, string>;
let banking: number;
let bureau: number;

interface CriteriaRow {
  id: number;
  resourceId: number;
  category: string;
  name: string;
  description: string;
  editable: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
  collector = bearer(await signIn(t.app, 'collection.officer'));
  banking = await resourceId(t.app.db, 'CRITERIA_CATEGORY', 'Banking Conduct');
  bureau = await resourceId(t.app.db, 'CRITERIA_CATEGORY', 'Credit Bureau');
});
afterAll(() => t.close());

describe('criteria catalogue (collections-and-programs.md §2.4, §5, §7)', () => {
  it('POST /criteria creates from {category, name, description}, by resource id or name, and audits', async () => {
    const byId = await rest(t.app, 'POST', '/criteria', officer, {
      category: banking,
      name: 'No returned cheques',
      description: 'No dishonoured cheques in the last 6 months',
    });
    expect(byId).toMatchObject({ status: 200, body: { status: 1, msg: 'Created Successfully' } });
    const byName = await rest(t.app, 'POST', '/criteria', admin, {
      category: 'credit bureau',
      name: 'CCRIS conduct',
      description: 'No facility 3 months in arrears',
    });
    expect(byName.body.status).toBe(1);

    const all = await rest<Record<string, unknown>[]>(t.app, 'GET', '/criteria/all', collector);
    expect(all.body).toEqual([
      {
        id: byId.body.id,
        category: 'Banking Conduct',
        resourceId: banking,
        name: 'No returned cheques',
        description: 'No dishonoured cheques in the last 6 months',
        editable: true,
        Resource: { id: banking, name: 'Banking Conduct' },
      },
      expect.objectContaining({ category: 'Credit Bureau', resourceId: bureau, name: 'CCRIS conduct' }),
    ]);
    expect(await auditOf(t.app.db, 'criteria', byId.body.id as number)).toMatchObject([{ action: 'create' }]);
  });

  it('flags every missing field and saves nothing', async () => {
    const before = await snapshot(t.app.db);
    const res = await rest(t.app, 'POST', '/criteria', officer, { category: '', name: ' ', description: '' });
    expect(res).toEqual({ status: 400, body: { status: 0, msg: 'Please select category' } });
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'programs.criteria.create',
      { category: String(banking) },
      officer,
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.res.json().error.json.data.fieldErrors).toEqual({
      name: 'Please enter name',
      description: 'Please enter description',
    });
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('refuses a category that is not a CRITERIA_CATEGORY resource, and a duplicate name', async () => {
    const factorType = await resourceId(t.app.db, 'FACTOR_CATEGORY', 'Management');
    const wrong = await rest(t.app, 'POST', '/criteria', officer, {
      category: factorType,
      name: 'x',
      description: 'y',
    });
    expect(wrong).toEqual({ status: 400, body: { status: 0, msg: CRITERIA_CATEGORY_UNKNOWN } });
    const duplicate = await rest(t.app, 'POST', '/criteria', officer, {
      category: banking,
      name: 'NO RETURNED CHEQUES',
      description: 'again',
    });
    expect(duplicate.status).toBe(409);
  });

  it('lists through tRPC paginated, searched (all columns or one) and sorted in SQL', async () => {
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]) {
      await call(
        t.app,
        'mutation',
        'programs.criteria.create',
        {
          category: String(banking),
          name: `Average balance ${String(n).padStart(2, '0')}`,
          description: 'Month-end',
        },
        officer,
      );
    }
    const first = await call<ListPage<CriteriaRow>>(t.app, 'query', 'programs.criteria.list', {}, collector);
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBe(13);
    const sorted = await call<ListPage<CriteriaRow>>(
      t.app,
      'query',
      'programs.criteria.list',
      { sortBy: 'name', sortDir: 'desc', pageSize: 3 },
      collector,
    );
    expect(sorted.rows.map((r) => r.name)).toEqual(
      ['No returned cheques', 'CCRIS conduct', 'Average balance 11'].sort().reverse(),
    );
    const byCategory = await call<ListPage<CriteriaRow>>(
      t.app,
      'query',
      'programs.criteria.list',
      { search: 'bureau', searchField: 'category' },
      collector,
    );
    expect(byCategory.rows.map((r) => r.name)).toEqual(['CCRIS conduct']);
    const byDescription = await call<ListPage<CriteriaRow>>(
      t.app,
      'query',
      'programs.criteria.list',
      { search: 'dishonoured' },
      collector,
    );
    expect(byDescription.total).toBe(1);
  });

  it('PUT /criteria updates an editable row and audits before and after', async () => {
    const [row] = (
      await call<ListPage<CriteriaRow>>(t.app, 'query', 'programs.criteria.list', { search: 'CCRIS' }, admin)
    ).rows;
    const res = await rest(t.app, 'PUT', '/criteria', officer, {
      id: row!.id,
      category: banking,
      name: 'CCRIS conduct (12 months)',
      description: 'No facility 3 months in arrears in the last 12 months',
    });
    expect(res.body).toMatchObject({ status: 1, msg: 'Saved Successfully' });
    const after = await call<CriteriaRow>(
      t.app,
      'query',
      'programs.criteria.byId',
      { id: row!.id },
      collector,
    );
    expect(after).toMatchObject({ category: 'Banking Conduct', name: 'CCRIS conduct (12 months)' });
    const audit = await auditOf(t.app.db, 'criteria', row!.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ name: 'CCRIS conduct' }),
      after: expect.objectContaining({ name: 'CCRIS conduct (12 months)' }),
    });
  });

  it('refuses to change or delete a row not flagged editable', async () => {
    const locked = await t.app.db
      .insertInto('criteria')
      .values({
        resourceId: bureau,
        name: 'CTOS legal records',
        description: 'No legal action',
        editable: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.app.db);
    const update = await rest(t.app, 'PUT', '/criteria', admin, {
      id: locked.id,
      category: bureau,
      name: 'Renamed',
      description: 'x',
    });
    expect(update).toEqual({ status: 403, body: { status: 0, msg: CRITERIA_NOT_EDITABLE } });
    const remove = await trpc(t.app, 'mutation', 'programs.criteria.delete', { id: locked.id }, admin);
    expect(remove.error?.message).toBe(CRITERIA_NOT_EDITABLE);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('DELETE /criteria hides the row, keeps it for history and audits', async () => {
    const [row] = (
      await call<ListPage<CriteriaRow>>(
        t.app,
        'query',
        'programs.criteria.list',
        { search: 'returned' },
        admin,
      )
    ).rows;
    const res = await rest(t.app, 'DELETE', '/criteria', officer, { id: row!.id });
    expect(res.body).toMatchObject({ status: 1, msg: 'Deleted Successfully' });
    const all = await rest<CriteriaRow[]>(t.app, 'GET', '/criteria/all', admin);
    expect(all.body.map((r) => r.id)).not.toContain(row!.id);
    const kept = await t.app.db
      .selectFrom('criteria')
      .select('deletedAt')
      .where('id', '=', row!.id)
      .executeTakeFirst();
    expect(kept?.deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(t.app.db, 'criteria', row!.id)).at(-1)?.action).toBe('delete');
    const again = await rest(t.app, 'DELETE', '/criteria', officer, { id: row!.id });
    expect(again.status).toBe(404);
  });

  it('lets every signed-in user read but only Superadmin and Credit Officer write', async () => {
    const payload = { category: banking, name: 'Audit trail', description: 'x' };
    expect((await rest(t.app, 'POST', '/criteria', collector, payload)).status).toBe(403);
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'programs.criteria.create',
          { ...payload, category: String(banking) },
          collector,
        )
      ).status,
    ).toBe(403);
    expect((await rest(t.app, 'GET', '/criteria/all', collector)).status).toBe(200);
    expect((await rest(t.app, 'GET', '/criteria/all', {})).status).toBe(401);
    // The Category choices: GET /resource/all filtered to CRITERIA_CATEGORY (spec §7).
    const resources = await rest<{ id: number; category: string }[]>(
      t.app,
      'GET',
      '/resource/all',
      collector,
    );
    expect(resources.body.filter((r) => r.category === 'CRITERIA_CATEGORY').map((r) => r.id)).toContain(
      banking,
    );
  });
});
