import type { ArrearsDeliveryStatus, Db } from '@sewabeli/db';
import {
  ARREARS_ACTION_LABELS,
  type ArrearsAction,
  type ArrearsAgreement,
  addDays,
  type CalendarDate,
  daysPastDue,
  decideArrears,
  formatDate,
  formatRM,
  isUnderHirePurchaseAct,
  type LadderStep,
  LETTER_EFFECT_DAYS,
  type LedgerKind,
  type LetterEffect,
  ladderIssue,
  letterEffect,
  messageKindOf,
  type ProposalRecord,
  payByDate,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import type { Config } from '../../config';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';
import { badRequest, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recordGeneratedFile } from '../files/file.service';
import { type FileStorage, readStoredFile } from '../files/file.storage';
import * as repo from './arrears.repository';
import {
  type LetterAction,
  type LetterLanguage,
  letterName,
  renderArrearsLetter,
} from './documents/arrears-letter';
import type { SendMail } from './mailer';

export const ARREARS_MESSAGES = {
  proposalNotFound: 'Proposal not found',
  alreadyDecided: 'This proposal was already decided',
  reasonRequired: 'Please give the reason for skipping',
  promiseDate: 'The promised date must be after today and within 90 days',
  promiseAmount: 'The promised amount must be more than RM 0.00',
  messageNotFound: 'Letter not found',
  noRecipient: 'The company has no e-mail address: print the letter and post it',
  brokenPromise: (promisedOn: CalendarDate) => `The promise to pay by ${formatDate(promisedOn)} was broken`,
} as const;

/** The longest a promise to pay may snooze a proposal. */
export const PROMISE_MAX_DAYS = 90;

/** The daily pass: 08:00 in Kuala Lumpur, sent by pg-boss's cron clock (and once at a worker's start). */
export const ARREARS_PROPOSAL_QUEUE: QueueDefinition = {
  name: 'arrears-proposals',
  attempts: 3,
  retryDelaySeconds: 60,
};
export const ARREARS_PROPOSAL_CRON = '0 8 * * *';

/** A letter is written and sent once; a send the SMTP server refused is tried again (30 s, then ~60 s). */
export const ARREARS_LETTER_QUEUE: QueueDefinition = {
  name: 'arrears-letter',
  attempts: 3,
  retryDelaySeconds: 30,
};

// ---- The ladder ------------------------------------------------------------------------------------------

export async function getLadder(db: Db): Promise<LadderStep[]> {
  return repo.ladderSteps(db);
}

export async function updateLadder(db: Db, actor: SessionUser, steps: readonly LadderStep[]): Promise<void> {
  const issue = ladderIssue(steps);
  if (issue) throw badRequest(issue);
  await db.transaction().execute(async (trx) => {
    const before = await repo.ladderSteps(trx);
    await repo.replaceLadder(trx, steps, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'arrears_ladder',
      entityId: null,
      before,
      after: steps,
    });
  });
}

// ---- The day's pass --------------------------------------------------------------------------------------

const PASS_CHUNK = 500;

type PassStates = Awaited<ReturnType<typeof repo.passStates>>;

function groupOf<T extends { applicantProductId: number }>(rows: readonly T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.applicantProductId);
    if (group) group.push(row);
    else groups.set(row.applicantProductId, [row]);
  }
  return groups;
}

