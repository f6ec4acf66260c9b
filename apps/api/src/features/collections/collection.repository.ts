import {
  collectionLineSql,
  currentPaymentSql,
  type Db,
  isCurrentPaymentPendingSql,
  lineLoanSql,
  liveAgreementLines,
  outstandingBalanceSql,
  overdueMonthsSql,
  paidToDateSql,
} from '@sewabeli/db';
import { sql } from 'kysely';
import { executeNamed, prepared } from '../../lib/prepared';

/**
 * The collections: live agreements whose collection has started (the application completed, so the line has
 * an execution date and an instalment schedule), of live applications.
 */
export function liveCollections(db: Db) {
  return liveAgreementLines(db).where('applicantProduct.agreementExecution', 'is not', null);
}

/**
 * The collections of the list pages (`liveCollections`' condition): with `deletedApplications` false, which the
 * list passes when no deleted application holds a live executed line (`deletedApplicationsHoldCollections`), the
 * anti-join against the deleted applications is left out, so that the count and a deep page's offset are
 * index-only scans of the book without a join per line (issue 15).
 */
export function listedCollections(db: Db, deletedApplications: boolean) {
  if (deletedApplications) return liveCollections(db);
  return db.selectFrom('applicantProduct').where(collectionLineSql('applicant_product'));
}

/** Whether a deleted application still has a live executed line (few deleted applications: their index). */
export async function deletedApplicationsHoldCollections(db: Db): Promise<boolean> {
  const found = await db
    .selectFrom('applicant')
    .innerJoin('applicantProduct as line', 'line.applicantId', 'applicant.id')
    .select(sql`1`.as('one'))
    .where('applicant.deletedAt', 'is not', null)
    .where(collectionLineSql('line'))
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/**
 * Collections §2.1 with the derived columns (decisions §6) read from the agreement's summary, which every
 * ledger change rewrites in its transaction: paid amount and outstanding balance from the ledger; overdue
 * months and Current Payment from the instalments' unpaid due dates (the ledger's allocation) on `today`.
 * Every collection has its summary (Complete writes it in its transaction); it is left joined so that a list
 * page that neither sorts, searches nor filters on a figure pages on the line's own indexes without it.
 */
export function collectionFigures(db: Db, today: string, deletedApplications = true) {
  return listedCollections(db, deletedApplications)
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .select([
      'applicantProduct.id',
      'applicantProduct.hirerId',
      'applicantProduct.brandId',
      'applicantProduct.productId',
      'applicantProduct.hpNo',
      sql<string>`${paidToDateSql}::numeric(14, 2)`.as('paidAmount'),
      lineLoanSql.as('loanAmount'),
      'applicantProduct.totalPayable',
      'applicantProduct.tenure',
      isCurrentPaymentPendingSql(today).as('hasPendingPayment'),
      currentPaymentSql(today).as('currentPayment'),
      overdueMonthsSql(today).as('overdueMonths'),
      sql<string>`${outstandingBalanceSql}::numeric(14, 2)`.as('outstandingBalance'),
      'summary.outstandingBalance as storedOutstanding',
      'summary.searchText',
      'summary.overdueBound',
    ]);
}

/** The figures with the company, asset type and model names. */
export function collectionRows(db: Db, today: string, deletedApplications = true) {
  return collectionFigures(db, today, deletedApplications)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .select(['hirer.name as hirerName', 'brand.name as brandName', 'product.name as productName']);
}

/** An instalment as the collection screens and the legacy answers read it. */
const INSTALMENT_COLUMNS = [
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
] as const;

/**
 * The instalments of the collections with ids from `fromId` to `toId` (one range read of the schedule's
 * (applicant_product_id, …) index rather than an id list), for the legacy whole-list call (issue 27).
 */
export function instalmentsInRange(db: Db, fromId: number, toId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(INSTALMENT_COLUMNS)
    .where('applicantProductId', '>=', fromId)
    .where('applicantProductId', '<=', toId)
    .orderBy('applicantProductId')
    .orderBy('dueDate')
    .orderBy('seq')
    .execute();
}

/** The collection profile's row; a named statement (parsed and planned once per connection, issue 15). */
export async function findCollection(db: Db, id: number, today: string) {
  const [row] = await executeNamed(
    db,
    collectionRows(db, today)
      .innerJoin('resource as repayment', 'repayment.id', 'applicantProduct.resourceId')
      .select([
        'hirer.registrationNo',
        'applicantProduct.monthlyInstallment',
        'applicantProduct.interestRate',
        'applicantProduct.prepayment',
        'applicantProduct.agreementExecution',
        'applicantProduct.quantity',
        'applicantProduct.interestMethod',
        'applicantProduct.effectiveRate',
        'applicantProduct.cost',
        'applicantProduct.loanAmount as unitLoanAmount',
        'applicantProduct.applicantId',
        'applicantProduct.lateChargeRate',
      ])
      .where('applicantProduct.id', '=', id),
  );
  return row;
}

const lockCollectionQuery = prepared(
  (db: Db, p: { id: number }) =>
    liveCollections(db)
      .select([
        'applicantProduct.id',
        'applicantProduct.totalPayable',
        'applicantProduct.hirerId',
        sql<string>`(select coalesce(sum(c.amount), 0)::numeric(14, 2)::text from applicant_product_charge c
          where c.applicant_product_id = applicant_product.id)`.as('charges'),
      ])
      .where('applicantProduct.id', '=', p.id)
      .forUpdate('applicantProduct'),
  ['id'],
);

/**
 * Locks the agreement row: every change of its ledger or schedule runs one after the other. Answers with it the
 * charges added to what the hirer owes (issue 32), read under the lock in the same statement.
 */
export async function lockCollection(db: Db, id: number) {
  return (await lockCollectionQuery(db, { id }))[0];
}

export function softDeleteCollection(db: Db, id: number, by: number) {
  return db
    .updateTable('applicantProduct')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

const instalmentsQuery = prepared(
  (db: Db, p: { agreementId: number }) =>
    db
      .selectFrom('applicantProductTransaction')
      .select(INSTALMENT_COLUMNS)
      .where('applicantProductId', '=', p.agreementId)
      .orderBy('dueDate')
      .orderBy('seq'),
  ['agreementId'],
);

export function instalmentsOf(db: Db, agreementId: number) {
  return instalmentsQuery(db, { agreementId });
}

export function findInstalment(db: Db, id: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'applicantProductId', 'seq', 'dueDate', 'chargeAmount', 'paidAmount', 'note'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type InstalmentDerivation = {
  paidAmount: string;
  paidAt: string | null;
  paymentPerformanceStatus: string | null;
};

const updateInstalmentDerivationQuery = prepared(
  (db: Db, p: InstalmentDerivation & { id: number; now: Date }) =>
    db
      .updateTable('applicantProductTransaction')
      .set({
        paidAmount: p.paidAmount,
        paidAt: p.paidAt,
        paymentPerformanceStatus: p.paymentPerformanceStatus,
        updatedAt: p.now,
      })
      .where('id', '=', p.id),
  ['paidAmount', 'paidAt', 'paymentPerformanceStatus', 'id', 'now'],
);

export function updateInstalmentDerivation(db: Db, id: number, values: InstalmentDerivation) {
  return updateInstalmentDerivationQuery(db, { ...values, id, now: new Date() });
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
      'applicantProduct.lateChargeRate',
    ])
    .where('applicantProduct.id', '=', id)
    .executeTakeFirst();
}
