import { FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../../testing/test-app';
import { auditOf, call, newProgram, resourceId, rest, snapshot } from '../programs.test-support';
import { FACTOR_NOT_EDITABLE, FACTOR_TOTAL_ABOVE_100 } from './factor.service';

let t: TestApp;
let admin: Record<string, string>;
let officer: Record<string, string>;
let collector: Record<string, string>;
let programId: number;
let otherProgramId: number;
let management: number;
let finance: number;

interface Factor {
  id: number;
  name: string;
  weightage: number;
  description: string;
  type: string;
  editable: boolean;
}
interface Attribute {
  id: number;
  factorId: number;
  name: string;
  score: number;
  description: string | null;
}
type FactorDetail = Factor & { programName: string; attributes: Attribute[] };

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
  officer = bearer(await signIn(t.app, 'credit.officer'));
  collector = bearer(await signIn(t.app, 'collection.officer'));
  const create = (name: string) =>
    call<{ id: number }>(t.app, 'mutation', 'programs.financialProgram.create', newProgram(name), admin);
  programId = (await create('Heavy Equipment Financing')).id;
  otherProgramId = (await create('Commercial Vehicle Financing')).id;
  management = await resourceId(t.app.db, 'FACTOR_CATEGORY', 'Management');
  finance = await resourceId(t.app.db, 'FACTOR_CATEGORY', 'Financial Strength');
});
afterAll(() => t.close());

const factorsOf = (id: number) =>
  call<Factor[]>(t.app, 'query', 'programs.factor.allOfProgram', { financialProgramId: id }, collector);
const detailOf = (id: number) =>
  call<FactorDetail>(t.app, 'query', 'programs.factor.detail', { id }, collector);
const byName = async (name: string) => {
  const found = (await factorsOf(programId)).find((f) => f.name === name);
  if (!found) throw new Error(`no factor ${name}`);
  return found;
};

