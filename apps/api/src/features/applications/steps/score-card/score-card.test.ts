import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor } from '../../../../testing/caller';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../testing/test-app';
import { auditOf, rest } from '../../../programs/programs.test-support';
import { type AssessmentFixture, insertAssessment, insertCreditBureauReport } from './score-card.fixture';
import { APPLICATION_LOCKED, ATTRIBUTE_NOT_OF_FACTOR } from './score-card.service';

let t: TestApp;
let officer: Caller;
let collector: Caller;
let officerRest: Record<string, string>;
let collectorRest: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Credit Officer');
  collector = await callerFor(t, 'Collection Officer');
  officerRest = bearer(await signIn(t.app, 'credit.officer'));
  collectorRest = bearer(await signIn(t.app, 'collection.officer'));
});
afterAll(() => t.close());

const applicantRow = (id: number) =>
  t.app.db
    .selectFrom('applicant')
    .select(['progressId', 'financialProgramTierId', 'totalScore'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

function choices(f: AssessmentFixture, management: number | null, repayment: number | null) {
  return [
    { factorId: f.factors.management, factorAttributeId: management, remark: 'Seen the CVs' },
    { factorId: f.factors.repayment, factorAttributeId: repayment, remark: null },
  ];
}

describe('Score Card over tRPC (origination §2, decisions §4)', () => {
  it('lists every factor of the program with heading, attributes by score, weight and the Pending badge', async () => {
    const f = await insertAssessment(t.app.db);
    const card = await collector.scoreCard.byId({ id: f.applicantId });
    expect(card.factors.map((factor) => [factor.heading, factor.name, factor.weightage])).toEqual([
      ['Management', 'Management experience', 40],
      ['Repayment History', 'CTOS conduct', 60],
    ]);
    expect(card.factors[0]?.attributes.map((attribute) => attribute.score)).toEqual([2, 10]);
    expect(card.totalScore).toBe(0);
    expect(card.tier).toBeNull();
    expect(card.creditBureauStatus).toBe('Pending');
  });

  it('Save stores the choices, re-derives the tier, completes step 2 and audits', async () => {
    const f = await insertAssessment(t.app.db);
    const high = await officer.scoreCard.update({
      applicantId: f.applicantId,
      factors: choices(f, f.attributes.strong, f.attributes.clean),
    });
    expect(high).toEqual({ totalScore: 100, tier: { id: f.tiers.high, name: 'Tier A', riskLevel: 'Low' } });
    expect(await applicantRow(f.applicantId)).toEqual({
      progressId: 3,
      financialProgramTierId: f.tiers.high,
      totalScore: '100.0000',
    });

    // 2 x 10 x 40% + 2 x 10 x 60% = 20: the tier follows the score down.
    const low = await officer.scoreCard.update({
      applicantId: f.applicantId,
      factors: choices(f, f.attributes.weak, f.attributes.arrears),
    });
    expect(low.tier?.id).toBe(f.tiers.low);
    expect(low.totalScore).toBe(20);
    const card = await officer.scoreCard.byId({ id: f.applicantId });
    expect(card.factors.map((factor) => [factor.factorAttributeId, factor.score, factor.remark])).toEqual([
      [f.attributes.weak, 2, 'Seen the CVs'],
      [f.attributes.arrears, 2, null],
    ]);
    expect(card.tier?.name).toBe('Tier C');
    expect((await auditOf(t.app.db, 'applicant.scoreCard', f.applicantId)).length).toBe(2);
  });

  it('a factor left without an attribute scores 0; a score outside every tier leaves no tier', async () => {
    const f = await insertAssessment(t.app.db);
    await t.app.db.deleteFrom('financialProgramTier').where('id', '=', f.tiers.low).execute();
    const saved = await officer.scoreCard.update({
      applicantId: f.applicantId,
      factors: choices(f, f.attributes.strong, null),
    });
    expect(saved).toEqual({ totalScore: 40, tier: null });
    expect((await applicantRow(f.applicantId)).financialProgramTierId).toBeNull();
  });

  it('refuses an attribute of another factor', async () => {
    const f = await insertAssessment(t.app.db);
    await expect(
      officer.scoreCard.update({ applicantId: f.applicantId, factors: choices(f, f.attributes.clean, null) }),
    ).rejects.toThrow(ATTRIBUTE_NOT_OF_FACTOR);
  });

  it('refuses changes once the application is locked, and readers who may not edit', async () => {
    const locked = await insertAssessment(t.app.db, { progressId: 6, lockStatus: 1 });
    await expect(
      officer.scoreCard.update({
        applicantId: locked.applicantId,
        factors: choices(locked, locked.attributes.strong, null),
      }),
    ).rejects.toThrow(APPLICATION_LOCKED);
    expect((await applicantRow(locked.applicantId)).totalScore).toBeNull();
    const f = await insertAssessment(t.app.db);
    await expect(
      collector.scoreCard.update({
        applicantId: f.applicantId,
        factors: choices(f, f.attributes.strong, null),
      }),
    ).rejects.toThrow('Only a Superadmin or a Credit Officer can create and edit applications');
  });

  it.each([
    [{ updatedAt: new Date('2026-11-01'), analyzeResult: { rating_score: 620 } }, 'Completed'],
    [{ updatedAt: new Date('2026-11-01'), analyzeResult: null }, 'Failed'],
    [{ updatedAt: null, analyzeResult: null }, 'Pending'],
  ])('credit-bureau badge from the company report %j: %s', async (analysis, status) => {
    const f = await insertAssessment(t.app.db);
    await insertCreditBureauReport(t.app.db, f.applicantId, analysis);
    expect((await officer.scoreCard.byId({ id: f.applicantId })).creditBureauStatus).toBe(status);
  });

  it('answers 404 for an unknown application', async () => {
    await expect(officer.scoreCard.byId({ id: 999_999 })).rejects.toThrow('Application not found');
  });

  it('is not completed before it is reached: Save at Basic Information is refused and stores nothing', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 1 });
    await expect(
      officer.scoreCard.update({
        applicantId: f.applicantId,
        factors: choices(f, f.attributes.strong, null),
      }),
    ).rejects.toThrow('Please complete the Basic Information step first');
    expect(await applicantRow(f.applicantId)).toMatchObject({ progressId: 1, totalScore: null });
  });
});

