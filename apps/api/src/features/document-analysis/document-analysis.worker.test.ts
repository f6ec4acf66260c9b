import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearJobs, jobsOf, makeRetriesDue } from '../../testing/jobs';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { insertApplicant, insertApplicantCriteria, insertDocument } from './document-analysis.fixture';
import {
  analysisStatusFor,
  createDocumentAnalysisWorker,
  DOCUMENT_ANALYSIS_QUEUE,
  enqueueDocumentAnalysis,
} from './document-analysis.service';
import { READ_MESSAGES } from './parsers/read-document';
import {
  BANK_STATEMENT,
  CREDIT_BUREAU_REPORT,
  CREDIT_BUREAU_RESULT,
  CREDITOR_AGEING,
  DEBTOR_AGEING,
  FINANCIAL_STATEMENT,
  type SampleRows,
  scannedPdf,
  toCsv,
  toPdf,
  toXlsx,
} from './samples';

// The analysis job on pg-boss against a real migrated database: PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set. The queue's own behaviour (two workers racing, schedules) is in jobs/job-queue.test.ts.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
// Each test sees only its own jobs (a test may leave one waiting for its back-off).
beforeEach(async () => {
  await clearJobs(t.app.db);
});

const deps = () => ({ db: t.app.db, storage: t.app.fileStorage });
const fixture = () => ({ db: t.app.db, storage: t.app.fileStorage });

/** pg-boss's maintenance fails every active job whose time is up (here: any active one). */
async function expireActiveJobs() {
  await sql`update pgboss.job set started_on = now() - expire_in - interval '1 second' where state = 'active'`.execute(
    t.app.db,
  );
  await t.app.jobs.boss.expire();
}

const worker = () => createDocumentAnalysisWorker(t.app.jobs, deps());

/** The analysis job as pg-boss holds it. */
const job = async (id: string | null) =>
  (await jobsOf(t.app.db, DOCUMENT_ANALYSIS_QUEUE.name)).find((row) => row.id === id);

async function drain(w: { processNext(): Promise<unknown> }): Promise<number> {
  let processed = 0;
  while (await w.processNext()) processed++;
  return processed;
}

