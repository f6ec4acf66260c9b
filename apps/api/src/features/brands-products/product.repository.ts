import { type Database, type Db, lineCostSql, lineLoanSql, outstandingBalanceSql } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

/** Live order lines of live applications for the product in scope: the spec's application count. */
function applicationCount(eb: ExpressionBuilder<Database, 'product'>) {
  return eb
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .select(sql<number>`count(*)::int`.as('n'))
    .whereRef('applicantProduct.productId', '=', 'product.id')
    .where('applicantProduct.deletedAt', 'is', null)
    .where('applicant.deletedAt', 'is', null)
    .as('applicationCount');
}

function liveProducts(db: Db) {
  return db
    .selectFrom('product')
    .innerJoin('brand', 'brand.id', 'product.brandId')
    .where('product.deletedAt', 'is', null)
    .select((eb) => [
      'product.id',
      'product.brandId',
      'brand.name as brandName',
      'product.name',
      'product.cost',
      'product.imageFileId',
      'product.isNew',
      applicationCount(eb),
    ]);
}

const productColumns: ListColumns = {
  name: { ref: 'products.name', search: 'text', sort: true },
  brandName: { ref: 'products.brandName', search: 'text', sort: true },
  cost: { ref: 'products.cost', search: 'number', sort: true },
  applicationCount: { ref: 'products.applicationCount', sort: true },
};

export function listProducts(db: Db, query: ListQuery, brandId?: number) {
  let inner = liveProducts(db);
  if (brandId !== undefined) inner = inner.where('product.brandId', '=', brandId);
  const base = db.selectFrom(inner.as('products')).selectAll('products');
  return listPage(db, base, query, productColumns, 'products.id');
}

/** Every live product of a live brand: the legacy GET /product/all and the brand details call. */
export function allProducts(db: Db, brandId?: number) {
  let q = liveProducts(db)
    .where('brand.deletedAt', 'is', null)
    .orderBy(sql`lower(${sql.ref('brand.name')})`)
    .orderBy(sql`lower(${sql.ref('product.name')})`)
    .orderBy('product.id');
  if (brandId !== undefined) q = q.where('product.brandId', '=', brandId);
  return q.execute();
}

export function findProduct(db: Db, id: number) {
  return liveProducts(db).where('product.id', '=', id).executeTakeFirst();
}

export function lockProduct(db: Db, id: number) {
  return db
    .selectFrom('product')
    .select([
      'product.id',
      'product.brandId',
      'product.name',
      'product.cost',
      'product.imageFileId',
      'product.isNew',
    ])
    .where('product.id', '=', id)
    .where('product.deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Serialises the name checks of assets until the transaction ends: two people adding the same name at the same
 * moment cannot both pass the check.
 */
export async function lockProductNames(db: Db) {
  await sql`select pg_advisory_xact_lock(hashtext(${'product.name'}))`.execute(db);
}

export function findProductByName(db: Db, brandId: number, name: string) {
  return db
    .selectFrom('product')
    .select(['product.id'])
    .where('product.brandId', '=', brandId)
    .where('product.deletedAt', 'is', null)
    .where(sql`lower(${sql.ref('product.name')})`, '=', name.toLowerCase())
    .executeTakeFirst();
}

export async function insertProduct(
  db: Db,
  values: { brandId: number; name: string; cost: string; isNew: 0 | 1 | null; createdBy: number },
) {
  const row = await db
    .insertInto('product')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(
  db: Db,
  id: number,
  values: {
    brandId?: number;
    name?: string;
    cost?: string;
    isNew?: 0 | 1 | null;
    imageFileId?: number | null;
    updatedBy: number;
  },
) {
  await db
    .updateTable('product')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteProduct(db: Db, id: number, userId: number) {
  await db
    .updateTable('product')
    .set({ deletedAt: new Date(), updatedAt: new Date(), updatedBy: userId })
    .where('id', '=', id)
    .execute();
}

/** Live order lines that use the product. */
export async function productLineCount(db: Db, id: number) {
  const row = await db
    .selectFrom('applicantProduct')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('applicantProduct.productId', '=', id)
    .where('applicantProduct.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return row.n;
}

/**
 * Order lines (applications and agreements) with their hirer, as a derived table the grids can search and sort.
 * Cost and loan amount are line totals (per-unit figure x quantity, decisions.md §3); condition reads New when
 * isNew, otherwise Used (clients §9).
 */
function applicationLines(db: Db, scope: { brandId?: number; productId?: number }) {
  let q = db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    // The agreement's summary read model: its outstanding balance, as the hirer's facilities read it.
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .where('applicantProduct.deletedAt', 'is', null)
    .where('applicant.deletedAt', 'is', null)
    .select([
      'applicantProduct.id',
      'applicantProduct.applicantId',
      'applicantProduct.productId',
      'product.name as productName',
      'applicantProduct.hirerId',
      'hirer.name as hirerName',
      'applicantProduct.vendorId',
      'applicantProduct.hpNo',
      'applicantProduct.letterOffer',
      'applicantProduct.quantity',
      'applicantProduct.cost as unitCost',
      'applicantProduct.loanAmount as unitLoanAmount',
      lineCostSql.as('cost'),
      lineLoanSql.as('loanAmount'),
      'applicantProduct.chassis',
      'applicantProduct.engine',
      'applicantProduct.registrationNo',
      'applicantProduct.isNew',
      sql<'New' | 'Used'>`case when ${sql.ref('applicantProduct.isNew')} = 1 then 'New' else 'Used' end`.as(
        'conditionLabel',
      ),
      'applicantProduct.createdAt',
      outstandingBalanceSql.as('outstandingBalance'),
      'applicant.financialProgramId',
      'applicant.progressId',
      'applicantProduct.agreementExecution',
    ]);
  if (scope.brandId !== undefined) q = q.where('applicantProduct.brandId', '=', scope.brandId);
  if (scope.productId !== undefined) q = q.where('applicantProduct.productId', '=', scope.productId);
  return q;
}

const applicationColumns: ListColumns = {
  productName: { ref: 'lines.productName', search: 'text', sort: true },
  hirerName: { ref: 'lines.hirerName', search: 'text', sort: true },
  hpNo: { ref: 'lines.hpNo', search: 'text', sort: true },
  letterOffer: { ref: 'lines.letterOffer', search: 'text', sort: true },
  cost: { ref: 'lines.cost', search: 'number', sort: true },
  loanAmount: { ref: 'lines.loanAmount', search: 'number', sort: true },
  chassis: { ref: 'lines.chassis', search: 'text', sort: true },
  engine: { ref: 'lines.engine', search: 'text', sort: true },
  registrationNo: { ref: 'lines.registrationNo', search: 'text', sort: true },
  conditionLabel: { ref: 'lines.conditionLabel', search: 'text', sort: true },
  createdAt: { ref: 'lines.createdAt', search: 'date', sort: true },
};

export function listApplications(db: Db, scope: { brandId?: number; productId?: number }, query: ListQuery) {
  const base = db.selectFrom(applicationLines(db, scope).as('lines')).selectAll('lines');
  return listPage(db, base, query, applicationColumns, 'lines.id');
}

/** Every live order line of the scope, newest first: the legacy details calls nest these. */
export function allApplications(db: Db, scope: { brandId?: number; productId?: number }) {
  return applicationLines(db, scope)
    .orderBy('applicantProduct.createdAt', 'desc')
    .orderBy('applicantProduct.id', 'desc')
    .execute();
}
