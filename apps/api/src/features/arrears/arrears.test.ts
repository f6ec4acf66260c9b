import type { AddressInfo } from 'node:net';
import { addDays, addMonthsClamped, formatDate, formatRM } from '@sewabeli/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../jobs/job-queue';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor } from '../../testing/caller';
import { type AgreementFixture, insertAgreement } from '../../testing/collection-fixture';
import { clearJobs, makeRetriesDue } from '../../testing/jobs';
import { readBack } from '../../testing/pdf-read-back';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readStoredFile } from '../files/file.storage';
import { passCandidates } from './arrears.repository';
import {
  ARREARS_MESSAGES,
  ARREARS_PROPOSAL_CRON,
  ARREARS_PROPOSAL_QUEUE,
  createProposalWorker,
  runProposalPass,
} from './arrears.service';
import { createLetterWorker, LETTER_MESSAGES } from './arrears-letter.service';
import { smtpMailer } from './mailer';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TODAY = todayInKualaLumpur();
const MONTHLY = 250_000;

let t: TestApp;
let officer: Caller;
let credit: Caller;
let superadmin: Caller;

/** An agreement whose first instalment fell due `days` days ago, nothing paid. */
async function overdueBy(days: number, hpNo: string): Promise<AgreementFixture> {
  return insertAgreement(t.app.db, {
    execution: addMonthsClamped(addDays(TODAY, -days), -1),
    months: 24,
    monthly: MONTHLY,
    hpNo,
  });
}