const documentRow = (id: number) =>
  t.app.db
    .selectFrom('applicantDocument')
    .select(['analyzeResult', 'analyzeError', 'updatedAt'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('enqueue -> processed -> SRC tables filled', () => {
  it('a bank statement (CSV) fills the credit information by month', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    expect(jobId).toEqual(expect.any(String));
    expect((await analysisStatusFor(t.app.db, applicantId)).documents[0]).toMatchObject({
      documentId: document.id,
      status: 'Pending',
    });

    expect(await worker().processNext()).toEqual({ id: jobId, state: 'completed' });

    const rows = await t.app.db
      .selectFrom('applicantCreditInfo')
      .select(['month', 'withdrawal', 'deposit', 'updatedBy'])
      .where('applicantId', '=', applicantId)
      .orderBy('month')
      .execute();
    expect(rows).toEqual([
      { month: '2026-01-01', withdrawal: '7200.00', deposit: '15500.50', updatedBy: null },
      { month: '2026-02-01', withdrawal: '850.25', deposit: '9000.00', updatedBy: null },
      { month: '2026-03-01', withdrawal: '2400.00', deposit: '0.00', updatedBy: null },
    ]);
    expect(await documentRow(document.id)).toMatchObject({
      analyzeResult: {
        kind: 'bankStatement',
        format: 'csv',
        months: ['2026-01', '2026-02', '2026-03'],
        lines: 7,
      },
      analyzeError: null,
      updatedAt: expect.any(Date),
    });
    expect((await job(jobId))?.state).toBe('completed');
    expect((await analysisStatusFor(t.app.db, applicantId)).documents[0]).toMatchObject({
      status: 'Completed',
      reason: null,
    });
  });

  it('debtor (XLSX) and creditor (PDF) ageing lists fill their tables', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const debtor = await insertDocument(
      fixture(),
      applicantId,
      'Debtor Ageing',
      await toXlsx(DEBTOR_AGEING),
      'xlsx',
    );
    const creditor = await insertDocument(
      fixture(),
      applicantId,
      'Creditor Ageing',
      await toPdf(CREDITOR_AGEING),
    );
    await enqueueDocumentAnalysis(t.app.db, debtor.id);
    await enqueueDocumentAnalysis(t.app.db, creditor.id);
    expect(await drain(worker())).toBe(2);

    const rows = await t.app.db
      .selectFrom('applicantAgeing')
      .select(['kind', 'currentMonth', 'month1', 'month2', 'month3', 'month4', 'month5AndAbove', 'total'])
      .where('applicantId', '=', applicantId)
      .orderBy('kind')
      .execute();
    expect(rows).toEqual([
      {
        kind: 'creditor',
        currentMonth: '5250.00',
        month1: '2000.00',
        month2: '0.00',
        month3: '300.00',
        month4: '0.00',
        month5AndAbove: '99.99',
        total: '7649.99',
      },
      {
        kind: 'debtor',
        currentMonth: '22750.50',
        month1: '9500.00',
        month2: '2000.00',
        month3: '1000.00',
        month4: '750.00',
        month5AndAbove: '500.00',
        total: '36500.50',
      },
    ]);
  });

  it('a financial statement fills each year and links the statement; a figure left blank keeps what staff typed', async () => {
    const applicantId = await insertApplicant(t.app.db);
    await t.app.db
      .insertInto('applicantFinancialAnalysis')
      .values({ applicantId, year: 2024, turnover: '1.00', currentRatio: 9.99 })
      .execute();
    const rows: SampleRows = FINANCIAL_STATEMENT.map((row) =>
      row[0] === 'Current Ratio' ? [row[0], row[1] ?? null, null] : row,
    );
    const document = await insertDocument(fixture(), applicantId, 'Financial Statement', toCsv(rows), 'csv');
    await enqueueDocumentAnalysis(t.app.db, document.id);
    await drain(worker());

    const years = await t.app.db
      .selectFrom('applicantFinancialAnalysis')
      .select([
        'year',
        'turnover',
        'pbt',
        'npat',
        'netWorth',
        'currentRatio',
        'gearingRatio',
        'dateFye',
        'pdfUrl',
        'pdfFileId',
      ])
      .where('applicantId', '=', applicantId)
      .orderBy('year')
      .execute();
    expect(years).toEqual([
      {
        year: 2023,
        turnover: '2450000.00',
        pbt: '310000.00',
        npat: '235600.00',
        netWorth: '1200000.00',
        currentRatio: '1.4500',
        gearingRatio: '0.8000',
        dateFye: '2023-12-31',
        pdfUrl: `/files/${document.fileId}`,
        pdfFileId: document.fileId,
      },
      {
        year: 2024,
        turnover: '3120500.00',
        pbt: '-45000.00',
        npat: '-45000.00',
        netWorth: '1155000.00',
        currentRatio: '9.9900',
        gearingRatio: '1.2500',
        dateFye: '2024-12-31',
        pdfUrl: `/files/${document.fileId}`,
        pdfFileId: document.fileId,
      },
    ]);
  });

  it('a CTOS company report (PDF) gives the credit-bureau result, the badge Completed and the criteria remark', async () => {
    const applicantId = await insertApplicant(t.app.db);
    await insertApplicantCriteria(t.app.db, applicantId, 'Legal and Litigation');
    const bureau = await insertApplicantCriteria(t.app.db, applicantId, 'Credit Bureau');
    const background = await insertApplicantCriteria(t.app.db, applicantId, 'Company Background');
    expect((await analysisStatusFor(t.app.db, applicantId)).creditBureau).toMatchObject({
      status: 'Pending',
      documentId: null,
    });
    const document = await insertDocument(
      fixture(),
      applicantId,
      'CTOS Company Report',
      await toPdf(CREDIT_BUREAU_REPORT),
    );
    await enqueueDocumentAnalysis(t.app.db, document.id);
    expect((await analysisStatusFor(t.app.db, applicantId)).creditBureau).toMatchObject({
      status: 'Pending',
      documentId: document.id,
    });
    await drain(worker());

    const status = await analysisStatusFor(t.app.db, applicantId);
    expect(status.creditBureau).toEqual({
      status: 'Completed',
      documentId: document.id,
      reason: null,
      analysedAt: expect.any(Date),
      result: CREDIT_BUREAU_RESULT,
    });
    const remarks = await t.app.db
      .selectFrom('applicantCriteria')
      .innerJoin('criteria', 'criteria.id', 'applicantCriteria.criteriaId')
      .innerJoin('resource', 'resource.id', 'criteria.resourceId')
      .select(['applicantCriteria.id', 'applicantCriteria.ctosRemark', 'resource.name as category'])
      .where('applicantCriteria.applicantId', '=', applicantId)
      .execute();
    expect(remarks.find((row) => row.id === bureau)?.ctosRemark).toBe(CREDIT_BUREAU_RESULT.remark);
    expect(remarks.find((row) => row.id === background)?.ctosRemark).toBeNull();
    // Every live criterion of the credit-bureau categories gets the remark, the row made when the SRC step has
    // not opened yet; no other category is touched.
    const liveBureauCriteria = await t.app.db
      .selectFrom('criteria')
      .innerJoin('resource', 'resource.id', 'criteria.resourceId')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .where('resource.name', 'in', ['Credit Bureau', 'Legal and Litigation'])
      .where('criteria.deletedAt', 'is', null)
      .executeTakeFirstOrThrow();
    const withRemark = remarks.filter((row) => row.ctosRemark === CREDIT_BUREAU_RESULT.remark);
    expect(withRemark.length).toBe(Number(liveBureauCriteria.count));
    expect(withRemark.every((row) => ['Credit Bureau', 'Legal and Litigation'].includes(row.category))).toBe(
      true,
    );
  });

  it('analysing the same document again stores the same figures (a job may run twice)', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      await toXlsx(BANK_STATEMENT),
      'xlsx',
    );
    await enqueueDocumentAnalysis(t.app.db, document.id);
    await enqueueDocumentAnalysis(t.app.db, document.id);
    expect(await drain(worker())).toBe(2);
    const rows = await t.app.db
      .selectFrom('applicantCreditInfo')
      .select(['month', 'withdrawal', 'deposit'])
      .where('applicantId', '=', applicantId)
      .orderBy('month')
      .execute();
    expect(rows.map((row) => row.withdrawal)).toEqual(['7200.00', '850.25', '2400.00']);
  });
});

