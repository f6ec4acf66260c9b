import { createHash } from 'node:crypto';
import type { BankStatementLineStatus, Db } from '@sewabeli/db';
import {
  acceptIssue,
  bankAccountLabel,
  buildMatchIndex,
  type CalendarDate,
  type CsvMapping,
  csvMappingSchema,
  foreignEntryReason,
  formatDate,
  formatDateTime,
  type LineMatch,
  lineIdentity,
  type MatchCandidate,
  matchLine,
  type PostingException,
  paymentMethodOfLine,
  planPostings,
  ringgitToSen,
  type Sen,
  STATEMENT_FILE_MESSAGES,
  type StatementLine,
  senToRinggit,
  splitIssue,
  statementCurrencyIssue,
} from '@sewabeli/domain';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, FinalJobError, type Worker, type WorkerOptions } from '../../jobs/worker';
import { isDataException, isUniqueViolation } from '../../lib/database-errors';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { recordPayment, withLockedAgreement } from '../collections/ledger.service';
import { findFile, recordGeneratedFile } from '../files/file.service';
import { type FileStorage, readStoredFile } from '../files/file.storage';
import * as repo from './bank-statement.repository';
import { StatementFormatError } from './parsers/parsed-statement';
import { detectStatementFormat, readStatement } from './parsers/read-statement';

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

/** When, in Kuala Lumpur as every screen shows it (the UTC date would be the day before until 08:00). */
export const alreadyImportedMessage = (importedAt: Date, id: number) =>
  `This file was already imported into this account on ${formatDateTime(importedAt)} (statement ${id})`;

/**
 * A file is parsed once; a parse that throws (storage or database trouble) is tried again, but not a file that can
 * never be stored (issue 40: its job fails at once, see processStatement).
 */
export const BANK_STATEMENT_QUEUE: QueueDefinition = {
  name: 'bank-statement-import',
  attempts: 3,
  retryDelaySeconds: 5,
};

interface ImportPayload {
  bankStatementId: number;
}

// ---- Bank accounts ---------------------------------------------------------------------------------------

function accountOut(row: Awaited<ReturnType<typeof repo.findBankAccount>> & object) {
  return { ...row, csvMapping: (row.csvMapping as CsvMapping | null) ?? null };
}

export async function listBankAccounts(db: Db) {
  return (await repo.listBankAccounts(db)).map(accountOut);
}

async function requireAccount(db: Db, id: number) {
  const account = await repo.findBankAccount(db, id);
  if (!account) throw notFound(BANK_STATEMENT_MESSAGES.accountNotFound);
  return accountOut(account);
}

export async function createBankAccount(
  db: Db,
  actor: SessionUser,
  input: { name: string; bank: string; accountNumber: string; currency: string },
): Promise<number> {
  // A second account with the number is refused by its unique index (UNIQUE_RULE_MESSAGES words it).
  return db.transaction().execute(async (trx) => {
    const id = await repo.insertBankAccount(trx, { ...input, createdBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'bank_account',
      entityId: id,
      after: input,
    });
    return id;
  });
}

export async function updateBankAccount(
  db: Db,
  actor: SessionUser,
  input: {
    id: number;
    name: string;
    bank: string;
    accountNumber: string;
    currency: string;
    active: boolean;
  },
): Promise<void> {
  const { id, ...values } = input;
  await db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    await repo.updateBankAccount(trx, id, values, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_account',
      entityId: id,
      before,
      after: values,
    });
  });
}

/** The CSV column mapping of an account, chosen once and kept for its next files. */
export async function saveCsvMapping(
  db: Db,
  actor: SessionUser,
  id: number,
  mapping: CsvMapping,
): Promise<void> {
  const parsed = csvMappingSchema.parse(mapping);
  await db.transaction().execute(async (trx) => {
    const before = await requireAccount(trx, id);
    await repo.updateBankAccount(trx, id, { csvMapping: JSON.stringify(parsed) }, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'bank_account',
      entityId: id,
      before: { csvMapping: before.csvMapping },
      after: { csvMapping: parsed },
    });
  });
}

