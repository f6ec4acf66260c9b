import { MANDATORY_CHECKLIST_INCOMPLETE } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, demoUserOf } from '../../../../testing/caller';
import { newOrderLine } from '../../../../testing/factories';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../testing/test-app';
import { auditOf, rest } from '../../../programs/programs.test-support';
import {
  ensureCriteria,
  insertAssessment,
  insertCreditBureauReport,
  insertFacilityLine,
  TICKED_CHECKLIST,
} from '../score-card/score-card.fixture';
import { ALREADY_SUBMITTED, SUBMIT_NOT_READY, SUBMITTED_ACTIVITY } from './result.service';

const SUBMITTED_BY_OFFICER = `This application was submitted a moment ago by ${demoUserOf('Credit Officer').name}`;

let t: TestApp;
let officer: Caller;
let collector: Caller;
let officerRest: Record<string, string>;
let collectorRest: Record<string, string>;

const ticked = TICKED_CHECKLIST;

beforeAll(async () => {
  t = await createTestApp();
  await ensureCriteria(t.app.db);
  officer = await callerFor(t, 'Credit Officer');
  collector = await callerFor(t, 'Collection Officer');
  officerRest = bearer(await signIn(t.app, 'credit.officer'));
  collectorRest = bearer(await signIn(t.app, 'collection.officer'));
});
afterAll(() => t.close());

const applicantRow = (id: number) =>
  t.app.db
    .selectFrom('applicant')
    .select(['progressId', 'lockStatus', 'checklist', 'status1', 'status2User', 'submittedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('Result over tRPC (origination §2)', () => {
  it('summarises facility, score card, reference check, recommendations, SRC tables and documents', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 5 });
    await insertFacilityLine(t.app.db, f.applicantId);
    await insertCreditBureauReport(t.app.db, f.applicantId, {
      updatedAt: new Date(),
      analyzeResult: { rating_score: 700 },
    });
    await officer.scoreCard.update({
      applicantId: f.applicantId,
      factors: [
        { factorId: f.factors.management, factorAttributeId: f.attributes.strong, remark: 'Veteran' },
      ],
    });
    await officer.srcReport.recommendation.create({ applicantId: f.applicantId, comment: 'Approve' });
    const result = await collector.applicationResult.byId({ id: f.applicantId });
    expect(result).toMatchObject({
      purpose: 'Fleet expansion',
      progressSeq: 5,
      canSubmit: true,
      tier: 'Tier C',
      facility: [
        {
          asset: `Volvo ${f.applicantId} EC210 Excavator`,
          vendor: `Volvo Dealer ${f.applicantId}`,
          quantity: 2,
          costOfEquipment: 800_000_00,
          amountFinance: 720_000_00,
          interestRate: 3.5,
          tenureMonths: 36,
          prepayment: '0 + 0',
        },
      ],
      scoreCard: {
        totalScore: 40,
        totalScoreText: '40.00%',
        creditBureauStatus: 'Completed',
        factors: [
          {
            name: 'Management experience',
            attribute: 'Over 10 years',
            score: 10,
            weightage: 40,
            remark: 'Veteran',
          },
          { name: 'CTOS conduct', attribute: null, score: null, weightage: 60 },
        ],
      },
      referenceCheck: [
        { name: 'Assessment company age', status: null },
        { name: 'Assessment CCRIS', status: null },
      ],
      recommendations: [{ comment: 'Approve' }],
      documents: [{ type: 'CTOS Company Report', fileName: 'ctos.pdf' }],
    });
    // Monthly payment per unit: the line's monthly instalment (both units) halved.
    const line = await t.app.db
      .selectFrom('applicantProduct')
      .select('monthlyInstallment')
      .where('applicantId', '=', f.applicantId)
      .executeTakeFirstOrThrow();
    expect(result.facility[0]?.monthlyPaymentPerUnit).toBe(
      Math.round((Number(line.monthlyInstallment) * 100) / 2),
    );
    expect(result.documents[0]?.url).toMatch(/^\/files\/\d+$/);
  });

  it("Submit refuses an incomplete mandatory checklist: 'Mandatory checklist is not completed!'", async () => {
    const f = await insertAssessment(t.app.db, { progressId: 5 });
    await expect(
      officer.applicationResult.submit({ id: f.applicantId, checklist: { ...ticked, formD: false } }),
    ).rejects.toThrow(MANDATORY_CHECKLIST_INCOMPLETE);
    expect((await applicantRow(f.applicantId)).progressId).toBe(5);
  });

  it('Submit moves the application to Approval (seq 6), locks it, resets the approvals, logs and audits', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 9 });
    await t.app.db
      .updateTable('applicant')
      .set({ status1: 0, status2: 1, status2User: 1 })
      .where('id', '=', f.applicantId)
      .execute();
    expect(await officer.applicationResult.submit({ id: f.applicantId, checklist: ticked })).toEqual({
      progressId: 6,
    });
    const row = await applicantRow(f.applicantId);
    expect(row).toMatchObject({ progressId: 6, lockStatus: 1, status1: null, status2User: null });
    expect(row.submittedAt).toBeInstanceOf(Date);
    expect(row.checklist).toMatchObject({
      ctos: true,
      formD: true,
      ageingList: true,
      clOthers: 'Site visit photos',
    });
    const activity = await t.app.db
      .selectFrom('applicantActivity')
      .select('description')
      .where('applicantId', '=', f.applicantId)
      .execute();
    expect(activity).toEqual([{ description: SUBMITTED_ACTIVITY }]);
    expect((await auditOf(t.app.db, 'applicant', f.applicantId)).map((entry) => entry.action)).toContain(
      'submit',
    );
    // Locked: the result offers no Submit and steps 1..4 refuse changes.
    expect((await officer.applicationResult.byId({ id: f.applicantId })).canSubmit).toBe(false);
    // Issue 28: the refusal says who submitted it.
    await expect(officer.applicationResult.submit({ id: f.applicantId, checklist: ticked })).rejects.toThrow(
      SUBMITTED_BY_OFFICER,
    );
    await expect(
      officer.srcReport.recommendation.create({ applicantId: f.applicantId, comment: 'Late' }),
    ).rejects.toThrow('locked');
  });

  it('Submit is refused before the SRC Report is done, and to a reader', async () => {
    const early = await insertAssessment(t.app.db, { progressId: 4 });
    await expect(
      officer.applicationResult.submit({ id: early.applicantId, checklist: ticked }),
    ).rejects.toThrow(SUBMIT_NOT_READY);
    const f = await insertAssessment(t.app.db, { progressId: 5 });
    await expect(
      collector.applicationResult.submit({ id: f.applicantId, checklist: ticked }),
    ).rejects.toThrow('Only a Superadmin or a Credit Officer can create and edit applications');
    expect((await applicantRow(f.applicantId)).progressId).toBe(5);
  });
});

