import { TIERS_OVERLAP } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../../testing/test-app';
import { auditOf, call, newProgram, rest, snapshot, tier } from '../programs.test-support';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let collector: Record<string, string>;

interface Tier {
  id: number;
  name: string;
  minScore: number;
  maxScore: number;
  maxInterestRate: number;
  maxCapped: number;
}
interface ProgramDetail {
  id: number;
  name: string;
  maxCapped: number;
  maxTenure: number;
  percentageOnNew: number;
  percentageOnUsed: number;
  interestMethod: string;
  tiers: Tier[];
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
  collector = bearer(await signIn(t.app, 'collection.officer'));
});
afterAll(() => t.close());

const create = async (name: string) =>
  (
    await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.financialProgram.create',
      newProgram(name),
      officer,
    )
  ).id;
const detail = (id: number) =>
  call<ProgramDetail>(t.app, 'query', 'programs.financialProgram.byId', { id }, collector);

describe('financial programs (collections-and-programs.md §2.5, §2.6, §5, §7)', () => {
  it('POST /financialProgram takes ringgit, stores sen-exact money, defaults maxTenure to 5 and audits', async () => {
    const res = await rest(t.app, 'POST', '/financialProgram', officer, {
      name: 'Heavy Equipment Financing',
      maxCapped: '5,000,000.50',
      percentageOnNew: 85,
      percentageOnUsed: 70,
    });
    expect(res.body).toMatchObject({ status: 1, msg: 'Created Successfully' });
    const id = res.body.id as number;
    expect(await detail(id)).toEqual({
      id,
      name: 'Heavy Equipment Financing',
      maxCapped: 500_000_050,
      maxTenure: 5,
      percentageOnNew: 85,
      percentageOnUsed: 70,
      interestMethod: 'flat',
      // Issue 41: no late-payment rate unless given, and the cap the screen checks it against.
      lateChargeRate: null,
      lateChargeCap: 8,
      tiers: [],
    });
    const all = await rest<Record<string, unknown>[]>(t.app, 'GET', '/financialProgram/all', collector);
    expect(all.body).toEqual([
      {
        id,
        name: 'Heavy Equipment Financing',
        maxCapped: 5000000.5,
        maxTenure: 5,
        percentageOnNew: 85,
        percentageOnUsed: 70,
      },
    ]);
    expect(await auditOf(t.app.db, 'financial_program', id)).toMatchObject([{ action: 'create' }]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a missing name', { name: '' }, 'Please fill in all fields'],
    ['a missing maximum loan amount', { maxCapped: undefined }, 'Please fill in all fields'],
    ['a missing percentage', { percentageOnUsed: undefined }, 'Please fill in all fields'],
    ['a percentage of 0', { percentageOnNew: 0 }, 'Percentage of Loan Amount must be between 1 and 100'],
    [
      'a percentage above 100',
      { percentageOnUsed: 100.5 },
      'Percentage of Loan Amount must be between 1 and 100',
    ],
  ])('refuses a new program with %s and saves nothing', async (_, change, message) => {
    const before = await snapshot(t.app.db);
    const body = { ...newProgram('Commercial Vehicle Financing'), maxCapped: '2000000', ...change };
    expect(await rest(t.app, 'POST', '/financialProgram', officer, body)).toEqual({
      status: 400,
      body: { status: 0, msg: message },
    });
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'programs.financialProgram.create',
      { ...newProgram('Commercial Vehicle Financing'), ...change },
      officer,
    );
    expect(viaTrpc.error?.message).toBe(message);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('refuses a second program of the same name', async () => {
    const res = await trpc(
      t.app,
      'mutation',
      'programs.financialProgram.create',
      newProgram('heavy equipment financing'),
      admin,
    );
    expect(res.status).toBe(409);
  });

  it('lists programs paginated and searched in SQL', async () => {
    await create('Commercial Vehicle Financing');
    await create('Used Machinery Leasing');
    const page = await call<{ rows: { name: string }[]; total: number }>(
      t.app,
      'query',
      'programs.financialProgram.list',
      { search: 'financing', sortBy: 'name', sortDir: 'desc' },
      collector,
    );
    expect(page.rows.map((r) => r.name)).toEqual([
      'Heavy Equipment Financing',
      'Commercial Vehicle Financing',
    ]);
    expect(page.total).toBe(2);
  });

  it("PUT /financialProgram updates name, tenure and percentages with 'Program updated successfully'", async () => {
    const id = await create('Agri Machinery');
    const res = await rest(t.app, 'PUT', '/financialProgram', officer, {
      id,
      name: 'Agricultural Machinery Financing',
      maxTenure: 4,
      percentageOnNew: 80,
      percentageOnUsed: 65.5,
    });
    expect(res.body).toMatchObject({ status: 1, msg: 'Program updated successfully' });
    expect(await detail(id)).toMatchObject({
      name: 'Agricultural Machinery Financing',
      maxTenure: 4,
      percentageOnNew: 80,
      percentageOnUsed: 65.5,
      maxCapped: 500_000_000,
    });
    const bad = await rest(t.app, 'PUT', '/financialProgram', officer, {
      id,
      name: 'x',
      maxTenure: 4,
      percentageOnNew: 101,
      percentageOnUsed: 65,
    });
    expect(bad.body).toEqual({ status: 0, msg: 'Percentage of Loan Amount must be between 1 and 100' });
    expect((await auditOf(t.app.db, 'financial_program', id)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it('takes an interest method (issue 14): flat unless told, changed by an update, kept off the legacy answers', async () => {
    const id = (
      await call<{ id: number }>(
        t.app,
        'mutation',
        'programs.financialProgram.create',
        { ...newProgram('Green Machinery Financing'), interestMethod: 'reducing_balance' },
        officer,
      )
    ).id;
    expect((await detail(id)).interestMethod).toBe('reducing_balance');
    const { interestMethod: _method, tiers: _tiers, ...fields } = await detail(id);
    await call(
      t.app,
      'mutation',
      'programs.financialProgram.update',
      { ...fields, interestMethod: 'flat' },
      officer,
    );
    expect((await detail(id)).interestMethod).toBe('flat');
    // A legacy PUT (no method) leaves it as it is.
    await call(
      t.app,
      'mutation',
      'programs.financialProgram.update',
      { ...fields, interestMethod: 'reducing_balance' },
      officer,
    );
    await rest(t.app, 'PUT', '/financialProgram', officer, {
      ...fields,
      name: 'Green Machinery Financing 2',
    });
    expect(await detail(id)).toMatchObject({
      name: 'Green Machinery Financing 2',
      interestMethod: 'reducing_balance',
    });
    const refused = await call<unknown>(
      t.app,
      'mutation',
      'programs.financialProgram.update',
      { ...fields, interestMethod: 'rule_of_78' },
      officer,
    ).catch((error: Error) => error.message);
    expect(String(refused)).toContain('Please choose the interest method');
    const all = await rest<Record<string, unknown>[]>(t.app, 'GET', '/financialProgram/all', collector);
    expect(Object.keys(all.body.find((row) => row.id === id) ?? {})).not.toContain('interestMethod');
  });

  it('lets every signed-in user read but only Superadmin and Credit Officer write', async () => {
    expect((await rest(t.app, 'POST', '/financialProgram', collector, newProgram('Nope'))).status).toBe(403);
    expect(
      (await trpc(t.app, 'mutation', 'programs.financialProgram.create', newProgram('Nope'), collector))
        .status,
    ).toBe(403);
    expect((await rest(t.app, 'GET', '/financialProgram/all', collector)).status).toBe(200);
  });
});

describe('tiers (collections-and-programs.md §2.6, §3, §7, and a credit manager’s rules)', () => {
  let programId: number;
  let otherProgramId: number;
  beforeAll(async () => {
    programId = await create('Tiered Program');
    otherProgramId = await create('Other Program');
  });

  it('POST/PUT/DELETE /financialProgramTier with ringgit money, answered in the program details', async () => {
    const created = await rest(t.app, 'POST', '/financialProgramTier', officer, {
      ...tier(programId),
      maxCapped: '3000000.00',
    });
    expect(created.body).toMatchObject({ status: 1, msg: 'Created Successfully' });
    const id = created.body.id as number;
    const mid = await rest(t.app, 'POST', '/financialProgramTier', officer, {
      ...tier(programId, {
        name: 'Standard',
        riskLevel: 'Mid',
        minScore: 50,
        maxScore: 70,
        minInterestRate: 4.5,
        maxInterestRate: 6,
      }),
      maxCapped: 1500000,
    });
    expect(mid.body.status).toBe(1);

    const details = await rest<{ FinancialProgramTiers: Record<string, unknown>[] }>(
      t.app,
      'GET',
      `/financialProgram/details/${programId}`,
      collector,
    );
    expect(details.body.FinancialProgramTiers).toEqual([
      {
        id,
        financialProgramId: programId,
        name: 'Prime',
        minScore: 70,
        maxScore: 100,
        riskLevel: 'Low',
        minInterestRate: 3.5,
        maxInterestRate: 4.5,
        maxTenure: 5,
        maxCapped: 3000000,
      },
      expect.objectContaining({ name: 'Standard', maxCapped: 1500000 }),
    ]);

    const updated = await rest(t.app, 'PUT', '/financialProgramTier', officer, {
      ...tier(programId, { maxInterestRate: 5 }),
      id,
      maxCapped: '2500000',
    });
    expect(updated.body).toMatchObject({ status: 1 });
    expect((await detail(programId)).tiers[0]).toMatchObject({ maxInterestRate: 5, maxCapped: 250_000_000 });

    const removed = await rest(t.app, 'DELETE', '/financialProgramTier', officer, { id: mid.body.id });
    expect(removed.body).toMatchObject({ status: 1, msg: 'Deleted Successfully' });
    expect((await detail(programId)).tiers.map((x) => x.name)).toEqual(['Prime']);
    expect((await auditOf(t.app.db, 'financial_program_tier', id)).map((a) => a.action)).toEqual([
      'create',
      'update',
    ]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    [
      'min score above max score',
      { minScore: 60, maxScore: 40 },
      'Min Score cannot be greater than Max Score',
    ],
    ['a score above 100', { minScore: 10, maxScore: 120 }, 'Score must be between 0 and 100'],
    ['a negative score', { minScore: -1, maxScore: 20 }, 'Score must be between 0 and 100'],
    [
      'min interest above max interest',
      { minScore: 0, maxScore: 20, minInterestRate: 9, maxInterestRate: 8 },
      'Min Interest cannot be greater than Max Interest',
    ],
    [
      'a tenure of 6 years',
      { minScore: 0, maxScore: 20, maxTenure: 6 },
      'Max Tenure must be between 0 and 5',
    ],
    ['a score band overlapping Prime', { minScore: 60, maxScore: 80 }, TIERS_OVERLAP],
    ['the same band as Prime', { minScore: 70, maxScore: 100 }, TIERS_OVERLAP],
  ])('refuses a tier with %s and saves nothing', async (_, change, message) => {
    const before = await snapshot(t.app.db);
    const res = await rest(
      t.app,
      'POST',
      '/financialProgramTier',
      officer,
      tier(programId, { name: 'Bad', ...change }),
    );
    expect(res.body).toEqual({ status: 0, msg: message });
    const viaTrpc = await trpc(
      t.app,
      'mutation',
      'programs.tier.create',
      tier(programId, { name: 'Bad', ...change }),
      officer,
    );
    expect(viaTrpc.error?.message).toBe(message);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('allows tiers that only touch, and a tenure of 0', async () => {
    const res = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.tier.create',
      tier(programId, { name: 'Watchlist', riskLevel: 'High', minScore: 40, maxScore: 70, maxTenure: 0 }),
      officer,
    );
    expect(res.id).toBeGreaterThan(0);
    await call(t.app, 'mutation', 'programs.tier.delete', { id: res.id }, officer);
  });

  it('serialises concurrent tier writes to one program, so overlapping bands cannot both get in', async () => {
    const raceId = await create(`Race ${Date.now()}`);
    const post = (name: string, minScore: number) =>
      rest(
        t.app,
        'POST',
        '/financialProgramTier',
        officer,
        tier(raceId, { name, minScore, maxScore: minScore + 30 }),
      );
    const answers = await Promise.all([40, 45, 50, 55, 60, 65].map((min) => post(`From ${min}`, min)));
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(1);
    expect((await detail(raceId)).tiers).toHaveLength(1);
  });

  it('refuses to move a tier into another program through PUT', async () => {
    const [prime] = (await detail(programId)).tiers;
    const res = await rest(t.app, 'PUT', '/financialProgramTier', officer, {
      ...tier(otherProgramId),
      id: prime!.id,
    });
    expect(res).toEqual({ status: 400, body: { status: 0, msg: 'Tier does not belong to this program' } });
  });
});

describe('program detail Save: one transaction (collections-and-programs.md §2.6)', () => {
  let programId: number;
  let prime: Tier;
  let standard: Tier;
  beforeAll(async () => {
    programId = await create('Saved Program');
    await call(t.app, 'mutation', 'programs.tier.create', tier(programId), officer);
    await call(
      t.app,
      'mutation',
      'programs.tier.create',
      tier(programId, {
        name: 'Standard',
        riskLevel: 'Mid',
        minScore: 50,
        maxScore: 69.99,
        minInterestRate: 4.5,
        maxInterestRate: 6,
      }),
      officer,
    );
    [prime, standard] = (await detail(programId)).tiers as [Tier, Tier];
  });

  const save = (changes: Record<string, unknown>) => ({
    id: programId,
    name: 'Saved Program',
    maxTenure: 5,
    percentageOnNew: 85,
    percentageOnUsed: 70,
    tiers: { upserts: [], deletes: [] },
    ...changes,
  });

  it('saves the name, the percentages, a changed tier, a new tier and a deleted tier together', async () => {
    await call(
      t.app,
      'mutation',
      'programs.financialProgram.saveDetail',
      save({
        name: 'Saved Program (2027)',
        percentageOnNew: 90,
        tiers: {
          upserts: [
            { ...tier(programId), id: prime.id, minScore: 75, maxInterestRate: 4 },
            tier(programId, {
              name: 'Entry',
              riskLevel: 'High',
              minScore: 35,
              maxScore: 74.99,
              minInterestRate: 6,
              maxInterestRate: 8.5,
              maxTenure: 3,
            }),
          ],
          deletes: [standard.id],
        },
      }),
      officer,
    );
    const after = await detail(programId);
    expect(after).toMatchObject({ name: 'Saved Program (2027)', percentageOnNew: 90 });
    expect(after.tiers.map((x) => [x.name, x.minScore, x.maxScore, x.maxInterestRate])).toEqual([
      ['Prime', 75, 100, 4],
      ['Entry', 35, 74.99, 8.5],
    ]);
    const audit = await auditOf(t.app.db, 'financial_program', programId);
    expect(audit.at(-1)).toMatchObject({
      action: 'update',
      before: expect.objectContaining({ name: 'Saved Program' }),
      after: expect.objectContaining({ name: 'Saved Program (2027)' }),
    });
    expect((await auditOf(t.app.db, 'financial_program_tier', standard.id)).at(-1)?.action).toBe('delete');
  });

  it.each<[string, (current: ProgramDetail) => Record<string, unknown>, string, number]>([
    [
      'a new tier overlapping a kept one',
      () => ({
        name: 'Renamed in vain',
        tiers: { upserts: [tier(programId, { name: 'Clash', minScore: 30, maxScore: 80 })], deletes: [] },
      }),
      TIERS_OVERLAP,
      400,
    ],
    [
      'a tier of another program among good rows',
      (current) => ({
        name: 'Renamed in vain',
        tiers: {
          upserts: [
            { ...tier(programId), id: current.tiers[0]!.id, maxInterestRate: 4.25 },
            tier(programId, { name: 'Floor', riskLevel: 'High', minScore: 0, maxScore: 20 }),
          ],
          deletes: [99_999],
        },
      }),
      'Tier not found',
      404,
    ],
    [
      'a bad row after good ones',
      (current) => ({
        name: 'Renamed in vain',
        tiers: {
          upserts: [
            { ...tier(programId), id: current.tiers[0]!.id, maxInterestRate: 4.25 },
            tier(programId, { name: 'Broken', minScore: 10, maxScore: 5 }),
          ],
          deletes: [current.tiers[1]!.id],
        },
      }),
      'Min Score cannot be greater than Max Score',
      400,
    ],
  ])('with %s saves nothing at all', async (_, changes, message, status) => {
    const current = await detail(programId);
    const before = await snapshot(t.app.db);
    const res = await trpc(
      t.app,
      'mutation',
      'programs.financialProgram.saveDetail',
      save({ ...changes(current) }),
      officer,
    );
    expect(res.error?.message).toBe(message);
    expect(res.status).toBe(status);
    expect(await snapshot(t.app.db)).toEqual(before);
  });
});

describe('program delete (decisions.md §9)', () => {
  it("refuses a program that applications were filed under with 'Unable to delete program'", async () => {
    const programId = await create('Program In Use');
    const sector = await t.app.db
      .selectFrom('resource')
      .select('id')
      .where('category', '=', 'HIRER_BUSINESS')
      .executeTakeFirstOrThrow();
    const hirer = await t.app.db
      .insertInto('hirer')
      .values({
        name: 'Syarikat Jentera Maju Sdn Bhd',
        registrationNo: '201901012345',
        shortname: 'JMSB',
        establishYear: 2019,
        resourceId: sector.id,
        address: 'Lot 12, Jalan Perindustrian 3, 81400 Senai, Johor',
        pic: 'Tan Wei Ming',
        picNo: '012-7781234',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('applicant')
      .values({ hirerId: hirer.id, financialProgramId: programId })
      .execute();
    const before = await snapshot(t.app.db);
    const res = await rest(t.app, 'DELETE', '/financialProgram', admin, { id: programId });
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('Unable to delete program: 1 application uses it');
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('hides an unused program with its tiers, factors and attributes, keeping the rows', async () => {
    const programId = await create('Short-lived Program');
    await call(t.app, 'mutation', 'programs.tier.create', tier(programId), officer);
    const type = await t.app.db
      .selectFrom('resource')
      .select('id')
      .where('category', '=', 'FACTOR_CATEGORY')
      .executeTakeFirstOrThrow();
    const factor = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.factor.create',
      {
        financialProgramId: programId,
        name: 'Gearing',
        description: 'Debt to equity',
        weightage: 100,
        resourceId: type.id,
      },
      officer,
    );
    await call(
      t.app,
      'mutation',
      'programs.attribute.create',
      { factorId: factor.id, name: 'Low', score: 10 },
      officer,
    );

    const res = await trpc(t.app, 'mutation', 'programs.financialProgram.delete', { id: programId }, officer);
    expect(res.status).toBe(200);
    expect(
      (await trpc(t.app, 'query', 'programs.financialProgram.byId', { id: programId }, officer)).status,
    ).toBe(404);
    expect((await rest(t.app, 'GET', `/factor/details/${factor.id}`, officer)).status).toBe(404);
    const hidden = await t.app.db
      .selectFrom('factorAttribute')
      .select('deletedAt')
      .where('factorId', '=', factor.id)
      .executeTakeFirstOrThrow();
    expect(hidden.deletedAt).toBeInstanceOf(Date);
    expect((await auditOf(t.app.db, 'financial_program', programId)).at(-1)?.action).toBe('delete');
    expect((await rest(t.app, 'DELETE', '/financialProgram', officer, { id: programId })).status).toBe(404);
  });
});
