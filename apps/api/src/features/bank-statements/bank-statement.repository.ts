import {
  arrearsSql,
  type BankStatementFormat,
  type BankStatementLineStatus,
  collectionLineSql,
  type Db,
  liveAgreementLines,
  outstandingBalanceSql,
} from '@sewabeli/db';
import type { PaymentMethod, StatementDirection } from '@sewabeli/domain';
import { sql } from 'kysely';

const STATEMENT_COLUMNS = [
  'bankStatement.id',
  'bankStatement.bankAccountId',
  'bankStatement.fileName',
  'bankStatement.format',
  'bankStatement.status',
  'bankStatement.progress',
  'bankStatement.lineCount',
  'bankStatement.newLineCount',
  'bankStatement.duplicateLineCount',
  'bankStatement.creditTotal',
  'bankStatement.debitTotal',
  'bankStatement.error',
  'bankStatement.importedAt',
  'bankStatement.finishedAt',
  'bankStatement.storedFileId',
] as const;

export function findStatement(db: Db, id: number) {
  return db
    .selectFrom('bankStatement')
    .innerJoin('user', 'user.id', 'bankStatement.importedBy')
    .select([...STATEMENT_COLUMNS, 'user.name as importedByName'])
    .where('bankStatement.id', '=', id)
    .executeTakeFirst();
}

export function findStatementByHash(db: Db, bankAccountId: number, fileHash: string) {
  return db
    .selectFrom('bankStatement')
    .select(['id', 'importedAt'])
    .where('bankAccountId', '=', bankAccountId)
    .where('fileHash', '=', fileHash)
    .executeTakeFirst();
}

