import type { BankStatementLineStatus, Db } from '@sewabeli/db';
import {
  acceptIssue,
  buildCsv,
  type CalendarDate,
  type CsvColumn,
  foreignEntryReason,
  formatDate,
  type MatchCandidate,
  type PostingException,
  planPostings,
  ringgitToSen,
  type Sen,
  STATEMENT_FILE_MESSAGES,
  senToRinggit,
  splitIssue,
} from '@sewabeli/domain';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recordPayment, withLockedAgreement } from '../collections/ledger.service';
import * as repo from './bank-statement.repository';

export const BANK_STATEMENT_MESSAGES = {
  accountNotFound: 'Bank account not found',
  accountInactive: 'This bank account is closed: statements cannot be imported into it',
  statementNotFound: 'Bank statement not found',
  lineNotFound: 'Statement line not found',
  notCredit: 'Only a credit can pay an agreement',
  alreadyPosted: 'This line is posted: a posted payment is reversed only by a correction through the ledger',
  reasonRequired: 'Please give the reason for ignoring this line',
  nothingNew: 'Every line of this file was already imported (an earlier statement holds them)',
  empty: 'The file holds no statement line',
  notStatementFile: STATEMENT_FILE_MESSAGES.wrongType,
} as const;

// ---- Reading ---------------------------------------------------------------------------------------------

function statementOut(row: NonNullable<Awaited<ReturnType<typeof repo.findStatement>>>) {
  return {
    ...row,
    creditTotal: ringgitToSen(row.creditTotal),
    debitTotal: ringgitToSen(row.debitTotal),
  };
}

export async function listStatements(
  db: Db,
  input: { bankAccountId: number | null; search: string; page: number; pageSize: number },
) {
  const { rows, total } = await repo.listStatements(
    db,
    input.bankAccountId,
    input.search,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  return { rows: rows.map(statementOut), total, page: input.page, pageSize: input.pageSize };
}

async function requireStatement(db: Db, id: number) {
  const statement = await repo.findStatement(db, id);
  if (!statement) throw notFound(BANK_STATEMENT_MESSAGES.statementNotFound);
  return statement;
}

const STATUSES: BankStatementLineStatus[] = ['Matched', 'Suggested', 'Unmatched', 'Ignored', 'Posted'];

/** The statement with its lines' groups (count and total per status) and the posted and unposted totals. */
export async function statementSummary(db: Db, id: number) {
  const statement = statementOut(await requireStatement(db, id));
  const totals = await repo.statusTotals(db, id);
  const groups = STATUSES.map((status) => {
    const row = totals.find((total) => total.matchStatus === status);
    return { status, count: row?.count ?? 0, total: row ? ringgitToSen(row.total) : 0 };
  });
  const posted = ringgitToSen((await repo.statementPostedTotal(db, id)).posted);
  return { statement, groups, postedTotal: posted, unpostedCreditTotal: statement.creditTotal - posted };
}

export async function listLines(
  db: Db,
  input: {
    bankStatementId: number;
    status: BankStatementLineStatus | null;
    search: string;
    page: number;
    pageSize: number;
  },
) {
  const { rows, total } = await repo.linePage(
    db,
    input.bankStatementId,
    input.status,
    input.search,
    input.pageSize,
    (input.page - 1) * input.pageSize,
  );
  // No line: is there a statement at all? (Asked only then: a page is read on every key press.)
  if (total === 0) await requireStatement(db, input.bankStatementId);
  const shares = await repo.allocationsOfLines(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      amount: ringgitToSen(row.amount),
      balance: row.balance === null ? null : ringgitToSen(row.balance),
      candidates: row.candidates as MatchCandidate[],
      shares: shares
        .filter((share) => share.bankStatementLineId === row.id)
        .map((share) => ({
          id: share.id,
          applicantProductId: share.applicantProductId,
          hpNo: share.hpNo,
          hirerName: share.hirerName,
          amount: ringgitToSen(share.amount),
          paymentId: share.applicantProductPaymentId,
          exception: share.exception,
        })),
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}

// ---- Deciding lines --------------------------------------------------------------------------------------

/**
 * 'Accept' (and its key): the line's suggestion as it stands, the whole credit on the best candidate. Refused for a
 * suggestion the person must choose (issue 40): a split (saved from the split form), or a candidate found by its
 * amount or name alone (taken by choosing it).
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

/**
 * Accept, choose another agreement or split: the line's shares become `shares` (the whole credit on one agreement,
 * or parts adding up to it) and the line is Matched, ready for 'Post matched'. A posted line is not changed.
 */
export async function assignLine(
  db: Db,
  actor: SessionUser,
  lineId: number,
  shares: { agreementId: number; amount: Sen }[] | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await repo.findLine(trx, lineId, true);
    if (!line) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
    if (line.matchStatus === 'Posted') throw badRequest(BANK_STATEMENT_MESSAGES.alreadyPosted);
    if (line.direction !== 'credit') throw badRequest(BANK_STATEMENT_MESSAGES.notCredit);
    await refuseForeignLine(trx, lineId);
    const amount = ringgitToSen(line.amount);
    const best = (line.candidates as MatchCandidate[])[0];
    const chosen = shares ?? (best ? [{ agreementId: best.agreementId, amount }] : []);
    const issue = splitIssue(amount, chosen);
    if (issue) throw badRequest(issue);
    const known = await repo.postingStates(
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
    await repo.decideLine(trx, lineId, { matchStatus: 'Matched' }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_statement_line',
      entityId: lineId,
      before: { matchStatus: line.matchStatus },
      after: { matchStatus: 'Matched', shares: chosen },
    });
  });
}