const proposalsOf = (agreementId: number) =>
  t.app.db
    .selectFrom('arrearsProposal')
    .select(['id', 'action', 'status', 'cycle', 'reason', 'daysPastDue'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('id')
    .execute();

let forty: AgreementFixture;
let ten: AgreementFixture;
let current: AgreementFixture;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  credit = await callerFor(t, 'Credit Officer');
  superadmin = await callerFor(t, 'Superadmin');
  forty = await overdueBy(40, 'T/ARR/40');
  ten = await overdueBy(10, 'T/ARR/10');
  // Not yet due: nothing to propose.
  current = await insertAgreement(t.app.db, { execution: addDays(TODAY, -5), months: 12, monthly: MONTHLY });
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('issue 32: the daily proposal job', () => {
  it('is scheduled at 08:00 Kuala Lumpur time', async () => {
    expect(await t.app.jobs.boss.getSchedules()).toContainEqual(
      expect.objectContaining({
        name: ARREARS_PROPOSAL_QUEUE.name,
        cron: ARREARS_PROPOSAL_CRON,
        timezone: 'Asia/Kuala_Lumpur',
      }),
    );
    expect(ARREARS_PROPOSAL_CRON).toBe('0 8 * * *');
  });

  it('proposes each due step once, across two workers racing and a restart', async () => {
    await clearJobs(t.app.db);
    // The 08:00 job twice (two processes' clocks) and two workers taking them at once.
    await enqueueJob(t.app.db, ARREARS_PROPOSAL_QUEUE.name, { today: TODAY });
    await enqueueJob(t.app.db, ARREARS_PROPOSAL_QUEUE.name, { today: TODAY });
    const first = createProposalWorker(t.app.jobs, { db: t.app.db });
    const second = createProposalWorker(t.app.jobs, { db: t.app.db });
    const processed = await Promise.all([first.processNext(), second.processNext()]);
    expect(processed.map((job) => job?.state)).toEqual(['completed', 'completed']);
    // A restart: a new worker, the start's catch-up job, and the on-demand pass, some at the same moment.
    await enqueueJob(t.app.db, ARREARS_PROPOSAL_QUEUE.name, { today: TODAY });
    const restarted = createProposalWorker(t.app.jobs, { db: t.app.db });
    await Promise.all([
      restarted.processNext(),
      runProposalPass(t.app.db, TODAY),
      officer.arrears.runToday(),
    ]);

    expect((await proposalsOf(forty.id)).map((row) => [row.action, row.status, row.daysPastDue])).toEqual([
      ['first_demand', 'proposed', 40],
    ]);
    expect((await proposalsOf(ten.id)).map((row) => [row.action, row.status])).toEqual([
      ['reminder', 'proposed'],
    ]);
    expect(await proposalsOf(current.id)).toEqual([]);
  });

  it.runIf(onPostgres)('many passes at once on PostgreSQL still propose once', async () => {
    const extra = await overdueBy(65, 'T/ARR/65');
    const results = await Promise.all(Array.from({ length: 6 }, () => runProposalPass(t.app.db, TODAY)));
    expect(results.reduce((sum, result) => sum + result.proposed, 0)).toBe(1);
    expect((await proposalsOf(extra.id)).map((row) => row.action)).toEqual(['final_demand']);
  });
});

describe('the Collections queue', () => {
  it('lists the proposals grouped by step, searched and paged in SQL', async () => {
    const all = await officer.arrears.queue({});
    expect(all.groups).toEqual(
      expect.arrayContaining([
        { action: 'reminder', label: 'E-mail reminder', count: 1, arrears: MONTHLY },
        { action: 'first_demand', label: 'First letter of demand', count: 1, arrears: MONTHLY * 2 },
      ]),
    );
    const reminders = await officer.arrears.queue({ action: 'reminder' });
    expect(reminders.rows.map((row) => row.hpNo)).toEqual(['T/ARR/10']);
    expect(reminders.total).toBe(1);
    const found = await officer.arrears.queue({ search: 'arr/40' });
    expect(found.rows.map((row) => [row.hpNo, row.action, row.arrears])).toEqual([
      ['T/ARR/40', 'first_demand', MONTHLY * 2],
    ]);
    const none = await officer.arrears.queue({ search: 'nobody at all' });
    expect([none.rows, none.total, none.groups]).toEqual([[], 0, []]);
    const paged = await officer.arrears.queue({ pageSize: 1, page: 2 });
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThanOrEqual(2);
  });

  it('only Collection Officers and Superadmins decide: a Credit Officer cannot approve', async () => {
    const [proposal] = await proposalsOf(ten.id);
    await expect(credit.arrears.approve({ ids: [proposal?.id ?? 0] })).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only a Superadmin or a Collection Officer can run the arrears queue and its letters',
    });
    await expect(credit.arrears.runToday()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // Everyone signed in reads.
    expect((await credit.arrears.queue({})).total).toBeGreaterThan(0);
    expect((await proposalsOf(ten.id))[0]?.status).toBe('proposed');
  });

  it('approving the reminder writes the letter, keeps it in the Outbox without SMTP_URL, on the agreement’s history', async () => {
    await clearJobs(t.app.db);
    const [proposal] = await proposalsOf(ten.id);
    const result = await officer.arrears.approve({ ids: [proposal?.id ?? 0], language: 'en' });
    expect(result).toMatchObject({ approved: 1, alreadyDecided: 0 });
    // Approving twice (a second click, another officer) approves nothing more.
    expect(await officer.arrears.approve({ ids: [proposal?.id ?? 0] })).toMatchObject({
      approved: 0,
      alreadyDecided: 1,
      messageIds: [],
    });
    let [message] = await officer.arrears.messagesOf({ applicantProductId: ten.id });
    expect(message).toMatchObject({ deliveryStatus: 'queued', kind: 'email', storedFileId: null });

    expect(await t.app.arrearsLetterWorker.processNext()).toMatchObject({ state: 'completed' });
    [message] = await officer.arrears.messagesOf({ applicantProductId: ten.id });
    expect(message).toMatchObject({
      action: 'reminder',
      deliveryStatus: 'outbox',
      language: 'en',
      approvedByName: expect.any(String),
      payBy: addDays(TODAY, 7),
      amountDue: MONTHLY,
      error: null,
    });
    expect(message?.approvedAt).toBeInstanceOf(Date);
    const outbox = await officer.arrears.messages({ status: 'outbox' });
    expect(outbox.rows.map((row) => row.id)).toContain(message?.id);

    const file = await t.app.db
      .selectFrom('storedFile')
      .select(['storageKey', 'mimeType'])
      .where('id', '=', message?.storedFileId ?? 0)
      .executeTakeFirstOrThrow();
    expect(file.mimeType).toBe('application/pdf');
    const pdf = await readBack(await readStoredFile(t.app.fileStorage, file.storageKey));
    expect(pdf.text).toContain('PAYMENT REMINDER');
    expect(pdf.text).toContain('T/ARR/10');
    expect(pdf.text).toContain(formatRM(MONTHLY));
    expect(pdf.text).toContain(formatDate(addDays(TODAY, 7)));
  });

  it('skips only with a reason, and a skipped step is not proposed again', async () => {
    const extra = await overdueBy(8, 'T/ARR/08');
    await runProposalPass(t.app.db, TODAY);
    const [proposal] = await proposalsOf(extra.id);
    await expect(officer.arrears.skip({ id: proposal?.id ?? 0, reason: '  ' })).rejects.toMatchObject({
      message: ARREARS_MESSAGES.reasonRequired,
    });
    await officer.arrears.skip({ id: proposal?.id ?? 0, reason: 'Paid at the branch, receipt to follow' });
    await expect(officer.arrears.skip({ id: proposal?.id ?? 0, reason: 'again' })).rejects.toMatchObject({
      message: ARREARS_MESSAGES.alreadyDecided,
    });
    await runProposalPass(t.app.db, addDays(TODAY, 3));
    expect((await proposalsOf(extra.id)).map((row) => [row.status, row.reason])).toEqual([
      ['skipped', 'Paid at the branch, receipt to follow'],
    ]);
  });

  it('snoozes for a promise to pay; a broken promise brings the agreement back', async () => {
    const extra = await overdueBy(12, 'T/ARR/12');
    await runProposalPass(t.app.db, TODAY);
    const [proposal] = await proposalsOf(extra.id);
    const id = proposal?.id ?? 0;
    await expect(officer.arrears.snooze({ id, promisedOn: TODAY, amount: MONTHLY })).rejects.toMatchObject({
      message: ARREARS_MESSAGES.promiseDate,
    });
    await expect(
      officer.arrears.snooze({ id, promisedOn: addDays(TODAY, 5), amount: 0 }),
    ).rejects.toMatchObject({ message: ARREARS_MESSAGES.promiseAmount });
    await officer.arrears.snooze({ id, promisedOn: addDays(TODAY, 5), amount: MONTHLY });
    expect((await proposalsOf(extra.id))[0]?.status).toBe('snoozed');
    // While the promise runs the agreement is held; once its date passed unpaid, the proposal is back.
    await runProposalPass(t.app.db, addDays(TODAY, 5));
    expect((await proposalsOf(extra.id))[0]?.status).toBe('snoozed');
    expect(await runProposalPass(t.app.db, addDays(TODAY, 6))).toMatchObject({ revived: 1 });
    expect((await proposalsOf(extra.id)).map((row) => [row.action, row.status, row.reason])).toEqual([
      ['reminder', 'proposed', ARREARS_MESSAGES.brokenPromise(addDays(TODAY, 5))],
    ]);
    // A second pass that day revives nothing more.
    expect(await runProposalPass(t.app.db, addDays(TODAY, 6))).toMatchObject({ revived: 0 });
  });

  it('the collection list filters by ladder step', async () => {
    const page = await officer.collection.list({ status: 'all', ladderStep: 'first_demand', pageSize: 100 });
    expect(page.rows.map((row) => row.hpNo)).toEqual(['T/ARR/40']);
    expect(page.total).toBe(1);
    const reminders = await officer.collection.list({ status: 'all', ladderStep: 'reminder', pageSize: 100 });
    expect(reminders.rows.map((row) => row.hpNo).sort()).toEqual(['T/ARR/08', 'T/ARR/10', 'T/ARR/12']);
  });
});

describe('e-mail through a real SMTP server', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let refuseNext = false;
  let server: SMTPServer;
  let url: string;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (refuseNext) {
            refuseNext = false;
            return callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 }));
          }
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });

  /** The letter worker of a server whose SMTP_URL is the test's SMTP server. */
  const smtpWorker = () =>
    createLetterWorker(t.app.jobs, {
      db: t.app.db,
      storage: t.app.fileStorage,
      financier: t.config.financier,
      sendMail: smtpMailer(url),
    });

  afterAll(async () => {
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });

  beforeEach(async () => {
    await clearJobs(t.app.db);
    received.length = 0;
  });

  it('sends the letter of demand in Malay to the hirer with the PDF attached, and records it sent', async () => {
    await t.app.db
      .updateTable('hirer')
      .set({ email: 'akaun@hirer40.my' })
      .where('id', '=', forty.hirerId)
      .execute();
    const [proposal] = await proposalsOf(forty.id);
    await officer.arrears.approve({ ids: [proposal?.id ?? 0], language: 'ms' });
    const worker = smtpWorker();
    expect(await worker.processNext()).toMatchObject({ state: 'completed' });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.to).toEqual(['akaun@hirer40.my']);
    expect(mail?.from).toBe(t.config.financier.email);
    expect(mail?.raw).toMatch(/Subject: Notis Tuntutan: perjanjian sewa beli T\/ARR\/40/);
    const attachment = /Content-Type: application\/pdf;[\s\S]*?\r\n\r\n([A-Za-z0-9+/=\r\n]+)/.exec(
      mail?.raw ?? '',
    );
    const pdf = Buffer.from((attachment?.[1] ?? '').replace(/\r\n/g, ''), 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await readBack(pdf)).text;
    expect(text).toContain('NOTIS TUNTUTAN');
    expect(text).toContain(formatRM(MONTHLY * 2));
    expect(text).toContain(formatDate(addDays(TODAY, 14)));

    const [message] = await officer.arrears.messagesOf({ applicantProductId: forty.id });
    expect(message).toMatchObject({
      deliveryStatus: 'sent',
      recipient: 'akaun@hirer40.my',
      language: 'ms',
      kind: 'letter',
      amountDue: MONTHLY * 2,
    });
    expect(message?.sentAt).toBeInstanceOf(Date);
  });

  it('a send the server refuses is tried again, with the letter written the first time', async () => {
    const extra = await overdueBy(33, 'T/ARR/33');
    await t.app.db
      .updateTable('hirer')
      .set({ email: 'bayar@hirer33.my' })
      .where('id', '=', extra.hirerId)
      .execute();
    await runProposalPass(t.app.db, TODAY);
    const [proposal] = await proposalsOf(extra.id);
    await officer.arrears.approve({ ids: [proposal?.id ?? 0] });
    const worker = smtpWorker();
    refuseNext = true;
    expect(await worker.processNext()).toMatchObject({ state: 'retrying' });
    const [waiting] = await officer.arrears.messagesOf({ applicantProductId: extra.id });
    expect(waiting).toMatchObject({ deliveryStatus: 'queued', storedFileId: expect.any(Number) });
    expect(received).toEqual([]);

    await makeRetriesDue(t.app.db);
    expect(await worker.processNext()).toMatchObject({ state: 'completed' });
    expect(received.map((mail) => mail.to)).toEqual([['bayar@hirer33.my']]);
    const [sent] = await officer.arrears.messagesOf({ applicantProductId: extra.id });
    expect(sent).toMatchObject({ deliveryStatus: 'sent', storedFileId: waiting?.storedFileId });
  });

  it('a hirer without an e-mail address: the letter is kept to print, the message failed with the reason', async () => {
    const extra = await overdueBy(31, 'T/ARR/31');
    await runProposalPass(t.app.db, TODAY);
    const [proposal] = await proposalsOf(extra.id);
    await officer.arrears.approve({ ids: [proposal?.id ?? 0] });
    const worker = smtpWorker();
    await worker.processNext();
    expect(received).toEqual([]);
    const [message] = await officer.arrears.messagesOf({ applicantProductId: extra.id });
    expect(message).toMatchObject({ deliveryStatus: 'failed', error: LETTER_MESSAGES.noRecipient });
    expect(message?.storedFileId).toEqual(expect.any(Number));
  });
});

