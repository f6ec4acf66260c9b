import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserOf } from '../../testing/caller';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';
import { insertApplicant, insertDocument } from './document-analysis.fixture';
import { enqueueDocumentAnalysis } from './document-analysis.service';
import {
  BANK_STATEMENT,
  CREDIT_BUREAU_REPORT,
  CREDITOR_AGEING,
  DEBTOR_AGEING,
  FINANCIAL_STATEMENT,
  scannedPdf,
  toCsv,
  toPdf,
  toXlsx,
} from './samples';

// Over HTTP, as the web app and the legacy client call it: the tRPC status query, and the legacy reads of §7
// (the SRC Report step's) answering what the analysis filled.

let t: TestApp;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  auth = bearer(await signIn(t.app, demoUserOf('Collection Officer').username));
});
afterAll(async () => {
  await t?.close();
});

const f = () => ({ db: t.app.db, storage: t.app.fileStorage });
const get = (url: string, headers: Record<string, string> = auth) =>
  t.app.inject({ method: 'GET', url, headers });

async function analyse(applicantId: number, type: string, bytes: Buffer, extension: string) {
  const document = await insertDocument(f(), applicantId, type, bytes, extension);
  await enqueueDocumentAnalysis(t.app.db, document.id);
  while (await t.app.documentAnalysisWorker.processNext()) {}
  return document;
}

describe('an unreadable bank statement', () => {
  it('shows Failed with the reason, and the legacy read answers 200 with no months, never a 500', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await analyse(applicantId, 'Bank Account Statement', await scannedPdf(), 'pdf');

    const status = await trpc(t.app, 'query', 'documentAnalysis.statusFor', { applicantId }, auth);
    expect(status.status).toBe(200);
    expect(status.data).toMatchObject({
      creditBureau: { status: 'Pending', documentId: null, result: null },
      documents: [
        {
          documentId: document.id,
          type: 'Bank Account Statement',
          status: 'Failed',
          reason: 'no text layer',
          analysing: false,
        },
      ],
    });

    const creditInfo = await get(`/api/applicantDocument/credit_info/${applicantId}`);
    expect(creditInfo.statusCode).toBe(200);
    expect(creditInfo.json()).toEqual([]);
  });
});

describe('whether a Pending document is being analysed (the web polls while one is)', () => {
  it('a queued document is Pending and analysing; once read, no longer; one never queued is not analysing', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const neverQueued = await insertDocument(f(), applicantId, 'Debtor Ageing', toCsv(DEBTOR_AGEING), 'csv');
    const queued = await insertDocument(
      f(),
      applicantId,
      'Bank Account Statement',
      toCsv(BANK_STATEMENT),
      'csv',
    );
    await enqueueDocumentAnalysis(t.app.db, queued.id);
    const documents = async () => {
      const res = await trpc(t.app, 'query', 'documentAnalysis.statusFor', { applicantId }, auth);
      const data = res.data as { documents: { documentId: number; status: string; analysing: boolean }[] };
      return Object.fromEntries(data.documents.map((d) => [d.documentId, [d.status, d.analysing]]));
    };

    expect(await documents()).toEqual({
      [neverQueued.id]: ['Pending', false],
      [queued.id]: ['Pending', true],
    });
    while (await t.app.documentAnalysisWorker.processNext()) {}
    expect(await documents()).toEqual({
      [neverQueued.id]: ['Pending', false],
      [queued.id]: ['Completed', false],
    });
  });
});

describe('the credit-bureau badge over tRPC', () => {
  it('Completed with the fields read from the company report', async () => {
    const applicantId = await insertApplicant(t.app.db);
    const document = await analyse(
      applicantId,
      'CTOS Company Report',
      await toXlsx(CREDIT_BUREAU_REPORT),
      'xlsx',
    );
    const status = await trpc(t.app, 'query', 'documentAnalysis.statusFor', { applicantId }, auth);
    expect(status.data).toMatchObject({
      creditBureau: {
        status: 'Completed',
        documentId: document.id,
        reason: null,
        result: { rating_score: 682, legal_cases: 2, special_attention_accounts: 0, trade_references: 5 },
      },
    });
  });

  it('refuses an unknown application and a caller who is not signed in', async () => {
    const missing = await trpc(
      t.app,
      'query',
      'documentAnalysis.statusFor',
      { applicantId: 99_999_999 },
      auth,
    );
    expect(missing.error).toEqual({ message: 'Application not found', code: 'NOT_FOUND' });
    const anonymous = await trpc(t.app, 'query', 'documentAnalysis.statusFor', { applicantId: 1 });
    expect(anonymous.error?.code).toBe('UNAUTHORIZED');
  });
});