// ---- Import ----------------------------------------------------------------------------------------------

/**
 * Issue 31: a statement file is stored as uploads are (server-made key), and its parsing queued as a job. The same
 * file (by SHA-256) into the same account is refused.
 */
export async function importStatement(
  deps: { db: Db; storage: FileStorage },
  actor: SessionUser,
  input: { bankAccountId: number; fileName: string; content: Buffer },
): Promise<{ bankStatementId: number }> {
  return queueImport(deps, actor, input, null);
}

/** Text files a statement may be stored as: an upload through POST /files (CSV, MT940) or the demo's statement. */
const STATEMENT_FILE_TYPES = ['text/csv', 'text/plain', 'application/xml'];

/** Imports a file already stored (uploaded through POST /files like other uploads, or seeded). */
export async function importStoredStatement(
  deps: { db: Db; storage: FileStorage },
  actor: SessionUser,
  input: { bankAccountId: number; storedFileId: number },
): Promise<{ bankStatementId: number }> {
  const file = await findFile(deps.db, input.storedFileId);
  if (!file || !STATEMENT_FILE_TYPES.includes(file.mimeType))
    throw badRequest(BANK_STATEMENT_MESSAGES.notStatementFile);
  const content = await readStoredFile(deps.storage, file.storageKey);
  return queueImport(
    deps,
    actor,
    { bankAccountId: input.bankAccountId, fileName: file.originalName, content },
    file.id,
  );
}

async function queueImport(
  deps: { db: Db; storage: FileStorage },
  actor: SessionUser,
  input: { bankAccountId: number; fileName: string; content: Buffer },
  stored: number | null,
): Promise<{ bankStatementId: number }> {
  const { db } = deps;
  const account = await requireAccount(db, input.bankAccountId);
  if (!account.active) throw badRequest(BANK_STATEMENT_MESSAGES.accountInactive);
  if (input.content.length === 0) throw badRequest(BANK_STATEMENT_MESSAGES.empty);
  const fileHash = createHash('sha256').update(input.content).digest('hex');
  const refuseTwice = async () => {
    const first = await repo.findStatementByHash(db, account.id, fileHash);
    return first ? conflict(alreadyImportedMessage(first.importedAt, first.id)) : null;
  };
  const twice = await refuseTwice();
  if (twice) throw twice;
  const format = detectStatementFormat(input.content.toString('utf8'));
  const storageKey =
    stored === null
      ? await deps.storage.put(
          input.content,
          format === 'camt053' ? 'xml' : format === 'mt940' ? 'sta' : 'csv',
        )
      : null;
  try {
    return await db.transaction().execute(async (trx) => {
      const fileName = input.fileName.replace(/[\\/]/g, '_').slice(0, 200) || 'statement';
      const storedFileId =
        storageKey === null
          ? (stored as number)
          : await recordGeneratedFile(trx, {
              storageKey,
              originalName: fileName,
              mimeType: format === 'camt053' ? 'application/xml' : 'text/plain',
              sizeBytes: input.content.length,
              createdBy: actor.id,
            });
      const bankStatementId = await repo.insertStatement(trx, {
        bankAccountId: account.id,
        storedFileId,
        fileName,
        fileHash,
        importedBy: actor.id,
      });
      const payload: ImportPayload = { bankStatementId };
      await enqueueJob(trx, BANK_STATEMENT_QUEUE.name, payload);
      await recordAudit(trx, {
        userId: actor.id,
        action: 'create',
        entity: 'bank_statement',
        entityId: bankStatementId,
        after: { bankAccountId: account.id, fileName, fileHash, storedFileId },
      });
      return { bankStatementId };
    });
  } catch (error) {
    // Two imports of one file at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw (await refuseTwice()) ?? error;
    throw error;
  }
}