function agreementsOf(states: PassStates): { id: number; state: ArrearsAgreement }[] {
  const instalments = groupOf(states.instalments);
  const ledger = groupOf(states.ledger);
  const reschedules = groupOf(states.reschedules);
  const proposals = groupOf(states.proposals);
  const promiseOf = new Map<number, (typeof states.promises)[number]>();
  // The latest promise of each proposal (ordered by id).
  for (const promise of states.promises) promiseOf.set(promise.arrearsProposalId, promise);
  return states.agreements.map((agreement) => ({
    id: agreement.id,
    state: {
      totalPayable: ringgitToSen(agreement.totalPayable),
      closed: agreement.closed,
      instalments: (instalments.get(agreement.id) ?? []).map((row) => ({
        id: row.id,
        seq: row.seq,
        dueDate: row.dueDate,
        chargeAmount: ringgitToSen(row.chargeAmount),
      })),
      ledger: (ledger.get(agreement.id) ?? []).map((row) => ({
        id: row.id,
        amount: ringgitToSen(row.amount),
        paidAt: row.paidAt,
        kind: row.kind as LedgerKind,
        instalmentId: row.applicantProductTransactionId,
      })),
      reschedules: (reschedules.get(agreement.id) ?? []).map((row) => ({
        status: row.status,
        decidedOn: row.decidedAt ? calendarDateOf(row.decidedAt) : null,
      })),
      proposals: (proposals.get(agreement.id) ?? []).map((row): ProposalRecord => {
        const promise = promiseOf.get(row.id);
        return {
          id: row.id,
          action: row.action,
          cycle: row.cycle,
          status: row.status,
          promise: promise
            ? { madeOn: promise.madeOn, promisedOn: promise.promisedOn, amount: ringgitToSen(promise.amount) }
            : null,
        };
      }),
    },
  }));
}