describe('the ladder', () => {
  it('is read by everyone and set by a Superadmin only, as the domain validates it', async () => {
    expect(await credit.arrears.ladder()).toEqual([
      { action: 'reminder', days: 7 },
      { action: 'first_demand', days: 30 },
      { action: 'final_demand', days: 60 },
      { action: 'repossession_notice', days: 90 },
    ]);
    const steps = [
      { action: 'reminder' as const, days: 5 },
      { action: 'final_demand' as const, days: 45 },
      { action: 'recovery' as const, days: 120 },
    ];
    await expect(officer.arrears.updateLadder({ steps })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(superadmin.arrears.updateLadder({ steps: [...steps].reverse() })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await superadmin.arrears.updateLadder({ steps });
    expect(await officer.arrears.ladder()).toEqual(steps);
  });
});

describe('issue 32: the proposals’ effect on the Collection Overview', () => {
  it('counts the letters approved in the range paid in cash within 14 days; the running ones are pending', async () => {
    const range = { startDate: addDays(TODAY, -40), endDate: TODAY };
    const before = await officer.collection.overview.proposalsEffect(range);
    const paidSoon = await overdueBy(12, 'T/EFF/PAID');
    const paidLate = await overdueBy(45, 'T/EFF/LATE');
    const rebateOnly = await overdueBy(70, 'T/EFF/REBATE');
    const running = await overdueBy(14, 'T/EFF/RUNNING');
    await runProposalPass(t.app.db, TODAY);
    const agreements = [paidSoon, paidLate, rebateOnly, running];
    const proposals = (await Promise.all(agreements.map((a) => proposalsOf(a.id)))).flat();
    expect(proposals).toHaveLength(4);
    await officer.arrears.approve({ ids: proposals.map((row) => row.id) });
    // Approved 20 and 30 days ago (the letters' 14 days are over), the others today.
    const approvedDaysAgo = async (agreementId: number, days: number) =>
      t.app.db
        .updateTable('arrearsMessage')
        .set({ approvedAt: new Date(`${addDays(TODAY, -days)}T10:00:00+08:00`) })
        .where('applicantProductId', '=', agreementId)
        .execute();
    await approvedDaysAgo(paidLate.id, 20);
    await approvedDaysAgo(rebateOnly.id, 30);
    const transfer = { method: 'bank_transfer' as const, reference: 'IBG 9' };
    await officer.collection.makePayment({
      applicantProductId: paidSoon.id,
      amount: 100_000,
      paidAt: TODAY,
      ...transfer,
    });
    // Paid on the 14th day after the approval: counts; the payment on the 17th day does not add to it.
    await officer.collection.makePayment({
      applicantProductId: paidLate.id,
      amount: 70_000,
      paidAt: addDays(TODAY, -6),
      ...transfer,
    });
    await officer.collection.makePayment({
      applicantProductId: paidLate.id,
      amount: 30_000,
      paidAt: addDays(TODAY, -3),
      ...transfer,
    });
    // A non-cash entry within the days is no payment by the hirer; cash after them is too late.
    await t.app.db
      .insertInto('applicantProductPayment')
      .values({
        applicantProductId: rebateOnly.id,
        amount: '500.00',
        paidAt: addDays(TODAY, -25),
        kind: 'rebate',
        createdBy: (await t.app.db.selectFrom('user').select('id').executeTakeFirstOrThrow()).id,
      })
      .execute();
    await officer.collection.makePayment({
      applicantProductId: rebateOnly.id,
      amount: 40_000,
      paidAt: addDays(TODAY, -2),
      ...transfer,
    });

    const after = await officer.collection.overview.proposalsEffect(range);
    expect(after.asOf).toBe(TODAY);
    expect(after.letters - before.letters).toBe(4);
    expect(after.paid - before.paid).toBe(2);
    expect(after.unpaid - before.unpaid).toBe(1);
    expect(after.pending - before.pending).toBe(1);
    expect(after.amountPaid - before.amountPaid).toBe(100_000 + 70_000);
    if (before.paid + before.unpaid === 0) expect(after.paidShare).toBe(66.67);

    // A range that ends before the old approvals counts none of them.
    const earlier = await officer.collection.overview.proposalsEffect({
      startDate: addDays(TODAY, -40),
      endDate: addDays(TODAY, -31),
    });
    expect(earlier.letters).toBe(0);
    expect(earlier.paidShare).toBeNull();
  });
});

describe('the pass candidates (issue 42: the overdue rule is @sewabeli/db overdueMonthsSql)', () => {
  it('takes a collection once an instalment was due before the day and is unpaid, not on its due date', async () => {
    const dueToday = await overdueBy(0, 'T/ARR/0');
    const candidates = (day: string) => passCandidates(t.app.db, day);
    expect(await candidates(TODAY)).not.toContain(dueToday.id);
    expect(await candidates(addDays(TODAY, 1))).toContain(dueToday.id);
    expect(await candidates(TODAY)).not.toContain(current.id);
  });
});
