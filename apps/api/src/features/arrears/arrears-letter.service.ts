import type { ArrearsDeliveryStatus, Db } from '@sewabeli/db';
import {
  ARREARS_ACTION_LABELS,
  type ArrearsAction,
  type ArrearsAgreement,
  assertLetterAmount,
  type CalendarDate,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  daysPastDue,
  formatDate,
  formatRM,
  isUnderHirePurchaseAct,
  type LadderStep,
  LETTER_EFFECT_DAYS,
  type LedgerKind,
  type LetterEffect,
  letterEffect,
  payByDate,
  reviewProposal,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import type { JobQueue, QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';
import { badRequest, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recordGeneratedFile } from '../files/file.service';
import { type FileStorage, readStoredFile } from '../files/file.storage';
import * as repo from './arrears.repository';
import * as letters from './arrears-letter.repository';
import { arrearsStates, calendarDateOf } from './arrears-states.service';
import {
  type LetterAction,
  type LetterLanguage,
  letterName,
  renderArrearsLetter,
} from './documents/arrears-letter';
import { lateChargesOn } from './letter-late-charges';
import type { SendMail } from './mailer';

/** Issue 32: the letters and e-mails an approval makes; issue 41: judged again before they leave, withdrawable. */
export const LETTER_MESSAGES = {
  messageNotFound: 'Letter not found',
  noRecipient: 'The company has no e-mail address: print the letter and post it',
  withdrawReason: 'Please give the reason for withdrawing the letter',
  alreadySent: 'This letter was already sent: it cannot be withdrawn',
  alreadyWithdrawn: 'This letter was already withdrawn',
} as const;

/** A letter is written and sent once; a send the SMTP server refused is tried again (30 s, then ~60 s). */
export const ARREARS_LETTER_QUEUE: QueueDefinition = {
  name: 'arrears-letter',
  attempts: 3,
  retryDelaySeconds: 30,
};

type MessageRow = Awaited<ReturnType<typeof letters.messagesOfAgreement>>[number];

function messageOut(row: MessageRow) {
  return {
    ...row,
    label: ARREARS_ACTION_LABELS[row.action],
    amountDue: row.amountDue === null ? null : ringgitToSen(row.amountDue),
    approvedAt: new Date(row.approvedAt),
    withdrawnAt: row.withdrawnAt === null ? null : new Date(row.withdrawnAt),
  };
}

/**
 * The Collection Overview's "paid within 14 days of a letter": the letters and e-mails approved in the range,
 * judged as of min(end, today) by the domain's rule (the hirer's cash only; a letter still in its 14 days is pending;
 * a withdrawn letter was never sent and is not counted).
 */
export async function letterEffectOf(
  db: Db,
  range: { start: CalendarDate; asOf: CalendarDate },
): Promise<LetterEffect & { start: CalendarDate; asOf: CalendarDate }> {
  const approved = await letters.lettersWithLedger(db, range.start, range.asOf, LETTER_EFFECT_DAYS);
  const effect = letterEffect(
    approved.map((letter) => ({
      approvedOn: letter.approvedOn,
      ledger: letter.entries.map((entry) => ({
        amount: ringgitToSen(entry.amount),
        paidAt: entry.paidAt,
        kind: entry.kind as LedgerKind | null,
      })),
    })),
    range.asOf,
  );
  return { ...effect, start: range.start, asOf: range.asOf };
}

export async function messagesOfAgreement(db: Db, agreementId: number) {
  return (await letters.messagesOfAgreement(db, agreementId)).map(messageOut);
}

export async function listMessages(
  db: Db,
  input: { status: ArrearsDeliveryStatus | null; search: string; page: number; pageSize: number },
) {
  const page = await letters.messagePage(
    db,
    input.status,
    input.search.trim(),
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { rows: page.rows.map(messageOut), total: page.total, page: input.page, pageSize: input.pageSize };
}

export interface LetterDeps {
  db: Db;
  storage: FileStorage;
  financier: Config['financier'];
  /** Undefined without SMTP_URL: the message stays in the Outbox. */
  sendMail?: SendMail;
  /** The day a letter is judged on (tests); Kuala Lumpur's today by default. */
  today?: () => CalendarDate;
  /** Issue 41: LATE_CHARGE_CAP_PERCENT, for the late-payment charges the letter states. */
  lateChargeCapPercent?: number;
}

/**
 * The letter's figures on `on`: each instalment due before it and not fully paid, with its paid amount as the
 * ledger's allocation stored it (decisions §6, kept by every ledger writer).
 */
async function arrearsOn(db: Db, agreementId: number, on: CalendarDate) {
  return (await letters.instalmentsOf(db, agreementId))
    .filter((row) => row.dueDate < on)
    .map((row) => {
      const charge = ringgitToSen(row.chargeAmount);
      const paid = ringgitToSen(row.paidAmount);
      return {
        seq: row.seq,
        dueDate: row.dueDate,
        charge,
        paid,
        unpaid: charge - paid,
        daysPastDue: daysPastDue(row.dueDate, on),
      };
    })
    .filter((row) => row.unpaid > 0);
}

const SUBJECTS: Record<LetterLanguage, (name: string, hpNo: string) => string> = {
  en: (name, hpNo) => `${name}: hire-purchase agreement ${hpNo}`,
  ms: (name, hpNo) => `${name}: perjanjian sewa beli ${hpNo}`,
};

const BODIES: Record<
  LetterLanguage,
  (name: string, amount: string, payBy: string, financier: string) => string
> = {
  en: (name, amount, payBy, financier) =>
    `Dear Sirs,\n\nPlease find attached our ${name.toLowerCase()}. The amount in arrears is ${amount}, to be paid by ` +
    `${payBy}, quoting your HP number as the payment reference.\n\nYours faithfully,\n${financier}`,
  ms: (name, amount, payBy, financier) =>
    `Tuan/Puan,\n\nBersama-sama ini dilampirkan ${name.toLowerCase()} kami. Jumlah tunggakan ialah ${amount}, untuk ` +
    `dibayar selewat-lewatnya pada ${payBy}, dengan nombor HP sebagai rujukan pembayaran.\n\nYang benar,\n${financier}`,
};

/**
 * Issue 41: a letter about to be written or sent is judged again on the day's arrears (the domain's
 * reviewProposal). One no longer owed is withdrawn with the reason, its proposal too, and nothing leaves. Null
 * when it stands.
 */
async function withdrawnAsStale(
  db: Db,
  message: {
    id: number;
    arrearsProposalId: number;
    applicantProductId: number;
    action: ArrearsAction;
    cycle: string;
  },
  today: CalendarDate,
): Promise<string | null> {
  const [ladder, states] = await Promise.all([
    repo.ladderSteps(db),
    arrearsStates(db, [message.applicantProductId]),
  ]);
  const state = states.get(message.applicantProductId);
  if (!state) return null;
  const review = reviewProposal(state, message, ladder, today);
  if (review.kind === 'keep') return null;
  return (await withdrawLetter(db, message, { reason: review.reason, by: null })) ? review.reason : null;
}

/**
 * Withdraws a letter and its proposal with the reason, audited, inside `trx` once the letter is locked and found
 * unsent; `by` null when the system found it no longer owed.
 */
async function withdrawLocked(
  trx: Db,
  message: { id: number; arrearsProposalId: number; applicantProductId: number },
  withdrawal: { reason: string; by: number | null },
) {
  await letters.withdrawMessage(trx, message.id, withdrawal);
  await repo.withdrawProposal(trx, message.arrearsProposalId, withdrawal.reason, withdrawal.by);
  await recordAudit(trx, {
    userId: withdrawal.by,
    action: 'withdraw',
    entity: 'arrears_message',
    entityId: message.id,
    after: { reason: withdrawal.reason, applicantProductId: message.applicantProductId },
  });
}

/** The system's withdrawal: the letter locked, and withdrawn only if it is still unsent. */
async function withdrawLetter(
  db: Db,
  message: { id: number; arrearsProposalId: number; applicantProductId: number },
  withdrawal: { reason: string; by: number | null },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const locked = await letters.lockMessage(trx, message.id);
    if (!locked || !WITHDRAWABLE.includes(locked.deliveryStatus)) return false;
    await withdrawLocked(trx, message, withdrawal);
    return true;
  });
}

/** A letter not sent yet may be withdrawn. */
const WITHDRAWABLE: readonly ArrearsDeliveryStatus[] = ['queued', 'outbox', 'failed'];

/**
 * Issue 41: an approved letter not sent yet (queued, in the Outbox, or failed) withdrawn by hand with the reason.
 * A withdrawn letter is never sent: the job locks the letter while it sends, so a letter is either sent or
 * withdrawn, never both.
 */
export async function withdrawMessageByHand(
  db: Db,
  actor: SessionUser,
  input: { id: number; reason: string },
) {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(LETTER_MESSAGES.withdrawReason);
  await db.transaction().execute(async (trx) => {
    const message = await letters.lockMessage(trx, input.id);
    if (!message) throw notFound(LETTER_MESSAGES.messageNotFound);
    if (message.deliveryStatus === 'sent') throw badRequest(LETTER_MESSAGES.alreadySent);
    if (message.deliveryStatus === 'withdrawn') throw badRequest(LETTER_MESSAGES.alreadyWithdrawn);
    await withdrawLocked(trx, message, { reason, by: actor.id });
  });
}

/**
 * Issue 41, run by the day's pass: letters in the Outbox or failed, judged again on the day's arrears; those no
 * longer owed are withdrawn. Answers how many.
 */
export async function withdrawStaleLetters(
  db: Db,
  unsent: readonly { id: number; arrearsProposalId: number; applicantProductId: number }[],
  proposals: ReadonlyMap<number, { action: ArrearsAction; cycle: string }>,
  states: ReadonlyMap<number, ArrearsAgreement>,
  ladder: readonly LadderStep[],
  today: CalendarDate,
): Promise<number> {
  let withdrawn = 0;
  for (const message of unsent) {
    const proposal = proposals.get(message.arrearsProposalId);
    const state = states.get(message.applicantProductId);
    if (!proposal || !state) continue;
    const review = reviewProposal(state, proposal, ladder, today);
    if (review.kind === 'keep') continue;
    if (await withdrawLetter(db, message, { reason: review.reason, by: null })) withdrawn += 1;
  }
  return withdrawn;
}

/**
 * The letter job: judges the letter again on the day's arrears (issue 41: one no longer owed is withdrawn, nothing
 * written or sent), renders the step's letter (once: a retry reuses the stored PDF), stores it as a file, then
 * e-mails it with the PDF attached, holding the letter's lock while it sends so that a withdrawal waits and then
 * finds it sent. Without SMTP_URL the message stays in the Outbox; without the hirer's e-mail it fails with the
 * reason (the letter is there to print). A refused send throws, so the job tries again.
 */
export async function processLetter(deps: LetterDeps, messageId: number) {
  const { db } = deps;
  const today = deps.today?.() ?? todayInKualaLumpur();
  const message = await letters.messageForLetter(db, messageId);
  if (!message) throw new Error(LETTER_MESSAGES.messageNotFound);
  // Sent, kept in the Outbox or withdrawn: done.
  if (message.deliveryStatus !== 'queued' && message.deliveryStatus !== 'failed') return;
  if (message.action === 'recovery') return;
  if (await withdrawnAsStale(db, message, today)) return;
  const action = message.action as LetterAction;
  const servedOn = calendarDateOf(new Date(message.approvedAt));
  const underAct = isUnderHirePurchaseAct({
    assetTypeName: message.brandName,
    assetName: message.productName,
  });
  const hpNo = message.hpNo ?? `#${message.applicantProductId}`;
  const name = letterName(action, message.language);
  const fileName = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${hpNo.replace(/[^A-Za-z0-9-]+/g, '-')}-${servedOn}.pdf`;
  let pdf: Buffer;
  let amountDue: Sen;
  let payBy: CalendarDate;
  if (message.storageKey !== null) {
    // A retry of the send: the letter written the first time, as it was.
    pdf = await readStoredFile(deps.storage, message.storageKey);
    amountDue = ringgitToSen(message.amountDue ?? 0);
    payBy = message.payBy ?? payByDate(action, servedOn, underAct);
  } else {
    const arrears = await arrearsOn(db, message.applicantProductId, servedOn);
    amountDue = arrears.reduce((sum, row) => sum + row.unpaid, 0);
    payBy = payByDate(action, servedOn, underAct);
    const account = await letters.payingAccount(db);
    const lateChargesDue = await lateChargesOn(
      db,
      {
        id: message.applicantProductId,
        totalPayable: message.totalPayable,
        lateChargeRate: message.lateChargeRate,
        underHirePurchaseAct: underAct,
      },
      servedOn,
      deps.lateChargeCapPercent ?? DEFAULT_LATE_CHARGE_CAP_PERCENT,
    );
    pdf = await renderArrearsLetter({
      financier: deps.financier,
      hirer: { name: message.hirerName, registrationNo: message.registrationNo, address: message.address },
      hpNo,
      generatedOn: servedOn,
      action,
      language: message.language,
      asset: `${message.brandName} ${message.productName}`,
      arrears,
      amountDue,
      lateCharges: lateChargesDue,
      payBy,
      underHirePurchaseAct: underAct,
      // Issue 41: the hirer pays the financier, the account's holder, not the account's nickname.
      account: account
        ? { holder: deps.financier.name, bank: account.bank, accountNumber: account.accountNumber }
        : null,
    });
    const storageKey = await deps.storage.put(pdf, 'pdf');
    await db.transaction().execute(async (trx) => {
      const storedFileId = await recordGeneratedFile(trx, {
        storageKey,
        originalName: fileName,
        mimeType: 'application/pdf',
        sizeBytes: pdf.length,
        createdBy: message.approvedBy,
      });
      await letters.updateMessage(trx, messageId, {
        storedFileId,
        payBy,
        amountDue: senToRinggit(amountDue),
      });
    });
  }
  await db.transaction().execute(async (trx) => {
    const locked = await letters.lockMessage(trx, messageId);
    // Withdrawn by hand while it was written: nothing leaves.
    if (!locked || !WITHDRAWABLE.includes(locked.deliveryStatus)) return;
    assertLetterAmount(amountDue);
    if (!deps.sendMail) {
      await letters.updateMessage(trx, messageId, { deliveryStatus: 'outbox', error: null });
      return;
    }
    if (!message.recipient) {
      await letters.updateMessage(trx, messageId, {
        deliveryStatus: 'failed',
        error: LETTER_MESSAGES.noRecipient,
      });
      return;
    }
    await deps.sendMail({
      from: `${deps.financier.name} <${deps.financier.email}>`,
      to: message.recipient,
      subject: SUBJECTS[message.language](name, hpNo),
      text: BODIES[message.language](name, formatRM(amountDue), formatDate(payBy), deps.financier.name),
      attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
    });
    await letters.updateMessage(trx, messageId, { deliveryStatus: 'sent', sentAt: new Date(), error: null });
  });
}

export function createLetterWorker(jobs: JobQueue, deps: LetterDeps, options: WorkerOptions = {}): Worker {
  return createWorker<{ messageId: number }>(
    jobs,
    {
      queue: ARREARS_LETTER_QUEUE,
      handle: (payload) => processLetter(deps, payload.messageId),
      async giveUp(payload, reason) {
        await letters.updateMessage(deps.db, payload.messageId, {
          deliveryStatus: 'failed',
          error: `The message could not be sent: ${reason}`,
        });
      },
    },
    options,
  );
}