describe('documents that are not analysed or cannot be read', () => {
  it('a type that is only stored is not queued', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'SSM Company Profile',
      await toPdf(BANK_STATEMENT),
    );
    expect(await enqueueDocumentAnalysis(t.app.db, document.id)).toBeNull();
    expect(await enqueueDocumentAnalysis(t.app.db, 99_999_999)).toBeNull();
    expect((await analysisStatusFor(t.app.db, applicantId)).documents).toEqual([]);
  });

  it('a scanned bank statement is Failed with "no text layer", once (not retried)', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      await scannedPdf(),
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    expect(await worker().processNext()).toEqual({ id: jobId, state: 'completed' });
    expect(await documentRow(document.id)).toMatchObject({
      analyzeResult: null,
      analyzeError: READ_MESSAGES.noTextLayer,
      updatedAt: expect.any(Date),
    });
    expect((await analysisStatusFor(t.app.db, applicantId)).documents).toEqual([
      expect.objectContaining({ documentId: document.id, status: 'Failed', reason: 'no text layer' }),
    ]);
    expect(await job(jobId)).toMatchObject({ state: 'completed', retryCount: 0 });
  });

  it('a CTOS report that is not one: the badge shows Failed with the reason', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'CTOS Company Report',
      toCsv(DEBTOR_AGEING),
      'csv',
    );
    await enqueueDocumentAnalysis(t.app.db, document.id);
    await drain(worker());
    expect((await analysisStatusFor(t.app.db, applicantId)).creditBureau).toMatchObject({
      status: 'Failed',
      reason: 'No credit score (CTOS Score) was found in the report',
      result: null,
    });
  });

  it('a document deleted before its turn: the job completes and nothing is written', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    await t.app.db.deleteFrom('applicantDocument').where('id', '=', document.id).execute();
    expect(await worker().processNext()).toEqual({ id: jobId, state: 'completed' });
    const rows = await t.app.db
      .selectFrom('applicantCreditInfo')
      .select('id')
      .where('applicantId', '=', applicantId)
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('retries with a limit; jobs survive a restart', () => {
  it('a file missing from storage is retried, then Failed with the reason after the last attempt', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    await t.app.db
      .updateTable('storedFile')
      .set({ storageKey: 'ff/ffffffffffffffffffffffffffffffff.csv' })
      .where('id', '=', document.fileId)
      .execute();
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    const w = worker();
    expect(await w.processNext()).toEqual({ id: jobId, state: 'retrying' });
    expect((await documentRow(document.id)).updatedAt).toBeNull();
    await makeRetriesDue(t.app.db);
    expect(await w.processNext()).toEqual({ id: jobId, state: 'retrying' });
    await makeRetriesDue(t.app.db);
    expect(await w.processNext()).toEqual({ id: jobId, state: 'failed' });
    expect(await w.processNext()).toBeUndefined();
    const failed = await job(jobId);
    expect(failed).toMatchObject({ state: 'failed', retryCount: 2 });
    expect(failed?.output).toEqual({ message: expect.stringMatching(/ENOENT/) });
    // Its dead letter was taken up (that is what wrote the reason below) and is kept, completed.
    expect(await jobsOf(t.app.db, `${DOCUMENT_ANALYSIS_QUEUE.name}.dead`)).toEqual([
      expect.objectContaining({
        state: 'completed',
        data: { applicantDocumentId: document.id },
        output: { message: expect.stringMatching(/ENOENT/) },
      }),
    ]);
    const row = await documentRow(document.id);
    expect(row.analyzeResult).toBeNull();
    expect(row.analyzeError).toMatch(/^The document could not be analysed: .*ENOENT/);
  });

  it('a retry waits for its back-off', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Debtor Ageing',
      toCsv(DEBTOR_AGEING),
      'csv',
    );
    await t.app.db
      .updateTable('storedFile')
      .set({ storageKey: 'ff/eeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee.csv' })
      .where('id', '=', document.fileId)
      .execute();
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    const w = worker();
    expect(await w.processNext()).toEqual({ id: jobId, state: 'retrying' });
    expect(await w.processNext()).toBeUndefined();
    const waiting = await job(jobId);
    expect(waiting).toMatchObject({ state: 'retry', retryCount: 0 });
    // Exponential back-off from the queue's 10 s: the first retry waits between 10 and 20 s (with jitter).
    const wait = (waiting?.startAfter.getTime() ?? 0) - (waiting?.now.getTime() ?? 0);
    expect(wait).toBeGreaterThan(8_000);
    expect(wait).toBeLessThan(21_000);
    await makeRetriesDue(t.app.db);
    expect(await w.processNext()).toEqual({ id: jobId, state: 'retrying' });
    const second = await job(jobId);
    expect(second).toMatchObject({ state: 'retry', retryCount: 1 });
    // The second waits twice as long: 20 to 40 s.
    const secondWait = (second?.startAfter.getTime() ?? 0) - (second?.now.getTime() ?? 0);
    expect(secondWait).toBeGreaterThan(18_000);
    expect(secondWait).toBeLessThan(41_000);
  });

  it('a job claimed by a worker that died is taken up again once its lease runs out', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    // The first worker takes it and then "crashes" (never reports back).
    expect(await t.app.jobs.boss.fetch(DOCUMENT_ANALYSIS_QUEUE.name)).toEqual([
      expect.objectContaining({ id: jobId }),
    ]);
    const restarted = worker();
    expect(await restarted.processNext()).toBeUndefined();
    // Its time runs out: pg-boss's maintenance fails it back to the queue, due now.
    await expireActiveJobs();
    await makeRetriesDue(t.app.db);
    expect(await restarted.processNext()).toEqual({ id: jobId, state: 'completed' });
    expect(await job(jobId)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect((await analysisStatusFor(t.app.db, applicantId)).documents[0]?.status).toBe('Completed');
  });

  it('a job whose last attempt died is given up with a reason', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    // Its last attempt is taken and never reported back.
    await sql`update pgboss.job set retry_count = 2 where id = ${jobId}`.execute(t.app.db);
    expect(await t.app.jobs.boss.fetch(DOCUMENT_ANALYSIS_QUEUE.name)).toHaveLength(1);
    await expireActiveJobs();
    expect(await job(jobId)).toMatchObject({ state: 'failed' });
    expect(await worker().processNext()).toEqual({ id: expect.any(String), state: 'failed' });
    expect((await analysisStatusFor(t.app.db, applicantId)).documents[0]).toMatchObject({
      status: 'Failed',
      reason: 'The document could not be analysed: The job did not finish after 3 attempts',
      analysing: false,
    });
  });

  it("pg-boss's work() picks up queued work and stops cleanly", async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await insertDocument(
      fixture(),
      applicantId,
      'Creditor Ageing',
      toCsv(CREDITOR_AGEING),
      'csv',
    );
    const jobId = await enqueueDocumentAnalysis(t.app.db, document.id);
    const w = createDocumentAnalysisWorker(t.app.jobs, deps(), { pollMs: 20 });
    await w.start();
    await w.start();
    const deadline = Date.now() + 20_000;
    while ((await job(jobId))?.state !== 'completed' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await w.stop();
    expect((await job(jobId))?.state).toBe('completed');
  });
});
