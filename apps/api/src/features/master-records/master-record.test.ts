import {
  INSURANCE_DATES_MESSAGE,
  MASTER_SEARCH_FIELDS,
  MASTER_STALE_MESSAGE,
  nextTriState,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WHOLE_LIST_CAP as WHOLE_BOOK_CAP } from '../../plugins/rest-legacy';
import { insertMasterLines } from '../../testing/master-record-factory';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let officer: Record<string, string>;
let staff: Record<string, string>;
let ids: number[];

type Row = Record<string, unknown> & { id: number; customerName: string };
type Page = {
  rows: Row[];
  total: number;
  summary: { total: number; averageInterest: number | null; totalCost: number; totalLoan: number };
};

beforeAll(async () => {
  t = await createTestApp();
  officer = bearer(await signIn(t.app, 'credit.officer'));
  staff = bearer(await signIn(t.app, 'staff'));
  ids = await insertMasterLines(t.app.db, [
    {
      hirer: 'Alpha Binaan Sdn Bhd',
      brand: 'Komatsu',
      model: 'PC200 Excavator',
      cost: '500000.00',
      loan: '400000.00',
      quantity: 2,
      rate: 3.5,
      createdAt: '2025-06-15T10:00:00+08:00',
      engine: 'SAA6D107E',
      fis: 1,
    },
    {
      hirer: 'Bravo Logistik Sdn Bhd',
      brand: 'Hino',
      model: 'FM2P Prime Mover',
      cost: '300000.00',
      loan: '270000.00',
      rate: 4.25,
      tenure: 4,
      // 00:30 on 1 January in Kuala Lumpur is still 2025 in UTC: the year is judged in KL.
      createdAt: '2026-01-01T00:30:00+08:00',
      salesman: 'Lim Ah Kow',
      fis: 0,
    },
    {
      hirer: 'Charlie Kuari Sdn Bhd',
      brand: 'Volvo',
      model: 'EC210 Excavator',
      cost: '450000.00',
      loan: '405000.00',
      rate: 2.8,
      createdAt: '2026-05-20T09:00:00+08:00',
      engine: null,
      salesman: null,
    },
    // Not master records: an unapproved line (no HP number) and a deleted one.
    { hirer: 'Delta Unapproved Sdn Bhd', approvedAt: null, createdAt: '2026-05-21T09:00:00+08:00' },
    { hirer: 'Echo Deleted Sdn Bhd', deleted: true, createdAt: '2026-05-22T09:00:00+08:00' },
  ]);
});
afterAll(() => t.close());

const list = async (input: Record<string, unknown>, headers = officer) => {
  const res = await trpc(t.app, 'query', 'masterRecord.list', input, headers);
  if (res.status !== 200) throw new Error(JSON.stringify(res.error));
  return res.data as Page;
};
/** One CSV record (no line breaks inside cells in these fixtures). */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  const re = /("(?:[^"]|"")*"|[^,]*)(,|$)/g;
  for (const m of line.matchAll(re)) {
    const cell = m[1] ?? '';
    cells.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (m[2] === '') break;
  }
  return cells;
}

const names = (page: Page) => page.rows.map((row) => row.customerName).sort();

