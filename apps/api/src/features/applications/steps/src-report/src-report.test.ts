import { CREDIT_INFO_MESSAGES, RECOMMENDATION_EMPTY } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../testing/caller';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../testing/test-app';
import { auditOf, rest } from '../../../programs/programs.test-support';
import { ensureCriteria, insertAssessment } from '../score-card/score-card.fixture';
import { APPLICATION_LOCKED } from '../score-card/score-card.service';

let t: TestApp;
let officer: Caller;
let admin: Caller;
let collector: Caller;
let officerRest: Record<string, string>;
let collectorRest: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCriteria(t.app.db);
  officer = await callerFor(t, 'Credit Officer');
  admin = await callerFor(t, 'Superadmin');
  collector = await callerFor(t, 'Collection Officer');
  officerRest = bearer(await signIn(t.app, 'credit.officer'));
  collectorRest = bearer(await signIn(t.app, 'collection.officer'));
});
afterAll(() => t.close());

const progressOf = async (id: number) =>
  (await t.app.db.selectFrom('applicant').select('progressId').where('id', '=', id).executeTakeFirstOrThrow())
    .progressId;

const emptyAgeing = { debtor: null, creditor: null };

describe('SRC Report over tRPC (origination §2, §5)', () => {
  it('shows every criteria of the catalogue as N/A with the credit-bureau remark, and empty tables', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const src = await collector.srcReport.byId({ id: f.applicantId });
    expect(src.criteria.map((row) => [row.category, row.name, row.status])).toEqual([
      ['Company Background', 'Assessment company age', null],
      ['Credit Bureau', 'Assessment CCRIS', null],
    ]);
    expect(src.comments).toEqual({
      creditInfoComment: '',
      financialComment: '',
      debtorComment: '',
      creditorComment: '',
    });
    expect(src).toMatchObject({
      creditInfo: [],
      financialAnalysis: [],
      ageing: emptyAgeing,
      recommendations: [],
    });
  });

  it('Save stores criteria, comments, financial analysis and ageing (total derived) and completes step 4', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    await t.app.db
      .insertInto('applicantCreditInfo')
      .values({
        applicantId: f.applicantId,
        month: '2026-09-01',
        withdrawal: '12000.50',
        deposit: '15000.00',
      })
      .execute();
    const { criteria } = await officer.srcReport.byId({ id: f.applicantId });
    const [age, ccris] = criteria;
    const saved = await officer.srcReport.update({
      applicantId: f.applicantId,
      criteria: [
        { id: age?.id ?? 0, status: 1, remark: 'Since 2012' },
        { id: ccris?.id ?? 0, status: 0, remark: 'One account in arrears' },
      ],
      comments: { creditInfoComment: 'Healthy inflows', debtorComment: 'Mostly current' },
      financialAnalysis: {
        '2025': {
          turnover: 1_250_000_00,
          PBT: -15_000_50,
          NPAT: -20_000_00,
          netWorth: 800_000_00,
          currentRatio: 1.35,
          gearingRatio: 0.8,
          leverageRatio: 1.1,
          dateFYE: '2025-12-31',
          pdfURL: '/files/1',
        },
      },
      ageing: {
        debtor: {
          currentMonth: 100_000_00,
          month1: 50_000_00,
          month2: 0,
          month3: 0,
          month4: 0,
          month5AndAbove: 50_000_00,
        },
        creditor: null,
      },
    });
    expect(saved).toEqual({ progressId: 5 });
    expect(await progressOf(f.applicantId)).toBe(5);
    const src = await officer.srcReport.byId({ id: f.applicantId });
    expect(src.criteria.map((row) => [row.status, row.remark])).toEqual([
      [1, 'Since 2012'],
      [0, 'One account in arrears'],
    ]);
    expect(src.comments).toMatchObject({
      creditInfoComment: 'Healthy inflows',
      debtorComment: 'Mostly current',
    });
    expect(src.creditInfo).toEqual([
      expect.objectContaining({ month: '2026-09-01', withdrawal: 1_200_050, deposit: 1_500_000 }),
    ]);
    expect(src.financialAnalysis).toEqual([
      {
        year: 2025,
        turnover: 1_250_000_00,
        PBT: -15_000_50,
        NPAT: -20_000_00,
        netWorth: 800_000_00,
        currentRatio: 1.35,
        gearingRatio: 0.8,
        leverageRatio: 1.1,
        dateFYE: '2025-12-31',
        pdfURL: '/files/1',
      },
    ]);
    expect(src.ageing.debtor).toEqual({
      currentMonth: 100_000_00,
      month1: 50_000_00,
      month2: 0,
      month3: 0,
      month4: 0,
      month5AndAbove: 50_000_00,
    });
    const stored = await t.app.db
      .selectFrom('applicantAgeing')
      .select('total')
      .where('applicantId', '=', f.applicantId)
      .executeTakeFirstOrThrow();
    expect(stored.total).toBe('200000.00');
    expect((await auditOf(t.app.db, 'applicant.srcReport', f.applicantId)).length).toBe(1);

    // Saving again at a later step leaves progress where it is.
    await t.app.db.updateTable('applicant').set({ progressId: 9 }).where('id', '=', f.applicantId).execute();
    await officer.srcReport.update({
      applicantId: f.applicantId,
      criteria: [],
      comments: {},
      financialAnalysis: {},
      ageing: emptyAgeing,
    });
    expect(await progressOf(f.applicantId)).toBe(9);
  });

  it('refuses a criteria row of another application', async () => {
    const a = await insertAssessment(t.app.db, { progressId: 4 });
    const b = await insertAssessment(t.app.db, { progressId: 4 });
    const other = (await officer.srcReport.byId({ id: b.applicantId })).criteria[0];
    await expect(
      officer.srcReport.update({
        applicantId: a.applicantId,
        criteria: [{ id: other?.id ?? 0, status: 1, remark: null }],
        comments: {},
        financialAnalysis: {},
        ageing: emptyAgeing,
      }),
    ).rejects.toThrow('Criteria of this application not found');
  });

  describe('credit information: staff correct what a statement gave, add and remove months', () => {
    const insertMonths = async (applicantId: number, months: [string, string, string][]) => {
      for (const [month, withdrawal, deposit] of months) {
        await t.app.db
          .insertInto('applicantCreditInfo')
          .values({ applicantId, month, withdrawal, deposit })
          .execute();
      }
      return (await officer.srcReport.byId({ id: applicantId })).creditInfo;
    };
    const save = (caller: Caller, applicantId: number, creditInfo: unknown) =>
      caller.srcReport.update({
        applicantId,
        criteria: [],
        comments: {},
        creditInfo: creditInfo as never,
        financialAnalysis: {},
        ageing: emptyAgeing,
      });

    it('changes amounts, adds a month and removes one in the same Save; read back by month, audited', async () => {
      const f = await insertAssessment(t.app.db, { progressId: 4 });
      const [january, february, march] = await insertMonths(f.applicantId, [
        ['2026-01-01', '7200.00', '15500.50'],
        ['2026-02-01', '850.25', '9000.00'],
        ['2026-03-01', '2400.00', '0.00'],
      ]);
      await save(officer, f.applicantId, {
        added: [{ month: '2025-12-01', withdrawal: 0, deposit: 1_000_000_00 }],
        changed: [{ id: february?.id, withdrawal: 85_025, deposit: 950_000 }],
        removedIds: [march?.id],
      });
      const src = await officer.srcReport.byId({ id: f.applicantId });
      expect(src.creditInfo.map(({ month, withdrawal, deposit }) => [month, withdrawal, deposit])).toEqual([
        ['2025-12-01', 0, 1_000_000_00],
        ['2026-01-01', 720_000, 1_550_050],
        ['2026-02-01', 85_025, 950_000],
      ]);
      expect(src.creditInfo.map((row) => row.id).slice(1)).toEqual([january?.id, february?.id]);
      const stored = await t.app.db
        .selectFrom('applicantCreditInfo')
        .select(['withdrawal', 'deposit', 'createdBy', 'updatedBy'])
        .where('applicantId', '=', f.applicantId)
        .orderBy('month')
        .execute();
      expect(stored[0]).toMatchObject({ withdrawal: '0.00', deposit: '1000000.00' });
      expect(stored[2]).toMatchObject({ withdrawal: '850.25', deposit: '9500.00' });
      expect(stored[0]?.createdBy).not.toBeNull();
      expect(stored[2]?.updatedBy).toBe(stored[0]?.createdBy);
      const [audit] = await auditOf(t.app.db, 'applicant.srcReport', f.applicantId);
      expect(JSON.stringify(audit)).toContain('removedIds');

      // A month removed and added again in one Save is allowed (its figures typed afresh).
      const [, , february2] = (await officer.srcReport.byId({ id: f.applicantId })).creditInfo;
      await save(officer, f.applicantId, {
        added: [{ month: '2026-02-01', withdrawal: 1, deposit: 2 }],
        changed: [],
        removedIds: [february2?.id],
      });
      expect((await officer.srcReport.byId({ id: f.applicantId })).creditInfo.at(-1)).toMatchObject({
        month: '2026-02-01',
        withdrawal: 1,
        deposit: 2,
      });
    });

    it('refuses a month already there (named), a row of another application, a bad month or amount; nothing is kept', async () => {
      const f = await insertAssessment(t.app.db, { progressId: 4 });
      const other = await insertAssessment(t.app.db, { progressId: 4 });
      const [january] = await insertMonths(f.applicantId, [['2026-01-01', '100.00', '200.00']]);
      const [foreign] = await insertMonths(other.applicantId, [['2026-01-01', '1.00', '1.00']]);
      await expect(
        save(officer, f.applicantId, {
          added: [{ month: '2026-01-01', withdrawal: 0, deposit: 0 }],
          changed: [{ id: january?.id, withdrawal: 5, deposit: 5 }],
          removedIds: [],
        }),
      ).rejects.toThrow(`${CREDIT_INFO_MESSAGES.duplicateMonth} (01-2026)`);
      for (const changes of [
        { added: [], changed: [{ id: foreign?.id, withdrawal: 0, deposit: 0 }], removedIds: [] },
        { added: [], changed: [], removedIds: [foreign?.id] },
      ]) {
        await expect(save(officer, f.applicantId, changes)).rejects.toThrow(CREDIT_INFO_MESSAGES.notFound);
      }
      await expect(
        save(officer, f.applicantId, {
          added: [{ month: '2026-02-15', withdrawal: 0, deposit: 0 }],
          changed: [],
          removedIds: [],
        }),
      ).rejects.toThrow(CREDIT_INFO_MESSAGES.month);
      await expect(
        save(officer, f.applicantId, {
          added: [],
          changed: [{ id: january?.id, withdrawal: -1, deposit: 0 }],
          removedIds: [],
        }),
      ).rejects.toThrow(CREDIT_INFO_MESSAGES.amount);
      // The refused Saves changed nothing (one transaction), here nor in the other application.
      expect((await officer.srcReport.byId({ id: f.applicantId })).creditInfo).toEqual([
        { id: january?.id, month: '2026-01-01', withdrawal: 100_00, deposit: 200_00 },
      ]);
      expect((await officer.srcReport.byId({ id: other.applicantId })).creditInfo).toHaveLength(1);
      expect(await progressOf(f.applicantId)).toBe(4);

      // A reader may not, and nobody once the application is locked.
      const removeJanuary = { added: [], changed: [], removedIds: [january?.id] };
      await expect(save(collector, f.applicantId, removeJanuary)).rejects.toThrow(
        'Only a Superadmin or a Credit Officer can create and edit applications',
      );
      await t.app.db
        .updateTable('applicant')
        .set({ progressId: 6, lockStatus: 1 })
        .where('id', '=', f.applicantId)
        .execute();
      await expect(save(officer, f.applicantId, removeJanuary)).rejects.toThrow(APPLICATION_LOCKED);
      expect((await officer.srcReport.byId({ id: f.applicantId })).creditInfo).toHaveLength(1);
    });
  });

  it("numbered recommendations: add, edit, remove; 'Value is empty'", async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const first = await officer.srcReport.recommendation.create({
      applicantId: f.applicantId,
      comment: 'Approve at tier rate',
    });
    await admin.srcReport.recommendation.create({ applicantId: f.applicantId, comment: 'Two guarantors' });
    await expect(
      officer.srcReport.recommendation.create({ applicantId: f.applicantId, comment: '   ' }),
    ).rejects.toThrow(RECOMMENDATION_EMPTY);
    await expect(officer.srcReport.recommendation.update({ id: first.id, comment: '' })).rejects.toThrow(
      RECOMMENDATION_EMPTY,
    );
    await officer.srcReport.recommendation.update({ id: first.id, comment: 'Approve at 4.5%' });
    expect(
      (await officer.srcReport.byId({ id: f.applicantId })).recommendations.map((r) => r.comment),
    ).toEqual(['Approve at 4.5%', 'Two guarantors']);
    await officer.srcReport.recommendation.delete({ id: first.id });
    expect(
      (await officer.srcReport.byId({ id: f.applicantId })).recommendations.map((r) => r.comment),
    ).toEqual(['Two guarantors']);
    expect((await auditOf(t.app.db, 'applicantRecommendation', first.id)).map((a) => a.action)).toEqual([
      'create',
      'update',
      'delete',
    ]);
  });

  it('refuses every change once locked, and a reader', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const rec = await officer.srcReport.recommendation.create({
      applicantId: f.applicantId,
      comment: 'Keep',
    });
    await t.app.db
      .updateTable('applicant')
      .set({ progressId: 6, lockStatus: 1 })
      .where('id', '=', f.applicantId)
      .execute();
    const attempts = [
      () =>
        officer.srcReport.update({
          applicantId: f.applicantId,
          criteria: [],
          comments: {},
          financialAnalysis: {},
          ageing: emptyAgeing,
        }),
      () => officer.srcReport.recommendation.create({ applicantId: f.applicantId, comment: 'More' }),
      () => officer.srcReport.recommendation.update({ id: rec.id, comment: 'Changed' }),
      () => officer.srcReport.recommendation.delete({ id: rec.id }),
    ];
    for (const attempt of attempts) await expect(attempt()).rejects.toThrow(APPLICATION_LOCKED);
    await expect(
      collector.srcReport.recommendation.create({ applicantId: f.applicantId, comment: 'More' }),
    ).rejects.toThrow('Only a Superadmin or a Credit Officer can create and edit applications');
    expect((await officer.srcReport.byId({ id: f.applicantId })).recommendations).toEqual([
      { id: rec.id, comment: 'Keep' },
    ]);
  });
});

