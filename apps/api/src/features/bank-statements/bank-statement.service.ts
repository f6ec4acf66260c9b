import type { BankStatementLineStatus, Db } from '@sewabeli/db';
import {
  buildCsv,
  type CsvColumn,
  formatDate,
  LINE_POSTING_MESSAGES,
  MATCH_STATUSES,
  type MatchCandidate,
  ringgitToSen,
  STATEMENT_FILE_MESSAGES,
} from '@sewabeli/domain';
import { notFound } from '../../lib/errors';
import * as repo from './bank-statement.repository';

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