describe('Result over the legacy REST (origination §7)', () => {
  it('GET /applicant/overview/{id} answers the facility information in ringgit', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 5 });
    await insertFacilityLine(t.app.db, f.applicantId);
    const overview = await rest(t.app, 'GET', `/applicant/overview/${f.applicantId}`, collectorRest);
    expect(overview.body).toMatchObject({
      cost_of_equipment: 800000,
      amount_finance: 720000,
      interest_rate: '3.5',
      prepayment: '0 + 0',
      security: null,
      vendor: `Volvo Dealer ${f.applicantId}`,
      asset: `Volvo ${f.applicantId} EC210 Excavator`,
      purpose: 'Fleet expansion',
    });
  });

  it('PUT /applicant/submit {id, checklist}: refusal with the spec message, then {status: 1}', async () => {
    const f = await insertAssessment(t.app.db, { progressId: 5 });
    expect(
      await rest(t.app, 'PUT', '/applicant/submit', officerRest, {
        id: f.applicantId,
        checklist: { ctos: true },
      }),
    ).toEqual({ status: 400, body: { status: 0, msg: MANDATORY_CHECKLIST_INCOMPLETE } });
    expect(
      (await rest(t.app, 'PUT', '/applicant/submit', collectorRest, { id: f.applicantId, checklist: ticked }))
        .status,
    ).toBe(403);
    expect(
      await rest(t.app, 'PUT', '/applicant/submit', officerRest, {
        id: String(f.applicantId),
        checklist: ticked,
      }),
    ).toEqual({
      status: 200,
      body: { status: 1, msg: 'Submitted Successfully' },
    });
    expect((await applicantRow(f.applicantId)).progressId).toBe(6);
    expect(
      await rest(t.app, 'PUT', '/applicant/submit', officerRest, { id: f.applicantId, checklist: ticked }),
    ).toEqual({
      status: 409,
      body: { status: 0, msg: SUBMITTED_BY_OFFICER },
    });
  });
});
