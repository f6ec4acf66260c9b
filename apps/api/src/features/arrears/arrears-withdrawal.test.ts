import { addDays, addMonthsClamped, formatDate, LETTER_AMOUNT_MESSAGE } from '@sewabeli/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor } from '../../testing/caller';
import { type AgreementFixture, insertAgreement } from '../../testing/collection-fixture';
import { clearJobs } from '../../testing/jobs';
import { readBack } from '../../testing/pdf-read-back';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { readStoredFile } from '../files/file.storage';
import { runProposalPass } from './arrears.service';
import { createLetterWorker, LETTER_MESSAGES } from './arrears-letter.service';
import { renderArrearsLetter } from './documents/arrears-letter';
import type { OutgoingMail } from './mailer';

// Issue 41: proposals follow the money. A proposal is judged again on the day's arrears at approval, before its
// letter leaves and by each day's pass; one no longer owed is withdrawn with the reason and no letter leaves. An
// approved letter not sent can be withdrawn by hand. No letter ever states RM 0.00.

const TODAY = todayInKualaLumpur();
const MONTHLY = 250_000;
const transfer = { method: 'bank_transfer' as const, reference: 'IBG 41' };

let t: TestApp;
let officer: Caller;
let credit: Caller;
let hpSeq = 0;

/** An agreement whose first instalment fell due `days` days ago, nothing paid. */
async function overdueBy(days: number): Promise<AgreementFixture & { hpNo: string }> {
  hpSeq += 1;
  const hpNo = `T/W41/${hpSeq}`;
  const agreement = await insertAgreement(t.app.db, {
    execution: addMonthsClamped(addDays(TODAY, -days), -1),
    months: 24,
    monthly: MONTHLY,
    hpNo,
  });
  return { ...agreement, hpNo };
}