const IMPORT_CHUNK = 1_000;

function storedCandidates(match: LineMatch): string {
  return JSON.stringify(match.candidates);
}

/**
 * The job: parse the file, match each new credit against the book, keep the lines the account does not have yet
 * (an overlapping statement brings only its new lines), and accept the clear matches. Progress is written as it
 * goes. A file that does not read is Failed with the reason, not retried. Runs again harmlessly.
 */
export async function processStatement(
  deps: { db: Db; storage: FileStorage },
  bankStatementId: number,
  today: CalendarDate = todayInKualaLumpur(),
): Promise<void> {
  const { db } = deps;
  const statement = await repo.findStatement(db, bankStatementId);
  if (!statement || statement.status === 'Imported' || statement.status === 'Failed') return;
  const account = await requireAccount(db, statement.bankAccountId);
  await repo.updateStatement(db, bankStatementId, { status: 'Parsing', progress: 5 });
  const file = statement.storedFileId
    ? await db
        .selectFrom('storedFile')
        .select('storageKey')
        .where('id', '=', statement.storedFileId)
        .executeTakeFirst()
    : undefined;
  const content = file ? (await readStoredFile(deps.storage, file.storageKey)).toString('utf8') : '';
  let lines: StatementLine[];
  try {
    const parsed = readStatement(
      content,
      account.csvMapping ? csvMappingSchema.parse(account.csvMapping) : null,
      today,
    );
    // Issue 40: ringgit only. A statement kept in another currency is refused whole, naming both.
    const otherCurrency = statementCurrencyIssue(parsed.currencies, {
      label: bankAccountLabel(account),
      currency: account.currency,
    });
    if (otherCurrency) throw new StatementFormatError(otherCurrency);
    const digits = (text: string) => text.replace(/\D/g, '');
    if (
      parsed.accountNumber &&
      digits(parsed.accountNumber) &&
      !digits(parsed.accountNumber).endsWith(digits(account.accountNumber))
    )
      throw new StatementFormatError(
        `This statement is of account ${parsed.accountNumber}, not ${account.accountNumber}`,
      );
    if (parsed.lines.length === 0) throw new StatementFormatError(BANK_STATEMENT_MESSAGES.empty);
    lines = parsed.lines;
    await repo.updateStatement(db, bankStatementId, { format: detectStatementFormat(content), progress: 15 });
  } catch (error) {
    if (!(error instanceof StatementFormatError)) throw error;
    await repo.updateStatement(db, bankStatementId, {
      status: 'Failed',
      error: error.message,
      finishedAt: new Date(),
    });
    return;
  }
  const index = buildMatchIndex(
    (await repo.matchableAgreements(db, today)).map((row) => ({
      id: row.id,
      hpNo: row.hpNo,
      letterOffer: row.letterOffer,
      hirerName: row.hirerName,
      registrationNo: row.registrationNo,
      instalment: ringgitToSen(row.monthlyInstallment),
      arrears: ringgitToSen(row.arrears),
      outstanding: ringgitToSen(row.outstanding),
    })),
  );
  let credit: Sen = 0;
  let debit: Sen = 0;
  for (const line of lines) {
    if (line.direction === 'credit') credit += line.amount;
    else debit += line.amount;
  }
  for (let start = 0; start < lines.length; start += IMPORT_CHUNK) {
    const chunk = lines.slice(start, start + IMPORT_CHUNK);
    await storeChunk(db, async (trx) => {
      const matches = new Map<string, { match: LineMatch; line: StatementLine }>();
      const rows: repo.NewStatementLine[] = [];
      chunk.forEach((line, offset) => {
        const identity = lineIdentity(line);
        if (matches.has(identity)) return;
        const match = matchLine(line, index, account.currency);
        matches.set(identity, { match, line });
        rows.push({
          seq: start + offset + 1,
          identity,
          valueDate: line.valueDate,
          bookingDate: line.bookingDate ?? null,
          currency: line.currency ?? null,
          amount: senToRinggit(line.amount),
          direction: line.direction,
          description: line.description.slice(0, 1000),
          reference: line.reference?.slice(0, 100) ?? null,
          balance: line.balance === null ? null : senToRinggit(line.balance),
          method: paymentMethodOfLine(line),
          matchStatus: match.status,
          confidence: match.confidence,
          reason: match.reason,
          candidates: storedCandidates(match),
        });
      });
      const inserted = await repo.insertNewLines(trx, account.id, bankStatementId, rows);
      const allocations = inserted.flatMap(({ id, identity }) => {
        const found = matches.get(identity);
        const best = found?.match.candidates[0];
        return found?.match.status === 'Matched' && best
          ? [
              {
                bankStatementId,
                bankStatementLineId: id,
                applicantProductId: best.agreementId,
                amount: senToRinggit(found.line.amount),
              },
            ]
          : [];
      });
      await repo.insertAllocations(trx, allocations);
      await repo.updateStatement(trx, bankStatementId, {
        progress: Math.min(99, 15 + Math.round((85 * (start + chunk.length)) / lines.length)),
      });
    });
  }
  // Counted from the table: a job that runs again after dying mid-way finds its first chunks' lines already there.
  const added = await repo.countLines(db, bankStatementId);
  await repo.updateStatement(db, bankStatementId, {
    status: added === 0 ? 'Failed' : 'Imported',
    error: added === 0 ? BANK_STATEMENT_MESSAGES.nothingNew : null,
    progress: 100,
    lineCount: lines.length,
    newLineCount: added,
    duplicateLineCount: lines.length - added,
    creditTotal: senToRinggit(credit),
    debitTotal: senToRinggit(debit),
    finishedAt: new Date(),
  });
  await repo.vacuumLines(db);
}

