import type { Db } from '@sewabeli/db';
import {
  acceptIssue,
  type CalendarDate,
  foreignEntryReason,
  LINE_POSTING_MESSAGES,
  type MatchCandidate,
  type PostingException,
  planPostings,
  postedLineStatus,
  reasonAfterDecision,
  remainderSplitIssue,
  ringgitToSen,
  type Sen,
  senToRinggit,
  shareCapIssue,
  statusAfterDecision,
  unpostedRemainder,
} from '@sewabeli/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recordPayment } from '../collections/ledger/ledger.service';
import { withLockedAgreement } from '../collections/ledger/ledger-basis.service';
import * as repo from './bank-statement.repository';
import { BANK_STATEMENT_MESSAGES, requireStatement } from './bank-statement.service';
import * as postingRepo from './bank-statement-posting.repository';

// Deciding a statement's lines and posting them (issues 31 and 40). A line posts at most its credit, once: what of
// it is posted (bank_statement_line.posted_amount, checked by the database) and its status are written in the
// transaction of the ledger entries, each share's ledger entry carries the share's own idempotency key (unique),
// and a decision on a line with some of it posted changes only its unposted remainder.

const inSen = (line: { amount: string; postedAmount: string }) => ({
  amount: ringgitToSen(line.amount),
  posted: ringgitToSen(line.postedAmount),
});

/**
 * 'Accept' (and its key): the line's suggestion as it stands, the whole credit (or its unposted remainder) on the
 * best candidate. Refused for a suggestion the person must choose (issue 40): a split (saved from the split form),
 * or a candidate found by its amount or name alone (taken by choosing it).
 */
export async function acceptSuggestion(db: Db, actor: SessionUser, lineId: number): Promise<void> {
  const line = await repo.findLine(db, lineId);
  if (!line) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
  if (line.matchStatus !== 'Posted' && line.direction === 'credit') {
    const issue = acceptIssue({ candidates: line.candidates as MatchCandidate[] });
    if (issue) throw badRequest(issue);
  }
  await assignLine(db, actor, lineId, null);
}

/** Issue 40: an entry in another currency than its account's is never posted, whoever chooses an agreement. */
async function refuseForeignLine(db: Db, lineId: number): Promise<void> {
  const currencies = await repo.lineCurrencies(db, lineId);
  const foreign = currencies ? foreignEntryReason(currencies.entry, currencies.account) : null;
  if (foreign) throw badRequest(foreign);
}

async function lockDecidableLine(trx: Db, lineId: number) {
  const line = await repo.findLine(trx, lineId, true);
  if (!line) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
  if (line.matchStatus === 'Posted') throw badRequest(LINE_POSTING_MESSAGES.posted);
  return line;
}

/**
 * Accept (`null`: the best candidate), choose another agreement (`{ agreementId }`) or split (`shares`): the line's
 * open shares become the whole unposted credit on one agreement, or parts adding up to it, and the line is Matched (Part posted when some of it is already in the
 * ledger), ready for 'Post matched'. A posted share is never deleted nor changed: it is undone only by a correction
 * through the ledger.
 */
export async function assignLine(
  db: Db,
  actor: SessionUser,
  lineId: number,
  choice: { agreementId: number; amount: Sen }[] | { agreementId: number } | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await lockDecidableLine(trx, lineId);
    if (line.direction !== 'credit') throw badRequest(BANK_STATEMENT_MESSAGES.notCredit);
    await refuseForeignLine(trx, lineId);
    const money = inSen(line);
    // The remainder is read under the line's lock: a posting that just ended is counted.
    const whole = (agreementId: number) => [{ agreementId, amount: unpostedRemainder(money) }];
    const best = (line.candidates as MatchCandidate[])[0];
    const chosen = Array.isArray(choice)
      ? choice
      : choice
        ? whole(choice.agreementId)
        : best
          ? whole(best.agreementId)
          : [];
    const issue = remainderSplitIssue(money, chosen);
    if (issue) throw badRequest(issue);
    const known = await postingRepo.postingStates(
      trx,
      chosen.map((share) => share.agreementId),
    );
    if (known.length !== chosen.length)
      throw badRequest('The agreement cannot take payments (not found, deleted or not in collection)');
    await repo.deleteUnpostedAllocations(trx, lineId);
    await repo.insertAllocations(
      trx,
      chosen.map((share) => ({
        bankStatementId: line.bankStatementId,
        bankStatementLineId: lineId,
        applicantProductId: share.agreementId,
        amount: senToRinggit(share.amount),
      })),
    );
    const status = statusAfterDecision({ posted: money.posted, hasCandidates: true }, 'assign');
    const reason = reasonAfterDecision({ posted: money.posted, reason: line.reason }, { kind: 'assign' });
    await repo.decideLine(trx, lineId, { matchStatus: status, reason }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_statement_line',
      entityId: lineId,
      before: { matchStatus: line.matchStatus, postedAmount: line.postedAmount },
      after: { matchStatus: status, shares: chosen },
    });
  });
}

/**
 * Ignore a line with the reason (or take an ignored or matched line back to be decided again: `reason` null). On a
 * Part posted line both act on the unposted remainder: its open shares go, the posted ones stay, and so does the
 * status.
 */
