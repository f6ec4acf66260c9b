import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';
import { liveAgreements } from '../agreements/agreement.queries';

export type CollectionStatus = 'pending' | 'settled' | 'all';

/**
 * The collections: live agreements whose collection has started (the application completed, so the line has
 * an execution date and an instalment schedule), of live applications.
 */
function liveCollections(db: Db) {
  return liveAgreements(db).where('applicantProduct.agreementExecution', 'is not', null);
}

const collectionColumns: ListColumns = {
  hirerName: { ref: 'collections.hirerName', search: 'text', sort: true },
  brandName: { ref: 'collections.brandName', search: 'text', sort: true },
  productName: { ref: 'collections.productName', search: 'text', sort: true },
  hpNo: { ref: 'collections.hpNo', search: 'text', sort: true },
  paidAmount: { ref: 'collections.paidAmount', search: 'number', sort: true },
  loanAmount: { ref: 'collections.loanAmount', search: 'number', sort: true },
  totalPayable: { ref: 'collections.totalPayable', search: 'number', sort: true },
  tenure: { ref: 'collections.tenure', search: 'number', sort: true },
  hasPendingPayment: { ref: 'collections.hasPendingPayment', sort: true },
  overdueMonths: { ref: 'collections.overdueMonths', search: 'number', sort: true },
};

/**
 * Collections §2.1 with the derived columns computed in SQL (decisions §6): paid amount and outstanding
 * balance from the ledger; overdue months and Current Payment from the instalments, whose paid amounts are
 * the ledger's allocation kept in step by every ledger change.
 */
function collectionRows(db: Db, today: string) {
  const paid = db
    .selectFrom('applicantProductPayment')
    .select(['applicantProductPayment.applicantProductId', sql<string>`sum(amount)`.as('paid')])
    .groupBy('applicantProductPayment.applicantProductId')
    .as('paid');
  const due = db
    .selectFrom('applicantProductTransaction as t')
    .select([
      't.applicantProductId',
      sql<number>`count(*) filter (where t.due_date < ${today}::date and t.paid_amount < t.charge_amount)::int`.as(
        'overdueMonths',
      ),
      sql<boolean>`coalesce(bool_or(date_trunc('month', t.due_date) = date_trunc('month', ${today}::date)
        and t.paid_amount < t.charge_amount), false)`.as('hasPendingPayment'),
    ])
    .groupBy('t.applicantProductId')
    .as('due');
  return liveCollections(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .leftJoin(paid, 'paid.applicantProductId', 'applicantProduct.id')
    .leftJoin(due, 'due.applicantProductId', 'applicantProduct.id')
    .select([
      'applicantProduct.id',
      'applicantProduct.hirerId',
      'hirer.name as hirerName',
      'brand.name as brandName',
      'product.name as productName',
      'applicantProduct.hpNo',
      sql<string>`coalesce(paid.paid, 0)::numeric(14, 2)`.as('paidAmount'),
      sql<string>`(applicant_product.loan_amount * applicant_product.quantity)::numeric(14, 2)`.as(
        'loanAmount',
      ),
      'applicantProduct.totalPayable',
      'applicantProduct.tenure',
      sql<boolean>`coalesce(due.has_pending_payment, false)`.as('hasPendingPayment'),
      sql<number>`coalesce(due.overdue_months, 0)`.as('overdueMonths'),
      sql<string>`(applicant_product.total_payable - coalesce(paid.paid, 0))::numeric(14, 2)`.as(
        'outstandingBalance',
      ),
    ]);
}

export function listCollections(db: Db, status: CollectionStatus, query: ListQuery, today: string) {
  let base = db.selectFrom(collectionRows(db, today).as('collections')).selectAll('collections');
  if (status === 'pending') base = base.where(sql<boolean>`collections.outstanding_balance > 0`);
  if (status === 'settled') base = base.where(sql<boolean>`collections.outstanding_balance <= 0`);
  return listPage(db, base, query, collectionColumns, 'collections.id');
}

/** Every collection, for the legacy whole-list call. */
export function allCollections(db: Db, today: string) {
  return collectionRows(db, today).orderBy('applicantProduct.id').execute();
}

export function findCollection(db: Db, id: number, today: string) {
  return collectionRows(db, today)
    .innerJoin('resource as repayment', 'repayment.id', 'applicantProduct.resourceId')
    .select([
      'hirer.registrationNo',
      'applicantProduct.brandId',
      'applicantProduct.productId',
      'applicantProduct.monthlyInstallment',
      'applicantProduct.interestRate',
      'applicantProduct.prepayment',
      'applicantProduct.agreementExecution',
      'applicantProduct.quantity',
      'applicantProduct.interestMethod',
      'applicantProduct.effectiveRate',
      'applicantProduct.cost',
      'applicantProduct.loanAmount as unitLoanAmount',
    ])
    .where('applicantProduct.id', '=', id)
    .executeTakeFirst();
}

/** Locks the agreement row: every change of its ledger or schedule runs one after the other. */
export function lockCollection(db: Db, id: number) {
  return liveCollections(db)
    .select(['applicantProduct.id', 'applicantProduct.totalPayable', 'applicantProduct.hirerId'])
    .where('applicantProduct.id', '=', id)
    .forUpdate('applicantProduct')
    .executeTakeFirst();
}

export function softDeleteCollection(db: Db, id: number, by: number) {
  return db
    .updateTable('applicantProduct')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function instalmentsOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select([
      'id',
      'seq',
      'description',
      'dueDate',
      'chargeAmount',
      'paidAmount',
      'paidAt',
      'note',
      'paymentPerformanceStatus',
      'applicantProductId',
    ])
    .where('applicantProductId', '=', agreementId)
    .orderBy('dueDate')
    .orderBy('seq')
    .execute();
}

export function findInstalment(db: Db, id: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'applicantProductId', 'seq', 'dueDate', 'chargeAmount', 'paidAmount', 'note'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function updateInstalmentDerivation(
  db: Db,
  id: number,
  values: { paidAmount: string; paidAt: string | null; paymentPerformanceStatus: string | null },
) {
  return db
    .updateTable('applicantProductTransaction')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function setInstalmentNote(db: Db, id: number, note: string) {
  return db
    .updateTable('applicantProductTransaction')
    .set({ note, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function setInstalmentDueDate(db: Db, id: number, dueDate: string) {
  return db
    .updateTable('applicantProductTransaction')
    .set({ dueDate, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** The late reasons already recorded, most used first. */
export async function recordedReasons(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('applicantProductTransaction')
    .select([sql<string>`btrim(note)`.as('reason')])
    .where(sql<boolean>`btrim(coalesce(note, '')) <> ''`)
    .groupBy(sql`btrim(note)`)
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`btrim(note)`)
    .limit(200)
    .execute();
  return rows.map((row) => row.reason);
}

/** Issue 14: what an early-settlement quotation is worked out from and what its letter names. */
export function settlementTermsOf(db: Db, id: number) {
  return liveCollections(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      'hirer.name as hirerName',
      'hirer.registrationNo',
      'hirer.address',
      'brand.name as brandName',
      'product.name as productName',
      'applicantProduct.cost',
      'applicantProduct.loanAmount',
      'applicantProduct.interestRate',
      'applicantProduct.interestMethod',
      'applicantProduct.tenure',
      'applicantProduct.prepayment',
      'applicantProduct.quantity',
      'applicantProduct.totalPayable',
      'applicantProduct.agreementExecution',
    ])
    .where('applicantProduct.id', '=', id)
    .executeTakeFirst();
}