describe('master list (origination §2): approved records only, tiles over the whole filter', () => {
  it('lists approved, live lines newest first with line totals in sen', async () => {
    const page = await list({});
    expect(page.rows.map((row) => row.customerName)).toEqual([
      'Charlie Kuari Sdn Bhd',
      'Bravo Logistik Sdn Bhd',
      'Alpha Binaan Sdn Bhd',
    ]);
    const alpha = page.rows[2]!;
    expect(alpha.cost).toBe(100_000_000);
    expect(alpha.loanAmount).toBe(80_000_000);
    expect(alpha.unitLoanAmount).toBe(40_000_000);
    expect(alpha.tenure).toBe(5);
  });

  it('tiles: average interest, total cost, total loan and count, recomputed from the rows', async () => {
    const page = await list({ pageSize: 1 });
    expect(page.rows).toHaveLength(1);
    expect(page.summary).toEqual({
      total: 3,
      averageInterest: Number(((3.5 + 4.25 + 2.8) / 3).toFixed(2)),
      totalCost: (1_000_000 + 300_000 + 450_000) * 100,
      totalLoan: (800_000 + 270_000 + 405_000) * 100,
    });
  });

  it('the year selector is a createdAt range judged in Kuala Lumpur', async () => {
    const y2026 = await list({ createdFrom: '2026-01-01', createdTo: '2026-12-31' });
    expect(names(y2026)).toEqual(['Bravo Logistik Sdn Bhd', 'Charlie Kuari Sdn Bhd']);
    expect(y2026.summary.totalLoan).toBe((270_000 + 405_000) * 100);
    const y2025 = await list({ createdFrom: '2025-01-01', createdTo: '2025-12-31' });
    expect(names(y2025)).toEqual(['Alpha Binaan Sdn Bhd']);
  });

  const expectations: Record<string, [string, string[]]> = {
    customerName: ['bravo', ['Bravo Logistik Sdn Bhd']],
    assetType: ['hino', ['Bravo Logistik Sdn Bhd']],
    brand: ['volvo', ['Charlie Kuari Sdn Bhd']],
    model: ['excavator', ['Alpha Binaan Sdn Bhd', 'Charlie Kuari Sdn Bhd']],
    engine: ['SAA6D', ['Alpha Binaan Sdn Bhd']],
    chasis: ['zz-none', []],
    manufactureYear: ['1999', []],
    registrationNo: ['zz-none', []],
    letterOffer: ['SB/LO/T/', ['Alpha Binaan Sdn Bhd', 'Bravo Logistik Sdn Bhd', 'Charlie Kuari Sdn Bhd']],
    hpNo: ['SB/HP/T/', ['Alpha Binaan Sdn Bhd', 'Bravo Logistik Sdn Bhd', 'Charlie Kuari Sdn Bhd']],
    principleStamp: ['zz-none', []],
    subsidiaryStamp: ['zz-none', []],
    fis: ['yes', ['Alpha Binaan Sdn Bhd']],
    rcOri: ['pending', ['Alpha Binaan Sdn Bhd', 'Bravo Logistik Sdn Bhd', 'Charlie Kuari Sdn Bhd']],
    insc: ['no', []],
    agent: ['zz-none', []],
    coverNote: ['zz-none', []],
    tenure: ['48', ['Bravo Logistik Sdn Bhd']],
    modeOfRepayment: ['zz-none', []],
    salesman: ['lim ah', ['Bravo Logistik Sdn Bhd']],
    all: ['kuari', ['Charlie Kuari Sdn Bhd']],
  };

  it.each(MASTER_SEARCH_FIELDS.map(([key, label]) => [key, label] as const))(
    'search by %s (%s)',
    async (key) => {
      const [value, expected] = expectations[key]!;
      expect(names(await list({ search: value, searchField: key }))).toEqual(expected);
      // The same as a Filter tag.
      expect(names(await list({ tags: [{ field: key, value }] }))).toEqual(expected);
    },
  );

  it('tags all have to match, together with the search box and the year; tiles follow', async () => {
    const page = await list({
      search: 'excavator',
      searchField: 'model',
      tags: [{ field: 'all', value: 'binaan' }],
      createdFrom: '2025-01-01',
      createdTo: '2025-12-31',
    });
    expect(names(page)).toEqual(['Alpha Binaan Sdn Bhd']);
    expect(page.summary.total).toBe(1);
    const none = await list({
      tags: [
        { field: 'brand', value: 'volvo' },
        { field: 'brand', value: 'hino' },
      ],
    });
    expect(none.rows).toEqual([]);
    expect(none.summary).toEqual({ total: 0, averageInterest: null, totalCost: 0, totalLoan: 0 });
  });

  it('an empty tag value is refused; search text is literal (wildcards escaped)', async () => {
    const res = await trpc(
      t.app,
      'query',
      'masterRecord.list',
      { tags: [{ field: 'all', value: '  ' }] },
      officer,
    );
    expect(res.status).toBe(400);
    expect((await list({ search: '%' })).rows).toEqual([]);
  });

  it('sorts in SQL by any column, both ways, nulls last; pages of the given size', async () => {
    const asc = await list({ sortBy: 'loanAmount', sortDir: 'asc' });
    expect(asc.rows.map((row) => row.loanAmount)).toEqual([27_000_000, 40_500_000, 80_000_000]);
    const desc = await list({ sortBy: 'interestRate', sortDir: 'desc' });
    expect(desc.rows.map((row) => row.interestRate)).toEqual([4.25, 3.5, 2.8]);
    const engines = await list({ sortBy: 'engine', sortDir: 'asc' });
    expect(engines.rows.at(-1)?.engine).toBeNull();
    const second = await list({ sortBy: 'customerName', sortDir: 'asc', page: 2, pageSize: 2 });
    expect(second.rows.map((row) => row.customerName)).toEqual(['Charlie Kuari Sdn Bhd']);
    expect(second.total).toBe(3);
  });
});

