import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { refreshAgreementSummary } from '@sewabeli/db';
import type { ListPage } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userIdOf } from '../../testing/factories';
import { TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let auth: Record<string, string>;
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'sewabeli-hirers-'));
  t = await createTestApp({ UPLOAD_DIR: uploadDir });
  auth = bearer(await signIn(t.app, 'credit.officer'));
  admin = bearer(await signIn(t.app, 'superadmin'));
  adminId = await userIdOf(t.app.db, 'superadmin');
});
afterAll(() => t.close());

let serial = 0;
function company(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Syarikat Pembinaan Maju ${serial} Sdn Bhd`,
    registrationNo: `2019010${String(12345 + serial).padStart(5, '0')} (1234${serial}-A)`,
    shortname: `SPM${serial}`,
    resourceId: 1,
    establishYear: 2008,
    email: 'admin@spmaju.com.my',
    address: 'No. 12, Jalan Perusahaan 3, Taman Perindustrian, 43300 Seri Kembangan, Selangor',
    website: 'www.spmaju.com.my',
    phone: '03-89451234',
    pic: 'Encik Ahmad Fauzi bin Ismail',
    picNo: '012-3344556',
    remark: null,
    ...overrides,
  };
}

async function createCompany(overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await trpc(t.app, 'mutation', 'hirer.create', company(overrides), auth);
  if (res.status !== 200) throw new Error(`create failed: ${JSON.stringify(res.error)}`);
  return (res.data as { id: number }).id;
}

async function countHirers(): Promise<number> {
  const row = await t.app.db
    .selectFrom('hirer')
    .select(t.app.db.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function auditOf(entity: string, entityId: number, action: string) {
  return t.app.db
    .selectFrom('auditLog')
    .selectAll()
    .where('entity', '=', entity)
    .where('entityId', '=', String(entityId))
    .where('action', '=', action)
    .execute();
}

function multipart(fields: Record<string, string>, file: { name: string; data: Buffer; type: string }) {
  const boundary = '----sewabeli-hirer-test';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

// ---- Agreements inserted directly, as the origination issues will create them --------------------------------

let fixture:
  | { programId: number; tierId: number; brandId: number; productId: number; vendorId: number }
  | undefined;

async function references() {
  if (fixture) return fixture;
  const db = t.app.db;
  const program = await db
    .insertInto('financialProgram')
    .values({ name: 'Heavy Equipment Programme', percentageOnNew: 90, percentageOnUsed: 80 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tier = await db
    .insertInto('financialProgramTier')
    .values({
      financialProgramId: program.id,
      name: 'Tier A',
      minScore: 70,
      maxScore: 100,
      riskLevel: 'Low',
      minInterestRate: 3,
      maxInterestRate: 4.5,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const brand = await db
    .insertInto('brand')
    .values({ name: 'Komatsu' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const product = await db
    .insertInto('product')
    .values({ brandId: brand.id, name: 'PC200-10M0 Excavator', cost: '520000.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const vendor = await db
    .insertInto('vendor')
    .values({ name: 'UMW Equipment Sdn Bhd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  fixture = {
    programId: program.id,
    tierId: tier.id,
    brandId: brand.id,
    productId: product.id,
    vendorId: vendor.id,
  };
  return fixture;
}

async function insertApplication(
  hirerId: number,
  values: { approvedAt?: Date; totalScore?: number; tier?: boolean } = {},
) {
  const refs = await references();
  const row = await t.app.db
    .insertInto('applicant')
    .values({
      hirerId,
      financialProgramId: refs.programId,
      financialProgramTierId: values.tier === false ? null : refs.tierId,
      progressId: 8,
      totalScore: values.totalScore ?? 78.5,
      approvedAt: values.approvedAt ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

let hpSerial = 0;
async function insertAgreement(
  applicantId: number,
  hirerId: number,
  line: {
    loan: string;
    payable: string;
    quantity?: number;
    hpNo?: boolean;
    deleted?: boolean;
    payments?: string[];
  },
) {
  const refs = await references();
  hpSerial += 1;
  const row = await t.app.db
    .insertInto('applicantProduct')
    .values({
      applicantId,
      hirerId,
      brandId: refs.brandId,
      productId: refs.productId,
      vendorId: refs.vendorId,
      condition: hpSerial % 2 === 0 ? 'Used' : 'New',
      isNew: 1,
      quantity: line.quantity ?? 1,
      cost: '520000.00',
      loanAmount: line.loan,
      tenure: 5,
      interestRate: 3.5,
      resourceId: 61,
      downpayment: '52000.00',
      totalInterest: '0',
      totalPayable: line.payable,
      monthlyInstallment: '1000.00',
      finalInstallment: '1000.00',
      marginFinance: 90,
      hpNo: line.hpNo === false ? null : `HP/2026/${String(hpSerial).padStart(5, '0')}`,
      letterOffer: line.hpNo === false ? null : `LO/2026/${String(hpSerial).padStart(5, '0')}`,
      agreementExecution: line.hpNo === false ? null : '2026-01-15',
      deletedAt: line.deleted ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, amount] of (line.payments ?? []).entries()) {
    await t.app.db
      .insertInto('applicantProductPayment')
      .values({
        applicantProductId: row.id,
        amount,
        paidAt: `2026-0${index + 2}-15`,
        createdBy: adminId,
      })
      .execute();
  }
  await refreshAgreementSummary(t.app.db, [row.id]);
  return row.id;
}

async function insertDocument(applicantId: number, resourceName: string, analyzeResult?: unknown) {
  const resource = await t.app.db
    .selectFrom('resource')
    .select('id')
    .where('name', '=', resourceName)
    .where('category', '=', 'DOCUMENT_APPLICANT')
    .executeTakeFirstOrThrow();
  const file = await t.app.db
    .insertInto('storedFile')
    .values({
      storageKey: `ab/${String(Math.random()).slice(2).padEnd(32, '0').slice(0, 32)}.pdf`,
      originalName: `${resourceName}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 10,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('applicantDocument')
    .values({
      applicantId,
      resourceId: resource.id,
      fileId: file.id,
      name: null,
      analyzeResult: analyzeResult === undefined ? null : JSON.stringify(analyzeResult),
      updatedAt: analyzeResult === undefined ? null : new Date(),
    })
    .execute();
}