describe('SRC Report over the legacy REST (origination §7)', () => {
  it('criteria: GET /applicant/criteria/{id}, PUT /applicantCriteria with Y / N / N/A', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const list = await rest<{ id: number }[]>(
      t.app,
      'GET',
      `/applicant/criteria/${f.applicantId}`,
      collectorRest,
    );
    expect(list.body[0]).toMatchObject({
      applicantId: f.applicantId,
      status: null,
      remark: null,
      ctosRemark: null,
      Criteria: { name: 'Assessment company age', description: 'In business for 3 years or more' },
    });
    const id = list.body[0]?.id;
    expect(
      await rest(t.app, 'PUT', '/applicantCriteria', officerRest, { id, status: 1, remark: 'OK' }),
    ).toEqual({
      status: 200,
      body: { status: 1, msg: 'Saved Successfully' },
    });
    await rest(t.app, 'PUT', '/applicantCriteria', officerRest, {
      id: String(id),
      status: '',
      remark: 'n/a',
    });
    const after = await rest<{ status: number | null; remark: string }[]>(
      t.app,
      'GET',
      `/applicant/criteria/${f.applicantId}`,
      officerRest,
    );
    expect(after.body[0]).toMatchObject({ status: null, remark: 'n/a' });
    expect((await rest(t.app, 'PUT', '/applicantCriteria', collectorRest, { id, status: 1 })).status).toBe(
      403,
    );
  });

  it("recommendations: POST, PUT, DELETE ?id=, GET; 'Value is empty'", async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const added = await rest<{ id: number }>(t.app, 'POST', '/applicantRecommendation', officerRest, {
      applicantId: String(f.applicantId),
      comment: 'Approve',
    });
    expect(added.body).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    expect(
      await rest(t.app, 'POST', '/applicantRecommendation', officerRest, {
        applicantId: f.applicantId,
        comment: '',
      }),
    ).toEqual({ status: 400, body: { status: 0, msg: RECOMMENDATION_EMPTY } });
    expect(
      (
        await rest(t.app, 'PUT', '/applicantRecommendation', officerRest, {
          id: added.body.id,
          comment: 'Approve now',
        })
      ).body,
    ).toEqual({ status: 1, msg: 'Saved Successfully' });
    expect(
      (await rest(t.app, 'GET', `/applicant/recommendation/${f.applicantId}`, collectorRest)).body,
    ).toEqual([{ id: added.body.id, applicantId: f.applicantId, comment: 'Approve now' }]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantRecommendation?id=${added.body.id}`,
      headers: officerRest,
    });
    expect(removed.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
    expect(
      (await rest(t.app, 'GET', `/applicant/recommendation/${f.applicantId}`, officerRest)).body,
    ).toEqual([]);
  });

  it('comments: POST by category (again replaces), PUT by id, GET', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    const first = await rest<{ id: number }>(t.app, 'POST', '/applicantComment', officerRest, {
      applicantId: f.applicantId,
      category: 'financialComment',
      value: 'Thin margins',
    });
    expect(first.body).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
    const again = await rest<{ id: number }>(t.app, 'POST', '/applicantComment', officerRest, {
      applicantId: f.applicantId,
      category: 'financialComment',
      value: 'Improving margins',
    });
    expect(again.body.id).toBe(first.body.id);
    await rest(t.app, 'PUT', '/applicantComment', officerRest, {
      id: first.body.id,
      value: 'Stable margins',
    });
    expect((await rest(t.app, 'GET', `/applicant/comment/${f.applicantId}`, collectorRest)).body).toEqual([
      {
        id: first.body.id,
        applicantId: f.applicantId,
        category: 'financialComment',
        value: 'Stable margins',
      },
    ]);
    expect(
      (
        await rest(t.app, 'POST', '/applicantComment', officerRest, {
          applicantId: f.applicantId,
          category: 'other',
          value: 'x',
        })
      ).status,
    ).toBe(400);
  });

  it('credit info, financial analysis (PUT in ringgit) and both ageing tables in ringgit', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 4 });
    await t.app.db
      .insertInto('applicantCreditInfo')
      .values({ applicantId: f.applicantId, month: '2026-08-01', withdrawal: '1000.10', deposit: '2000.00' })
      .execute();
    await t.app.db
      .insertInto('applicantAgeing')
      .values({
        applicantId: f.applicantId,
        kind: 'creditor',
        currentMonth: '3000.00',
        month1: '1000.00',
        total: '4000.00',
      })
      .execute();
    expect(
      (await rest(t.app, 'GET', `/applicantDocument/credit_info/${f.applicantId}`, collectorRest)).body,
    ).toEqual([expect.objectContaining({ month: '2026-08', withdrawal: 1000.1, deposit: 2000 })]);
    const put = await rest(t.app, 'PUT', '/applicantDocument/financial_analysis', officerRest, {
      applicantId: f.applicantId,
      data: {
        '2024': {
          turnover: '950000.50',
          PBT: 12000,
          NPAT: -500.25,
          currentRatio: 1.2,
          dateFYE: '2024-06-30',
        },
      },
    });
    expect(put.body).toEqual({ status: 1, msg: 'Saved Successfully' });
    expect(
      (await rest(t.app, 'GET', `/applicantDocument/financial_analysis/${f.applicantId}`, officerRest)).body,
    ).toEqual({
      '2024': {
        turnover: 950000.5,
        PBT: 12000,
        NPAT: -500.25,
        netWorth: null,
        currentRatio: 1.2,
        gearingRatio: null,
        leverageRatio: null,
        dateFYE: '2024-06-30',
        pdfURL: null,
      },
    });
    expect(
      (await rest(t.app, 'GET', `/applicantDocument/supplier_ageing/${f.applicantId}`, officerRest)).body,
    ).toEqual({
      currentMonth: 3000,
      month1: 1000,
      month2: 0,
      month3: 0,
      month4: 0,
      month5AndAbove: 0,
      total: 4000,
    });
    const debtors = await t.app.inject({
      method: 'GET',
      url: `/api/applicantDocument/customer_ageing/${f.applicantId}`,
      headers: officerRest,
    });
    expect(debtors.body).toBe('null');
    const bad = await rest(t.app, 'PUT', '/applicantDocument/financial_analysis', officerRest, {
      applicantId: f.applicantId,
      data: { '24': { turnover: 1 } },
    });
    expect(bad.body).toEqual({ status: 0, msg: 'Please enter the year as YYYY' });
  });

  it('every REST change is refused once locked', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 6, lockStatus: 1 });
    const locked = { status: 409, body: { status: 0, msg: APPLICATION_LOCKED } };
    expect(
      await rest(t.app, 'POST', '/applicantRecommendation', officerRest, {
        applicantId: f.applicantId,
        comment: 'x',
      }),
    ).toEqual(locked);
    expect(
      await rest(t.app, 'POST', '/applicantComment', officerRest, {
        applicantId: f.applicantId,
        category: 'debtorComment',
        value: 'x',
      }),
    ).toEqual(locked);
    expect(
      await rest(t.app, 'PUT', '/applicantDocument/financial_analysis', officerRest, {
        applicantId: f.applicantId,
        data: {},
      }),
    ).toEqual(locked);
    const criteria = await rest<{ id: number }[]>(
      t.app,
      'GET',
      `/applicant/criteria/${f.applicantId}`,
      officerRest,
    );
    expect(
      await rest(t.app, 'PUT', '/applicantCriteria', officerRest, { id: criteria.body[0]?.id, status: 1 }),
    ).toEqual(locked);
  });
});
