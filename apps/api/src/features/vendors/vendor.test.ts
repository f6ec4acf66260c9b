import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplication, newHirer, newOrderLine } from '../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;

interface VendorRow {
  id: number;
  name: string;
  createdAt: string;
  facilityCount: number;
}
interface FacilityPage
  extends ListPage<{ id: number; letterOffer: string; hpNo: string; loanAmount: number; hirerName: string }> {
  totalLoanAmount: number;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
});
afterAll(() => t.close());

const vendorCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('vendor')
        .select(t.app.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createVendor(name: string): Promise<number> {
  const res = await t.app.inject({ method: 'POST', url: '/api/vendor', headers: officer, payload: { name } });
  expect(res.statusCode).toBe(200);
  return res.json<{ id: number }>().id;
}

/** A product to hang order lines on. */
async function someProduct() {
  const brand = await trpc(t.app, 'mutation', 'brand.create', { name: `Scania ${Math.random()}` }, officer);
  const brandId = (brand.data as { id: number }).id;
  const product = await trpc(
    t.app,
    'mutation',
    'product.create',
    { brandId, name: 'R450 Prime Mover', cost: '520000' },
    officer,
  );
  return { brandId, productId: (product.data as { id: number }).id };
}

describe('vendor rules (clients §5)', () => {
  it("answers a missing name with 'Name is required' over REST and tRPC, saving nothing", async () => {
    const before = await vendorCount();
    for (const payload of [{}, { name: '' }, { name: '   ' }]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/vendor', headers: officer, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, msg: 'Name is required' });
    }
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor',
      headers: officer,
      payload: { id: 1, name: ' ' },
    });
    expect(put.json()).toEqual({ status: 0, msg: 'Name is required' });
    const rpc = await trpc(t.app, 'mutation', 'vendor.create', { name: '' }, officer);
    expect(rpc.status).toBe(400);
    expect(rpc.error?.message).toBe('Name is required');
    expect(await vendorCount()).toBe(before);
  });
});

describe('vendors over the legacy REST calls (clients §7)', () => {
  let sinHeng: number;

  it('POST /vendor creates and audits; a second vendor of the same name is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: officer,
      payload: { name: 'Sin Heng Chan (Malaya) Sdn Bhd' },
    });
    expect(res.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully', id: expect.any(Number) });
    sinHeng = res.json<{ id: number }>().id;
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'after'])
      .where('entity', '=', 'vendor')
      .where('entityId', '=', String(sinHeng))
      .execute();
    expect(audit).toEqual([{ action: 'create', after: { name: 'Sin Heng Chan (Malaya) Sdn Bhd' } }]);
    const dup = await t.app.inject({
      method: 'POST',
      url: '/api/vendor',
      headers: officer,
      payload: { name: 'sin heng chan (malaya) sdn bhd' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ msg: string }>().msg).toBe(
      'A vendor named sin heng chan (malaya) sdn bhd already exists',
    );
  });

  it('eight people adding the same vendor at the same moment get one vendor and seven refusals', async () => {
    const name = 'Serentak Machinery Sdn Bhd';
    const answers = await Promise.all(
      [name, name.toUpperCase(), name.toLowerCase(), name, name, name, name, name].map((n) =>
        t.app.inject({ method: 'POST', url: '/api/vendor', headers: officer, payload: { name: n } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const rows = await t.app.db
      .selectFrom('vendor')
      .select('id')
      .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
      .execute();
    expect(rows).toHaveLength(1);
    await t.app.db
      .deleteFrom('auditLog')
      .where('entity', '=', 'vendor')
      .where('entityId', '=', String(rows[0]!.id))
      .execute();
    await t.app.db.deleteFrom('vendor').where('id', '=', rows[0]!.id).execute();
  });

  it('GET /vendor/all and GET /vendor/details/{id} answer id and name', async () => {
    await createVendor('Hap Seng Trucks Distribution Sdn Bhd');
    const all = await t.app.inject({ method: 'GET', url: '/api/vendor/all', headers: officer });
    expect(all.json()).toEqual([
      { id: expect.any(Number), name: 'Hap Seng Trucks Distribution Sdn Bhd' },
      { id: sinHeng, name: 'Sin Heng Chan (Malaya) Sdn Bhd' },
    ]);
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/vendor/details/${sinHeng}`,
      headers: officer,
    });
    expect(details.json()).toEqual({
      id: sinHeng,
      name: 'Sin Heng Chan (Malaya) Sdn Bhd',
      createdAt: expect.any(String),
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/details/999999',
      headers: officer,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 0, msg: 'Vendor not found' });
  });

  it('PUT /vendor renames and records before and after', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor',
      headers: officer,
      payload: { id: String(sinHeng), name: 'Sin Heng Chan (Malaya) Berhad' },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully', id: sinHeng });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'vendor')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({
      before: { name: 'Sin Heng Chan (Malaya) Sdn Bhd' },
      after: { name: 'Sin Heng Chan (Malaya) Berhad' },
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/vendor',
      headers: officer,
      payload: { id: 999999, name: 'Nobody Sdn Bhd' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('DELETE /vendor refuses a vendor used by order lines and soft-deletes an unused one', async () => {
    const { brandId, productId } = await someProduct();
    const hirerId = await newHirer(t.app.db, 'Logistik Selatan Sdn Bhd');
    const applicantId = await newApplication(t.app.db, hirerId);
    await newOrderLine(t.app.db, {
      applicantId,
      hirerId,
      brandId,
      productId,
      vendorId: sinHeng,
      cost: '520000',
      loanAmount: '416000',
    });

    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/vendor',
      headers: admin,
      payload: { id: sinHeng },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 0,
      msg: 'Sin Heng Chan (Malaya) Berhad is used by 1 application line and cannot be deleted',
    });

    const unused = await createVendor('Syarikat Jentera Lama Sdn Bhd');
    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: '/api/vendor',
      headers: officer,
      payload: { id: unused },
    });
    expect(forbidden.statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/vendor',
      headers: admin,
      payload: { id: unused },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
    const row = await t.app.db
      .selectFrom('vendor')
      .select('deletedAt')
      .where('id', '=', unused)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeInstanceOf(Date);
    const all = await t.app.inject({ method: 'GET', url: '/api/vendor/all', headers: officer });
    expect(all.json<{ id: number }[]>().map((v) => v.id)).not.toContain(unused);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/vendor/details/${unused}`, headers: officer }))
        .statusCode,
    ).toBe(404);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('before')
      .where('entity', '=', 'vendor')
      .where('entityId', '=', String(unused))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: 'Syarikat Jentera Lama Sdn Bhd' });
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/vendor', headers: admin, payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});