/** A line's amount in sen (the whole credit a chosen agreement takes). */
export async function lineAmount(db: Db, lineId: number): Promise<Sen> {
  const line = await repo.findLine(db, lineId);
  if (!line) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
  return ringgitToSen(line.amount);
}

/** Ignore a line with the reason (or take an ignored or matched line back to be decided again: `reason` null). */
export async function ignoreLine(
  db: Db,
  actor: SessionUser,
  lineId: number,
  reason: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const line = await repo.findLine(trx, lineId, true);
    if (!line) throw notFound(BANK_STATEMENT_MESSAGES.lineNotFound);
    if (line.matchStatus === 'Posted') throw badRequest(BANK_STATEMENT_MESSAGES.alreadyPosted);
    await repo.deleteUnpostedAllocations(trx, lineId);
    const status: BankStatementLineStatus =
      reason !== null
        ? 'Ignored'
        : (line.candidates as MatchCandidate[]).length > 0
          ? 'Suggested'
          : 'Unmatched';
    if (reason !== null && reason.trim() === '') throw badRequest(BANK_STATEMENT_MESSAGES.reasonRequired);
    await repo.decideLine(trx, lineId, { matchStatus: status, reason: reason ?? line.reason }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_statement_line',
      entityId: lineId,
      before: { matchStatus: line.matchStatus, reason: line.reason },
      after: { matchStatus: status, reason },
    });
  });
}

// ---- Posting ---------------------------------------------------------------------------------------------

export interface PostResult {
  posted: number;
  postedAmount: Sen;
  exceptions: (PostingException & { hpNo: string | null })[];
}

/**
 * 'Post matched' (issue 31): every accepted share of the statement becomes a payment dated the bank's value date,
 * with the line's method and bank reference, through the ledger service that Make Payment uses (the same rules),
 * in one transaction per agreement. A share the rules refuse comes back as an exception with the message and
 * nothing of it is written to the ledger. Each share is posted once: its ledger entry carries the share's
 * idempotency key (unique), and the share is locked and re-read under the agreement's lock, so a second
 * 'Post matched' running at the same time finds it posted.
 */
export async function postMatched(
  db: Db,
  actor: SessionUser,
  bankStatementId: number,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<PostResult> {
  await requireStatement(db, bankStatementId);
  const shares = await repo.unpostedShares(db, bankStatementId);
  const agreementIds = [...new Set(shares.map((share) => share.applicantProductId))];
  const states = await repo.postingStates(db, agreementIds);
  const plan = planPostings(
    shares.map((share) => ({
      partId: share.id,
      lineId: share.lineId,
      agreementId: share.applicantProductId,
      amount: ringgitToSen(share.amount),
      valueDate: share.valueDate,
    })),
    states.map((state) => ({
      id: state.id,
      outstanding: ringgitToSen(state.outstanding),
      latestPaidAt: state.latestPaidAt,
    })),
    { today, posted: new Set() },
  );
  const exceptions: PostingException[] = [...plan.exceptions];
  const byId = new Map(shares.map((share) => [share.id, share]));
  let posted = 0;
  let postedAmount: Sen = 0;
  for (const [agreementId, parts] of plan.byAgreement) {
    try {
      await withLockedAgreement(db, agreementId, async (trx, agreement) => {
        for (const part of parts) {
          const share = byId.get(part.partId);
          const locked = await repo.lockShare(trx, part.partId);
          if (!share || !locked || locked.applicantProductPaymentId !== null) continue;
          try {
            const payment = await recordPayment(
              trx,
              actor,
              agreement,
              {
                applicantProductId: agreementId,
                amount: part.amount,
                paidAt: part.valueDate,
                method: share.method,
                reference: (share.reference ?? share.description).slice(0, 100) || null,
              },
              `bank-statement-share:${part.partId}`,
              today,
            );
            await repo.markSharePosted(trx, part.partId, payment.id, actor.id);
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
                amount: senToRinggit(part.amount),
                paidAt: part.valueDate,
                reference: share.reference,
              },
            });
            if (!payment.replayed) {
              posted += 1;
              postedAmount += part.amount;
            }
          } catch (error) {
            // The ledger's refusals throw before anything is written: the rest of the agreement's shares go on.
            if (!(error instanceof AppError) || error.code !== 'BAD_REQUEST') throw error;
            exceptions.push({
              partId: part.partId,
              lineId: part.lineId,
              agreementId,
              message: error.message,
            });
          }
        }
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const part of parts)
        exceptions.push({ partId: part.partId, lineId: part.lineId, agreementId, message: error.message });
    }
  }
  for (const exception of exceptions) await repo.markShareException(db, exception.partId, exception.message);
  await repo.settlePostedLines(db, [...new Set(shares.map((share) => share.lineId))]);
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

/** The exceptions of the last 'Post matched' as CSV: what was refused and why. */
export async function exceptionsCsv(
  db: Db,
  bankStatementId: number,
): Promise<{ fileName: string; csv: string }> {
  await requireStatement(db, bankStatementId);
  const rows = await repo.exceptionRows(db, bankStatementId);
  const columns: CsvColumn<(typeof rows)[number]>[] = [
    { header: 'Value Date', value: (row) => formatDate(row.valueDate) },
    { header: 'Description', value: (row) => row.description },
    { header: 'Reference', value: (row) => row.reference },
    { header: 'Line Amount (RM)', value: (row) => row.lineAmount },
    { header: 'HP No.', value: (row) => row.hpNo },
    { header: 'Amount (RM)', value: (row) => row.amount },
    { header: 'Exception', value: (row) => row.exception },
  ];
  return { fileName: `statement-${bankStatementId}-exceptions.csv`, csv: buildCsv(columns, rows) };
}