describe('legacy reads of the SRC tables (origination §7)', () => {
  it('credit_info, financial_analysis, customer_ageing and supplier_ageing answer what the analysis filled', async () => {
    const applicantId = await insertApplicant(t.app.db);
    await analyse(applicantId, 'Bank Account Statement', toCsv(BANK_STATEMENT), 'csv');
    await analyse(applicantId, 'Financial Statement', await toPdf(FINANCIAL_STATEMENT), 'pdf');
    await analyse(applicantId, 'Debtor Ageing', toCsv(DEBTOR_AGEING), 'csv');
    const creditor = await analyse(applicantId, 'Creditor Ageing', await toXlsx(CREDITOR_AGEING), 'xlsx');

    const creditInfo = await get(`/api/applicantDocument/credit_info/${applicantId}`);
    expect(creditInfo.json()).toEqual([
      { id: expect.any(Number), month: '2026-01', withdrawal: 7200, deposit: 15500.5 },
      { id: expect.any(Number), month: '2026-02', withdrawal: 850.25, deposit: 9000 },
      { id: expect.any(Number), month: '2026-03', withdrawal: 2400, deposit: 0 },
    ]);

    const financial = (await get(`/api/applicantDocument/financial_analysis/${applicantId}`)).json();
    expect(Object.keys(financial)).toEqual(['2023', '2024']);
    expect(financial['2024']).toEqual({
      turnover: 3120500,
      PBT: -45000,
      NPAT: -45000,
      netWorth: 1155000,
      currentRatio: 1.1,
      gearingRatio: 1.25,
      leverageRatio: 2.35,
      dateFYE: '2024-12-31',
      pdfURL: expect.stringMatching(/^\/files\/\d+$/),
    });

    expect((await get(`/api/applicantDocument/customer_ageing/${applicantId}`)).json()).toMatchObject({
      currentMonth: 22750.5,
      month1: 9500,
      month5AndAbove: 500,
      total: 36500.5,
    });
    const supplier = await get(`/api/applicantDocument/supplier_ageing/${applicantId}`);
    expect(supplier.statusCode).toBe(200);
    expect(supplier.json()).toMatchObject({ currentMonth: 5250, month3: 300, total: 7649.99 });
    expect(creditor.id).toEqual(expect.any(Number));
  });

  it('an application with nothing analysed yet: empty answers, not errors', async () => {
    const applicantId = await insertApplicant(t.app.db);
    expect((await get(`/api/applicantDocument/credit_info/${applicantId}`)).json()).toEqual([]);
    expect((await get(`/api/applicantDocument/financial_analysis/${applicantId}`)).json()).toEqual({});
    const ageing = await get(`/api/applicantDocument/customer_ageing/${applicantId}`);
    expect(ageing.statusCode).toBe(200);
    expect(ageing.body).toBe('null');
  });

  it('refuses an unknown application (404), a bad id (400) and a caller who is not signed in (401)', async () => {
    const missing = await get('/api/applicantDocument/credit_info/99999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 0 });
    expect((await get('/api/applicantDocument/supplier_ageing/abc')).statusCode).toBe(400);
    expect((await get('/api/applicantDocument/customer_ageing/1', {})).statusCode).toBe(401);
  });
});

describe('the worker runs with the app', () => {
  it('started by buildApp (JOB_WORKER=true), it analyses a queued document by itself and stops on close', async () => {
    const own = await createTestApp({ JOB_WORKER: 'true' });
    try {
      const applicantId = await insertApplicant(own.app.db);
      const document = await insertDocument(
        { db: own.app.db, storage: own.app.fileStorage },
        applicantId,
        'Bank Account Statement',
        await scannedPdf(),
      );
      await enqueueDocumentAnalysis(own.app.db, document.id);
      const deadline = Date.now() + 30_000;
      let status = 'Pending';
      while (status === 'Pending' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const row = await own.app.db
          .selectFrom('applicantDocument')
          .select('updatedAt')
          .where('id', '=', document.id)
          .executeTakeFirstOrThrow();
        if (row.updatedAt) status = 'done';
      }
      expect(status).toBe('done');
    } finally {
      await own.close();
    }
    // Closed: the database is gone, and the worker takes nothing more (pg-boss reports a failed fetch as no job).
    await expect(own.app.db.selectFrom('applicantDocument').select('id').execute()).rejects.toThrow();
    expect(await own.app.documentAnalysisWorker.processNext().catch(() => undefined)).toBeUndefined();
  });
});
