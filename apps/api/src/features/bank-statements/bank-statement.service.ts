import { createHash } from 'node:crypto';
import type { BankStatementLineStatus, Db } from '@sewabeli/db';
import {
  buildCsv,
  buildMatchIndex,
  type CalendarDate,
  type CsvColumn,
  type CsvMapping,
  csvMappingSchema,
  formatDate,
  formatDateTime,
  LINE_POSTING_MESSAGES,
  type LineMatch,
  lineIdentity,
  MATCH_STATUSES,
  type MatchCandidate,
  matchLine,
  paymentMethodOfLine,
  ringgitToSen,
  type Sen,
  STATEMENT_FILE_MESSAGES,
  type StatementLine,
  senToRinggit,
} from '@sewabeli/domain';
import { enqueueJob, type JobQueue, type QueueDefinition } from '../../jobs/job-queue';
import { createWorker, type Worker, type WorkerOptions } from '../../jobs/worker';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
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
  alreadyPosted: LINE_POSTING_MESSAGES.posted,
  reasonRequired: 'Please give the reason for ignoring this line',
  nothingNew: 'Every line of this file was already imported (an earlier statement holds them)',
  empty: 'The file holds no statement line',
  notStatementFile: STATEMENT_FILE_MESSAGES.wrongType,
} as const;

/** When, in Kuala Lumpur as every screen shows it (the UTC date would be the day before until 08:00). */
export const alreadyImportedMessage = (importedAt: Date, id: number) =>
  `This file was already imported into this account on ${formatDateTime(importedAt)} (statement ${id})`;

/** A file is parsed once; a parse that throws (storage or database trouble) is tried again. */
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
  input: { name: string; bank: string; accountNumber: string },
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
  input: { id: number; name: string; bank: string; accountNumber: string; active: boolean },
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
    );
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
    await db.transaction().execute(async (trx) => {
      const matches = new Map<string, { match: LineMatch; line: StatementLine }>();
      const rows: repo.NewStatementLine[] = [];
      chunk.forEach((line, offset) => {
        const identity = lineIdentity(line);
        if (matches.has(identity)) return;
        const match = matchLine(line, index);
        matches.set(identity, { match, line });
        rows.push({
          seq: start + offset + 1,
          identity,
          valueDate: line.valueDate,
          bookingDate: line.bookingDate ?? null,
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

export async function requireStatement(db: Db, id: number) {
  const statement = await repo.findStatement(db, id);
  if (!statement) throw notFound(BANK_STATEMENT_MESSAGES.statementNotFound);
  return statement;
}

/**
 * The statement with its lines' groups (count and total per status) and the posted and unposted totals: posted is
 * what its shares put in the ledger (never above a line's credit, issue 40), unposted the rest of its credits.
 */
export async function statementSummary(db: Db, id: number) {
  const statement = statementOut(await requireStatement(db, id));
  const totals = await repo.statusTotals(db, id);
  const groups = MATCH_STATUSES.map((status) => {
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
      postedAmount: ringgitToSen(row.postedAmount),
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

/** The exceptions of the last 'Post matched' as CSV: what was refused and why, and where its line stands. */
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
    // Issue 40: a Part posted line's refused share is its remainder; the posted part stays posted.
    { header: 'Line Status', value: (row) => row.matchStatus },
    { header: 'HP No.', value: (row) => row.hpNo },
    { header: 'Amount (RM)', value: (row) => row.amount },
    { header: 'Exception', value: (row) => row.exception },
  ];
  return { fileName: `statement-${bankStatementId}-exceptions.csv`, csv: buildCsv(columns, rows) };
}