describe('CSV export of the whole filter, streamed', () => {
  it('writes every record of the filter (not a page) with RM amounts, DD-MM-YYYY and N/A', async () => {
    const q = encodeURIComponent(JSON.stringify({ createdFrom: '2026-01-01', createdTo: '2026-12-31' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/export?q=${q}`,
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('master-list.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(3);
    const header = parseCsvLine(lines[0]!);
    expect(header.length).toBeGreaterThanOrEqual(45);
    const charlie = parseCsvLine(lines[1]!);
    expect(charlie[header.indexOf('Customer')]).toBe('Charlie Kuari Sdn Bhd');
    expect(charlie[header.indexOf('Date')]).toBe('20-05-2026');
    expect(charlie[header.indexOf('Engine')]).toBe('N/A');
    expect(charlie[header.indexOf('Loan Amount (RM)')]).toBe('405,000.00');
    expect(charlie[header.indexOf('Tenure (Months)')]).toBe('60');
    expect(charlie[header.indexOf('FIS')]).toBe('Pending');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/applicantProduct/export' });
    expect(res.statusCode).toBe(401);
  });
});

describe('legacy REST: GET /applicantProduct/all and /details/{id}', () => {
  it('whole book: spec-shaped rows, the count and whether it was capped in the headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/applicantProduct/all', headers: officer });
    expect(res.statusCode).toBe(200);
    const rows = res.json<Record<string, unknown>[]>();
    expect(rows).toHaveLength(3);
    expect(res.headers['x-total-count']).toBe('3');
    expect(res.headers['x-capped']).toBe('false');
    const alpha = rows.find((row) => (row.Hirer as { name: string }).name === 'Alpha Binaan Sdn Bhd')!;
    expect(alpha).toMatchObject({
      Brand: { name: 'Komatsu' },
      Product: { name: 'PC200 Excavator' },
      cost: 500000,
      loanAmount: 400000,
      quantity: 2,
      totalAmountPayable: 940000,
      prepayment: '[0,0]',
      chasis: null,
      fis: 1,
    });
  });

  it('tags and the createdAt pair filter; paging when asked', async () => {
    const tags = encodeURIComponent(JSON.stringify(['excavator']));
    const createdAt = encodeURIComponent(JSON.stringify(['2026-01-01', '2026-12-31']));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/all?tags=${tags}&createdAt=${createdAt}`,
      headers: officer,
    });
    expect(res.json<{ Hirer: { name: string } }[]>().map((row) => row.Hirer.name)).toEqual([
      'Charlie Kuari Sdn Bhd',
    ]);
    const fieldTags = encodeURIComponent(JSON.stringify([{ field: 'brand', value: 'hino' }]));
    const paged = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/all?tags=${fieldTags}&page=1&pageSize=20`,
      headers: officer,
    });
    expect(paged.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/applicantProduct/all?createdAt=nope',
      headers: officer,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('details by id with its instalments; a line that is not a master record is not found', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/details/${ids[0]}`,
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids[0],
      Hirer: { name: 'Alpha Binaan Sdn Bhd' },
      ApplicantProductTransactions: [],
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/details/${ids[3]}`,
      headers: officer,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('master profile changes: one field, audited, stale values refused', () => {
  const change = (input: Record<string, unknown>, headers = officer) =>
    trpc(t.app, 'mutation', 'masterRecord.change', input, headers);
  const byId = async (id: number) =>
    (await trpc(t.app, 'query', 'masterRecord.byId', { id }, officer)).data as Record<string, unknown>;

  it('a flag cycles pending -> Yes -> No -> pending, each click saved with the value it saw', async () => {
    const id = ids[2]!;
    expect((await byId(id)).insc).toBeNull();
    for (const [expected, value] of [
      [null, 1],
      [1, 0],
      [0, null],
    ] as const) {
      const res = await change({ id, field: 'insc', value, expected });
      expect(res.status).toBe(200);
      expect((await byId(id)).insc).toBe(value);
    }
  });

  it('a second click built on the same stale value is refused and never skips a state', async () => {
    const id = ids[2]!;
    const first = await change({ id, field: 'rcOri', value: 1, expected: null });
    expect(first.status).toBe(200);
    const stale = await change({ id, field: 'rcOri', value: 1, expected: null });
    expect(stale.status).toBe(409);
    expect(stale.error?.message).toBe(MASTER_STALE_MESSAGE);
    expect((await byId(id)).rcOri).toBe(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'twenty clicks at once on one state (PostgreSQL): exactly one is saved, the flag moves one step',
    async () => {
      const id = ids[0]!;
      const before = (await byId(id)).stampIsPaid;
      expect(before).toBeNull();
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          change({ id, field: 'stampIsPaid', value: nextTriState(null), expected: null }),
        ),
      );
      const statuses = results.map((res) => res.status).sort();
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect((await byId(id)).stampIsPaid).toBe(1);
      // Then a click and a stale double click racing: Yes -> No once, never past No to pending.
      const race = await Promise.all([
        change({ id, field: 'stampIsPaid', value: 0, expected: 1 }),
        change({ id, field: 'stampIsPaid', value: 0, expected: 1 }),
      ]);
      expect(race.map((res) => res.status).sort()).toEqual([200, 409]);
      expect((await byId(id)).stampIsPaid).toBe(0);
      const audited = await t.app.db
        .selectFrom('auditLog')
        .select(['before', 'after'])
        .where('entity', '=', 'applicant_product')
        .where('entityId', '=', String(id))
        .orderBy('id')
        .execute();
      expect(audited.filter((a) => 'stampIsPaid' in (a.after as object))).toEqual([
        { before: { stampIsPaid: null }, after: { stampIsPaid: 1 } },
        { before: { stampIsPaid: 1 }, after: { stampIsPaid: 0 } },
      ]);
    },
  );

  it('text, dates (YYYY-MM-DD) and selections; before and after in the audit log', async () => {
    const id = ids[1]!;
    expect((await change({ id, field: 'coverNote', value: 'CN-2026-881', expected: null })).status).toBe(200);
    expect(
      (await change({ id, field: 'insuranceStartDate', value: '2026-02-01', expected: null })).status,
    ).toBe(200);
    expect((await change({ id, field: 'agentId', value: 71, expected: null })).status).toBe(200);
    const row = await byId(id);
    expect(row).toMatchObject({ coverNote: 'CN-2026-881', insuranceStartDate: '2026-02-01', agentId: 71 });
    const bad = await change({ id, field: 'agentId', value: 61, expected: 71 });
    expect(bad.status).toBe(400);
    const badDate = await change({ id, field: 'insuranceEndDate', value: '31-02-2026', expected: null });
    expect(badDate.status).toBe(400);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'applicant_product')
      .where('entityId', '=', String(id))
      .orderBy('id')
      .execute();
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ coverNote: null }, { coverNote: 'CN-2026-881' }],
      [{ insuranceStartDate: null }, { insuranceStartDate: '2026-02-01' }],
      [{ agentId: null }, { agentId: 71 }],
    ]);
  });

  it('an insurance period never ends before it starts; each date is judged against the stored other', async () => {
    const id = ids[2]!;
    expect(
      (await change({ id, field: 'insuranceStartDate', value: '2026-06-01', expected: null })).status,
    ).toBe(200);
    const early = await change({ id, field: 'insuranceEndDate', value: '2026-05-31', expected: null });
    expect(early.status).toBe(400);
    expect(early.error?.message).toBe(INSURANCE_DATES_MESSAGE);
    expect(
      (await change({ id, field: 'insuranceEndDate', value: '2026-06-01', expected: null })).status,
    ).toBe(200);
    const late = await change({
      id,
      field: 'insuranceStartDate',
      value: '2026-06-02',
      expected: '2026-06-01',
    });
    expect(late.status).toBe(400);
    expect(await byId(id)).toMatchObject({
      insuranceStartDate: '2026-06-01',
      insuranceEndDate: '2026-06-01',
    });
  });

  it('an edit modal saves its fields together: one refused, none stored; a moved period in any order (issue 29)', async () => {
    const id = ids[0]!;
    const changeFields = (changes: Record<string, unknown>[]) =>
      trpc(
        t.app,
        'mutation',
        'masterRecord.changeFields',
        { id, changes: changes.map((c) => ({ id, ...c })) },
        officer,
      );
    const auditRows = () =>
      t.app.db
        .selectFrom('auditLog')
        .select('id')
        .where('entity', '=', 'applicant_product')
        .where('entityId', '=', String(id))
        .execute();
    const before = await byId(id);
    const auditBefore = (await auditRows()).length;
    // Edit Insurance: agent, cover note and start date fine, the end date before the start.
    const refused = await changeFields([
      { field: 'agentId', value: 71, expected: before.agentId ?? null },
      { field: 'coverNote', value: 'CN-HALF-1', expected: before.coverNote ?? null },
      { field: 'insuranceStartDate', value: '2026-08-01', expected: before.insuranceStartDate ?? null },
      { field: 'insuranceEndDate', value: '2026-07-31', expected: before.insuranceEndDate ?? null },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.error?.message).toBe(INSURANCE_DATES_MESSAGE);
    expect(await byId(id)).toEqual(before);
    expect((await auditRows()).length).toBe(auditBefore);

    // A stale field refuses the whole save too.
    const stale = await changeFields([
      { field: 'coverNote', value: 'CN-HALF-2', expected: before.coverNote ?? null },
      { field: 'agentId', value: 71, expected: 999 },
    ]);
    expect(stale.status).toBe(409);
    expect(await byId(id)).toEqual(before);

    // Both fine: every field stored, one audit row with each field's before and after. The end is sent first
    // and moves past the stored period: the pair is judged as it will be stored.
    const saved = await changeFields([
      { field: 'insuranceEndDate', value: '2027-07-31', expected: before.insuranceEndDate ?? null },
      { field: 'insuranceStartDate', value: '2026-08-01', expected: before.insuranceStartDate ?? null },
      { field: 'agentId', value: 71, expected: before.agentId ?? null },
      { field: 'coverNote', value: 'CN-WHOLE-1', expected: before.coverNote ?? null },
    ]);
    expect(saved.status).toBe(200);
    expect(await byId(id)).toMatchObject({
      insuranceStartDate: '2026-08-01',
      insuranceEndDate: '2027-07-31',
      agentId: 71,
      coverNote: 'CN-WHOLE-1',
    });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'applicant_product')
      .where('entityId', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit.after).toEqual({
      insuranceEndDate: '2027-07-31',
      insuranceStartDate: '2026-08-01',
      agentId: 71,
      coverNote: 'CN-WHOLE-1',
    });
    expect((await auditRows()).length).toBe(auditBefore + 1);

    // One record per save, each field once.
    const twice = await changeFields([
      { field: 'coverNote', value: 'a', expected: 'CN-WHOLE-1' },
      { field: 'coverNote', value: 'b', expected: 'CN-WHOLE-1' },
    ]);
    expect(twice.status).toBe(400);
    const otherRecord = await trpc(
      t.app,
      'mutation',
      'masterRecord.changeFields',
      { id, changes: [{ id: ids[1], field: 'coverNote', value: 'x', expected: null }] },
      officer,
    );
    expect(otherRecord.status).toBe(400);
  });

  it('staff outside operations read but may not change', async () => {
    expect((await list({}, staff)).total).toBe(3);
    const res = await change({ id: ids[0], field: 'fis', value: 0, expected: 1 }, staff);
    expect(res.status).toBe(403);
  });

  it('PUT /applicantProduct/ writes one field; dates YYYY-MM-DD; two fields or none are refused', async () => {
    const id = ids[0]!;
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: '/api/applicantProduct/', headers: officer, payload });
    expect((await put({ id, insuranceEndDate: '2027-06-14' })).json()).toEqual({
      status: 1,
      msg: 'Saved Successfully',
    });
    expect((await put({ id: String(id), vehicleIsDischarged: 1 })).statusCode).toBe(200);
    expect(await byId(id)).toMatchObject({ insuranceEndDate: '2027-06-14', vehicleIsDischarged: 1 });
    const two = await put({ id, coverNote: 'A', salesman: 'B' });
    expect(two.statusCode).toBe(400);
    expect(two.json().msg).toBe('Please send the id and exactly one changed field');
  });
});

describe('legacy REST: the whole book without paging is capped and says so', () => {
  it(`answers the first ${WHOLE_BOOK_CAP} records, with the true count and X-Capped`, async () => {
    // Copies of one record, each on its own application (one line per model and condition per application).
    const template = ids[0]!;
    await sql`
      with made as (
        insert into applicant (hirer_id, financial_program_id, progress_id, lock_status, approved_at, created_at)
        select a.hirer_id, a.financial_program_id, a.progress_id, a.lock_status, a.approved_at, a.created_at
        from applicant a join applicant_product p on p.applicant_id = a.id, generate_series(1, ${WHOLE_BOOK_CAP}) g
        where p.id = ${template}
        returning id
      )
      insert into applicant_product (applicant_id, hirer_id, brand_id, product_id, vendor_id, condition, is_new,
        quantity, cost, loan_amount, tenure, interest_rate, resource_id, downpayment, total_interest, total_payable,
        monthly_installment, final_installment, margin_finance, hp_no, letter_offer, created_at)
      select made.id, p.hirer_id, p.brand_id, p.product_id, p.vendor_id, p.condition, p.is_new, p.quantity, p.cost,
        p.loan_amount, p.tenure, p.interest_rate, p.resource_id, p.downpayment, p.total_interest, p.total_payable,
        p.monthly_installment, p.final_installment, p.margin_finance, 'CAP/HP/' || made.id, 'CAP/LO/' || made.id,
        p.created_at
      from made, applicant_product p where p.id = ${template}`.execute(t.app.db);
    const total = WHOLE_BOOK_CAP + 3;
    const res = await t.app.inject({ method: 'GET', url: '/api/applicantProduct/all', headers: officer });
    expect(res.statusCode).toBe(200);
    expect(res.json<unknown[]>()).toHaveLength(WHOLE_BOOK_CAP);
    expect(res.headers['x-total-count']).toBe(String(total));
    expect(res.headers['x-capped']).toBe(`true; first ${WHOLE_BOOK_CAP} of ${total}`);
    // Paged, the same call reaches every record.
    const last = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/all?page=${Math.ceil(total / 100)}&pageSize=100`,
      headers: officer,
    });
    expect(last.json<{ total: number; ApplicantProducts: unknown[] }>()).toMatchObject({ total });
    expect(last.json<{ ApplicantProducts: unknown[] }>().ApplicantProducts).toHaveLength(total % 100 || 100);
  }, 120_000);
});