interface Profile {
  id: number;
  name: string;
  code: string;
  businessSector: string | null;
  otherBusinessSector: string | null;
  loanLimit: number;
  totalExposure: number;
  totalLoanAmount: number;
  remainingLoanLimit: number;
  financialProgram: string | null;
  creditScore: number | null;
  lastLoanApprovalDate: string | null;
  logoUrl: string | null;
  latePayment: boolean;
}

const profile = async (id: number) =>
  (await trpc(t.app, 'query', 'hirer.byId', { id }, auth)).data as Profile;

describe('creating a company (clients §5 New company)', () => {
  it.each<[string, unknown, string]>([
    ['name', '  ', 'Please enter name'],
    ['address', '', 'Please enter address'],
    ['registrationNo', undefined, 'Please enter registration number'],
    ['shortname', '', 'Please enter short name'],
    ['establishYear', undefined, 'Please enter established year'],
    ['resourceId', null, 'Please enter business sector'],
    ['pic', '', 'Please enter person in charge'],
    ['picNo', ' ', "Please enter person in charge's number"],
  ])('a missing %s is refused with the spec message and nothing is saved', async (field, value, message) => {
    const before = await countHirers();
    const res = await trpc(t.app, 'mutation', 'hirer.create', company({ [field]: value }), auth);
    expect(res.status).toBe(400);
    expect(res.error?.message).toBe(message);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/hirer/',
      headers: auth,
      payload: company({ [field]: value }),
    });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ status: 0, msg: message });
    expect(await countHirers()).toBe(before);
  });

  it('email, website, phone and remark are optional but checked when given', async () => {
    const id = await createCompany({ email: '', website: '', phone: '', remark: '' });
    expect(await profile(id)).toMatchObject({ email: null, website: null, phone: null, remark: null });
    const bad = await trpc(t.app, 'mutation', 'hirer.create', company({ email: 'not-an-email' }), auth);
    expect(bad.error?.message).toBe('Email is not valid');
  });

  it('refuses a sector that is not a business sector', async () => {
    const res = await trpc(t.app, 'mutation', 'hirer.create', company({ resourceId: 41 }), auth);
    expect(res.error?.message).toBe('Please enter business sector');
  });

  it('sector 40 (Others) needs the Other Business Sector text, which the list then shows', async () => {
    const missing = await trpc(t.app, 'mutation', 'hirer.create', company({ resourceId: 40 }), auth);
    expect(missing.error?.message).toBe('Please enter business sector');
    const id = await createCompany({
      resourceId: 40,
      newResourceName: 'Durian Plantation',
      name: 'Musang King Agro Sdn Bhd',
    });
    expect(await profile(id)).toMatchObject({
      businessSector: 'Durian Plantation',
      otherBusinessSector: 'Durian Plantation',
    });
    const list = await trpc(
      t.app,
      'query',
      'hirer.list',
      { search: 'durian', searchField: 'businessSector' },
      auth,
    );
    expect((list.data as ListPage<{ id: number }>).rows.map((r) => r.id)).toEqual([id]);
  });

  it('POST /api/hirer/ takes the legacy payload (ids as text), answers the id and audits; a code is assigned', async () => {
    const body = company({ resourceId: '8', establishYear: '1998', name: 'Lim Brothers Haulage Sdn Bhd' });
    const res = await t.app.inject({ method: 'POST', url: '/api/hirer/', headers: auth, payload: body });
    expect(res.statusCode).toBe(200);
    const { id, status, msg } = res.json<{ id: number; status: number; msg: string }>();
    expect({ status, msg }).toEqual({ status: 1, msg: 'Submitted Successfully' });
    const p = await profile(id);
    expect(p).toMatchObject({
      name: 'Lim Brothers Haulage Sdn Bhd',
      businessSector: 'Haulage',
      loanLimit: 0,
      latePayment: false,
    });
    expect(p.code).toBe(`CL-${String(id).padStart(5, '0')}`);
    expect(await auditOf('hirer', id, 'create')).toHaveLength(1);
  });

  it('refuses a second company with the same registration number', async () => {
    const first = company();
    await createCompany(first);
    const res = await trpc(
      t.app,
      'mutation',
      'hirer.create',
      company({ registrationNo: first.registrationNo.toLowerCase() }),
      auth,
    );
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe('A company with this registration number already exists');
  });
});

