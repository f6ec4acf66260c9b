import {
  AGREEMENT_MESSAGES,
  addMonthsClamped,
  calendarDateInKualaLumpur,
  formatRM,
  permissionReason,
  quoteFlatRate,
  senToRinggit,
} from '@sewabeli/domain';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Caller, callerFor, demoUserOf } from '../../testing/caller';
import { clearJobs, jobsOf, makeRetriesDue } from '../../testing/jobs';
import { TEST_PNG } from '../../testing/multipart';
import { readBack } from '../../testing/pdf-read-back';
import { storedSummaries, summariesInStep } from '../../testing/summary-check';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { resolveSession } from '../auth/session.service';
import { completeApplication } from '../collections/start-collection.service';
import { EXCAVATOR_LINE, type FixtureLine, insertApprovedApplication } from './agreement.fixture';
import * as repo from './agreement.repository';
import {
  AGREEMENT_GENERATION_QUEUE,
  createAgreementGenerationWorker,
  requestAgreementGeneration,
} from './agreement-generation';

let t: TestApp;
let officer: Caller;
let superadmin: Caller;
let director: Caller;
let cnDirector: Caller;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const today = () => calendarDateInKualaLumpur(new Date());
const year = () => Number(today().slice(0, 4));
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const SECOND_LINE: FixtureLine = { ...EXCAVATOR_LINE, quantity: 1, prepayment: [0, 0], insuranceRate: 0 };
const quoteOf = (line: FixtureLine) =>
  quoteFlatRate({
    cost: line.cost * 100,
    loanAmount: Math.round((line.cost * 100 * line.financed) / 100),
    interestRate: line.interestRate,
    tenureYears: line.tenureYears,
    prepayment: line.prepayment,
    quantity: line.quantity,
  });

beforeAll(async () => {
  t = await createTestApp();
  [officer, superadmin, director, cnDirector] = await Promise.all([
    callerFor(t, 'Credit Officer'),
    callerFor(t, 'Superadmin'),
    callerFor(t, 'Malaysia Director'),
    callerFor(t, 'China Director'),
  ]);
});
afterAll(() => t.close());

beforeEach(async () => {
  await clearJobs(t.app.db);
});

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('the call was not refused');
}

const applicant = (id: number) =>
  t.app.db.selectFrom('applicant').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const lines = (applicantId: number) =>
  t.app.db
    .selectFrom('applicantProduct')
    .selectAll()
    .where('applicantId', '=', applicantId)
    .orderBy('id')
    .execute();

async function generate(applicantId: number) {
  const user = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
  await requestAgreementGeneration(t.app.db, applicantId, user.id);
  while (await t.app.agreementWorker.processNext()) {}
}

async function upload(caller: Caller, data: Buffer, name: string): Promise<number> {
  const token = await signIn(t.app, caller === superadmin ? 'superadmin' : 'credit.officer');
  const boundary = 'agreementboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/files?kind=document',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ id: number }>().id;
}

async function signEverything(applicantId: number) {
  const view = await officer.agreement.byApplication({ id: applicantId });
  for (const group of view.groups)
    for (const row of group.rows)
      await officer.agreement.attachSigned({ id: row.id, fileId: await upload(officer, PDF, 'signed.pdf') });
}

