import type { Db } from '@sewabeli/db';
import {
  ARREARS_ACTION_LABELS,
  type ArrearsAction,
  addDays,
  arrearsPosition,
  type CalendarDate,
  decideArrears,
  formatDate,
  formatRM,
  isUnderHirePurchaseAct,
  type LadderStep,
  ladderIssue,
  messageKindOf,
  reviewProposal,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';
import { badRequest, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './arrears.repository';
import * as letters from './arrears-letter.repository';
import { ARREARS_LETTER_QUEUE, withdrawStaleLetters } from './arrears-letter.service';
import { agreementsOf, arrearsStates } from './arrears-states.service';
import type { LetterLanguage } from './documents/arrears-letter';

export const ARREARS_MESSAGES = {
  proposalNotFound: 'Proposal not found',
  alreadyDecided: 'This proposal was already decided',
  reasonRequired: 'Please give the reason for skipping',
  promiseDate: 'The promised date must be after today and within 90 days',
  promiseAmount: 'The promised amount must be more than RM 0.00',
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

export interface PassResult {
  /** Agreements looked at. */
  considered: number;
  /** New proposals. */
  proposed: number;
  /** Snoozed proposals back in the queue (a broken promise). */
  revived: number;
  /** Issue 41: proposals and unsent letters withdrawn, no longer owed on the day. */
  withdrawn: number;
}

/**
 * Issue 32: the day's proposal pass. Every agreement in arrears (and every one with a snoozed proposal) is judged by
 * the domain's decideArrears against the ladder; a due step is proposed once per (agreement, step, cycle), the
 * unique index turning a second worker's or a restart's insert into nothing (ON CONFLICT DO NOTHING), and broken
 * promises bring their proposals back. Nothing is sent: people decide in the queue. Issue 41: first, every
 * proposal waiting in the queue and every letter in the Outbox (or failed) is judged again on the day's arrears
 * and withdrawn with the reason once no longer owed.
 */
export async function runProposalPass(
  db: Db,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<PassResult> {
  const ladder = await repo.ladderSteps(db);
  const result: PassResult = { considered: 0, proposed: 0, revived: 0, withdrawn: 0 };
  if (ladder.length === 0) return result;
  const ids = await repo.passCandidates(db, today);
  for (let start = 0; start < ids.length; start += PASS_CHUNK) {
    const states = await repo.passStates(db, ids.slice(start, start + PASS_CHUNK));
    const agreements = agreementsOf(states);
    const byId = new Map(agreements.map(({ id, state }) => [id, state]));
    const proposalsById = new Map(states.proposals.map((row) => [row.id, row]));
    result.withdrawn += await withdrawStaleLetters(db, states.unsent, proposalsById, byId, ladder, today);
    for (const { id, state } of agreements) {
      result.considered += 1;
      for (const proposal of state.proposals) {
        if (proposal.status !== 'proposed') continue;
        const review = reviewProposal(state, proposal, ladder, today);
        if (review.kind === 'keep') continue;
        if (await repo.withdrawProposal(db, proposal.id, review.reason, null, 'proposed')) {
          proposal.status = 'withdrawn';
          result.withdrawn += 1;
        }
      }
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

/**
 * The queue's page. Issue 41: each row shows the arrears and days past due of today beside those it was proposed
 * on (the domain's arrearsPosition over the agreement's ledger), so that a proposal overtaken by a payment is seen
 * before it is approved; approval judges it again anyway.
 */
export async function listQueue(
  db: Db,
  input: { action: ArrearsAction | null; search: string; page: number; pageSize: number },
  today: CalendarDate = todayInKualaLumpur(),
) {
  const search = input.search.trim();
  const [groups, page] = await Promise.all([
    repo.queueGroups(db, search),
    repo.queuePage(db, input.action, search, input.pageSize, (input.page - 1) * input.pageSize),
  ]);
  const states = await arrearsStates(
    db,
    page.rows.map((row) => row.applicantProductId),
  );
  return {
    groups: groups.map((group) => ({
      action: group.action,
      label: ARREARS_ACTION_LABELS[group.action],
      count: group.count,
      arrears: ringgitToSen(group.arrears),
    })),
    rows: page.rows.map((row) => {
      const state = states.get(row.applicantProductId);
      const position = state ? arrearsPosition(state, today) : null;
      return {
        ...row,
        arrears: ringgitToSen(row.arrears),
        arrearsToday: position?.arrears ?? 0,
        daysPastDueToday: position?.daysPastDue ?? 0,
        underHirePurchaseAct: isUnderHirePurchaseAct({
          assetTypeName: row.brandName,
          assetName: row.productName,
        }),
      };
    }),
    total: page.total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export interface ApprovalResult {
  approved: number;
  alreadyDecided: number;
  messageIds: number[];
  /** Issue 41: proposals found no longer owed on the day and withdrawn instead, with the reason. */
  withdrawn: { id: number; hpNo: string | null; reason: string }[];
}

/**
 * Approves the proposals still undecided among `ids` (those decided meanwhile by somebody else are left as they
 * are and counted): each records who approved it and when, and a step that writes to the hirer gets its letter or
 * e-mail, queued as a job that renders the PDF, stores it and sends it (or keeps it in the Outbox). Issue 41: each
 * is first judged again on today's arrears; one no longer owed is withdrawn with the reason and makes no letter.
 */
export async function approveProposals(
  db: Db,
  actor: SessionUser,
  input: { ids: readonly number[]; language: LetterLanguage },
  today: CalendarDate = todayInKualaLumpur(),
): Promise<ApprovalResult> {
  return db.transaction().execute(async (trx) => {
    const rows = await repo.lockProposals(trx, [...new Set(input.ids)]);
    if (rows.length === 0) throw notFound(ARREARS_MESSAGES.proposalNotFound);
    const undecided = rows.filter((row) => row.status === 'proposed');
    const [ladder, states] = await Promise.all([
      repo.ladderSteps(trx),
      arrearsStates(
        trx,
        undecided.map((row) => row.applicantProductId),
      ),
    ]);
    const approvedAt = new Date();
    const result: ApprovalResult = { approved: 0, alreadyDecided: 0, messageIds: [], withdrawn: [] };
    for (const row of rows) {
      if (row.status !== 'proposed') {
        result.alreadyDecided += 1;
        continue;
      }
      const state = states.get(row.applicantProductId);
      const review = state ? reviewProposal(state, row, ladder, today) : null;
      if (review?.kind === 'withdraw') {
        await repo.withdrawProposal(trx, row.id, review.reason, actor.id);
        result.withdrawn.push({ id: row.id, hpNo: row.hpNo, reason: review.reason });
        await recordAudit(trx, {
          userId: actor.id,
          action: 'withdraw',
          entity: 'arrears_proposal',
          entityId: row.id,
          after: { reason: review.reason, applicantProductId: row.applicantProductId },
        });
        continue;
      }
      await repo.decideProposal(trx, row.id, { status: 'approved', decidedBy: actor.id });
      result.approved += 1;
      const kind = messageKindOf(row.action);
      if (kind) {
        const messageId = await letters.insertMessage(trx, {
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
        result.messageIds.push(messageId);
      }
      await recordAudit(trx, {
        userId: actor.id,
        action: 'approve',
        entity: 'arrears_proposal',
        entityId: row.id,
        after: { action: row.action, applicantProductId: row.applicantProductId, language: input.language },
      });
    }
    return result;
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