const calendarDateOf = (instant: Date) =>
  new Date(instant.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

export interface PassResult {
  /** Agreements looked at. */
  considered: number;
  /** New proposals. */
  proposed: number;
  /** Snoozed proposals back in the queue (a broken promise). */
  revived: number;
}

/**
 * Issue 32: the day's proposal pass. Every agreement in arrears (and every one with a snoozed proposal) is judged by
 * the domain's decideArrears against the ladder; a due step is proposed once per (agreement, step, cycle), the
 * unique index turning a second worker's or a restart's insert into nothing (ON CONFLICT DO NOTHING), and broken
 * promises bring their proposals back. Nothing is sent: people decide in the queue.
 */
export async function runProposalPass(
  db: Db,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<PassResult> {
  const ladder = await repo.ladderSteps(db);
  const result: PassResult = { considered: 0, proposed: 0, revived: 0 };
  if (ladder.length === 0) return result;
  const ids = await repo.passCandidates(db, today);
  for (let start = 0; start < ids.length; start += PASS_CHUNK) {
    const states = await repo.passStates(db, ids.slice(start, start + PASS_CHUNK));
    for (const { id, state } of agreementsOf(states)) {
      result.considered += 1;
      const decision = decideArrears(state, ladder, today);
      for (const proposalId of decision.revive) {
        const promise = state.proposals.find((proposal) => proposal.id === proposalId)?.promise;
        result.revived += await repo.reviveProposals(
          db,
          [proposalId],
          today,
          promise ? ARREARS_MESSAGES.brokenPromise(promise.promisedOn) : 'The promise to pay was broken',
        );
      }
      const { outcome } = decision;
      if (outcome.kind !== 'propose') continue;
      const inserted = await repo.insertProposal(db, {
        applicantProductId: id,
        action: outcome.action,
        cycle: outcome.cycle,
        proposedOn: today,
        daysPastDue: outcome.daysPastDue,
        arrears: senToRinggit(outcome.arrears),
      });
      if (inserted) result.proposed += 1;
    }
  }
  return result;
}

export function createProposalWorker(
  jobs: JobQueue,
  deps: { db: Db; logger?: WorkerOptions['logger'] },
  options: WorkerOptions = {},
): Worker {
  return createWorker<{ today?: CalendarDate }>(
    jobs,
    {
      queue: ARREARS_PROPOSAL_QUEUE,
      async handle(payload) {
        const result = await runProposalPass(deps.db, payload.today ?? todayInKualaLumpur());
        deps.logger?.info(result, 'arrears proposal pass');
      },
      async giveUp(_payload, reason) {
        deps.logger?.error({ reason }, 'the arrears proposal pass failed; it runs again tomorrow at 08:00');
      },
    },
    options,
  );
}

// ---- The queue -------------------------------------------------------------------------------------------

export async function listQueue(
  db: Db,
  input: { action: ArrearsAction | null; search: string; page: number; pageSize: number },
) {
  const search = input.search.trim();
  const [groups, page] = await Promise.all([
    repo.queueGroups(db, search),
    repo.queuePage(db, input.action, search, input.pageSize, (input.page - 1) * input.pageSize),
  ]);
  return {
    groups: groups.map((group) => ({
      action: group.action,
      label: ARREARS_ACTION_LABELS[group.action],
      count: group.count,
      arrears: ringgitToSen(group.arrears),
    })),
    rows: page.rows.map((row) => ({
      ...row,
      arrears: ringgitToSen(row.arrears),
      underHirePurchaseAct: isUnderHirePurchaseAct({
        assetTypeName: row.brandName,
        assetName: row.productName,
      }),
    })),
    total: page.total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

/**
 * Approves the proposals still undecided among `ids` (those decided meanwhile by somebody else are left as they
 * are and counted): each records who approved it and when, and a step that writes to the hirer gets its letter or
 * e-mail, queued as a job that renders the PDF, stores it and sends it (or keeps it in the Outbox).
 */
export async function approveProposals(
  db: Db,
  actor: SessionUser,
  input: { ids: readonly number[]; language: LetterLanguage },
): Promise<{ approved: number; alreadyDecided: number; messageIds: number[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockProposals(trx, [...new Set(input.ids)]);
    if (rows.length === 0) throw notFound(ARREARS_MESSAGES.proposalNotFound);
    const approvedAt = new Date();
    const messageIds: number[] = [];
    let approved = 0;
    for (const row of rows) {
      if (row.status !== 'proposed') continue;
      await repo.decideProposal(trx, row.id, { status: 'approved', decidedBy: actor.id });
      approved += 1;
      const kind = messageKindOf(row.action);
      if (kind) {
        const messageId = await repo.insertMessage(trx, {
          arrearsProposalId: row.id,
          applicantProductId: row.applicantProductId,
          action: row.action,
          kind,
          language: input.language,
          recipient: row.hirerEmail?.trim() || null,
          approvedBy: actor.id,
          approvedAt,
        });
        await enqueueJob(trx, ARREARS_LETTER_QUEUE.name, { messageId });
        messageIds.push(messageId);
      }
      await recordAudit(trx, {
        userId: actor.id,
        action: 'approve',
        entity: 'arrears_proposal',
        entityId: row.id,
        after: { action: row.action, applicantProductId: row.applicantProductId, language: input.language },
      });
    }
    return { approved, alreadyDecided: rows.length - approved, messageIds };
  });
}

async function decideOne(
  db: Db,
  id: number,
  decide: (trx: Db, row: Awaited<ReturnType<typeof repo.lockProposals>>[number]) => Promise<void>,
) {
  await db.transaction().execute(async (trx) => {
    const [row] = await repo.lockProposals(trx, [id]);
    if (!row) throw notFound(ARREARS_MESSAGES.proposalNotFound);
    if (row.status !== 'proposed') throw badRequest(ARREARS_MESSAGES.alreadyDecided);
    await decide(trx, row);
  });
}

export async function skipProposal(db: Db, actor: SessionUser, input: { id: number; reason: string }) {
  const reason = input.reason.trim();
  if (!reason) throw badRequest(ARREARS_MESSAGES.reasonRequired);
  await decideOne(db, input.id, async (trx, row) => {
    await repo.decideProposal(trx, row.id, { status: 'skipped', reason, decidedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'skip',
      entity: 'arrears_proposal',
      entityId: row.id,
      after: { reason },
    });
  });
}

/** Snoozes a proposal for a promise to pay; the pass brings it back once the promise is broken. */
export async function snoozeProposal(
  db: Db,
  actor: SessionUser,
  input: { id: number; promisedOn: CalendarDate; amount: Sen },
  today: CalendarDate = todayInKualaLumpur(),
) {
  if (input.promisedOn <= today || input.promisedOn > addDays(today, PROMISE_MAX_DAYS))
    throw badRequest(ARREARS_MESSAGES.promiseDate);
  if (!Number.isInteger(input.amount) || input.amount <= 0) throw badRequest(ARREARS_MESSAGES.promiseAmount);
  await decideOne(db, input.id, async (trx, row) => {
    await repo.insertPromise(trx, {
      arrearsProposalId: row.id,
      applicantProductId: row.applicantProductId,
      madeOn: today,
      promisedOn: input.promisedOn,
      amount: senToRinggit(input.amount),
      madeBy: actor.id,
    });
    const reason = `Promised ${formatRM(input.amount)} by ${formatDate(input.promisedOn)}`;
    await repo.decideProposal(trx, row.id, { status: 'snoozed', reason, decidedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'snooze',
      entity: 'arrears_proposal',
      entityId: row.id,
      after: { promisedOn: input.promisedOn, amount: senToRinggit(input.amount) },
    });
  });
}

// ---- Letters and e-mails ---------------------------------------------------------------------------------

type MessageRow = Awaited<ReturnType<typeof repo.messagesOfAgreement>>[number];

function messageOut(row: MessageRow) {
  return {
    ...row,
    label: ARREARS_ACTION_LABELS[row.action],
    amountDue: row.amountDue === null ? null : ringgitToSen(row.amountDue),
    approvedAt: new Date(row.approvedAt),
  };
}

/**
 * The Collection Overview's "paid within 14 days of a letter": the letters and e-mails approved in the range,
 * judged as of min(end, today) by the domain's rule (cash only; a letter still in its 14 days is pending).
 */
export async function letterEffectOf(
  db: Db,
  range: { start: CalendarDate; asOf: CalendarDate },
): Promise<LetterEffect & { start: CalendarDate; asOf: CalendarDate }> {
  const letters = await repo.lettersWithLedger(db, range.start, range.asOf, LETTER_EFFECT_DAYS);
  const effect = letterEffect(
    letters.map((letter) => ({
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
  return (await repo.messagesOfAgreement(db, agreementId)).map(messageOut);
}

export async function listMessages(
  db: Db,
  input: { status: ArrearsDeliveryStatus | null; search: string; page: number; pageSize: number },
) {
  const page = await repo.messagePage(
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
}

/**
 * The letter's figures on `on`: each instalment due before it and not fully paid, with its paid amount as the
 * ledger's allocation stored it (decisions §6, kept by every ledger writer).
 */
async function arrearsOn(db: Db, agreementId: number, on: CalendarDate) {
  return (await repo.instalmentsOf(db, agreementId))
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
 * The letter job: renders the step's letter (once: a retry reuses the stored PDF), stores it as a file, then
 * e-mails it with the PDF attached. Without SMTP_URL the message stays in the Outbox; without the hirer's e-mail
 * it fails with the reason (the letter is there to print). A refused send throws, so the job tries again.
 */
export async function processLetter(deps: LetterDeps, messageId: number) {
  const { db } = deps;
  const message = await repo.messageForLetter(db, messageId);
  if (!message) throw new Error(ARREARS_MESSAGES.messageNotFound);
  if (message.deliveryStatus === 'sent' || message.deliveryStatus === 'outbox') return;
  if (message.action === 'recovery') return;
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
      payBy,
      underHirePurchaseAct: underAct,
      account: (await repo.payingAccount(db)) ?? null,
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
      await repo.updateMessage(trx, messageId, { storedFileId, payBy, amountDue: senToRinggit(amountDue) });
    });
  }
  if (!deps.sendMail) {
    await repo.updateMessage(db, messageId, { deliveryStatus: 'outbox', error: null });
    return;
  }
  if (!message.recipient) {
    await repo.updateMessage(db, messageId, {
      deliveryStatus: 'failed',
      error: ARREARS_MESSAGES.noRecipient,
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
  await repo.updateMessage(db, messageId, { deliveryStatus: 'sent', sentAt: new Date(), error: null });
}

export function createLetterWorker(jobs: JobQueue, deps: LetterDeps, options: WorkerOptions = {}): Worker {
  return createWorker<{ messageId: number }>(
    jobs,
    {
      queue: ARREARS_LETTER_QUEUE,
      handle: (payload) => processLetter(deps, payload.messageId),
      async giveUp(payload, reason) {
        await repo.updateMessage(deps.db, payload.messageId, {
          deliveryStatus: 'failed',
          error: `The message could not be sent: ${reason}`,
        });
      },
    },
    options,
  );
}
