import {
  type BankStatementLineStatus,
  collectionLineSql,
  type Db,
  liveAgreementLines,
  outstandingBalanceSql,
} from '@sewabeli/db';

/** Posting a statement's shares to the ledger (issue 40): shares, lines and agreements locked and marked. */
/**
 * The accepted shares of a statement not yet posted (of Matched lines, and of Part posted lines whose remainder was
 * assigned again), with their line's date, method and reference.
 */
export function unpostedShares(db: Db, statementId: number) {
  return db
    .selectFrom('bankStatementAllocation as a')
    .innerJoin('bankStatementLine as l', 'l.id', 'a.bankStatementLineId')
    .select([
      'a.id',
      'a.bankStatementLineId as lineId',
      'a.applicantProductId',
      'a.amount',
      'l.valueDate',
      'l.method',
      'l.reference',
      'l.description',
    ])
    .where('l.bankStatementId', '=', statementId)
    .where('l.matchStatus', 'in', ['Matched', 'Part posted'])
    .where('a.applicantProductPaymentId', 'is', null)
    .orderBy('l.valueDate')
    .orderBy('l.id')
    .execute();
}

/** The share, locked: a concurrent 'Post matched' waits here and then finds it posted (or gone, decided again). */
export function lockShare(db: Db, id: number) {
  return db
    .selectFrom('bankStatementAllocation')
    .select(['id', 'bankStatementLineId', 'applicantProductId', 'amount', 'applicantProductPaymentId'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function markSharePosted(db: Db, id: number, paymentId: number, by: number): Promise<void> {
  await db
    .updateTable('bankStatementAllocation')
    .set({ applicantProductPaymentId: paymentId, exception: null, postedBy: by, postedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function markShareException(db: Db, id: number, message: string): Promise<void> {
  await db
    .updateTable('bankStatementAllocation')
    .set({ exception: message })
    .where('id', '=', id)
    .where('applicantProductPaymentId', 'is', null)
    .execute();
}

/**
 * The lines of an agreement's shares, locked in id order: two 'Post matched' on different agreements sharing lines
 * take them in one order (no deadlock), and a decision on a line (which locks it first) waits for the posting or
 * sees what it posted.
 */
export function lockLines(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('bankStatementLine')
    .select(['id', 'amount', 'postedAmount', 'matchStatus'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
}

/** What of the line is posted and where that leaves it, in the transaction of the ledger entry. */
export async function setLinePosted(
  db: Db,
  id: number,
  values: { postedAmount: string; matchStatus: BankStatementLineStatus },
): Promise<void> {
  await db.updateTable('bankStatementLine').set(values).where('id', '=', id).execute();
}

export function postingStates(db: Db, agreementIds: number[]) {
  if (agreementIds.length === 0) return Promise.resolve([]);
  return liveAgreementLines(db)
    .where(collectionLineSql('applicant_product'))
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .select(['applicantProduct.id', outstandingBalanceSql.as('outstanding')])
    .where('applicantProduct.id', 'in', agreementIds)
    .execute();
}