export async function ignoreLine(
  db: Db,
  actor: SessionUser,
  lineId: number,
  reason: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await lockDecidableLine(trx, lineId);
    if (reason !== null && reason.trim() === '') throw badRequest(BANK_STATEMENT_MESSAGES.reasonRequired);
    const { posted } = inSen(line);
    await repo.deleteUnpostedAllocations(trx, lineId);
    const status = statusAfterDecision(
      { posted, hasCandidates: (line.candidates as MatchCandidate[]).length > 0 },
      reason === null ? 'reopen' : 'ignore',
    );
    const kept = reasonAfterDecision(
      { posted, reason: line.reason },
      reason === null ? { kind: 'reopen' } : { kind: 'ignore', reason },
    );
    await repo.decideLine(trx, lineId, { matchStatus: status, reason: kept }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_statement_line',
      entityId: lineId,
      before: { matchStatus: line.matchStatus, reason: line.reason },
      after: { matchStatus: status, reason: kept },
    });
  });
}

export interface PostResult {
  posted: number;
  postedAmount: Sen;
  exceptions: (PostingException & { hpNo: string | null })[];
}

/** Called after each agreement's transaction has committed (tests stop a posting there, as a crash would). */
export interface PostingHooks {
  afterAgreement?: (agreementId: number) => Promise<void> | void;
}

/**
 * 'Post matched' (issues 31, 40): every accepted share of the statement becomes a payment dated the bank's value
 * date (even before the agreement's latest payment: the ledger re-allocates), with the line's method and bank
 * reference, through the ledger service that Make Payment uses, in one transaction per agreement. That
 * transaction locks the agreement, then its shares' lines (in id order), then each share, and re-reads them: a
 * share decided again or posted by a second 'Post matched' meanwhile is skipped. It writes the share's payment,
 * the line's posted amount and status (Part posted or Posted) with the ledger entry, so a crash between
 * agreements leaves every line as its ledger stands. A share the rules refuse comes back as an exception with the
 * message, nothing of it written.
 */
export async function postMatched(
  db: Db,
  actor: SessionUser,
  bankStatementId: number,
  today: CalendarDate = todayInKualaLumpur(),
  hooks: PostingHooks = {},
): Promise<PostResult> {
  await requireStatement(db, bankStatementId);
  const shares = await postingRepo.unpostedShares(db, bankStatementId);
  const agreementIds = [...new Set(shares.map((share) => share.applicantProductId))];
  const states = await postingRepo.postingStates(db, agreementIds);
  const plan = planPostings(
    shares.map((share) => ({
      partId: share.id,
      lineId: share.lineId,
      agreementId: share.applicantProductId,
      amount: ringgitToSen(share.amount),
      valueDate: share.valueDate,
    })),
    states.map((state) => ({ id: state.id, outstanding: ringgitToSen(state.outstanding) })),
    { today, posted: new Set() },
  );
  const exceptions: PostingException[] = [...plan.exceptions];
  const byId = new Map(shares.map((share) => [share.id, share]));
  let posted = 0;
  let postedAmount: Sen = 0;
  for (const [agreementId, parts] of plan.byAgreement) {
    try {
      await withLockedAgreement(db, agreementId, async (trx, agreement) => {
        const lines = new Map(
          (await postingRepo.lockLines(trx, [...new Set(parts.map((part) => part.lineId))])).map((line) => [
            line.id,
            { ...inSen(line), status: line.matchStatus },
          ]),
        );
        for (const part of parts) {
          const share = byId.get(part.partId);
          const locked = await postingRepo.lockShare(trx, part.partId);
          const line = lines.get(part.lineId);
          if (!share || !locked || locked.applicantProductPaymentId !== null || !line) continue;
          if (line.status !== 'Matched' && line.status !== 'Part posted') continue;
          const amount = ringgitToSen(locked.amount);
          const refuse = (message: string) =>
            exceptions.push({ partId: part.partId, lineId: part.lineId, agreementId, message });
          const cap = shareCapIssue(line, amount);
          if (cap) {
            refuse(cap);
            continue;
          }
          try {
            const payment = await recordPayment(
              trx,
              actor,
              agreement,
              {
                applicantProductId: agreementId,
                amount,
                paidAt: part.valueDate,
                method: share.method,
                reference: (share.reference ?? share.description).slice(0, 100) || null,
              },
              `bank-statement-share:${part.partId}`,
              today,
              'bank value date',
            );
            await postingRepo.markSharePosted(trx, part.partId, payment.id, actor.id);
            line.posted += amount;
            line.status = postedLineStatus(line) ?? line.status;
            await postingRepo.setLinePosted(trx, part.lineId, {
              postedAmount: senToRinggit(line.posted),
              matchStatus: line.status,
            });
            await recordAudit(trx, {
              userId: actor.id,
              action: 'post',
              entity: 'bank_statement_line',
              entityId: part.lineId,
              after: {
                bankStatementId,
                shareId: part.partId,
                applicantProductId: agreementId,
                applicantProductPaymentId: payment.id,
                amount: senToRinggit(amount),
                paidAt: part.valueDate,
                reference: share.reference,
                linePostedAmount: senToRinggit(line.posted),
                lineStatus: line.status,
              },
            });
            if (!payment.replayed) {
              posted += 1;
              postedAmount += amount;
            }
          } catch (error) {
            // The ledger's refusals throw before anything is written: the rest of the agreement's shares go on.
            if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
            refuse(error.message);
          }
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const part of parts)
        exceptions.push({ partId: part.partId, lineId: part.lineId, agreementId, message: error.message });
    }
    await hooks.afterAgreement?.(agreementId);
  }
  for (const exception of exceptions)
    await postingRepo.markShareException(db, exception.partId, exception.message);
  const hpNos = new Map(
    (await repo.allocationsOfLines(db, [...new Set(exceptions.map((e) => e.lineId))])).map((row) => [
      row.id,
      row.hpNo,
    ]),
  );
  return {
    posted,
    postedAmount,
    exceptions: exceptions.map((exception) => ({ ...exception, hpNo: hpNos.get(exception.partId) ?? null })),
  };
}
