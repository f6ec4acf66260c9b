import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { calendarDateInKualaLumpur, formatDate, MANDATORY_CHECKLIST_INCOMPLETE } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Caller, callerFor, demoUserOf, sessionUserOf } from '../../../../testing/caller';
import { readBack } from '../../../../testing/pdf-read-back';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../testing/test-app';
import { rest } from '../../../programs/programs.test-support';
import { submitApplication } from '../result/result.service';
import {
  ensureCriteria,
  insertAssessment,
  insertFacilityLine,
  TICKED_CHECKLIST,
} from '../score-card/score-card.fixture';

// Issue 26: Submit writes the SRC Report as it stands into a PDF (the risk report of origination §2 Approval),
// stored like the agreements, served to signed-in staff only, carried as src_url; every resubmission keeps the old.

let t: TestApp;
let officer: Caller;
let head: Caller;
let officerRest: Record<string, string>;

const checklist = TICKED_CHECKLIST;

beforeAll(async () => {
  t = await createTestApp({ UPLOAD_DIR: await mkdtemp(path.join(tmpdir(), 'sewabeli-src-report-')) });
  await ensureCriteria(t.app.db);
  officer = await callerFor(t, 'Credit Officer');
  head = await callerFor(t, 'Head of Operation');
  officerRest = bearer(await signIn(t.app, 'credit.officer'));
});
afterAll(() => t.close());

/** An application at Result (progress 5) whose SRC Report is filled in: every section has a figure to look for. */
async function assessedApplication() {
  const f = await insertAssessment(t.app.db, { progressId: 5 });
  await insertFacilityLine(t.app.db, f.applicantId);
  await officer.scoreCard.update({
    applicantId: f.applicantId,
    factors: [{ factorId: f.factors.management, factorAttributeId: f.attributes.strong, remark: 'Veteran' }],
  });
  const src = await officer.srcReport.byId({ id: f.applicantId });
  const [first] = src.criteria;
  await officer.srcReport.update({
    applicantId: f.applicantId,
    criteria: first ? [{ id: first.id, status: 1, remark: 'Clean CCRIS record' }] : [],
    comments: { creditInfoComment: 'Deposits steady', financialComment: 'Turnover up' },
    creditInfo: {
      added: [{ month: '2026-09-01', withdrawal: 12_345_678, deposit: 23_456_789 }],
      changed: [],
      removedIds: [],
    },
    financialAnalysis: {
      '2025': {
        turnover: 987_654_321,
        PBT: 12_300_000,
        NPAT: 9_800_000,
        netWorth: 45_600_000,
        currentRatio: 1.5,
        gearingRatio: null,
        leverageRatio: 0.75,
        dateFYE: '2025-12-31',
        pdfURL: null,
      },
    },
    ageing: {
      debtor: {
        currentMonth: 5_000_000,
        month1: 3_000_000,
        month2: 2_000_000,
        month3: 0,
        month4: 0,
        month5AndAbove: 0,
      },
      creditor: null,
    },
  });
  await officer.srcReport.recommendation.create({
    applicantId: f.applicantId,
    comment: 'Approve with a 10% deposit',
  });
  return f.applicantId;
}

const reportsOf = (applicantId: number) =>
  t.app.db
    .selectFrom('applicantSrcReport')
    .select(['version', 'fileId'])
    .where('applicantId', '=', applicantId)
    .orderBy('version')
    .execute();

async function download(url: string, headers: Record<string, string> = officerRest) {
  return t.app.inject({ method: 'GET', url, headers });
}