describe('agreement generation', () => {
  it('the fourth approval queues it; the job numbers every line and stores its four PDFs', async () => {
    const { applicantId, lineIds } = await insertApprovedApplication(t.app.db, {
      progressId: 6,
      lines: [EXCAVATOR_LINE, SECOND_LINE],
    });
    await cnDirector.approval.approve({ id: applicantId, comment: 'Approved' });
    expect(await applicant(applicantId)).toMatchObject({ progressId: 7, agreementsState: 'queued' });
    const queued = await officer.agreement.byApplication({ id: applicantId });
    expect(queued.generation.state).toBe('queued');
    expect(queued.groups.map((group) => group.name)).toEqual([
      'HP Agreement',
      'Guarantee and Indemnity of directors',
      'Second Schedule',
      'Offer Letter',
    ]);
    expect(queued.groups.every((group) => group.rows.length === 0)).toBe(true);
    expect(queued.actions).toMatchObject({ upload: false, complete: false, regenerate: false });

    while (await t.app.agreementWorker.processNext()) {}

    expect(await applicant(applicantId)).toMatchObject({
      agreementsState: 'generated',
      agreementsError: null,
    });
    const numbered = await lines(applicantId);
    for (const line of numbered) {
      expect(line.hpNo).toMatch(new RegExp(`^SB/HP/${year()}/\\d{4,}$`));
      expect(line.letterOffer).toBe(line.hpNo?.replace('/HP/', '/LO/'));
      // Generated, not executed: not an agreement of the collection book yet.
      expect(line.agreementExecution).toBeNull();
    }
    const serials = numbered.map((line) => Number(line.hpNo?.split('/')[3]));
    expect(serials[1]).toBe((serials[0] as number) + 1);
    const view = await officer.agreement.byApplication({ id: applicantId });
    expect(view.generation).toEqual({ state: 'generated', error: null });
    for (const group of view.groups) {
      expect(group.rows.map((row) => row.applicantProductId)).toEqual(lineIds);
      for (const row of group.rows) {
        expect(row.signedUrl).toBeNull();
        const res = await t.app.inject({
          method: 'GET',
          url: row.generatedUrl as string,
          headers: bearer(await signIn(t.app, 'credit.officer')),
        });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toContain('application/pdf');
        const { text } = await readBack(res.rawPayload);
        // Each document names the hirer and its line's HP number, with the line's figures to the sen.
        const line = numbered.find((entry) => entry.id === row.applicantProductId);
        const input = line?.id === lineIds[0] ? EXCAVATOR_LINE : SECOND_LINE;
        const quote = quoteOf(input);
        expect(text).toContain('Kuari Bukit Tinggi Sdn Bhd');
        expect(text).toContain(line?.hpNo);
        expect(text).toContain(formatRM(quote.totalPayable));
        expect(text).toContain(formatRM(quote.monthlyInstallment));
        if (group.name === 'Offer Letter') expect(text).toContain(line?.letterOffer);
        if (group.name === 'Guarantee and Indemnity of directors') expect(text).toContain('Lim Chee Keong');
      }
    }
    expect(view.actions).toEqual({
      upload: true,
      complete: false,
      completeIssue: AGREEMENT_MESSAGES.signedCopiesMissing,
      regenerate: true,
    });
    // Generating again keeps the numbers.
    await officer.agreement.generate({ id: applicantId });
    while (await t.app.agreementWorker.processNext()) {}
    expect((await lines(applicantId)).map((line) => line.hpNo)).toEqual(numbered.map((line) => line.hpNo));
  });

  it('a By Pass queues it too', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db, { progressId: 6 });
    await t.app.db
      .updateTable('applicant')
      .set({ status2: null, status3: null })
      .where('id', '=', applicantId)
      .execute();
    await superadmin.approval.bypass({ id: applicantId });
    expect(await applicant(applicantId)).toMatchObject({ progressId: 7, agreementsState: 'queued' });
  });

  it('starts a year above the numbers already stored for it', async () => {
    const y = year() + 1;
    const { lineIds } = await insertApprovedApplication(t.app.db);
    await t.app.db
      .updateTable('applicantProduct')
      .set({ hpNo: `SB/HP/${y}/0388`, letterOffer: `SB/LO/${y}/0388` })
      .where('id', '=', lineIds[0] as number)
      .execute();
    expect(await repo.nextAgreementSerial(t.app.db, y)).toBe(389);
    expect(await repo.nextAgreementSerial(t.app.db, y)).toBe(390);
  });

  it('a generation that keeps failing is retried, then marked Failed with its reason, leaving no documents', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db);
    const failing = createAgreementGenerationWorker(t.app.jobs, {
      db: t.app.db,
      storage: t.app.fileStorage,
      financier: t.config.financier,
      render: async () => {
        throw new Error('The PDF renderer ran out of memory');
      },
    });
    const user = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    await requestAgreementGeneration(t.app.db, applicantId, user.id);
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < AGREEMENT_GENERATION_QUEUE.attempts; attempt += 1) {
      await makeRetriesDue(t.app.db);
      outcomes.push((await failing.processNext())?.state ?? 'none');
    }
    expect(outcomes).toEqual(['retrying', 'retrying', 'failed']);
    // The last attempt's job lies in the dead-letter queue, given up (its reason is what the screen shows).
    expect(await jobsOf(t.app.db, `${AGREEMENT_GENERATION_QUEUE.name}.dead`)).toEqual([
      expect.objectContaining({
        state: 'completed',
        data: { applicantId, userId: user.id },
        output: { message: 'The PDF renderer ran out of memory' },
      }),
    ]);
    expect(await applicant(applicantId)).toMatchObject({
      agreementsState: 'failed',
      agreementsError: 'The PDF renderer ran out of memory',
    });
    const view = await officer.agreement.byApplication({ id: applicantId });
    expect(view.groups.flatMap((group) => group.rows)).toEqual([]);
    expect(view.actions).toMatchObject({ regenerate: true, upload: false, complete: false });
    expect(view.actions.completeIssue).toBe(AGREEMENT_MESSAGES.notGenerated);

    // 'Generate again' with a working renderer.
    await officer.agreement.generate({ id: applicantId });
    expect(await refusal(officer.agreement.generate({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: AGREEMENT_MESSAGES.generating,
    });
    while (await t.app.agreementWorker.processNext()) {}
    const again = await officer.agreement.byApplication({ id: applicantId });
    expect(again.generation).toEqual({ state: 'generated', error: null });
    expect(again.groups.flatMap((group) => group.rows)).toHaveLength(4);
  });

  it('refuses Generate again once a copy is signed, and to anyone who may not edit applications', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db);
    await generate(applicantId);
    const [first] = (await officer.agreement.byApplication({ id: applicantId })).groups[0]?.rows ?? [];
    await officer.agreement.attachSigned({
      id: first?.id as number,
      fileId: await upload(officer, TEST_PNG, 'sig.png'),
    });
    expect(await refusal(officer.agreement.generate({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: AGREEMENT_MESSAGES.alreadySigned,
    });
    expect(await refusal(director.agreement.generate({ id: applicantId }))).toEqual({
      code: 'FORBIDDEN',
      message: permissionReason('application.write'),
    });
  });
});