describe('vendors over tRPC', () => {
  it('pages, searches and sorts the list in SQL', async () => {
    for (const name of [
      'Tractors Malaysia (1982) Sdn Bhd',
      'Sime Darby Industrial Sdn Bhd',
      'UMW Equipment Sdn Bhd',
      'Isuzu Malaysia Sdn Bhd',
      'Hino Motors Sales (Malaysia) Sdn Bhd',
      'Kobelco International (M) Sdn Bhd',
      'Scania Southeast Asia Sdn Bhd',
      'Volvo Malaysia Sdn Bhd',
      'SANY Heavy Industry (M) Sdn Bhd',
    ]) {
      await trpc(t.app, 'mutation', 'vendor.create', { name }, officer);
    }
    const first = (await trpc(t.app, 'query', 'vendor.list', { sortBy: 'name' }, officer))
      .data as ListPage<VendorRow>;
    expect(first.rows).toHaveLength(10);
    expect(first.total).toBe(11);
    expect(first.rows[0]?.name).toBe('Hap Seng Trucks Distribution Sdn Bhd');
    const second = (await trpc(t.app, 'query', 'vendor.list', { sortBy: 'name', page: 2 }, officer))
      .data as ListPage<VendorRow>;
    expect(second.rows.map((r) => r.name)).toEqual(['Volvo Malaysia Sdn Bhd']);
    const found = (
      await trpc(
        t.app,
        'query',
        'vendor.list',
        { search: '(m)', searchField: 'name', sortBy: 'name' },
        officer,
      )
    ).data as ListPage<VendorRow>;
    expect(found.rows.map((r) => r.name)).toEqual([
      'Kobelco International (M) Sdn Bhd',
      'SANY Heavy Industry (M) Sdn Bhd',
    ]);
    expect((await trpc(t.app, 'query', 'vendor.list', { sortBy: 'createdBy' }, officer)).status).toBe(400);
  });

  it('update refuses a name another vendor has; byId answers 404 for an unknown vendor', async () => {
    const page = (await trpc(t.app, 'query', 'vendor.list', { search: 'UMW' }, officer))
      .data as ListPage<VendorRow>;
    const umw = page.rows[0]!;
    const clash = await trpc(
      t.app,
      'mutation',
      'vendor.update',
      { id: umw.id, name: 'volvo malaysia sdn bhd' },
      officer,
    );
    expect(clash.status).toBe(409);
    const ok = await trpc(
      t.app,
      'mutation',
      'vendor.update',
      { id: umw.id, name: 'UMW Equipment Systems Sdn Bhd' },
      officer,
    );
    expect(ok.data).toEqual({ id: umw.id });
    expect((await trpc(t.app, 'query', 'vendor.byId', { id: 999999 }, officer)).status).toBe(404);
  });

  it('facilities lists the agreements bought from the vendor, with the Total Loan Amount of all of them', async () => {
    const vendorId = (
      (await trpc(t.app, 'query', 'vendor.list', { search: 'Tractors' }, officer)).data as ListPage<VendorRow>
    ).rows[0]!.id;
    const { brandId, productId } = await someProduct();
    const hirerId = await newHirer(t.app.db, 'Pengangkutan Maju Jaya Sdn Bhd');
    // 12 agreements of RM 100,000.10 each (one of them two units), an application line not yet approved, and an
    // agreement of a deleted application.
    for (let i = 1; i <= 12; i += 1) {
      const applicantId = await newApplication(t.app.db, hirerId);
      await newOrderLine(t.app.db, {
        applicantId,
        hirerId,
        brandId,
        productId,
        vendorId,
        cost: '125000.00',
        loanAmount: '100000.10',
        quantity: i === 12 ? 2 : 1,
        hpNo: `HP/TM/2026/${String(i).padStart(4, '0')}`,
        letterOffer: `LO/TM/2026/${String(i).padStart(4, '0')}`,
      });
    }
    const pending = await newApplication(t.app.db, hirerId);
    await newOrderLine(t.app.db, {
      applicantId: pending,
      hirerId,
      brandId,
      productId,
      vendorId,
      cost: '1',
      loanAmount: '1',
    });
    const deleted = await newApplication(t.app.db, hirerId);
    await newOrderLine(t.app.db, {
      applicantId: deleted,
      hirerId,
      brandId,
      productId,
      vendorId,
      cost: '1',
      loanAmount: '1',
      hpNo: 'HP/TM/2026/9999',
    });
    await t.app.db
      .updateTable('applicant')
      .set({ deletedAt: new Date() })
      .where('id', '=', deleted)
      .execute();

    const page = (await trpc(t.app, 'query', 'vendor.facilities', { vendorId, sortBy: 'hpNo' }, officer))
      .data as FacilityPage;
    expect(page.total).toBe(12);
    expect(page.rows).toHaveLength(10);
    expect(page.rows[0]).toMatchObject({
      letterOffer: 'LO/TM/2026/0001',
      hpNo: 'HP/TM/2026/0001',
      loanAmount: 10_000_010,
      hirerName: 'Pengangkutan Maju Jaya Sdn Bhd',
    });
    // 11 x 100,000.10 + 2 x 100,000.10, summed exactly in sen.
    expect(page.totalLoanAmount).toBe(130_000_130);
    const last = (
      await trpc(t.app, 'query', 'vendor.facilities', { vendorId, sortBy: 'hpNo', page: 2 }, officer)
    ).data as FacilityPage;
    expect(last.rows.map((r) => [r.hpNo, r.loanAmount])).toEqual([
      ['HP/TM/2026/0011', 10_000_010],
      ['HP/TM/2026/0012', 20_000_020],
    ]);
    expect(last.totalLoanAmount).toBe(130_000_130);

    const vendor = (await trpc(t.app, 'query', 'vendor.byId', { id: vendorId }, officer)).data as VendorRow;
    expect(vendor.facilityCount).toBe(12);

    const none = (await trpc(t.app, 'query', 'vendor.list', { search: 'Isuzu' }, officer))
      .data as ListPage<VendorRow>;
    const empty = (await trpc(t.app, 'query', 'vendor.facilities', { vendorId: none.rows[0]!.id }, officer))
      .data as FacilityPage;
    expect(empty).toEqual({ rows: [], total: 0, page: 1, pageSize: 10, totalLoanAmount: 0 });
    expect((await trpc(t.app, 'query', 'vendor.facilities', { vendorId: 999999 }, officer)).status).toBe(404);
  });

  it('remove is for a Superadmin only', async () => {
    const id = (
      await trpc(t.app, 'mutation', 'vendor.create', { name: 'Syarikat Sementara Sdn Bhd' }, officer)
    ).data as { id: number };
    expect((await trpc(t.app, 'mutation', 'vendor.remove', { id: id.id }, officer)).status).toBe(403);
    expect((await trpc(t.app, 'mutation', 'vendor.remove', { id: id.id }, admin)).data).toEqual({
      id: id.id,
    });
    expect((await trpc(t.app, 'mutation', 'vendor.remove', { id: id.id }, admin)).status).toBe(404);
  });
});
