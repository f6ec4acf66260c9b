import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ListPage } from '@sewabeli/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplication, newHirer, newOrderLine } from '../../testing/factories';
import { TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;

interface BrandRow {
  id: number;
  name: string;
  logoUrl: string | null;
  productCount: number;
  applicationCount: number;
}

beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-brands-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
});
afterAll(() => t.close());

const countOf = async (table: 'brand' | 'product' | 'auditLog') =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select(t.app.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function createBrand(name: string, headers = officer): Promise<number> {
  const res = await trpc(t.app, 'mutation', 'brand.create', { name }, headers);
  expect(res.status).toBe(200);
  return (res.data as { id: number }).id;
}

async function createProduct(brandId: number, name: string, cost: string | number): Promise<number> {
  const res = await trpc(t.app, 'mutation', 'product.create', { brandId, name, cost }, officer);
  expect(res.status).toBe(200);
  return (res.data as { id: number }).id;
}

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer; type: string }) {
  const boundary = '----sewabeli-brand-boundary';
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

describe('asset type rules (clients §5)', () => {
  it("answers a blank name with 'Name is required' over REST and tRPC, saving nothing", async () => {
    const before = await countOf('brand');
    for (const payload of [{ name: '   ' }, {}, { name: null }]) {
      const rest = await t.app.inject({ method: 'POST', url: '/api/brand', headers: officer, payload });
      expect(rest.statusCode).toBe(400);
      expect(rest.json()).toEqual({ status: 0, msg: 'Name is required' });
    }
    const rpc = await trpc(t.app, 'mutation', 'brand.create', { name: '' }, officer);
    expect(rpc.status).toBe(400);
    expect(rpc.error?.message).toBe('Name is required');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/brand',
      headers: officer,
      payload: { id: 1, name: '' },
    });
    expect(edit.json()).toEqual({ status: 0, msg: 'Name is required' });
    expect(await countOf('brand')).toBe(before);
  });
});