describe('issue 27: the legacy progress move completes Score Card through the same decision', () => {
  const move = (id: number, progressId: number, auth = officerRest) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/applicant/',
      headers: auth,
      payload: { id, lockStatus: 0, progressId },
    });

  it('progressId 3 completes step 2 of an application at Score Card, once; 4 would skip Product', async () => {
    const f = await insertAssessment(t.app.db);
    const skipped = await move(f.applicantId, 4);
    expect([skipped.statusCode, skipped.json()]).toEqual([
      400,
      { status: 0, msg: 'Please complete the Basic Information and Score Card steps first' },
    ]);
    const done = await move(f.applicantId, 3);
    expect(done.json()).toMatchObject({ status: 1, id: f.applicantId, progressId: 3, seq: 3 });
    expect((await applicantRow(f.applicantId)).progressId).toBe(3);
    // Completing it again keeps the progress (never backwards).
    expect((await move(f.applicantId, 3)).json()).toMatchObject({ status: 1, progressId: 3 });
  });

  it('refuses a locked application and a reader who may not edit, with status 0', async () => {
    const locked = await insertAssessment(t.app.db, { progressId: 6, lockStatus: 1 });
    const refused = await move(locked.applicantId, 3);
    expect([refused.statusCode, refused.json()]).toEqual([409, { status: 0, msg: APPLICATION_LOCKED }]);
    expect((await applicantRow(locked.applicantId)).progressId).toBe(6);
    const f = await insertAssessment(t.app.db);
    const reader = await move(f.applicantId, 3, collectorRest);
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({ status: 0 });
  });
});

describe('Score Card over the legacy REST (origination §7)', () => {
  it('GET /applicant/factor/{id} and PUT /applicantFactor re-derive the tier from the attribute score', async () => {
    const f = await insertAssessment(t.app.db);
    const list = await rest<Record<string, unknown>[]>(
      t.app,
      'GET',
      `/applicant/factor/${f.applicantId}`,
      collectorRest,
    );
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      applicantId: f.applicantId,
      factorAttributeId: null,
      score: null,
      Factor: {
        name: 'Management experience',
        weightage: 40,
        Resource: { name: 'Management' },
        FactorAttributes: [
          { id: f.attributes.weak, name: 'Under 2 years', score: 2 },
          { id: f.attributes.strong, name: 'Over 10 years', score: 10 },
        ],
      },
    });
    const [management, repayment] = list.body as { id: number }[];
    // The client's score is ignored: the server takes the attribute's.
    const first = await rest(t.app, 'PUT', '/applicantFactor', officerRest, {
      id: String(repayment?.id),
      applicantId: f.applicantId,
      status: 1,
      score: 99,
      factorAttributeId: f.attributes.clean,
    });
    expect(first).toEqual({
      status: 200,
      body: { status: 1, msg: 'Saved Successfully', totalScore: 60, financialProgramTierId: f.tiers.high },
    });
    const second = await rest(t.app, 'PUT', '/applicantFactor', officerRest, {
      id: repayment?.id,
      applicantId: f.applicantId,
      factorAttributeId: f.attributes.arrears,
    });
    expect(second.body).toMatchObject({ totalScore: 12, financialProgramTierId: f.tiers.low });
    expect((await applicantRow(f.applicantId)).progressId).toBe(2);
    const wrong = await rest(t.app, 'PUT', '/applicantFactor', officerRest, {
      id: management?.id,
      applicantId: f.applicantId,
      factorAttributeId: f.attributes.clean,
    });
    expect(wrong).toEqual({ status: 400, body: { status: 0, msg: ATTRIBUTE_NOT_OF_FACTOR } });
  });

  it('PUT /applicantFactor refuses a locked application and a reader', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 6, lockStatus: 1 });
    const list = await rest<{ id: number }[]>(
      t.app,
      'GET',
      `/applicant/factor/${f.applicantId}`,
      officerRest,
    );
    const payload = {
      id: list.body[0]?.id,
      applicantId: f.applicantId,
      factorAttributeId: f.attributes.weak,
    };
    expect(await rest(t.app, 'PUT', '/applicantFactor', officerRest, payload)).toEqual({
      status: 409,
      body: { status: 0, msg: APPLICATION_LOCKED },
    });
    expect((await rest(t.app, 'PUT', '/applicantFactor', collectorRest, payload)).status).toBe(403);
  });
});
