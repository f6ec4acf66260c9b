import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

const brandColumns: ListColumns = {
  name: { ref: 'brands.name', search: 'text', sort: true },
  productCount: { ref: 'brands.productCount', sort: true },
  applicationCount: { ref: 'brands.applicationCount', sort: true },
};

/** Live brands with the number of their live products and order lines, as a derived table the list can sort on. */
function brandsWithCounts(db: Db) {
  return db
    .selectFrom('brand')
    .where('brand.deletedAt', 'is', null)
    .select((eb) => [
      'brand.id',
      'brand.name',
      'brand.logoFileId',
      eb
        .selectFrom('product')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('product.brandId', '=', 'brand.id')
        .where('product.deletedAt', 'is', null)
        .as('productCount'),
      eb
        .selectFrom('applicantProduct')
        .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
        .select(sql<number>`count(*)::int`.as('n'))
        .whereRef('applicantProduct.brandId', '=', 'brand.id')
        .where('applicantProduct.deletedAt', 'is', null)
        .where('applicant.deletedAt', 'is', null)
        .as('applicationCount'),
    ]);
}

export function listBrands(db: Db, query: ListQuery) {
  const base = db.selectFrom(brandsWithCounts(db).as('brands')).selectAll('brands');
  return listPage(db, base, query, brandColumns, 'brands.id');
}

/** Every live brand, by name: the Brand dropdown and the legacy GET /brand/all. */
export function allBrands(db: Db) {
  return db
    .selectFrom('brand')
    .select(['brand.id', 'brand.name', 'brand.logoFileId'])
    .where('brand.deletedAt', 'is', null)
    .orderBy(sql`lower(${sql.ref('brand.name')})`)
    .orderBy('brand.id')
    .execute();
}

export function findBrand(db: Db, id: number) {
  return brandsWithCounts(db).where('brand.id', '=', id).executeTakeFirst();
}

/** Locks the live brand row for the rest of the transaction (edits and deletes of one brand queue up). */
export function lockBrand(db: Db, id: number) {
  return db
    .selectFrom('brand')
    .select(['brand.id', 'brand.name', 'brand.logoFileId'])
    .where('brand.id', '=', id)
    .where('brand.deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Serialises the name checks of asset types until the transaction ends: two people adding the same name at the same
 * moment cannot both pass the check.
 */
export async function lockBrandNames(db: Db) {
  await sql`select pg_advisory_xact_lock(hashtext(${'brand.name'}))`.execute(db);
}

export function findBrandByName(db: Db, name: string) {
  return db
    .selectFrom('brand')
    .select(['brand.id'])
    .where('brand.deletedAt', 'is', null)
    .where(sql`lower(${sql.ref('brand.name')})`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertBrand(db: Db, values: { name: string; createdBy: number }) {
  const row = await db
    .insertInto('brand')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateBrand(
  db: Db,
  id: number,
  values: { name?: string; logoFileId?: number | null; updatedBy: number },
) {
  await db
    .updateTable('brand')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteBrand(db: Db, id: number, userId: number) {
  await db
    .updateTable('brand')
    .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
    .where('id', '=', id)
    .execute();
}

/** Live products and live order lines that still point at the brand: a delete must not orphan them. */
export async function brandUsage(db: Db, id: number) {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('product')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('product.brandId', '=', id)
        .where('product.deletedAt', 'is', null)
        .as('products'),
      eb
        .selectFrom('applicantProduct')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('applicantProduct.brandId', '=', id)
        .where('applicantProduct.deletedAt', 'is', null)
        .as('lines'),
    ])
    .executeTakeFirstOrThrow();
  return { products: row.products ?? 0, lines: row.lines ?? 0 };
}