/**
 * A chunk of lines in one transaction. A value the database refuses (class 22: a date or number out of range) will
 * be refused on every try: the job fails at once with the reason instead of being tried again (issue 40).
 */
async function storeChunk(db: Db, store: (trx: Db) => Promise<void>): Promise<void> {
  try {
    await db.transaction().execute(store);
  } catch (error) {
    if (isDataException(error))
      throw new FinalJobError(`A value of the file cannot be stored: ${(error as Error).message}`);
    throw error;
  }
}

export function createBankStatementWorker(
  jobs: JobQueue,
  deps: { db: Db; storage: FileStorage },
  options: WorkerOptions = {},
): Worker {
  return createWorker<ImportPayload>(
    jobs,
    {
      queue: BANK_STATEMENT_QUEUE,
      handle: (payload) => processStatement(deps, payload.bankStatementId),
      async giveUp(payload, reason) {
        await repo.updateStatement(deps.db, payload.bankStatementId, {
          status: 'Failed',
          error: `The statement could not be imported: ${reason}`,
          finishedAt: new Date(),
        });
      },
    },
    options,
  );
}

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

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  // A cell starting with = + - @ is text, not a formula, in a spreadsheet.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The exceptions of the last 'Post matched' as CSV: what was refused and why. */
export async function exceptionsCsv(
  db: Db,
  bankStatementId: number,
): Promise<{ fileName: string; csv: string }> {
  await requireStatement(db, bankStatementId);
  const rows = await repo.exceptionRows(db, bankStatementId);
  const lines = [
    ['Value Date', 'Description', 'Reference', 'Line Amount (RM)', 'HP No.', 'Amount (RM)', 'Exception'].join(
      ',',
    ),
    ...rows.map((row) =>
      [
        formatDate(row.valueDate),
        row.description,
        row.reference,
        row.lineAmount,
        row.hpNo,
        row.amount,
        row.exception,
      ]
        .map(csvCell)
        .join(','),
    ),
  ];
  return { fileName: `statement-${bankStatementId}-exceptions.csv`, csv: `${lines.join('\r\n')}\r\n` };
}