describe('company list (clients §2 Company list)', () => {
  it('pages, searches and sorts in SQL; All also matches the registration number', async () => {
    await createCompany({
      name: 'Zenith Quarry Bhd',
      resourceId: 4,
      establishYear: 1979,
      registrationNo: '197901000111 (48811-K)',
    });
    const first = (await trpc(t.app, 'query', 'hirer.list', { sortBy: 'name', pageSize: 3 }, auth))
      .data as ListPage<{
      name: string;
    }>;
    expect(first.rows).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    const names = first.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    const byReg = (await trpc(t.app, 'query', 'hirer.list', { search: '48811-K' }, auth)).data as ListPage<{
      name: string;
      businessSector: string;
      establishYear: number;
    }>;
    expect(byReg.rows).toEqual([
      expect.objectContaining({
        name: 'Zenith Quarry Bhd',
        businessSector: 'Quarrying',
        establishYear: 1979,
      }),
    ]);
    const byYear = (
      await trpc(t.app, 'query', 'hirer.list', { search: '1979', searchField: 'establishYear' }, auth)
    ).data as ListPage<{ name: string }>;
    expect(byYear.rows.map((r) => r.name)).toEqual(['Zenith Quarry Bhd']);

    const bySector = (
      await trpc(
        t.app,
        'query',
        'hirer.list',
        { sortBy: 'businessSector', sortDir: 'desc', pageSize: 100 },
        auth,
      )
    ).data as ListPage<{ businessSector: string }>;
    const sectors = bySector.rows.map((r) => r.businessSector);
    expect(sectors).toEqual([...sectors].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('GET /api/hirer/all answers every live company with its Resource', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hirer/all', headers: auth });
    const all = res.json<{ name: string; Resource: { name: string } }[]>();
    expect(all.find((h) => h.name === 'Zenith Quarry Bhd')).toMatchObject({
      Resource: { name: 'Quarrying' },
    });
  });

  it('GET /api/hirer/all?page=2&pageSize=2 answers that page of the same list, by name', async () => {
    const all = (await t.app.inject({ method: 'GET', url: '/api/hirer/all', headers: auth })).json<
      { id: number }[]
    >();
    const res = await t.app.inject({ method: 'GET', url: '/api/hirer/all?page=2&pageSize=2', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ id: number }[]>().map((h) => h.id)).toEqual(all.slice(2, 4).map((h) => h.id));
    const tooBig = await t.app.inject({
      method: 'GET',
      url: '/api/hirer/all?page=1&pageSize=101',
      headers: auth,
    });
    expect(tooBig.statusCode).toBe(400);
  });
});

describe('editing a company (clients §2 profile modal)', () => {
  it('PUT /api/hirer/ saves the fields and the Client Loan Limit (ringgit on the wire, sen inside); audited', async () => {
    const id = await createCompany();
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/hirer/',
      headers: auth,
      payload: {
        id: String(id),
        ...company({ name: 'Renamed Engineering Sdn Bhd' }),
        loanLimit: '2,500,000.50',
      },
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    expect(await profile(id)).toMatchObject({ name: 'Renamed Engineering Sdn Bhd', loanLimit: 250_000_050 });

    // Without the limit the limit stays.
    const again = await trpc(
      t.app,
      'mutation',
      'hirer.update',
      { id, ...company({ name: 'Renamed Again Sdn Bhd' }) },
      auth,
    );
    expect(again.status).toBe(200);
    expect(await profile(id)).toMatchObject({ name: 'Renamed Again Sdn Bhd', loanLimit: 250_000_050 });
    const audit = await auditOf('hirer', id, 'update');
    expect(audit).toHaveLength(2);
    expect(audit[0]?.after).toMatchObject({ loanLimit: '2500000.50' });
  });

  it('the same rules hold on edit, and the other sector text is kept only for sector 40', async () => {
    const id = await createCompany();
    const blank = await trpc(t.app, 'mutation', 'hirer.update', { id, ...company({ pic: '' }) }, auth);
    expect(blank.error?.message).toBe('Please enter person in charge');
    await trpc(
      t.app,
      'mutation',
      'hirer.update',
      { id, ...company({ resourceId: 40, newResourceName: 'Bird Nest' }) },
      auth,
    );
    expect(await profile(id)).toMatchObject({ businessSector: 'Bird Nest' });
    await trpc(
      t.app,
      'mutation',
      'hirer.update',
      { id, ...company({ resourceId: 2, newResourceName: 'Bird Nest' }) },
      auth,
    );
    expect(await profile(id)).toMatchObject({
      businessSector: 'Civil Engineering',
      otherBusinessSector: null,
    });
  });

  it('an unknown company is 404', async () => {
    const res = await trpc(t.app, 'mutation', 'hirer.update', { id: 99999, ...company() }, auth);
    expect(res.status).toBe(404);
    const details = await t.app.inject({ method: 'GET', url: '/api/hirer/details/99999', headers: auth });
    expect(details.json()).toEqual({ status: 0, msg: 'Company not found' });
  });
});

describe('exposure and existing facilities (clients §2, decisions §2, §6)', () => {
  it('figures come from the agreements: loan totals, outstanding balance = payable - ledger payments', async () => {
    const id = await createCompany({ name: 'Exposure Test Sdn Bhd' });
    await trpc(
      t.app,
      'mutation',
      'hirer.update',
      { id, ...company(), name: 'Exposure Test Sdn Bhd', loanLimit: 100_000_000 },
      auth,
    );
    const app1 = await insertApplication(id, { approvedAt: new Date('2026-01-10T02:00:00Z') });
    const app2 = await insertApplication(id, { approvedAt: new Date('2026-03-05T02:00:00Z') });
    await insertAgreement(app1, id, {
      loan: '300000.00',
      payable: '352500.00',
      payments: ['5875.00', '5875.00'],
    });
    await insertAgreement(app2, id, { loan: '100000.50', payable: '117500.55', quantity: 2 });
    // Neither a line still without an HP number nor a deleted one counts.
    await insertAgreement(app2, id, { loan: '999999.00', payable: '999999.00', hpNo: false });
    await insertAgreement(app1, id, { loan: '888888.00', payable: '888888.00', deleted: true });

    const p = await profile(id);
    // 300,000.00 + 2 x 100,000.50; exposure 352,500.00 - 11,750.00 + 117,500.55 (a line total).
    expect(p.totalLoanAmount).toBe(50_000_100);
    expect(p.totalExposure).toBe(45_825_055);
    expect(p.remainingLoanLimit).toBe(100_000_000 - 45_825_055);
    // superjson sends the Date as its ISO text in the json part.
    expect(p.lastLoanApprovalDate).toBe('2026-03-05T02:00:00.000Z');

    const facilities = (await trpc(t.app, 'query', 'hirer.facilities', { hirerId: id, sortBy: 'hpNo' }, auth))
      .data as ListPage<{
      hpNo: string;
      loanAmount: number;
      outstandingBalance: number;
    }> & { totalLoanAmount: number; totalExposure: number; remainingLoanLimit: number };
    expect(facilities.total).toBe(2);
    expect(facilities.rows.map((r) => [r.loanAmount, r.outstandingBalance])).toEqual([
      [30_000_000, 34_075_000],
      [20_000_100, 11_750_055],
    ]);
    expect(facilities).toMatchObject({ totalLoanAmount: 50_000_100, totalExposure: 45_825_055 });

    const rest = await t.app.inject({ method: 'GET', url: `/api/hirer/details/${id}`, headers: auth });
    const body = rest.json<{
      totalExposure: number;
      remainingLoanLimit: number;
      loanLimit: number;
      ApplicantProducts: {
        outstandingBalance: number;
        loanAmount: number;
        quantity: number;
        Hirer: { name: string };
      }[];
    }>();
    expect(body).toMatchObject({
      totalExposure: 458250.55,
      loanLimit: 1000000,
      remainingLoanLimit: 541749.45,
    });
    expect(body.ApplicantProducts).toHaveLength(2);
    expect(body.ApplicantProducts[0]).toMatchObject({
      loanAmount: 300000,
      outstandingBalance: 340750,
      Hirer: { name: 'Exposure Test Sdn Bhd' },
    });
  });

  it('a company without agreements shows zero exposure and no facilities', async () => {
    const id = await createCompany();
    expect(await profile(id)).toMatchObject({
      totalExposure: 0,
      totalLoanAmount: 0,
      remainingLoanLimit: 0,
      financialProgram: null,
      creditScore: null,
      lastLoanApprovalDate: null,
    });
    const facilities = await trpc(t.app, 'query', 'hirer.facilities', { hirerId: id }, auth);
    expect(facilities.data).toMatchObject({ rows: [], total: 0 });
    const last = await trpc(t.app, 'query', 'hirer.lastApplication', { hirerId: id }, auth);
    expect(last.data).toBeNull();
  });

  it('financial program, credit score and the last application come from the applications', async () => {
    const id = await createCompany();
    const older = await insertApplication(id, { tier: false });
    await insertDocument(older, 'CTOS Company Report', { rating_score: 612 });
    const latest = await insertApplication(id, { totalScore: 81.25 });
    await insertDocument(latest, 'CTOS Company Report', { rating_score: '688' });
    await insertDocument(latest, 'SSM Company Profile');
    await insertDocument(latest, 'Bank Account Statement');
    await insertDocument(latest, 'Other');

    const p = await profile(id);
    expect(p.financialProgram).toBe('Heavy Equipment Programme - Tier A');
    expect(p.creditScore).toBe(688);

    const last = (await trpc(t.app, 'query', 'hirer.lastApplication', { hirerId: id }, auth)).data as {
      id: number;
      score: number;
      documents: { type: string; fileName: string; url: string }[];
    };
    expect(last.id).toBe(latest);
    expect(last.score).toBe(81.25);
    expect(last.documents.map((d) => d.type)).toEqual(['CTOS Company Report', 'SSM Company Profile']);
    expect(last.documents[0]?.url).toMatch(/^\/files\/\d+$/);
  });
});

describe('directorships (clients §2 Directorship modal, §5, §8)', () => {
  it('creates over tRPC and REST, lists, edits; every save is audited', async () => {
    const hirerId = await createCompany();
    const created = await trpc(
      t.app,
      'mutation',
      'hirer.createContact',
      {
        hirerId,
        name: 'Tan Sri Dato’ Wong Kah Seng',
        identityNo: '620418-07-5531',
        phone: '012-4455667',
        email: 'wong.ks@gmail.com',
      },
      auth,
    );
    expect(created.status).toBe(200);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/hirerContact/',
      headers: auth,
      payload: {
        hirerId: String(hirerId),
        name: 'Nur Farhana binti Kamarudin',
        identityNo: '850312-10-5523',
        phone: '',
        email: '',
      },
    });
    expect(rest.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });

    const list = (await trpc(t.app, 'query', 'hirer.contacts', { hirerId, sortBy: 'name' }, auth))
      .data as ListPage<{
      id: number;
      name: string;
      phone: string | null;
    }>;
    expect(list.rows.map((r) => r.name)).toEqual([
      'Nur Farhana binti Kamarudin',
      'Tan Sri Dato’ Wong Kah Seng',
    ]);
    expect(list.rows[0]?.phone).toBeNull();

    const contactId = list.rows[0]!.id;
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/hirerContact/',
      headers: auth,
      payload: {
        id: contactId,
        hirerId,
        name: 'Nur Farhana binti Kamarudin',
        identityNo: '850312-10-5523',
        phone: '019-8765432',
        email: 'farhana@kamarudin.my',
      },
    });
    expect(put.json()).toEqual({ status: 1, msg: 'Saved Successfully' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/hirer/details/${hirerId}`,
      headers: auth,
    });
    expect(details.json<{ HirerContacts: unknown[] }>().HirerContacts).toContainEqual(
      expect.objectContaining({ id: contactId, phone: '019-8765432', email: 'farhana@kamarudin.my' }),
    );
    expect(await auditOf('hirerContact', contactId, 'create')).toHaveLength(1);
    expect(await auditOf('hirerContact', contactId, 'update')).toHaveLength(1);
  });

  it('refuses a missing name or identity number, and an invalid phone or email with messages naming the field', async () => {
    const hirerId = await createCompany();
    const base = { hirerId, name: 'Ravi a/l Muthu', identityNo: '790101-14-6677', phone: null, email: null };
    for (const [change, message] of [
      [{ name: '' }, 'Name is required'],
      [{ identityNo: ' ' }, 'Identity No is required'],
      [{ phone: '+60 12-345 6789' }, 'Phone number is not valid'],
      [{ email: 'ravi@' }, 'Email is not valid'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/hirerContact/',
        headers: auth,
        payload: { ...base, ...change },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: 0, msg: message });
    }
    const noHirer = await t.app.inject({
      method: 'POST',
      url: '/api/hirerContact/',
      headers: auth,
      payload: { ...base, hirerId: '' },
    });
    expect(noHirer.statusCode).toBe(400);
    const list = await trpc(t.app, 'query', 'hirer.contacts', { hirerId }, auth);
    expect((list.data as ListPage<unknown>).total).toBe(0);
  });

  it('refuses the same identity number twice for one company, and an edit through another company', async () => {
    const hirerId = await createCompany();
    const other = await createCompany();
    const input = { hirerId, name: 'Lee Mei Ling', identityNo: '880707-08-1234' };
    const { id } = (await trpc(t.app, 'mutation', 'hirer.createContact', input, auth)).data as { id: number };
    const twice = await trpc(
      t.app,
      'mutation',
      'hirer.createContact',
      { ...input, identityNo: '880707081234' },
      auth,
    );
    expect(twice.status).toBe(409);
    expect(twice.error?.message).toBe(
      'A director with this identity number is already listed for this company',
    );
    const moved = await trpc(
      t.app,
      'mutation',
      'hirer.updateContact',
      { ...input, id, hirerId: other },
      auth,
    );
    expect(moved.status).toBe(404);
  });
});

describe('logo (clients §2 header, decisions §8)', () => {
  it('uploads via /files then hirer.setLogo; only an image the caller uploaded is accepted', async () => {
    const id = await createCompany();
    const form = multipart({}, { name: 'logo.png', data: TEST_PNG, type: 'image/png' });
    const up = await t.app.inject({
      method: 'POST',
      url: '/files?kind=image',
      headers: { ...form.headers, ...auth },
      payload: form.payload,
    });
    const fileId = up.json<{ id: number }>().id;
    const res = await trpc(t.app, 'mutation', 'hirer.setLogo', { id, fileId }, auth);
    expect(res.data).toEqual({ logoUrl: `/files/${fileId}` });
    expect((await profile(id)).logoUrl).toBe(`/files/${fileId}`);
    expect(await auditOf('hirer', id, 'set-logo')).toHaveLength(1);

    const doc = multipart({}, { name: 'letter.pdf', data: TEST_PDF, type: 'application/pdf' });
    const pdf = await t.app.inject({
      method: 'POST',
      url: '/files?kind=document',
      headers: { ...doc.headers, ...auth },
      payload: doc.payload,
    });
    const refused = await trpc(
      t.app,
      'mutation',
      'hirer.setLogo',
      { id, fileId: pdf.json<{ id: number }>().id },
      auth,
    );
    expect(refused.error?.message).toBe('Please upload a png, webp, jpeg or jpg image');
  });

  it('legacy POST /api/hirer/upload takes id and file and checks the content', async () => {
    const id = await createCompany();
    const good = multipart({ id: String(id) }, { name: 'logo.png', data: TEST_PNG, type: 'image/png' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hirer/upload',
      headers: { ...good.headers, ...auth },
      payload: good.payload,
    });
    expect(res.json()).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    const served = await t.app.inject({ method: 'GET', url: res.json<{ url: string }>().url, headers: auth });
    expect(served.headers['content-type']).toBe('image/png');

    const fake = multipart({ id: String(id) }, { name: 'logo.png', data: TEST_PDF, type: 'image/png' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/hirer/upload',
      headers: { ...fake.headers, ...auth },
      payload: fake.payload,
    });
    expect(bad.json()).toEqual({ status: 0, msg: 'Only png, webp, jpeg and jpg images are accepted' });
  });
});

describe('deleting a company (clients §2, decisions §9)', () => {
  it('a company with applications is refused with a clear message and kept', async () => {
    const id = await createCompany();
    await insertApplication(id);
    const res = await t.app.inject({ method: 'DELETE', url: '/api/hirer', headers: admin, payload: { id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 0, msg: 'This company cannot be deleted: it has 1 application' });
    expect((await profile(id)).id).toBe(id);
  });

  it('a Superadmin soft-deletes a company without applications: gone from list and details, kept, audited; others are refused', async () => {
    const id = await createCompany({ name: 'Temporary Trading Sdn Bhd' });
    const byOfficer = await trpc(t.app, 'mutation', 'hirer.delete', { id }, auth);
    expect(byOfficer.status).toBe(403);
    const restByOfficer = await t.app.inject({
      method: 'DELETE',
      url: '/api/hirer',
      headers: auth,
      payload: { id },
    });
    expect(restByOfficer.json()).toEqual({ status: 0, msg: 'Only a Superadmin can delete companies' });
    const res = await trpc(t.app, 'mutation', 'hirer.delete', { id }, admin);
    expect(res.status).toBe(200);
    const list = await trpc(t.app, 'query', 'hirer.list', { search: 'Temporary Trading' }, auth);
    expect((list.data as ListPage<unknown>).total).toBe(0);
    expect((await trpc(t.app, 'query', 'hirer.byId', { id }, auth)).status).toBe(404);
    const row = await t.app.db
      .selectFrom('hirer')
      .select('deletedAt')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(await auditOf('hirer', id, 'delete')).toHaveLength(1);

    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/hirer',
      headers: admin,
      payload: { id },
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('issue 29: the Client Loan Limit under the money rule, and no Establish Year in the future', () => {
  async function hirerRow(id: number) {
    return t.app.db.selectFrom('hirer').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it.each<[unknown, unknown, string]>([
    ['abc', 'abc', 'Please enter a valid amount'],
    [12.5, '1,000.125', 'Please enter at most two decimal places'],
    [-100, '-1', 'Amount cannot be negative'],
  ])('a loan limit of %j sen / %j ringgit is refused: %s, nothing changed', async (sen, ringgit, message) => {
    const id = await createCompany();
    const before = await hirerRow(id);
    const viaTrpc = await trpc(t.app, 'mutation', 'hirer.update', { id, ...company(), loanLimit: sen }, auth);
    expect(viaTrpc.error?.message).toBe(message);
    const viaRest = await t.app.inject({
      method: 'PUT',
      url: '/api/hirer/',
      headers: auth,
      payload: { id: String(id), ...company({ name: 'Not Saved Sdn Bhd' }), loanLimit: ringgit },
    });
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json()).toEqual({ status: 0, msg: message });
    expect(await hirerRow(id)).toEqual(before);
  });

  it('refuses an Establish Year after this year on create and edit, writing nothing', async () => {
    const message = 'Establish year cannot be in the future';
    const nextYear = new Date().getUTCFullYear() + 2;
    const count = await countHirers();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hirer/',
      headers: auth,
      payload: company({ establishYear: '2031' }),
    });
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ status: 0, msg: message });
    const viaTrpc = await trpc(t.app, 'mutation', 'hirer.create', company({ establishYear: nextYear }), auth);
    expect(viaTrpc.error?.message).toBe(message);
    expect(await countHirers()).toBe(count);

    const id = await createCompany();
    const before = await hirerRow(id);
    const edited = await trpc(
      t.app,
      'mutation',
      'hirer.update',
      { id, ...company({ establishYear: 2031 }) },
      auth,
    );
    expect(edited.error?.message).toBe(message);
    expect(await hirerRow(id)).toEqual(before);
  });
});