describe('signed copies and Complete', () => {
  it('refuses a signed copy before generation, of a file that is not a document, or of someone else', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db);
    await generate(applicantId);
    const row = (await officer.agreement.byApplication({ id: applicantId })).groups[1]?.rows[0];
    const theirs = await upload(superadmin, PDF, 'theirs.pdf');
    expect(
      (await refusal(officer.agreement.attachSigned({ id: row?.id as number, fileId: theirs }))).code,
    ).toBe('BAD_REQUEST');
    expect(
      (await refusal(director.agreement.attachSigned({ id: row?.id as number, fileId: theirs }))).code,
    ).toBe('FORBIDDEN');
    expect(
      await refusal(
        officer.agreement.attachSigned({ id: 999_999, fileId: await upload(officer, PDF, 'a.pdf') }),
      ),
    ).toEqual({ code: 'NOT_FOUND', message: AGREEMENT_MESSAGES.documentNotFound });
    const after = await officer.agreement.byApplication({ id: applicantId });
    expect(after.groups.flatMap((group) => group.rows).every((r) => r.signedUrl === null)).toBe(true);
  });

  it('Complete waits for every signed copy, then executes each line with its schedule and prepayments', async () => {
    const { applicantId, lineIds } = await insertApprovedApplication(t.app.db, {
      lines: [EXCAVATOR_LINE, { ...EXCAVATOR_LINE, quantity: 1, prepayment: [0, 2], tenureYears: 3 }],
    });
    expect(await refusal(officer.agreement.complete({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: AGREEMENT_MESSAGES.notGenerated,
    });
    await generate(applicantId);
    const view = await officer.agreement.byApplication({ id: applicantId });
    const rows = view.groups.flatMap((group) => group.rows);
    expect(rows).toHaveLength(8);
    for (const row of rows.slice(0, 7))
      await officer.agreement.attachSigned({ id: row.id, fileId: await upload(officer, PDF, 'signed.pdf') });
    expect(await refusal(officer.agreement.complete({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: AGREEMENT_MESSAGES.signedCopiesMissing,
    });
    expect(
      await t.app.db
        .selectFrom('applicantProductTransaction')
        .where('applicantProductId', 'in', lineIds)
        .select('id')
        .execute(),
    ).toEqual([]);
    await officer.agreement.attachSigned({
      id: rows[7]?.id as number,
      fileId: await upload(officer, TEST_PNG, 'signed.png'),
    });
    const ready = await officer.agreement.byApplication({ id: applicantId });
    expect(ready.actions).toMatchObject({ complete: true, completeIssue: null, regenerate: false });
    expect(ready.groups.flatMap((group) => group.rows).every((row) => row.signedUrl !== null)).toBe(true);

    expect(await officer.agreement.complete({ id: applicantId })).toEqual({ agreements: 2 });

    expect(await applicant(applicantId)).toMatchObject({ progressId: 8 });
    const executed = await lines(applicantId);
    const day = today();
    for (const [index, line] of executed.entries()) {
      const input =
        index === 0
          ? EXCAVATOR_LINE
          : { ...EXCAVATOR_LINE, quantity: 1, prepayment: [0, 2] as const, tenureYears: 3 };
      const quote = quoteOf(input);
      expect(line.agreementExecution).toBe(day);
      expect(line.dueDate).toBe(addMonthsClamped(day, 1));
      const instalments = await t.app.db
        .selectFrom('applicantProductTransaction')
        .selectAll()
        .where('applicantProductId', '=', line.id)
        .orderBy('seq')
        .execute();
      expect(instalments).toHaveLength(quote.months);
      expect(instalments[0]?.dueDate).toBe(addMonthsClamped(day, 1));
      const total = instalments.reduce((sum, row) => sum + Math.round(Number(row.chargeAmount) * 100), 0);
      expect(total).toBe(quote.totalPayable);
      const ledger = await t.app.db
        .selectFrom('applicantProductPayment')
        .selectAll()
        .where('applicantProductId', '=', line.id)
        .execute();
      expect(ledger.every((entry) => entry.kind === 'prepayment' && entry.paidAt === day)).toBe(true);
      expect(ledger.reduce((sum, entry) => sum + Math.round(Number(entry.amount) * 100), 0)).toBe(
        quote.prepaymentAmount,
      );
      const paid = instalments.filter((row) => Number(row.paidAmount) > 0).map((row) => row.seq);
      expect(paid).toEqual(index === 0 ? [1, quote.months] : [quote.months - 1, quote.months]);
      expect(senToRinggit(quote.monthlyInstallment)).toBe(instalments[1]?.chargeAmount);
    }
    // Now an agreement of the collection book and the master list.
    const collections = await officer.collection.list({
      page: 1,
      pageSize: 50,
      search: executed[0]?.hpNo ?? '',
      status: 'all',
    });
    expect(collections.rows.map((row) => row.hpNo)).toContain(executed[0]?.hpNo);
    // Issue 15: Complete wrote each agreement's summary in its transaction, equal to the ledger recomputed.
    const inStep = await summariesInStep(
      t.app.db,
      executed.map((line) => line.id),
    );
    expect(Object.keys(inStep.recomputed)).toHaveLength(executed.length);
    expect(inStep.stored).toEqual(inStep.recomputed);
    // Issue 28: the refusal says who completed it.
    const completedBy = `This application was completed a moment ago by ${demoUserOf('Credit Officer').name}`;
    expect(await refusal(officer.agreement.complete({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: completedBy,
    });
    expect(
      await refusal(
        officer.agreement.attachSigned({
          id: rows[0]?.id as number,
          fileId: await upload(officer, PDF, 'late.pdf'),
        }),
      ),
    ).toEqual({ code: 'CONFLICT', message: completedBy });
    const activity = await officer.application.activity({ id: applicantId });
    expect(activity.map((entry) => entry.description).join('\n')).toContain('collection started');
  });

  it('a failure half way through Complete leaves nothing done', async () => {
    const { applicantId, lineIds } = await insertApprovedApplication(t.app.db, {
      lines: [EXCAVATOR_LINE, EXCAVATOR_LINE],
    });
    await generate(applicantId);
    await signEverything(applicantId);
    const second = lineIds[1] as number;
    await sql
      .raw(`create function refuse_second_schedule() returns trigger language plpgsql as $$
        begin
          if new.applicant_product_id = ${second} then raise exception 'disk full'; end if;
          return new;
        end $$`)
      .execute(t.app.db);
    await sql`create trigger refuse_second before insert on applicant_product_transaction
      for each row execute function refuse_second_schedule()`.execute(t.app.db);
    try {
      await expect(officer.agreement.complete({ id: applicantId })).rejects.toThrow();
    } finally {
      await sql`drop trigger refuse_second on applicant_product_transaction`.execute(t.app.db);
      await sql`drop function refuse_second_schedule()`.execute(t.app.db);
    }
    expect(await applicant(applicantId)).toMatchObject({ progressId: 7 });
    for (const line of await lines(applicantId)) expect(line.agreementExecution).toBeNull();
    const leftovers = await t.app.db
      .selectFrom('applicantProductPayment')
      .where('applicantProductId', 'in', lineIds)
      .select('id')
      .execute();
    expect(leftovers).toEqual([]);
    expect(await storedSummaries(t.app.db, lineIds)).toEqual(new Map());
    expect(await officer.agreement.complete({ id: applicantId })).toEqual({ agreements: 2 });
  });

  it('refuses Complete of an application still in approval, and to anyone who may not edit applications', async () => {
    const { applicantId } = await insertApprovedApplication(t.app.db, { progressId: 6 });
    expect(await refusal(officer.agreement.complete({ id: applicantId }))).toEqual({
      code: 'CONFLICT',
      message: AGREEMENT_MESSAGES.notAtAgreements,
    });
    expect((await refusal(director.agreement.complete({ id: applicantId }))).code).toBe('FORBIDDEN');
    expect((await refusal(officer.agreement.byApplication({ id: 999_999 }))).code).toBe('NOT_FOUND');
  });
});

describe('legacy REST', () => {
  it('GET /agreement/generate/{id}, POST /agreementDocument/upload (answers the url), PUT /applicant/complete', async () => {
    const token = await signIn(t.app, 'credit.officer');
    const { applicantId } = await insertApprovedApplication(t.app.db);
    await t.app.db
      .updateTable('applicant')
      .set({ agreementsState: 'failed' })
      .where('id', '=', applicantId)
      .execute();
    const generated = await t.app.inject({
      method: 'GET',
      url: `/api/agreement/generate/${applicantId}`,
      headers: bearer(token),
    });
    expect(generated.json()).toEqual({ status: 1, msg: 'Submitted Successfully' });
    while (await t.app.agreementWorker.processNext()) {}
    const rows = (await officer.agreement.byApplication({ id: applicantId })).groups.flatMap(
      (group) => group.rows,
    );
    const send = (id: number, data: Buffer, name: string) => {
      const boundary = 'legacyboundary';
      return t.app.inject({
        method: 'POST',
        url: '/api/agreementDocument/upload',
        headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat([
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="id"\r\n\r\n${id}\r\n`),
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/pdf\r\n\r\n`,
          ),
          data,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
    };
    const wrong = await send(rows[0]?.id as number, Buffer.from('MZ not a document'), 'virus.pdf');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().status).toBe(0);
    for (const row of rows) {
      const res = await send(row.id, PDF, 'signed.pdf');
      const body = res.json<{ status: number; msg: string; url: string }>();
      expect(body).toMatchObject({ status: 1, msg: 'Submitted Successfully' });
      expect(body.url).toMatch(/^\/files\/\d+$/);
    }
    const complete = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant/complete',
      headers: bearer(token),
      payload: { id: String(applicantId) },
    });
    expect(complete.json()).toEqual({ status: 1, msg: 'Submitted Successfully' });
    expect(await applicant(applicantId)).toMatchObject({ progressId: 8 });
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/applicant/complete',
      headers: bearer(token),
      payload: { id: applicantId },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: 0,
      msg: `This application was completed a moment ago by ${demoUserOf('Credit Officer').name}`,
    });
  });
});

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('ten concurrent draws of a year get ten different serials', async () => {
    const y = 2090;
    const serials = await Promise.all(
      Array.from({ length: 10 }, () => repo.nextAgreementSerial(t.app.db, y)),
    );
    expect(new Set(serials).size).toBe(10);
    expect(Math.max(...serials)).toBe(10);
  });

  it('two Completes racing on one application: exactly one wins, one schedule is made', async () => {
    const { applicantId, lineIds } = await insertApprovedApplication(t.app.db);
    await generate(applicantId);
    await signEverything(applicantId);
    const results = await Promise.allSettled([
      completeApplication(t.app.db, await sessionOf('credit.officer'), applicantId),
      completeApplication(t.app.db, await sessionOf('superadmin'), applicantId),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const instalments = await t.app.db
      .selectFrom('applicantProductTransaction')
      .where('applicantProductId', '=', lineIds[0] as number)
      .select('id')
      .execute();
    expect(instalments).toHaveLength(60);
  });

  it('two applications generated at once never share an HP number', async () => {
    const a = await insertApprovedApplication(t.app.db, { hirer: 'Syarikat Serentak A Sdn Bhd' });
    const b = await insertApprovedApplication(t.app.db, { hirer: 'Syarikat Serentak B Sdn Bhd' });
    const user = await t.app.db.selectFrom('user').select('id').orderBy('id').executeTakeFirstOrThrow();
    await requestAgreementGeneration(t.app.db, a.applicantId, user.id);
    await requestAgreementGeneration(t.app.db, b.applicantId, user.id);
    const second = createAgreementGenerationWorker(t.app.jobs, {
      db: t.app.db,
      storage: t.app.fileStorage,
      financier: t.config.financier,
    });
    await Promise.all([t.app.agreementWorker.processNext(), second.processNext()]);
    const numbers = [...(await lines(a.applicantId)), ...(await lines(b.applicantId))].map(
      (line) => line.hpNo,
    );
    expect(numbers.every((hpNo) => hpNo !== null)).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

async function sessionOf(username: string) {
  const auth = await resolveSession({ db: t.app.db, config: t.config }, await signIn(t.app, username));
  if (!auth) throw new Error(`no session for ${username}`);
  return auth.user;
}
