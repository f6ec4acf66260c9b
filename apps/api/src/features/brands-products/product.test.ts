import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newApplication, newHirer, newOrderLine } from '../../testing/factories';
import { storeTestFile, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let komatsu: number;
let hitachi: number;

interface ProductRow {
  id: number;
  brandId: number;
  brandName: string;
  name: string;
  cost: number;
  isNew: 0 | 1 | null;
  imageUrl: string | null;
  applicationCount: number;
}

async function createBrand(name: string): Promise<number> {
  const res = await trpc(t.app, 'mutation', 'brand.create', { name }, officer);
  return (res.data as { id: number }).id;
}

beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-products-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
  komatsu = await createBrand('Komatsu');
  hitachi = await createBrand('Hitachi');
});
afterAll(() => t.close());

const productCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom('product')
        .select(t.app.db.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const postProduct = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/product', headers: officer, payload });

describe('asset rules (clients §5)', () => {
  it.each([
    ['no name', { cost: '350000' }, 'Asset Name is required'],
    ['a blank name', { name: '  ', cost: '350000' }, 'Asset Name is required'],
    ['no cost', { name: 'PC200-8 Excavator' }, 'Cost is required'],
    ['a blank cost', { name: 'PC200-8 Excavator', cost: ' ' }, 'Cost is required'],
    ['a null cost', { name: 'PC200-8 Excavator', cost: null }, 'Cost is required'],
    [
      'a cost that is not an amount',
      { name: 'PC200-8 Excavator', cost: 'RM abc' },
      'Cost must be a valid amount',
    ],
    ['a negative cost', { name: 'PC200-8 Excavator', cost: '-1' }, 'Cost must be a valid amount'],
    ['no asset type', { name: 'PC200-8 Excavator', cost: '1', brandId: null }, 'Please select an asset type'],
  ])('POST /product with %s answers the spec message and saves nothing', async (_case, payload, msg) => {
    const before = await productCount();
    const res = await postProduct({ brandId: komatsu, ...payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, msg });
    expect(await productCount()).toBe(before);
  });

  it('tRPC product.create and product.update enforce the same rules, field by field', async () => {
    const create = await trpc(
      t.app,
      'mutation',
      'product.create',
      { brandId: komatsu, name: '', cost: '' },
      officer,
    );
    expect(create.status).toBe(400);
    expect(create.error?.message).toBe('Asset Name is required');
    const fieldErrors = (
      create.res.json() as { error: { json: { data: { fieldErrors: Record<string, string> } } } }
    ).error.json.data.fieldErrors;
    expect(fieldErrors).toEqual({ name: 'Asset Name is required', cost: 'Cost is required' });
    const update = await trpc(
      t.app,
      'mutation',
      'product.update',
      { id: 1, brandId: komatsu, name: 'X', cost: '' },
      officer,
    );
    expect(update.error?.message).toBe('Cost is required');
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: officer,
      payload: { id: 1, brandId: komatsu, name: ' ', cost: 1 },
    });
    expect(edit.json()).toEqual({ status: 0, msg: 'Asset Name is required' });
  });

  it('refuses an asset type that does not exist or was deleted', async () => {
    const res = await postProduct({ brandId: 999999, name: 'Ghost', cost: '1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: 0, msg: 'Please select an asset type' });
  });
});

describe('assets over the legacy REST calls (clients §7)', () => {
  let pc200: number;

  it('POST /product takes free-text cost in ringgit and keeps it exactly', async () => {
    const res = await postProduct({
      brandId: String(komatsu),
      name: 'PC200-8 Excavator',
      cost: '485,000.50',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: number; msg: string; id: number }>();
    expect(body).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    pc200 = body.id;
    const row = await t.app.db
      .selectFrom('product')
      .selectAll()
      .where('id', '=', pc200)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      brandId: komatsu,
      name: 'PC200-8 Excavator',
      cost: '485000.50',
      isNew: null,
    });
    const byNumber = await postProduct({ brandId: komatsu, name: 'WA380-6 Wheel Loader', cost: 612000 });
    expect(byNumber.json<{ status: number }>().status).toBe(1);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'after', 'userId'])
      .where('entity', '=', 'product')
      .where('entityId', '=', String(pc200))
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({
      action: 'create',
      after: { name: 'PC200-8 Excavator', cost: '485000.50' },
    });
  });

  it('refuses a second asset of the same name under one type, not under another', async () => {
    const dup = await postProduct({ brandId: komatsu, name: 'pc200-8 excavator', cost: '1' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json<{ msg: string }>().msg).toBe('Komatsu already has an asset named pc200-8 excavator');
    const elsewhere = await postProduct({ brandId: hitachi, name: 'PC200-8 Excavator', cost: '1' });
    expect(elsewhere.statusCode).toBe(200);
    await t.app.db
      .updateTable('product')
      .set({ deletedAt: new Date() })
      .where('id', '=', elsewhere.json<{ id: number }>().id)
      .execute();
  });

  it('PUT /product and PUT /product/ edit name, type, cost and (from the asset profile) isNew', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: officer,
      payload: { id: pc200, brandId: komatsu, name: 'PC200-10M0 Excavator', cost: '520000' },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully', id: pc200 });
    const slash = await t.app.inject({
      method: 'PUT',
      url: '/api/product/',
      headers: officer,
      payload: {
        id: String(pc200),
        brandId: komatsu,
        name: 'PC200-10M0 Excavator',
        cost: 525000.5,
        isNew: 1,
      },
    });
    expect(slash.json()).toMatchObject({ status: 1 });
    const row = await t.app.db
      .selectFrom('product')
      .selectAll()
      .where('id', '=', pc200)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'PC200-10M0 Excavator', cost: '525000.50', isNew: 1 });
    // Without isNew the flag stays as it was.
    await t.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: officer,
      payload: { id: pc200, brandId: komatsu, name: 'PC200-10M0 Excavator', cost: 525000.5 },
    });
    expect(
      (await t.app.db.selectFrom('product').select('isNew').where('id', '=', pc200).executeTakeFirstOrThrow())
        .isNew,
    ).toBe(1);
    const audits = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'product')
      .where('entityId', '=', String(pc200))
      .where('action', '=', 'update')
      .orderBy('id')
      .execute();
    expect(audits[0]).toEqual({
      before: { brandId: komatsu, name: 'PC200-8 Excavator', cost: '485000.50', isNew: null },
      after: { brandId: komatsu, name: 'PC200-10M0 Excavator', cost: '520000.00' },
    });
    const missing = await t.app.inject({
      method: 'PUT',
      url: '/api/product',
      headers: officer,
      payload: { id: 999999, brandId: komatsu, name: 'X', cost: 1 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: 0, msg: 'Asset not found' });
  });

  it('GET /product/details/{id} answers the product with its Brand and ApplicantProducts with Hirer', async () => {
    const hirerId = await newHirer(t.app.db, 'Kuari Batu Hijau Sdn Bhd');
    const applicantId = await newApplication(t.app.db, hirerId);
    const vendor = await t.app.db
      .insertInto('vendor')
      .values({ name: 'United Tractors Machinery (M) Sdn Bhd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await newOrderLine(t.app.db, {
      applicantId,
      hirerId,
      brandId: komatsu,
      productId: pc200,
      vendorId: vendor.id,
      cost: '525000.50',
      loanAmount: '420000.00',
      quantity: 2,
      isNew: 0,
      engine: 'SAA6D107E-3',
    });
    const application = await t.app.db
      .selectFrom('applicant')
      .select(['financialProgramId', 'progressId'])
      .where('id', '=', applicantId)
      .executeTakeFirstOrThrow();
    const line = await t.app.db
      .selectFrom('applicantProduct')
      .select('totalPayable')
      .where('applicantId', '=', applicantId)
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/api/product/details/${pc200}`, headers: officer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: pc200,
      brandId: komatsu,
      name: 'PC200-10M0 Excavator',
      cost: 525000.5,
      url: null,
      isNew: 1,
      applicationCount: 1,
      Brand: { id: komatsu, name: 'Komatsu', logoUrl: null },
      ApplicantProducts: [
        {
          id: expect.any(Number),
          applicantId,
          productId: pc200,
          hirerId,
          vendorId: vendor.id,
          letterOffer: null,
          hpNo: null,
          createdAt: expect.any(String),
          quantity: 2,
          cost: 525000.5,
          loanAmount: 420000,
          chasis: null,
          engine: 'SAA6D107E-3',
          registrationNo: null,
          isNew: 0,
          Hirer: { id: hirerId, name: 'Kuari Batu Hijau Sdn Bhd' },
          // Issue 42: no payment yet, so the whole total payable is outstanding; no agreement executed yet.
          outstandingBalance: Number(line.totalPayable),
          financialProgramId: application.financialProgramId,
          progressId: application.progressId,
          agreementExecution: null,
        },
      ],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/product/details/999999', headers: officer }))
        .statusCode,
    ).toBe(404);
  });

  it('GET /product/all lists live assets of live types with their Brand', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/product/all', headers: officer });
    const rows =
      res.json<{ id: number; name: string; cost: number; Brand: { id: number; name: string } }[]>();
    expect(rows.map((r) => [r.Brand.name, r.name, r.cost])).toEqual([
      ['Komatsu', 'PC200-10M0 Excavator', 525000.5],
      ['Komatsu', 'WA380-6 Wheel Loader', 612000],
    ]);
  });

  it('POST /product/upload stores the asset image', async () => {
    const boundary = '----sewabeli-product-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${pc200}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pc200.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      TEST_PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/product/upload',
      headers: { ...officer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    const product = (await trpc(t.app, 'query', 'product.byId', { id: pc200 }, officer)).data as ProductRow;
    expect(product.imageUrl).toBe(url);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/product/upload',
      headers: officer,
      payload: { id: pc200 },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({ status: 0, msg: 'Expected a multipart/form-data upload' });
  });
});

describe('assets over tRPC', () => {
  it('create answers the id; byId answers cost in sen with the type name', async () => {
    const res = await trpc(
      t.app,
      'mutation',
      'product.create',
      { brandId: hitachi, name: 'ZX200-5G Excavator', cost: '468,000' },
      officer,
    );
    const { id } = res.data as { id: number };
    const product = (await trpc(t.app, 'query', 'product.byId', { id }, officer)).data as ProductRow;
    expect(product).toEqual({
      id,
      brandId: hitachi,
      brandName: 'Hitachi',
      name: 'ZX200-5G Excavator',
      cost: 46_800_000,
      isNew: null,
      imageUrl: null,
      applicationCount: 0,
    });
    expect((await trpc(t.app, 'query', 'product.byId', { id: 999999 }, officer)).status).toBe(404);
  });

  it('list pages the assets of one type, sortable by cost and application count, searchable by cost', async () => {
    await trpc(
      t.app,
      'mutation',
      'product.create',
      { brandId: hitachi, name: 'ZX350H-5G Excavator', cost: '798000' },
      officer,
    );
    await trpc(
      t.app,
      'mutation',
      'product.create',
      { brandId: hitachi, name: 'ZW220-5 Wheel Loader', cost: '655000' },
      officer,
    );
    const page = (
      await trpc(
        t.app,
        'query',
        'product.list',
        { brandId: hitachi, sortBy: 'cost', sortDir: 'desc' },
        officer,
      )
    ).data as ListPage<ProductRow>;
    expect(page.rows.map((r) => [r.name, r.cost])).toEqual([
      ['ZX350H-5G Excavator', 79_800_000],
      ['ZW220-5 Wheel Loader', 65_500_000],
      ['ZX200-5G Excavator', 46_800_000],
    ]);
    const byCost = (
      await trpc(
        t.app,
        'query',
        'product.list',
        { brandId: hitachi, search: '655', searchField: 'cost' },
        officer,
      )
    ).data as ListPage<ProductRow>;
    expect(byCost.rows.map((r) => r.name)).toEqual(['ZW220-5 Wheel Loader']);
    const counted = (
      await trpc(
        t.app,
        'query',
        'product.list',
        { sortBy: 'applicationCount', sortDir: 'desc', pageSize: 1 },
        officer,
      )
    ).data as ListPage<ProductRow>;
    expect(counted.rows[0]).toMatchObject({ name: 'PC200-10M0 Excavator', applicationCount: 1 });
    expect(counted.total).toBe(5);
  });

  it('update moves an asset to another type and refuses an unknown one', async () => {
    const page = (await trpc(t.app, 'query', 'product.list', { search: 'WA380' }, officer))
      .data as ListPage<ProductRow>;
    const wa = page.rows[0]!;
    const moved = await trpc(
      t.app,
      'mutation',
      'product.update',
      { id: wa.id, brandId: hitachi, name: wa.name, cost: '612000' },
      officer,
    );
    expect(moved.data).toEqual({ id: wa.id });
    expect(
      ((await trpc(t.app, 'query', 'product.byId', { id: wa.id }, officer)).data as ProductRow).brandName,
    ).toBe('Hitachi');
    const unknown = await trpc(
      t.app,
      'mutation',
      'product.update',
      { id: wa.id, brandId: 999999, name: wa.name, cost: 1 },
      officer,
    );
    expect(unknown.status).toBe(400);
    expect(unknown.error?.message).toBe('Please select an asset type');
  });

  it('applications answers the asset profile grid', async () => {
    const page = (await trpc(t.app, 'query', 'product.list', { search: 'PC200' }, officer))
      .data as ListPage<ProductRow>;
    const res = await trpc(t.app, 'query', 'product.applications', { productId: page.rows[0]!.id }, officer);
    const lines = res.data as ListPage<Record<string, unknown>>;
    expect(lines.rows).toEqual([
      expect.objectContaining({
        productName: 'PC200-10M0 Excavator',
        hirerName: 'Kuari Batu Hijau Sdn Bhd',
        quantity: 2,
        cost: 105_000_100,
        loanAmount: 84_000_000,
        engine: 'SAA6D107E-3',
        conditionLabel: 'Used',
        createdAt: expect.any(String),
      }),
    ]);
  });

  it('remove refuses an asset used by order lines and soft-deletes an unused one', async () => {
    const used = (
      (await trpc(t.app, 'query', 'product.list', { search: 'PC200' }, officer)).data as ListPage<ProductRow>
    ).rows[0]!;
    const refused = await trpc(t.app, 'mutation', 'product.remove', { id: used.id }, admin);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toBe(
      'PC200-10M0 Excavator is used by 1 application line and cannot be deleted',
    );

    const unused = (
      (await trpc(t.app, 'query', 'product.list', { search: 'ZX350H' }, officer)).data as ListPage<ProductRow>
    ).rows[0]!;
    expect((await trpc(t.app, 'mutation', 'product.remove', { id: unused.id }, officer)).status).toBe(403);
    const removed = await trpc(t.app, 'mutation', 'product.remove', { id: unused.id }, admin);
    expect(removed.data).toEqual({ id: unused.id, brandId: hitachi });
    expect((await trpc(t.app, 'query', 'product.byId', { id: unused.id }, officer)).status).toBe(404);
    const row = await t.app.db
      .selectFrom('product')
      .select('deletedAt')
      .where('id', '=', unused.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeInstanceOf(Date);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'product')
      .where('entityId', '=', String(unused.id))
      .where('action', '=', 'delete')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it("setImage attaches the caller's own image and refuses somebody else's upload and a document", async () => {
    const created = await trpc(
      t.app,
      'mutation',
      'product.create',
      { brandId: komatsu, name: 'WA380 Wheel Loader', cost: 420000 },
      officer,
    );
    const id = (created.data as { id: number }).id;
    const image = { name: 'wa380.png', data: TEST_PNG, type: 'image/png' };
    const theirs = await storeTestFile(t.app, admin, image, 'image');
    const refused = await trpc(t.app, 'mutation', 'product.setImage', { id, fileId: theirs }, officer);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe('Please choose a file');
    const document = await storeTestFile(t.app, officer);
    const notImage = await trpc(t.app, 'mutation', 'product.setImage', { id, fileId: document }, officer);
    expect(notImage.error?.message).toBe('Only png, webp, jpeg and jpg images are accepted');
    const own = await storeTestFile(t.app, officer, image, 'image');
    const res = await trpc(t.app, 'mutation', 'product.setImage', { id, fileId: own }, officer);
    expect(res.data).toEqual({ id, imageUrl: `/files/${own}` });
  });
});
