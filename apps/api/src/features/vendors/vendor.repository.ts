import { type Database, type Db, lineLoanSql, liveAgreementSql, liveAgreements } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

function facilityCount(eb: ExpressionBuilder<Database, 'vendor'>) {
  return eb
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('applicantProduct.vendorId', '=', 'vendor.id')
    .where(liveAgreementSql('applicant_product', 'applicant'))
    .as('facilityCount');
}

function liveVendors(db: Db) {
  return db
    .selectFrom('vendor')
    .where('vendor.deletedAt', 'is', null)
    .select((eb) => ['vendor.id', 'vendor.name', 'vendor.createdAt', facilityCount(eb)]);
}

const vendorColumns: ListColumns = {
  name: { ref: 'vendors.name', search: 'text', sort: true },
  facilityCount: { ref: 'vendors.facilityCount', sort: true },
};

export function listVendors(db: Db, query: ListQuery) {
  const base = db.selectFrom(liveVendors(db).as('vendors')).selectAll('vendors');
  return listPage(db, base, query, vendorColumns, 'vendors.id');
}

export function allVendors(db: Db) {
  return db
    .selectFrom('vendor')
    .select(['vendor.id', 'vendor.name'])
    .where('vendor.deletedAt', 'is', null)
    .orderBy(sql`lower(${sql.ref('vendor.name')})`)
    .orderBy('vendor.id')
    .execute();
}

export function findVendor(db: Db, id: number) {
  return liveVendors(db).where('vendor.id', '=', id).executeTakeFirst();
}

export function lockVendor(db: Db, id: number) {
  return db
    .selectFrom('vendor')
    .select(['vendor.id', 'vendor.name'])
    .where('vendor.id', '=', id)
    .where('vendor.deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Serialises the name checks of vendors until the transaction ends: two people adding the same name at the same
 * moment cannot both pass the check.
 */
export async function lockVendorNames(db: Db) {
  await sql`select pg_advisory_xact_lock(hashtext(${'vendor.name'}))`.execute(db);
}

export function findVendorByName(db: Db, name: string) {
  return db
    .selectFrom('vendor')
    .select(['vendor.id'])
    .where('vendor.deletedAt', 'is', null)
    .where(sql`lower(${sql.ref('vendor.name')})`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertVendor(db: Db, values: { name: string; createdBy: number }) {
  const row = await db
    .insertInto('vendor')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVendor(db: Db, id: number, values: { name: string; updatedBy: number }) {
  await db
    .updateTable('vendor')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteVendor(db: Db, id: number, userId: number) {
  await db
    .updateTable('vendor')
    .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
    .where('id', '=', id)
    .execute();
}

/** Live order lines (applications or agreements) bought from the vendor. */
export async function vendorLineCount(db: Db, id: number) {
  const row = await db
    .selectFrom('applicantProduct')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('applicantProduct.vendorId', '=', id)
    .where('applicantProduct.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/** Loan amounts are line totals (per-unit loan x quantity, decisions.md §3). */
function vendorFacilities(db: Db, vendorId: number) {
  return liveAgreements(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .where('applicantProduct.vendorId', '=', vendorId)
    .select([
      'applicantProduct.id',
      'applicantProduct.letterOffer',
      'applicantProduct.hpNo',
      'applicantProduct.createdAt',
      'applicantProduct.hirerId',
      'hirer.name as hirerName',
      lineLoanSql.as('loanAmount'),
    ]);
}

const facilityColumns: ListColumns = {
  letterOffer: { ref: 'facilities.letterOffer', search: 'text', sort: true },
  hpNo: { ref: 'facilities.hpNo', search: 'text', sort: true },
  createdAt: { ref: 'facilities.createdAt', search: 'date', sort: true },
  loanAmount: { ref: 'facilities.loanAmount', search: 'number', sort: true },
};

export function listVendorFacilities(db: Db, vendorId: number, query: ListQuery) {
  const base = db.selectFrom(vendorFacilities(db, vendorId).as('facilities')).selectAll('facilities');
  return listPage(db, base, query, facilityColumns, 'facilities.id');
}

/** The Total Loan Amount row: every facility of the vendor, not only the page shown. */
export async function vendorFacilityTotal(db: Db, vendorId: number) {
  const row = await liveAgreements(db)
    .where('applicantProduct.vendorId', '=', vendorId)
    .select([
      sql<string>`coalesce(sum(${lineLoanSql}), 0)::text`.as('loanAmount'),
      sql<number>`count(*)::int`.as('count'),
    ])
    .executeTakeFirstOrThrow();
  return row;
}