describe('asset types over the legacy REST calls (clients §7)', () => {
  it('POST /brand creates, answers the new id and audits who did it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: officer,
      payload: { name: ' Caterpillar ' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; msg: string; id: number }>();
    expect(body).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    const row = await t.app.db
      .selectFrom('brand')
      .selectAll()
      .where('id', '=', body.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Caterpillar');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'brand')
      .where('entityId', '=', String(body.id))
      .execute();
    expect(audit).toMatchObject([{ action: 'create' }]);
    expect(audit[0]?.userId).not.toBeNull();
  });

  it('refuses a second asset type of the same name (any case)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand',
      headers: officer,
      payload: { name: 'CATERPILLAR' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ msg: string }>().msg).toBe('An asset type named CATERPILLAR already exists');
  });

  it('six people adding the same asset type at the same moment get one asset type and five refusals', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/api/brand', headers: officer, payload: { name: 'Zoomlion' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const id = answers.find((a) => a.statusCode === 200)!.json<{ id: number }>().id;
    // Out of the way of the list assertions below (a deleted type frees its name).
    await t.app.inject({ method: 'DELETE', url: '/api/brand', headers: admin, payload: { id } });
  });

  it('GET /brand/all lists live asset types by name', async () => {
    await createBrand('Komatsu');
    const res = await t.app.inject({ method: 'GET', url: '/api/brand/all', headers: officer });
    expect(res.statusCode).toBe(200);
    const rows = res.json<{ id: number; name: string; logoUrl: string | null }[]>();
    expect(rows.map((r) => r.name)).toEqual(['Caterpillar', 'Komatsu']);
    expect(rows[0]).toEqual({ id: expect.any(Number), name: 'Caterpillar', logoUrl: null });
  });

  it('PUT /brand renames (id as sent by a route parameter) and records before and after', async () => {
    const id = await createBrand('Hitachii');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/brand',
      headers: officer,
      payload: { id: String(id), name: 'Hitachi' },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully', id });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'brand')
      .where('entityId', '=', String(id))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ before: { name: 'Hitachii' }, after: { name: 'Hitachi' } });

    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/brand',
      headers: officer,
      payload: { id: 999999, name: 'Nobody' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 0, msg: 'Asset type not found' });
  });

  it('GET /brand/details/{id} nests Products, each with ApplicantProducts and their Hirer', async () => {
    const brandId = await createBrand('Volvo');
    const ec = await createProduct(brandId, 'EC210D Excavator', '498,000.00');
    const fh = await createProduct(brandId, 'FH16 Prime Mover', 560000);
    const hirerId = await newHirer(t.app.db, 'Pembinaan Jaya Utara Sdn Bhd');
    const applicantId = await newApplication(t.app.db, hirerId);
    const vendor = await t.app.db
      .insertInto('vendor')
      .values({ name: 'Volvo Malaysia Sdn Bhd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await newOrderLine(t.app.db, {
      applicantId,
      hirerId,
      brandId,
      productId: ec,
      vendorId: vendor.id,
      cost: '498000.00',
      loanAmount: '448200.00',
      chassis: 'VCE0EC210D0123456',
      engine: 'D6E-778812',
      registrationNo: 'JRT 4821',
      hpNo: 'HP-2026-0001',
      letterOffer: 'LO-2026-0001',
    });

    const res = await t.app.inject({ method: 'GET', url: `/api/brand/details/${brandId}`, headers: officer });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      id: number;
      name: string;
      logoUrl: string | null;
      Products: {
        id: number;
        name: string;
        cost: number;
        applicationCount: number;
        ApplicantProducts: unknown[];
      }[];
    }>();
    expect(body).toMatchObject({ id: brandId, name: 'Volvo', logoUrl: null });
    expect(body.Products.map((p) => [p.name, p.cost, p.applicationCount])).toEqual([
      ['EC210D Excavator', 498000, 1],
      ['FH16 Prime Mover', 560000, 0],
    ]);
    expect(body.Products[0]?.ApplicantProducts).toEqual([
      expect.objectContaining({
        productId: ec,
        cost: 498000,
        loanAmount: 448200,
        chasis: 'VCE0EC210D0123456',
        engine: 'D6E-778812',
        registrationNo: 'JRT 4821',
        isNew: 1,
        hpNo: 'HP-2026-0001',
        letterOffer: 'LO-2026-0001',
        Hirer: { id: hirerId, name: 'Pembinaan Jaya Utara Sdn Bhd' },
      }),
    ]);
    expect(body.Products[1]?.ApplicantProducts).toEqual([]);
    expect(fh).toBeGreaterThan(ec);

    const missing = await t.app.inject({ method: 'GET', url: '/api/brand/details/999999', headers: officer });
    expect(missing.statusCode).toBe(404);
  });

  it('POST /brand/upload stores the image checked by content and serves it only to signed-in staff', async () => {
    const brandId = await createBrand('Scania');
    const upload = multipart(
      { id: String(brandId) },
      { name: 'scania.png', data: TEST_PNG, type: 'image/png' },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/brand/upload',
      headers: { ...officer, ...upload.headers },
      payload: upload.payload,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; url: string }>();
    expect(body).toMatchObject({ status: 1, url: expect.stringMatching(/^\/files\/\d+$/) });
    const brand = (await trpc(t.app, 'query', 'brand.byId', { id: brandId }, officer)).data as BrandRow;
    expect(brand.logoUrl).toBe(body.url);
    expect((await t.app.inject({ method: 'GET', url: body.url })).statusCode).toBe(401);
    const served = await t.app.inject({ method: 'GET', url: body.url, headers: officer });
    expect(served.headers['content-type']).toBe('image/png');
    // The same picture, its pixels written anew (issue 28).
    const [servedPixels, sentPixels] = await Promise.all(
      [served.rawPayload, TEST_PNG].map((data) => sharp(data).raw().toBuffer()),
    );
    expect(servedPixels?.equals(sentPixels as Buffer)).toBe(true);

    const fake = multipart(
      { id: String(brandId) },
      { name: 'logo.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' },
    );
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/brand/upload',
      headers: { ...officer, ...fake.headers },
      payload: fake.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 0, msg: 'Only png, webp, jpeg and jpg images are accepted' });

    const noFile = multipart({ id: String(brandId) });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/brand/upload',
      headers: { ...officer, ...noFile.headers },
      payload: noFile.payload,
    });
    expect(empty.json()).toEqual({ status: 0, msg: 'Please choose a file' });

    const unknown = multipart({ id: '999999' }, { name: 'x.png', data: TEST_PNG, type: 'image/png' });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/brand/upload',
      headers: { ...officer, ...unknown.headers },
      payload: unknown.payload,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('DELETE /brand refuses an asset type with assets, and soft-deletes an empty one', async () => {
    const brandId = await createBrand('Tadano');
    const productId = await createProduct(brandId, 'GR-1000XL Rough Terrain Crane', '2,350,000');
    const refused = await t.app.inject({
      method: 'DELETE',
      url: '/api/brand',
      headers: admin,
      payload: { id: brandId },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      status: 0,
      msg: 'Tadano has 1 asset; delete or move them before deleting the asset type',
    });

    const forbidden = await t.app.inject({
      method: 'DELETE',
      url: '/api/brand',
      headers: officer,
      payload: { id: brandId },
    });
    expect(forbidden.statusCode).toBe(403);

    // Moving the asset to another type empties this one.
    const other = await createBrand('Kato');
    await trpc(
      t.app,
      'mutation',
      'product.update',
      { id: productId, brandId: other, name: 'GR-1000XL Rough Terrain Crane', cost: '2350000' },
      officer,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/brand',
      headers: admin,
      payload: { id: brandId },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });

    const row = await t.app.db
      .selectFrom('brand')
      .selectAll()
      .where('id', '=', brandId)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeInstanceOf(Date);
    const all = await t.app.inject({ method: 'GET', url: '/api/brand/all', headers: officer });
    expect(all.json<{ id: number }[]>().map((b) => b.id)).not.toContain(brandId);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/brand/details/${brandId}`, headers: officer }))
        .statusCode,
    ).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/brand',
      headers: admin,
      payload: { id: brandId },
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'before'])
      .where('entity', '=', 'brand')
      .where('entityId', '=', String(brandId))
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(audit.before).toMatchObject({ name: 'Tadano' });
    // The name is free again once the old type is deleted.
    expect(await createBrand('Tadano')).toBeGreaterThan(brandId);
  });
});

describe('asset types over tRPC', () => {
  it('pages, searches and sorts the list in SQL, with the number of assets', async () => {
    for (const name of ['Hino', 'Isuzu', 'Kobelco', 'SANY', 'XCMG', 'Liebherr', 'Mercedes-Benz', 'Fuso']) {
      await createBrand(name);
    }
    const total = (await trpc(t.app, 'query', 'brand.list', {}, officer)).data as ListPage<BrandRow>;
    expect(total.rows).toHaveLength(10);
    expect(total.total).toBeGreaterThan(10);
    expect(total.pageSize).toBe(10);

    const sorted = (
      await trpc(t.app, 'query', 'brand.list', { sortBy: 'name', sortDir: 'desc', pageSize: 100 }, officer)
    ).data as ListPage<BrandRow>;
    const names = sorted.rows.map((r) => r.name);
    expect(names[0]).toBe('XCMG');

    const found = (await trpc(t.app, 'query', 'brand.list', { search: 'vol', searchField: 'name' }, officer))
      .data as ListPage<BrandRow>;
    expect(found.rows).toEqual([
      { id: expect.any(Number), name: 'Volvo', logoUrl: null, productCount: 2, applicationCount: 1 },
    ]);

    const byCount = (
      await trpc(t.app, 'query', 'brand.list', { sortBy: 'productCount', sortDir: 'desc' }, officer)
    ).data as ListPage<BrandRow>;
    expect(byCount.rows[0]?.name).toBe('Volvo');

    const wildcard = (await trpc(t.app, 'query', 'brand.list', { search: '_' }, officer))
      .data as ListPage<BrandRow>;
    expect(wildcard.total).toBe(0);
    const badSort = await trpc(t.app, 'query', 'brand.list', { sortBy: 'logoFileId' }, officer);
    expect(badSort.status).toBe(400);
  });

  it('all answers the Brand dropdown choices', async () => {
    const res = await trpc(t.app, 'query', 'brand.all', undefined, officer);
    const names = (res.data as { name: string }[]).map((b) => b.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    expect(names).toContain('Volvo');
  });

  it('update renames and refuses a name another type has', async () => {
    const id = await createBrand('Doosan');
    const clash = await trpc(t.app, 'mutation', 'brand.update', { id, name: 'hino' }, officer);
    expect(clash.status).toBe(409);
    const ok = await trpc(t.app, 'mutation', 'brand.update', { id, name: 'Doosan Develon' }, officer);
    expect(ok.data).toEqual({ id });
    const same = await trpc(t.app, 'mutation', 'brand.update', { id, name: 'Doosan Develon' }, officer);
    expect(same.status).toBe(200);
  });

  it('setImage attaches an uploaded image and refuses a document', async () => {
    const id = await createBrand('JCB');
    const upload = async (name: string, data: Buffer, type: string, kind: string) => {
      const body = multipart({}, { name, data, type });
      const res = await t.app.inject({
        method: 'POST',
        url: `/files?kind=${kind}`,
        headers: { ...officer, ...body.headers },
        payload: body.payload,
      });
      return res.json<{ id: number }>().id;
    };
    const image = await upload('jcb.png', TEST_PNG, 'image/png', 'image');
    const res = await trpc(t.app, 'mutation', 'brand.setImage', { id, fileId: image }, officer);
    expect(res.data).toEqual({ id, logoUrl: `/files/${image}` });

    const pdf = await upload('jcb.pdf', TEST_PDF, 'application/pdf', 'document');
    const refused = await trpc(t.app, 'mutation', 'brand.setImage', { id, fileId: pdf }, officer);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Only png, webp, jpeg and jpg images are accepted');
    const missing = await trpc(t.app, 'mutation', 'brand.setImage', { id, fileId: 999999 }, officer);
    expect(missing.status).toBe(400);
    // The image rule of every attach (files area): somebody else's upload is not the caller's to attach.
    const theirs = await trpc(t.app, 'mutation', 'brand.setImage', { id, fileId: image }, admin);
    expect(theirs.status).toBe(400);
    expect(theirs.error?.message).toBe('Please choose a file');
    const audits = await t.app.db
      .selectFrom('auditLog')
      .select('after')
      .where('entity', '=', 'brand')
      .where('entityId', '=', String(id))
      .where('action', '=', 'update')
      .execute();
    expect(audits.map((a) => a.after)).toEqual([{ logoFileId: image }]);
  });

  it('remove is for a Superadmin only, and refuses a type that still has assets', async () => {
    const volvo = (await trpc(t.app, 'query', 'brand.list', { search: 'Volvo' }, officer))
      .data as ListPage<BrandRow>;
    const id = volvo.rows[0]!.id;
    const asOfficer = await trpc(t.app, 'mutation', 'brand.remove', { id }, officer);
    expect(asOfficer.status).toBe(403);
    const asAdmin = await trpc(t.app, 'mutation', 'brand.remove', { id }, admin);
    expect(asAdmin.status).toBe(409);
    expect(asAdmin.error?.message).toBe(
      'Volvo has 2 assets; delete or move them before deleting the asset type',
    );
  });

  it('applications lists the order lines of every asset of the type, with line totals and the condition label', async () => {
    const volvo = (
      (await trpc(t.app, 'query', 'brand.list', { search: 'Volvo' }, officer)).data as ListPage<BrandRow>
    ).rows[0]!;
    const products = (
      await trpc(t.app, 'query', 'product.list', { brandId: volvo.id, sortBy: 'name' }, officer)
    ).data as ListPage<{ id: number; name: string }>;
    const fh = products.rows.find((p) => p.name === 'FH16 Prime Mover')!;
    const hirerId = await newHirer(t.app.db, 'Syarikat Angkutan Pantas Sdn Bhd');
    const applicantId = await newApplication(t.app.db, hirerId);
    const vendor = await t.app.db.selectFrom('vendor').select('id').executeTakeFirstOrThrow();
    await newOrderLine(t.app.db, {
      applicantId,
      hirerId,
      brandId: volvo.id,
      productId: fh.id,
      vendorId: vendor.id,
      cost: '560000.00',
      loanAmount: '448000.00',
      quantity: 2,
      isNew: 0,
    });
    // A line of a deleted application is not an application any more.
    const gone = await newApplication(t.app.db, hirerId);
    await newOrderLine(t.app.db, {
      applicantId: gone,
      hirerId,
      brandId: volvo.id,
      productId: fh.id,
      vendorId: vendor.id,
      cost: '560000.00',
      loanAmount: '400000.00',
    });
    await t.app.db.updateTable('applicant').set({ deletedAt: new Date() }).where('id', '=', gone).execute();

    const page = (
      await trpc(t.app, 'query', 'brand.applications', { brandId: volvo.id, sortBy: 'hirerName' }, officer)
    ).data as ListPage<Record<string, unknown>>;
    expect(page.total).toBe(2);
    const counted = (await trpc(t.app, 'query', 'brand.byId', { id: volvo.id }, officer)).data as BrandRow;
    expect(counted.applicationCount).toBe(2);
    expect(
      page.rows.map((r) => [r.hirerName, r.productName, r.cost, r.loanAmount, r.conditionLabel]),
    ).toEqual([
      ['Pembinaan Jaya Utara Sdn Bhd', 'EC210D Excavator', 49_800_000, 44_820_000, 'New'],
      ['Syarikat Angkutan Pantas Sdn Bhd', 'FH16 Prime Mover', 112_000_000, 89_600_000, 'Used'],
    ]);
    const used = (
      await trpc(
        t.app,
        'query',
        'brand.applications',
        { brandId: volvo.id, search: 'used', searchField: 'conditionLabel' },
        officer,
      )
    ).data as ListPage<Record<string, unknown>>;
    expect(used.total).toBe(1);
    const byChassis = (
      await trpc(
        t.app,
        'query',
        'brand.applications',
        { brandId: volvo.id, search: 'EC210D0123', searchField: 'chassis' },
        officer,
      )
    ).data as ListPage<Record<string, unknown>>;
    expect(byChassis.rows.map((r) => r.registrationNo)).toEqual(['JRT 4821']);
    const missing = await trpc(t.app, 'query', 'brand.applications', { brandId: 999999 }, officer);
    expect(missing.status).toBe(404);
  });
});