describe('issue 40: formula cells in the master export arrive as text', () => {
  it('GET /api/applicantProduct/export writes a company, model, engine and salesman holding OWASP payloads defused', async () => {
    await insertMasterLines(t.app.db, [
      {
        hirer: "-2+3+cmd|' /C calc'!A0",
        brand: '@SUM(1+1)',
        model: "=cmd|' /C calc'!A0",
        engine: '-1+1',
        salesman: '=HYPERLINK("http://evil.example","Click")',
        createdAt: '2019-03-04T10:00:00+08:00',
      },
    ]);
    const q = encodeURIComponent(JSON.stringify({ createdFrom: '2019-01-01', createdTo: '2019-12-31' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/export?q=${q}`,
      headers: officer,
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    const header = parseCsvLine(lines[0]!);
    const row = parseCsvLine(lines[1]!);
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Customer')).toBe("'-2+3+cmd|' /C calc'!A0");
    expect(cell('Brand')).toBe("'@SUM(1+1)");
    expect(cell('Model')).toBe("'=cmd|' /C calc'!A0");
    expect(cell('Engine')).toBe("'-1+1");
    expect(cell('Salesman')).toBe('\'=HYPERLINK("http://evil.example","Click")');
    // Plain numbers stay numbers.
    expect(cell('Loan Amount (RM)')).toBe('400,000.00');
    expect(cell('Tenure (Months)')).toBe('60');
    for (const text of row) expect(/^[=+\-@\t\r]/.test(text) && !/^-?[\d,]+(\.\d+)?$/.test(text)).toBe(false);
  });
});