const proposalsOf = (agreementId: number) =>
  t.app.db
    .selectFrom('arrearsProposal')
    .select(['id', 'action', 'status', 'reason'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('id')
    .execute();

/** An agreement proposed for the first letter of demand today (40 days past due: two instalments, RM 5,000.00). */
async function proposedDemand() {
  const agreement = await overdueBy(40);
  await runProposalPass(t.app.db, TODAY);
  const [proposal] = await proposalsOf(agreement.id);
  expect(proposal).toMatchObject({ action: 'first_demand', status: 'proposed' });
  return { agreement, proposalId: proposal?.id ?? 0 };
}

const payAll = (agreementId: number, amount = MONTHLY * 2) =>
  officer.collection.makePayment({ applicantProductId: agreementId, amount, paidAt: TODAY, ...transfer });

/** A letter worker with SMTP: what it sends lands in `sent`. */
const sent: OutgoingMail[] = [];
const smtpWorker = () =>
  createLetterWorker(t.app.jobs, {
    db: t.app.db,
    storage: t.app.fileStorage,
    financier: t.config.financier,
    sendMail: async (mail) => {
      sent.push(mail);
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  credit = await callerFor(t, 'Credit Officer');
}, 120_000);

afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  await clearJobs(t.app.db);
  sent.length = 0;
});

describe('issue 41: a proposal is judged again before anything leaves', () => {
  it('paid after the proposal, then approved: withdrawn with the reason, no letter', async () => {
    const { agreement, proposalId } = await proposedDemand();
    await payAll(agreement.id);
    const result = await officer.arrears.approve({ ids: [proposalId] });
    expect(result).toMatchObject({ approved: 0, alreadyDecided: 0, messageIds: [] });
    expect(result.withdrawn).toEqual([
      { id: proposalId, hpNo: agreement.hpNo, reason: `Paid ${formatDate(TODAY)}` },
    ]);
    expect(await proposalsOf(agreement.id)).toEqual([
      { id: proposalId, action: 'first_demand', status: 'withdrawn', reason: `Paid ${formatDate(TODAY)}` },
    ]);
    expect(await officer.arrears.messagesOf({ applicantProductId: agreement.id })).toEqual([]);
    // Approving it again changes nothing: it was decided.
    expect(await officer.arrears.approve({ ids: [proposalId] })).toMatchObject({
      approved: 0,
      alreadyDecided: 1,
    });
  });

  it('the queue shows today’s arrears beside the proposed ones', async () => {
    const { agreement } = await proposedDemand();
    await payAll(agreement.id, MONTHLY);
    const page = await officer.arrears.queue({ search: agreement.hpNo });
    expect(page.rows.map((row) => [row.arrears, row.arrearsToday, row.daysPastDue])).toEqual([
      [MONTHLY * 2, MONTHLY, 40],
    ]);
    // Still owed and still 30 days past due (the second instalment): approving it stands.
    expect(page.rows[0]?.daysPastDueToday).toBeGreaterThanOrEqual(9);
  });

  it('paid after approval, before sending: the letter is withdrawn and nothing is sent', async () => {
    const { agreement, proposalId } = await proposedDemand();
    await t.app.db
      .updateTable('hirer')
      .set({ email: 'bayar@w41.my' })
      .where('id', '=', agreement.hirerId)
      .execute();
    const approval = await officer.arrears.approve({ ids: [proposalId] });
    expect(approval).toMatchObject({ approved: 1, withdrawn: [] });
    await payAll(agreement.id);
    expect(await smtpWorker().processNext()).toMatchObject({ state: 'completed' });
    expect(sent).toEqual([]);
    const [message] = await officer.arrears.messagesOf({ applicantProductId: agreement.id });
    expect(message).toMatchObject({
      deliveryStatus: 'withdrawn',
      withdrawnReason: `Paid ${formatDate(TODAY)}`,
      storedFileId: null,
      amountDue: null,
    });
    expect(message?.withdrawnAt).toBeInstanceOf(Date);
    expect((await proposalsOf(agreement.id))[0]?.status).toBe('withdrawn');
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'userId'])
      .where('entity', '=', 'arrears_message')
      .where('entityId', '=', String(message?.id))
      .execute();
    expect(audit).toEqual([{ action: 'withdraw', userId: null }]);
  });

  it('the day’s pass withdraws the stale proposals and the stale letters in the Outbox', async () => {
    const queued = await proposedDemand();
    const outboxed = await proposedDemand();
    await officer.arrears.approve({ ids: [outboxed.proposalId] });
    // No SMTP_URL: the letter is written and kept in the Outbox.
    expect(await t.app.arrearsLetterWorker.processNext()).toMatchObject({ state: 'completed' });
    expect(
      (await officer.arrears.messagesOf({ applicantProductId: outboxed.agreement.id }))[0],
    ).toMatchObject({
      deliveryStatus: 'outbox',
      amountDue: MONTHLY * 2,
    });
    await payAll(queued.agreement.id);
    await payAll(outboxed.agreement.id);

    const result = await officer.arrears.runToday();
    expect(result.withdrawn).toBeGreaterThanOrEqual(2);
    expect((await proposalsOf(queued.agreement.id)).map((row) => [row.status, row.reason])).toEqual([
      ['withdrawn', `Paid ${formatDate(TODAY)}`],
    ]);
    const [letter] = await officer.arrears.messagesOf({ applicantProductId: outboxed.agreement.id });
    expect(letter).toMatchObject({
      deliveryStatus: 'withdrawn',
      withdrawnReason: `Paid ${formatDate(TODAY)}`,
    });
    const outbox = await officer.arrears.messages({ status: 'outbox', pageSize: 100 });
    expect(outbox.rows.map((row) => row.id)).not.toContain(letter?.id);
    // A second pass withdraws nothing more and proposes nothing for the paid agreements.
    await runProposalPass(t.app.db, TODAY);
    expect(await proposalsOf(queued.agreement.id)).toHaveLength(1);
  });

  it('the hirer falls 30 days behind again in the same cycle: the withdrawn step can be proposed again', async () => {
    const { agreement, proposalId } = await proposedDemand();
    // One of the two instalments paid: the oldest unpaid one is 9 or so days past due, below the step's 30 days.
    await payAll(agreement.id, MONTHLY);
    const result = await officer.arrears.approve({ ids: [proposalId] });
    expect(result.withdrawn[0]?.reason).toMatch(
      /days past due on .*: the first letter of demand is due from 30 days$/,
    );
    // A month on, the second instalment is 30+ days past due: the first letter of demand is proposed afresh.
    await runProposalPass(t.app.db, addDays(TODAY, 31));
    expect((await proposalsOf(agreement.id)).map((row) => [row.action, row.status])).toEqual([
      ['first_demand', 'withdrawn'],
      ['first_demand', 'proposed'],
    ]);
  });
});