describe('the SRC risk report written by Submit (issue 26)', () => {
  it('Submit stores a PDF of the SRC Report with its key figures, linked from the Approval step', async () => {
    const id = await assessedApplication();
    expect(await reportsOf(id)).toEqual([]);
    await officer.applicationResult.submit({ id, checklist });

    const [report] = await reportsOf(id);
    expect(report?.version).toBe(1);
    const approval = await officer.approval.byId({ id });
    expect(approval.riskReportUrl).toBe(`/files/${report?.fileId}`);

    const served = await download(`/files/${report?.fileId}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    const pdf = await readBack(served.rawPayload);
    expect(pdf.size).toEqual([595, 842]);
    const hirer = await t.app.db
      .selectFrom('applicant')
      .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
      .select('hirer.name')
      .where('applicant.id', '=', id)
      .executeTakeFirstOrThrow();
    for (const figure of [
      'SRC REPORT',
      hirer.name,
      `Application No. ${id}`,
      'Version 1',
      formatDate(calendarDateInKualaLumpur(new Date())),
      // Facility: two units of RM 400,000.00, RM 360,000.00 financed each.
      `Volvo ${id} EC210 Excavator`,
      'RM 800,000.00',
      'RM 720,000.00',
      '36 months',
      // Score card, criteria and remarks.
      'Veteran',
      'Total factor score',
      'Clean CCRIS record',
      // Credit information, financial analysis, ageing.
      '09-2026',
      'RM 123,456.78',
      'RM 234,567.89',
      'Deposits steady',
      'RM 9,876,543.21',
      '31-12-2025',
      '1.50',
      'RM 50,000.00',
      '50.00%',
      // Recommendations and checklist.
      'Approve with a 10% deposit',
      'Site visit photos',
    ]) {
      expect(pdf.text, figure).toContain(figure);
    }
    // A missing value (the gearing ratio, the creditors' ageing) prints N/A, never blank or 0.
    expect(pdf.text).toMatch(/Gearing ratio N\/A/);
    expect(pdf.text).toMatch(/Current Month RM 50,000.00 50.00% N\/A N\/A/);
  });

  it('serves the report only to a signed-in user', async () => {
    const id = await assessedApplication();
    await officer.applicationResult.submit({ id, checklist });
    const { riskReportUrl } = await officer.approval.byId({ id });
    expect(riskReportUrl).toMatch(/^\/files\/\d+$/);
    const anonymous = await t.app.inject({ method: 'GET', url: riskReportUrl as string });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['content-type']).not.toContain('pdf');
    const staff = await download(
      riskReportUrl as string,
      bearer(await signIn(t.app, demoUserOf('Staff').username)),
    );
    expect(staff.statusCode).toBe(200);
  });

  it('the legacy GET /applicant/details/{id} carries src_url', async () => {
    const id = await assessedApplication();
    const before = await rest(t.app, 'GET', `/applicant/details/${id}`, officerRest);
    expect(before.body).toMatchObject({ id, src_url: null });
    await rest(t.app, 'PUT', '/applicant/submit', officerRest, { id, checklist });
    const [report] = await reportsOf(id);
    const after = await rest(t.app, 'GET', `/applicant/details/${id}`, officerRest);
    expect(after.body).toMatchObject({ id, src_url: `/files/${report?.fileId}` });
    expect((await officer.application.byId({ id })).srcUrl).toBe(`/files/${report?.fileId}`);
  });

  it('a refused Submit writes no report', async () => {
    const id = await assessedApplication();
    await expect(
      officer.applicationResult.submit({ id, checklist: { ...checklist, formD: false } }),
    ).rejects.toThrow(MANDATORY_CHECKLIST_INCOMPLETE);
    expect(await reportsOf(id)).toEqual([]);
    expect((await officer.approval.byId({ id })).riskReportUrl).toBeNull();
  });

  it('a report that cannot be stored refuses the Submit and changes nothing', async () => {
    const id = await assessedApplication();
    const failing = {
      put: async () => {
        throw new Error('disk full');
      },
      open: t.app.fileStorage.open,
    };
    await expect(
      submitApplication(
        { db: t.app.db, storage: failing, financier: t.config.financier },
        await sessionUserOf(t.app.db, 'credit.officer'),
        { id, checklist },
      ),
    ).rejects.toThrow('disk full');
    const row = await t.app.db
      .selectFrom('applicant')
      .select(['progressId', 'lockStatus', 'srcFileId'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ progressId: 5, lockStatus: 0, srcFileId: null });
    expect(await reportsOf(id)).toEqual([]);
  });

  it('a re-attempt and resubmission write a second report and keep the first', async () => {
    const id = await assessedApplication();
    await officer.applicationResult.submit({ id, checklist });
    await officer.approval.approve({ id, comment: 'ok' });
    await head.approval.reject({ id, comment: 'Gearing too high' });
    await officer.approval.reattempt({ id });
    await officer.srcReport.recommendation.create({ applicantId: id, comment: 'Gearing explained' });
    await officer.applicationResult.submit({ id, checklist });

    const reports = await reportsOf(id);
    expect(reports.map((report) => report.version)).toEqual([1, 2]);
    const [first, second] = reports as [(typeof reports)[number], (typeof reports)[number]];
    expect(second.fileId).not.toBe(first.fileId);
    const approval = await officer.approval.byId({ id });
    expect(approval.riskReportUrl).toBe(`/files/${second.fileId}`);
    // The Approval step lists the earlier version too.
    expect(approval.riskReports.map(({ version, url }) => ({ version, url }))).toEqual([
      { version: 2, url: `/files/${second.fileId}` },
      { version: 1, url: `/files/${first.fileId}` },
    ]);

    const old = await readBack((await download(`/files/${first.fileId}`)).rawPayload);
    const current = await readBack((await download(`/files/${second.fileId}`)).rawPayload);
    expect(old.text).toContain('Version 1');
    expect(old.text).not.toContain('Gearing explained');
    expect(current.text).toContain('Version 2');
    expect(current.text).toContain('Gearing explained');
  });
});