describe('factors (collections-and-programs.md §2.7, §5, §7)', () => {
  it("POST /factor answers 'Created Successfully' and the id; GET /factor/all lists them", async () => {
    const res = await rest(t.app, 'POST', '/factor', officer, {
      financialProgramId: programId,
      name: 'Years in Business',
      description: 'Years since incorporation',
      weightage: 60,
      resourceId: management,
    });
    expect(res.body).toEqual({ status: 1, msg: 'Created Successfully', id: expect.any(Number) });
    const second = await rest(t.app, 'POST', '/factor', officer, {
      financialProgramId: programId,
      name: 'Gearing Ratio',
      description: 'Borrowings over equity',
      weightage: '40',
      resourceId: String(finance),
    });
    expect(second.body.status).toBe(1);
    const all = await rest<Record<string, unknown>[]>(t.app, 'GET', `/factor/all/${programId}`, collector);
    expect(all.body).toEqual([
      {
        id: res.body.id,
        financialProgramId: programId,
        resourceId: management,
        name: 'Years in Business',
        description: 'Years since incorporation',
        weightage: 60,
        editable: true,
        Resource: { id: management, name: 'Management' },
      },
      expect.objectContaining({ name: 'Gearing Ratio', weightage: 40 }),
    ]);
    expect(await auditOf(t.app.db, 'factor', res.body.id as number)).toMatchObject([{ action: 'create' }]);
  });

  it('refuses a one-row write that would push the total above 100, and a type outside FACTOR_CATEGORY', async () => {
    const before = await snapshot(t.app.db);
    const over = await rest(t.app, 'POST', '/factor', officer, {
      financialProgramId: programId,
      name: 'Sector Outlook',
      description: 'Order book',
      weightage: 10,
      resourceId: management,
    });
    expect(over.body).toEqual({ status: 0, msg: FACTOR_TOTAL_ABOVE_100 });
    const criteriaCategory = await resourceId(t.app.db, 'CRITERIA_CATEGORY', 'Banking Conduct');
    const wrongType = await rest(t.app, 'POST', '/factor', officer, {
      financialProgramId: programId,
      name: 'Sector Outlook',
      description: 'Order book',
      weightage: 0,
      resourceId: criteriaCategory,
    });
    expect(wrongType.body).toEqual({ status: 0, msg: 'Please select factor type' });
    const blank = await rest(t.app, 'POST', '/factor', officer, {
      financialProgramId: programId,
      weightage: 0,
    });
    expect(blank.body.msg).toBe('Please enter new factor name');
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it("PUT /factor changes one factor with 'Factor updated successfully'", async () => {
    const gearing = await byName('Gearing Ratio');
    const res = await rest(t.app, 'PUT', '/factor', officer, {
      id: gearing.id,
      resourceId: finance,
      name: 'Gearing Ratio',
      description: 'Total borrowings over shareholders funds',
      weightage: 30,
    });
    expect(res.body).toMatchObject({ status: 1, msg: 'Factor updated successfully' });
    expect((await byName('Gearing Ratio')).weightage).toBe(30);
  });

  it('lists the factors of a program paginated and sorted in SQL', async () => {
    const page = await call<{ rows: Factor[]; total: number }>(
      t.app,
      'query',
      'programs.factor.list',
      { financialProgramId: programId, sortBy: 'weightage', sortDir: 'desc' },
      collector,
    );
    expect(page.rows.map((f) => [f.name, f.weightage, f.type])).toEqual([
      ['Years in Business', 60, 'Management'],
      ['Gearing Ratio', 30, 'Financial Strength'],
    ]);
    const other = await call<{ total: number }>(
      t.app,
      'query',
      'programs.factor.list',
      { financialProgramId: otherProgramId },
      collector,
    );
    expect(other.total).toBe(0);
  });
});

describe('the Edit modal’s Save: weightages total exactly 100, one transaction (§2.7, §5)', () => {
  const edit = async (weightages: Record<string, number>, newFactor?: Record<string, unknown>) => ({
    financialProgramId: programId,
    factors: await Promise.all(
      Object.entries(weightages).map(async ([name, weightage]) => ({
        id: (await byName(name)).id,
        weightage,
      })),
    ),
    newFactor,
  });

  it('refuses a total other than 100 and saves nothing', async () => {
    const before = await snapshot(t.app.db);
    const res = await trpc(
      t.app,
      'mutation',
      'programs.factor.saveWeightages',
      await edit({ 'Years in Business': 60, 'Gearing Ratio': 39 }),
      officer,
    );
    expect(res.error?.message).toBe('Total weightage must be exactly 100');
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it.each<[Record<string, unknown>, string]>([
    [{ weightage: 10, description: 'x', resourceId: 1 }, 'Please enter new factor name'],
    [{ weightage: 10, name: 'Sector Outlook', resourceId: 1 }, 'Please enter new factor description'],
    [{ weightage: 10, name: 'Sector Outlook', description: 'Order book' }, 'Please select factor type'],
  ])(
    'refuses a new factor with a weightage but no name, description or type (%o)',
    async (newFactor, message) => {
      const before = await snapshot(t.app.db);
      const res = await trpc(
        t.app,
        'mutation',
        'programs.factor.saveWeightages',
        await edit({ 'Years in Business': 60, 'Gearing Ratio': 30 }, newFactor),
        officer,
      );
      expect(res.error?.message).toBe(message);
      expect(await snapshot(t.app.db)).toEqual(before);
    },
  );

  it('judges the total over every live factor, so a factor left out of the payload still counts', async () => {
    const before = await snapshot(t.app.db);
    const res = await trpc(
      t.app,
      'mutation',
      'programs.factor.saveWeightages',
      await edit({ 'Years in Business': 100 }),
      officer,
    );
    expect(res.error?.message).toBe('Total weightage must be exactly 100');
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('refuses a factor of another program and saves nothing', async () => {
    const stranger = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.factor.create',
      {
        financialProgramId: otherProgramId,
        name: 'Fleet History',
        description: 'Years',
        weightage: 0,
        resourceId: management,
      },
      officer,
    );
    const before = await snapshot(t.app.db);
    const payload = await edit({ 'Years in Business': 50, 'Gearing Ratio': 50 });
    payload.factors.push({ id: stranger.id, weightage: 0 });
    const res = await trpc(t.app, 'mutation', 'programs.factor.saveWeightages', payload, officer);
    expect(res.error?.message).toBe('Factor does not belong to this program');
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('adds a new factor and rebalances the others to exactly 100 in one go', async () => {
    const res = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.factor.saveWeightages',
      await edit(
        { 'Years in Business': 45.5, 'Gearing Ratio': 30 },
        {
          name: 'Sector Outlook',
          description: 'Where the machine will work',
          weightage: 24.5,
          resourceId: management,
        },
      ),
      officer,
    );
    expect(res.id).toBeGreaterThan(0);
    const factors = await factorsOf(programId);
    expect(factors.map((f) => [f.name, f.weightage])).toEqual([
      ['Years in Business', 45.5],
      ['Gearing Ratio', 30],
      ['Sector Outlook', 24.5],
    ]);
    const years = await byName('Years in Business');
    expect((await auditOf(t.app.db, 'factor', years.id)).at(-1)).toMatchObject({
      action: 'update',
      before: { weightage: 60 },
      after: { weightage: 45.5 },
    });
  });
});

describe('factor detail and attributes (collections-and-programs.md §2.8, §5, §7)', () => {
  it('POST/PUT/DELETE /factorAttribute with scores 0..10, answered by GET /factor/details', async () => {
    const gearing = await byName('Gearing Ratio');
    const low = await rest(t.app, 'POST', '/factorAttribute', officer, {
      factorId: gearing.id,
      name: 'Above 3.0x',
      description: 'Highly geared',
      score: 1,
    });
    expect(low.body).toMatchObject({ status: 1, msg: 'Created Successfully' });
    const high = await rest(t.app, 'POST', '/factorAttribute', officer, {
      factorId: gearing.id,
      name: 'Below 1.0x',
      score: 10,
    });
    const spare = await rest(t.app, 'POST', '/factorAttribute', officer, {
      factorId: gearing.id,
      name: 'Spare',
      score: 0,
    });
    const updated = await rest(t.app, 'PUT', '/factorAttribute', officer, {
      id: low.body.id,
      factorId: gearing.id,
      name: 'Above 3.0x',
      description: 'Highly geared',
      score: 2,
    });
    expect(updated.body).toMatchObject({ status: 1, msg: 'Factor updated successfully' });
    expect(
      (await rest(t.app, 'DELETE', '/factorAttribute', officer, { id: spare.body.id })).body,
    ).toMatchObject({ status: 1 });

    const details = await rest(t.app, 'GET', `/factor/details/${gearing.id}`, collector);
    expect(details.body).toMatchObject({
      id: gearing.id,
      name: 'Gearing Ratio',
      weightage: 30,
      FactorAttributes: [
        { id: low.body.id, factorId: gearing.id, name: 'Above 3.0x', description: 'Highly geared', score: 2 },
        { id: high.body.id, name: 'Below 1.0x', description: null, score: 10 },
      ],
    });
    expect(await auditOf(t.app.db, 'factor_attribute', spare.body.id as number)).toMatchObject([
      { action: 'create' },
      { action: 'delete' },
    ]);
  });

  it.each<[unknown, string]>([
    [11, 'Score must be in the range of 0-10'],
    [-1, 'Score must be in the range of 0-10'],
    [7.5, 'Score must be a whole number from 0 to 10'],
  ])('refuses a score of %s', async (score, message) => {
    const gearing = await byName('Gearing Ratio');
    const before = await snapshot(t.app.db);
    const res = await rest(t.app, 'POST', '/factorAttribute', officer, {
      factorId: gearing.id,
      name: 'Odd',
      score,
    });
    expect(res.body).toEqual({ status: 0, msg: message });
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('saves name, description and attribute rows together', async () => {
    const gearing = await detailOf((await byName('Gearing Ratio')).id);
    const [low, high] = gearing.attributes as [Attribute, Attribute];
    await call(
      t.app,
      'mutation',
      'programs.factor.saveDetail',
      {
        id: gearing.id,
        name: 'Gearing',
        description: 'Total borrowings over shareholders funds',
        attributes: {
          upserts: [
            { id: high.id, name: 'Below 1.0x', description: 'Conservative', score: 10 },
            { name: '1.0x to 2.0x', description: '', score: 7 },
          ],
          deletes: [low.id],
        },
      },
      officer,
    );
    const after = await detailOf(gearing.id);
    expect(after).toMatchObject({ name: 'Gearing', programName: 'Heavy Equipment Financing', weightage: 30 });
    expect(after.attributes.map((a) => [a.name, a.score, a.description])).toEqual([
      ['1.0x to 2.0x', 7, null],
      ['Below 1.0x', 10, 'Conservative'],
    ]);
  });

  it.each<[string, (detail: FactorDetail, strangerAttributeId: number) => Record<string, unknown>, string]>([
    [
      'a score of 11 after good rows',
      (detail) => ({
        upserts: [
          { id: detail.attributes[0]!.id, name: 'Renamed', score: 3 },
          { name: 'New good row', score: 5 },
          { name: 'Bad row', score: 11 },
        ],
        deletes: [detail.attributes[1]!.id],
      }),
      'Score must be in the range of 0-10',
    ],
    [
      'an attribute of another factor',
      (detail, stranger) => ({
        upserts: [
          { name: 'New good row', score: 5 },
          { id: stranger, name: 'Stolen', score: 1 },
        ],
        deletes: [detail.attributes[1]!.id],
      }),
      'Attribute does not belong to this factor',
    ],
    [
      'an unknown attribute to delete',
      () => ({ upserts: [{ name: 'New good row', score: 5 }], deletes: [99_999] }),
      'Attribute not found',
    ],
  ])('with %s saves nothing at all', async (_, attributes, message) => {
    const detail = await detailOf((await byName('Gearing')).id);
    const years = await byName('Years in Business');
    const stranger = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.attribute.create',
      { factorId: years.id, name: `Row ${Math.random()}`, score: 4 },
      officer,
    );
    const before = await snapshot(t.app.db);
    const res = await trpc(
      t.app,
      'mutation',
      'programs.factor.saveDetail',
      {
        id: detail.id,
        name: 'Renamed in vain',
        description: 'x',
        attributes: attributes(detail, stranger.id),
      },
      officer,
    );
    expect(res.error?.message).toBe(message);
    expect(await snapshot(t.app.db)).toEqual(before);
  });

  it('keeps the name and attributes of a factor not flagged editable, but not its description', async () => {
    const locked = await t.app.db
      .insertInto('factor')
      .values({
        financialProgramId: otherProgramId,
        resourceId: management,
        name: 'CTOS / CCRIS Conduct',
        description: 'Credit bureau conduct',
        weightage: 0,
        editable: false,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attribute = await t.app.db
      .insertInto('factorAttribute')
      .values({ factorId: locked.id, name: 'Clean record', score: 10 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await snapshot(t.app.db);
    const rename = await trpc(
      t.app,
      'mutation',
      'programs.factor.saveDetail',
      {
        id: locked.id,
        name: 'Renamed',
        description: 'Credit bureau conduct',
        attributes: { upserts: [], deletes: [] },
      },
      officer,
    );
    expect(rename.error?.message).toBe(FACTOR_NOT_EDITABLE);
    const addRow = await trpc(
      t.app,
      'mutation',
      'programs.factor.saveDetail',
      {
        id: locked.id,
        name: 'CTOS / CCRIS Conduct',
        description: 'x',
        attributes: { upserts: [{ name: 'Legal action', score: 0 }], deletes: [] },
      },
      officer,
    );
    expect(addRow.error?.message).toBe(FACTOR_NOT_EDITABLE);
    const legacy = await rest(t.app, 'PUT', '/factorAttribute', officer, {
      id: attribute.id,
      factorId: locked.id,
      name: 'Spotless',
      score: 10,
    });
    expect(legacy).toEqual({ status: 403, body: { status: 0, msg: FACTOR_NOT_EDITABLE } });
    const legacyRename = await rest(t.app, 'PUT', '/factor', officer, {
      id: locked.id,
      resourceId: management,
      name: 'Renamed',
      description: 'x',
      weightage: 0,
    });
    expect(legacyRename.status).toBe(403);
    expect(await snapshot(t.app.db)).toEqual(before);

    await call(
      t.app,
      'mutation',
      'programs.factor.saveDetail',
      {
        id: locked.id,
        name: 'CTOS / CCRIS Conduct',
        description: 'Conduct in CCRIS and CTOS over 12 months',
        attributes: { upserts: [{ id: attribute.id, name: 'Clean record', score: 10 }], deletes: [] },
      },
      officer,
    );
    expect((await detailOf(locked.id)).description).toBe('Conduct in CCRIS and CTOS over 12 months');
  });

  it("refuses to delete a weighted factor with the spec's message, then deletes it at weightage 0", async () => {
    const sector = await byName('Sector Outlook');
    const before = await snapshot(t.app.db);
    const refused = await rest(t.app, 'DELETE', '/factor', officer, { id: sector.id });
    expect(refused).toEqual({ status: 409, body: { status: 0, msg: FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE } });
    const viaTrpc = await trpc(t.app, 'mutation', 'programs.factor.delete', { id: sector.id }, officer);
    expect(viaTrpc.error?.message).toBe(FACTOR_DELETE_NEEDS_ZERO_WEIGHTAGE);
    expect(await snapshot(t.app.db)).toEqual(before);

    const years = await byName('Years in Business');
    const gearing = await byName('Gearing');
    await call(
      t.app,
      'mutation',
      'programs.factor.saveWeightages',
      {
        financialProgramId: programId,
        factors: [
          { id: years.id, weightage: 70 },
          { id: gearing.id, weightage: 30 },
          { id: sector.id, weightage: 0 },
        ],
      },
      officer,
    );
    const res = await rest(t.app, 'DELETE', '/factor', officer, { id: sector.id });
    expect(res.body).toMatchObject({ status: 1, msg: 'Deleted Successfully' });
    expect((await factorsOf(programId)).map((f) => f.name)).toEqual(['Years in Business', 'Gearing']);
    expect((await auditOf(t.app.db, 'factor', sector.id)).at(-1)?.action).toBe('delete');
  });

  it('lets every signed-in user read but only Superadmin and Credit Officer write', async () => {
    const years = await byName('Years in Business');
    expect((await rest(t.app, 'GET', `/factor/details/${years.id}`, collector)).status).toBe(200);
    expect(
      (await rest(t.app, 'POST', '/factorAttribute', collector, { factorId: years.id, name: 'x', score: 1 }))
        .status,
    ).toBe(403);
    expect(
      (await trpc(t.app, 'mutation', 'programs.factor.delete', { id: years.id }, collector)).status,
    ).toBe(403);
    expect((await rest(t.app, 'GET', '/resource/type/FACTOR_CATEGORY', collector)).body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: management, name: 'Management' })]),
    );
  });

  it('serialises concurrent writes to one program, so two one-row writes cannot together pass 100', async () => {
    const { id } = await call<{ id: number }>(
      t.app,
      'mutation',
      'programs.financialProgram.create',
      newProgram(`Race ${Date.now()}`),
      admin,
    );
    const post = (name: string) =>
      rest(t.app, 'POST', '/factor', officer, {
        financialProgramId: id,
        name,
        description: 'Race',
        weightage: 40,
        resourceId: management,
      });
    const answers = await Promise.all(['A', 'B', 'C', 'D', 'E', 'F'].map(post));
    expect(answers.filter((a) => a.body.status === 1)).toHaveLength(2);
    expect((await factorsOf(id)).map((f) => f.weightage)).toEqual([40, 40]);
  });
});