/** A page of an account's statements (or all), newest first, with the count of every match; `search` is in the file name. */
export async function listStatements(
  db: Db,
  bankAccountId: number | null,
  search: string,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('bankStatement').innerJoin('user', 'user.id', 'bankStatement.importedBy');
  if (bankAccountId !== null) query = query.where('bankStatement.bankAccountId', '=', bankAccountId);
  if (search)
    query = query.where('bankStatement.fileName', 'ilike', `%${search.replace(/[\\%_]/g, '\\$&')}%`);
  const [rows, count] = await Promise.all([
    query
      .select([...STATEMENT_COLUMNS, 'user.name as importedByName'])
      .orderBy('bankStatement.importedAt', 'desc')
      .orderBy('bankStatement.id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

export async function insertStatement(
  db: Db,
  values: {
    bankAccountId: number;
    storedFileId: number | null;
    fileName: string;
    fileHash: string;
    importedBy: number;
  },
): Promise<number> {
  const row = await db.insertInto('bankStatement').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateStatement(
  db: Db,
  id: number,
  values: {
    status?: 'Queued' | 'Parsing' | 'Imported' | 'Failed';
    progress?: number;
    format?: BankStatementFormat;
    lineCount?: number;
    newLineCount?: number;
    duplicateLineCount?: number;
    creditTotal?: string;
    debitTotal?: string;
    error?: string | null;
    finishedAt?: Date;
  },
): Promise<void> {
  await db.updateTable('bankStatement').set(values).where('id', '=', id).execute();
}

export interface NewStatementLine {
  seq: number;
  identity: string;
  valueDate: string;
  bookingDate: string | null;
  currency: string | null;
  amount: string;
  direction: StatementDirection;
  description: string;
  reference: string | null;
  balance: string | null;
  method: PaymentMethod;
  matchStatus: BankStatementLineStatus;
  confidence: number;
  reason: string;
  candidates: string;
}

/** Inserts the lines the account does not have yet (by identity); answers the new ones' ids and identities. */
export function insertNewLines(
  db: Db,
  bankAccountId: number,
  bankStatementId: number,
  lines: NewStatementLine[],
) {
  return db
    .insertInto('bankStatementLine')
    .values(lines.map((line) => ({ ...line, bankAccountId, bankStatementId })))
    .onConflict((oc) => oc.columns(['bankAccountId', 'identity']).doNothing())
    .returning(['id', 'identity'])
    .execute();
}

export async function insertAllocations(
  db: Db,
  allocations: {
    bankStatementId: number;
    bankStatementLineId: number;
    applicantProductId: number;
    amount: string;
  }[],
): Promise<void> {
  if (allocations.length > 0) await db.insertInto('bankStatementAllocation').values(allocations).execute();
}

/** The agreements a credit may pay: live, executed and owing, with what the matcher compares. */
export function matchableAgreements(db: Db, today: string) {
  return liveAgreementLines(db)
    .where(collectionLineSql('applicant_product'))
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      'applicantProduct.letterOffer',
      'hirer.name as hirerName',
      'hirer.registrationNo',
      'applicantProduct.monthlyInstallment',
      outstandingBalanceSql.as('outstanding'),
      arrearsSql(today).as('arrears'),
    ])
    .where(sql<boolean>`${outstandingBalanceSql} > 0`)
    .execute();
}

/**
 * After an import, the visibility map of the pages just written is set (VACUUM skips those already all-visible: a
 * fifth of a second after 10,000 lines), so that the screen's counts and totals read the indexes alone at once
 * rather than after autovacuum's next round. Not ANALYZE: over a large table it costs seconds, and the screen's
 * reads are planned so as not to need the new statement's statistics. Only an optimisation: a failure is left to
 * autovacuum.
 */
export async function vacuumLines(db: Db): Promise<void> {
  try {
    await sql`vacuum bank_statement_line, bank_statement_allocation`.execute(db);
  } catch {
    // autovacuum does the same later
  }
}

export async function countLines(db: Db, statementId: number): Promise<number> {
  const row = await db
    .selectFrom('bankStatementLine')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('bankStatementId', '=', statementId)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Lines of a statement per status: counts and totals, for the screen's groups. */
export function statusTotals(db: Db, statementId: number) {
  return db
    .selectFrom('bankStatementLine')
    .select([
      'matchStatus',
      sql<number>`count(*)::int`.as('count'),
      sql<string>`coalesce(sum(amount), 0)`.as('total'),
    ])
    .where('bankStatementId', '=', statementId)
    .groupBy('matchStatus')
    .execute();
}

export async function linePage(
  db: Db,
  statementId: number,
  status: BankStatementLineStatus | null,
  search: string,
  limit: number,
  offset: number,
) {
  let query = db.selectFrom('bankStatementLine').where('bankStatementId', '=', statementId);
  if (status) query = query.where('matchStatus', '=', status);
  if (search)
    query = query.where((eb) =>
      eb.or([
        eb('description', 'ilike', `%${search.replace(/[\\%_]/g, '\\$&')}%`),
        eb('reference', 'ilike', `%${search.replace(/[\\%_]/g, '\\$&')}%`),
      ]),
    );
  const [rows, count] = await Promise.all([
    query
      .select([
        'id',
        'seq',
        'valueDate',
        'amount',
        'direction',
        'description',
        'reference',
        'balance',
        'method',
        'matchStatus',
        'postedAmount',
        'confidence',
        'reason',
        'candidates',
      ])
      // seq is unique within a statement: its indexes (with or without the status) give the page in order.
      .orderBy('seq')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.n };
}

/**
 * The shares of the lines, with their agreement's HP number and company. Two reads by key instead of one join: a
 * statement's shares are written by the import and never analysed (ANALYZE after an import cost 1-3 s), and on the
 * large book the planner, guessing thousands of shares for a page's fifty lines, hashed every agreement (120 ms).
 */
export async function allocationsOfLines(db: Db, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  const shares = await db
    .selectFrom('bankStatementAllocation as a')
    .select([
      'a.id',
      'a.bankStatementLineId',
      'a.applicantProductId',
      'a.amount',
      'a.applicantProductPaymentId',
      'a.exception',
    ])
    .where('a.bankStatementLineId', 'in', lineIds)
    .orderBy('a.id')
    .execute();
  const agreementIds = [...new Set(shares.map((share) => share.applicantProductId))];
  if (agreementIds.length === 0) return [];
  const agreements = new Map(
    (
      await db
        .selectFrom('applicantProduct')
        .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
        .select(['applicantProduct.id', 'applicantProduct.hpNo', 'hirer.name as hirerName'])
        .where('applicantProduct.id', 'in', agreementIds)
        .execute()
    ).map((row) => [row.id, row]),
  );
  return shares.flatMap((share) => {
    const agreement = agreements.get(share.applicantProductId);
    return agreement ? [{ ...share, hpNo: agreement.hpNo, hirerName: agreement.hirerName }] : [];
  });
}

export function findLine(db: Db, id: number, lock = false) {
  const query = db
    .selectFrom('bankStatementLine')
    .select([
      'id',
      'bankStatementId',
      'valueDate',
      'amount',
      'postedAmount',
      'direction',
      'matchStatus',
      'reason',
      'candidates',
      'reference',
      'description',
    ])
    .where('id', '=', id);
  return (lock ? query.forUpdate() : query).executeTakeFirst();
}

/** The currency a line's entry was given in (null: the file named none) and its account's. */
export function lineCurrencies(db: Db, lineId: number) {
  return db
    .selectFrom('bankStatementLine as line')
    .innerJoin('bankAccount as account', 'account.id', 'line.bankAccountId')
    .select(['line.currency as entry', 'account.currency as account'])
    .where('line.id', '=', lineId)
    .executeTakeFirst();
}

export async function decideLine(
  db: Db,
  id: number,
  values: { matchStatus: BankStatementLineStatus; reason?: string | null },
  by: number | null,
): Promise<void> {
  await db
    .updateTable('bankStatementLine')
    .set({ ...values, decidedBy: by, decidedAt: by === null ? undefined : new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteUnpostedAllocations(db: Db, lineId: number): Promise<void> {
  await db
    .deleteFrom('bankStatementAllocation')
    .where('bankStatementLineId', '=', lineId)
    .where('applicantProductPaymentId', 'is', null)
    .execute();
}

export function exceptionRows(db: Db, statementId: number) {
  return db
    .selectFrom('bankStatementAllocation as a')
    .innerJoin('bankStatementLine as l', 'l.id', 'a.bankStatementLineId')
    .innerJoin('applicantProduct', 'applicantProduct.id', 'a.applicantProductId')
    .select([
      'l.valueDate',
      'l.description',
      'l.reference',
      'l.amount as lineAmount',
      'applicantProduct.hpNo',
      'a.amount',
      'a.exception',
      'l.matchStatus',
    ])
    .where('l.bankStatementId', '=', statementId)
    .where('a.exception', 'is not', null)
    .where('a.applicantProductPaymentId', 'is', null)
    .orderBy('l.seq')
    .orderBy('a.id')
    .execute();
}

export function statementPostedTotal(db: Db, statementId: number) {
  // The statement's posted shares alone (bank_statement_allocation_posted_idx), not every share of its lines.
  return db
    .selectFrom('bankStatementAllocation')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('posted'))
    .where('applicantProductPaymentId', 'is not', null)
    .where('bankStatementId', '=', statementId)
    .executeTakeFirstOrThrow();
}