describe('issue 41: an approved letter withdrawn by hand', () => {
  it('needs a reason, is stored and audited, and is never sent', async () => {
    const { agreement, proposalId } = await proposedDemand();
    await t.app.db
      .updateTable('hirer')
      .set({ email: 'akaun@w41.my' })
      .where('id', '=', agreement.hirerId)
      .execute();
    const { messageIds } = await officer.arrears.approve({ ids: [proposalId] });
    const id = messageIds[0] ?? 0;
    await expect(credit.arrears.withdrawMessage({ id, reason: 'Paid at the branch' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(officer.arrears.withdrawMessage({ id, reason: '   ' })).rejects.toMatchObject({
      message: LETTER_MESSAGES.withdrawReason,
    });
    await officer.arrears.withdrawMessage({ id, reason: 'Paid at the branch, receipt 7781' });
    await expect(officer.arrears.withdrawMessage({ id, reason: 'again' })).rejects.toMatchObject({
      message: LETTER_MESSAGES.alreadyWithdrawn,
    });
    // Its job runs after: nothing is written or sent.
    expect(await smtpWorker().processNext()).toMatchObject({ state: 'completed' });
    expect(sent).toEqual([]);
    const [message] = await officer.arrears.messagesOf({ applicantProductId: agreement.id });
    expect(message).toMatchObject({
      deliveryStatus: 'withdrawn',
      withdrawnReason: 'Paid at the branch, receipt 7781',
      storedFileId: null,
    });
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'userId', 'after'])
      .where('entity', '=', 'arrears_message')
      .where('entityId', '=', String(id))
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('withdraw');
    expect(audit.userId).toEqual(expect.any(Number));
    expect(JSON.stringify(audit.after)).toContain('Paid at the branch, receipt 7781');
    expect((await proposalsOf(agreement.id))[0]).toMatchObject({
      status: 'withdrawn',
      reason: 'Paid at the branch, receipt 7781',
    });
  });

  it('a letter already sent cannot be withdrawn', async () => {
    const { agreement, proposalId } = await proposedDemand();
    await t.app.db
      .updateTable('hirer')
      .set({ email: 'sent@w41.my' })
      .where('id', '=', agreement.hirerId)
      .execute();
    const { messageIds } = await officer.arrears.approve({ ids: [proposalId] });
    expect(await smtpWorker().processNext()).toMatchObject({ state: 'completed' });
    expect(sent.map((mail) => mail.to)).toEqual(['sent@w41.my']);
    await expect(
      officer.arrears.withdrawMessage({ id: messageIds[0] ?? 0, reason: 'Too late' }),
    ).rejects.toMatchObject({ message: LETTER_MESSAGES.alreadySent });
  });
});

describe('issue 41: what the letter says', () => {
  it('names the financier as the account holder and the bank, not the account’s nickname', async () => {
    await t.app.db
      .insertInto('bankAccount')
      .values({ name: 'Collections Account', bank: 'Maybank', accountNumber: '514011223344' })
      .execute();
    const { agreement, proposalId } = await proposedDemand();
    await officer.arrears.approve({ ids: [proposalId] });
    expect(await t.app.arrearsLetterWorker.processNext()).toMatchObject({ state: 'completed' });
    const [message] = await officer.arrears.messagesOf({ applicantProductId: agreement.id });
    const file = await t.app.db
      .selectFrom('storedFile')
      .select('storageKey')
      .where('id', '=', message?.storedFileId ?? 0)
      .executeTakeFirstOrThrow();
    const { text } = await readBack(await readStoredFile(t.app.fileStorage, file.storageKey));
    expect(text).toMatch(new RegExp(`Account name\\s*${t.config.financier.name}`));
    expect(text).toMatch(/Bank\s*Maybank/);
    expect(text).toContain('514011223344');
    expect(text).not.toContain('Collections Account');
  });

  it('no letter is written for RM 0.00, whoever asks', async () => {
    const letter = {
      financier: t.config.financier,
      hirer: { name: 'Hirer Sdn Bhd', registrationNo: '1234-A', address: 'Kuala Lumpur' },
      hpNo: 'T/W41/ZERO',
      generatedOn: TODAY,
      action: 'final_demand' as const,
      language: 'en' as const,
      asset: 'Volvo FMX',
      arrears: [],
      payBy: addDays(TODAY, 14),
      underHirePurchaseAct: true,
      account: null,
    };
    await expect(renderArrearsLetter({ ...letter, amountDue: 0 })).rejects.toThrow(LETTER_AMOUNT_MESSAGE);
    await expect(renderArrearsLetter({ ...letter, amountDue: -1 })).rejects.toThrow(LETTER_AMOUNT_MESSAGE);
  });
});

describe('issue 41: the letters’ effect counts the hirer’s cash only', () => {
  it('the proceeds of selling the repossessed asset are no payment by the hirer', async () => {
    const range = { startDate: addDays(TODAY, -40), endDate: TODAY };
    const before = await officer.collection.overview.proposalsEffect(range);
    const { agreement, proposalId } = await proposedDemand();
    await officer.arrears.approve({ ids: [proposalId] });
    await t.app.db
      .updateTable('arrearsMessage')
      .set({ approvedAt: new Date(`${addDays(TODAY, -20)}T10:00:00+08:00`) })
      .where('applicantProductId', '=', agreement.id)
      .execute();
    await t.app.db
      .insertInto('applicantProductPayment')
      .values({
        applicantProductId: agreement.id,
        amount: '150000.00',
        paidAt: addDays(TODAY, -15),
        kind: 'disposal',
        createdBy: (await t.app.db.selectFrom('user').select('id').executeTakeFirstOrThrow()).id,
      })
      .execute();
    const after = await officer.collection.overview.proposalsEffect(range);
    expect(after.letters - before.letters).toBe(1);
    expect(after.paid - before.paid).toBe(0);
    expect(after.unpaid - before.unpaid).toBe(1);
    expect(after.amountPaid - before.amountPaid).toBe(0);
  });
});
