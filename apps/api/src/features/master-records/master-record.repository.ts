import type { Db } from '@sewabeli/db';
import type {
  MasterFilter,
  MasterListQuery,
  MasterSearchField,
  MasterSortKey,
  TriStateFlag,
} from '@sewabeli/domain';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike } from '../../lib/list';
import { lineCost, lineLoan } from '../agreements/agreement.queries';
import { masterRecords } from './master-record.queries';

const KL = 'Asia/Kuala_Lumpur';
const ap = (column: string) => sql.ref(`applicantProduct.${column}`);
const flagLabel = (column: string) =>
  sql<string>`case ${ap(column)} when 1 then 'Yes' when 0 then 'No' else 'Pending' end`;

type Base = ReturnType<typeof masterRecords>;

/** How each search-dropdown field is matched; flags match their label (Yes, No, Pending), tenure its months. */
const searchExpressions: Record<
  Exclude<MasterSearchField, 'all'>,
  RawBuilder<string> | Expression<unknown>
> = {
  customerName: sql`${sql.ref('hirer.name')}`,
  assetType: sql`${sql.ref('brand.name')}`,
  brand: sql`${sql.ref('brand.name')}`,
  model: sql`${sql.ref('product.name')}`,
  engine: sql`${ap('engine')}`,
  chasis: sql`${ap('chassis')}`,
  manufactureYear: sql`${ap('manufactureYear')}::text`,
  registrationNo: sql`${ap('registrationNo')}`,
  letterOffer: sql`${ap('letterOffer')}`,
  hpNo: sql`${ap('hpNo')}`,
  principleStamp: sql`${ap('principleStamp')}`,
  subsidiaryStamp: sql`${ap('subsidiaryStamp')}`,
  fis: flagLabel('fis'),
  rcOri: flagLabel('rcOri'),
  insc: flagLabel('insc'),
  agent: sql`${sql.ref('agent.name')}`,
  coverNote: sql`${ap('coverNote')}`,
  tenure: sql`(${ap('tenure')} * 12)::text`,
  modeOfRepayment: sql`${sql.ref('mode.name')}`,
  salesman: sql`${ap('salesman')}`,
};
// 'All' does not repeat the brand twice.
const allFields = (Object.keys(searchExpressions) as Exclude<MasterSearchField, 'all'>[]).filter(
  (key) => key !== 'assetType',
);

function matches(field: MasterSearchField, value: string) {
  const pattern = `%${escapeLike(value)}%`;
  const keys = field === 'all' ? allFields : [field];
  return sql<SqlBool>`(${sql.join(
    keys.map((key) => sql`${searchExpressions[key]} ilike ${pattern}`),
    sql` or `,
  )})`;
}

/** The whole filter in SQL: search box, every tag, and the createdAt range judged in Kuala Lumpur. */
export function applyFilter(base: Base, filter: MasterFilter): Base {
  let query = base;
  if (filter.search) query = query.where(matches(filter.searchField, filter.search));
  for (const tag of filter.tags) query = query.where(matches(tag.field, tag.value));
  if (filter.createdFrom) {
    query = query.where(
      sql<SqlBool>`${ap('createdAt')} >= (${filter.createdFrom}::date)::timestamp at time zone ${KL}`,
    );
  }
  if (filter.createdTo) {
    query = query.where(
      sql<SqlBool>`${ap('createdAt')} < (${filter.createdTo}::date + 1)::timestamp at time zone ${KL}`,
    );
  }
  return query;
}

const sortExpressions: Record<MasterSortKey, Expression<unknown>> = {
  createdAt: ap('createdAt'),
  customerName: sql`lower(${sql.ref('hirer.name')})`,
  brand: sql`lower(${sql.ref('brand.name')})`,
  model: sql`lower(${sql.ref('product.name')})`,
  condition: ap('condition'),
  engine: ap('engine'),
  chasis: ap('chassis'),
  manufactureYear: ap('manufactureYear'),
  registrationNo: ap('registrationNo'),
  letterOffer: ap('letterOffer'),
  hpNo: ap('hpNo'),
  principleStamp: ap('principleStamp'),
  subsidiaryStamp: ap('subsidiaryStamp'),
  cost: lineCost,
  loanAmount: lineLoan,
  downpayment: ap('downpayment'),
  marginFinance: ap('marginFinance'),
  totalInterest: ap('totalInterest'),
  totalPayable: ap('totalPayable'),
  agent: sql`lower(${sql.ref('agent.name')})`,
  coverNote: ap('coverNote'),
  insuranceStatus: ap('insuranceStatus'),
  insuranceRate: ap('insuranceRate'),
  insurancePremium: ap('insurancePremium'),
  insuranceStartDate: ap('insuranceStartDate'),
  insuranceEndDate: ap('insuranceEndDate'),
  agreementExecution: ap('agreementExecution'),
  dueDate: ap('dueDate'),
  monthlyInstallment: ap('monthlyInstallment'),
  tenure: ap('tenure'),
  interestRate: ap('interestRate'),
  effectiveRate: ap('effectiveRate'),
  disbursementDate: ap('disbursementDate'),
  modeOfRepayment: sql`lower(${sql.ref('mode.name')})`,
  salesman: sql`lower(${ap('salesman')})`,
  rcOri: ap('rcOri'),
  insc: ap('insc'),
  fis: ap('fis'),
  stampIsPaid: ap('stampIsPaid'),
  stampingIsDelivered: ap('stampingIsDelivered'),
  agreementIsDelivered: ap('agreementIsDelivered'),
  agreementIsReceived: ap('agreementIsReceived'),
  disbursementNoticeIsDelivered: ap('disbursementNoticeIsDelivered'),
  boardResolutionIsReceived: ap('boardResolutionIsReceived'),
  regCardIsDelivered: ap('regCardIsDelivered'),
  vehicleIsDischarged: ap('vehicleIsDischarged'),
};

function selectRow(base: Base) {
  return base.select([
    'applicantProduct.id',
    'applicantProduct.applicantId',
    'applicantProduct.hirerId',
    'applicantProduct.createdAt',
    'applicantProduct.updatedAt',
    'hirer.name as customerName',
    'hirer.registrationNo as hirerRegistrationNo',
    'applicantProduct.brandId',
    'brand.name as brand',
    'applicantProduct.productId',
    'product.name as model',
    'applicantProduct.condition',
    'applicantProduct.isNew',
    'applicantProduct.quantity',
    'applicantProduct.engine',
    'applicantProduct.chassis',
    'applicantProduct.manufactureYear',
    'applicantProduct.registrationNo',
    'applicantProduct.letterOffer',
    'applicantProduct.hpNo',
    'applicantProduct.principleStamp',
    'applicantProduct.subsidiaryStamp',
    'applicantProduct.cost as unitCost',
    'applicantProduct.loanAmount as unitLoanAmount',
    lineCost.as('cost'),
    lineLoan.as('loanAmount'),
    'applicantProduct.downpayment',
    'applicantProduct.marginFinance',
    'applicantProduct.totalInterest',
    'applicantProduct.totalPayable',
    'applicantProduct.agentId',
    'agent.name as agent',
    'applicantProduct.coverNote',
    'applicantProduct.insuranceStatus',
    'applicantProduct.insuranceRate',
    'applicantProduct.insurancePremium',
    'applicantProduct.insuranceStartDate',
    'applicantProduct.insuranceEndDate',
    'applicantProduct.agreementExecution',
    'applicantProduct.dueDate',
    'applicantProduct.monthlyInstallment',
    'applicantProduct.finalInstallment',
    'applicantProduct.tenure',
    'applicantProduct.interestRate',
    'applicantProduct.prepayment',
    'applicantProduct.prepaymentAmount',
    'applicantProduct.effectiveRate',
    'applicantProduct.interestMethod',
    'applicantProduct.disbursementDate',
    'applicantProduct.resourceId',
    'mode.name as modeOfRepayment',
    'applicantProduct.salesman',
    'applicantProduct.rcOri',
    'applicantProduct.insc',
    'applicantProduct.fis',
    'applicantProduct.stampIsPaid',
    'applicantProduct.stampingIsDelivered',
    'applicantProduct.agreementIsDelivered',
    'applicantProduct.agreementIsReceived',
    'applicantProduct.disbursementNoticeIsDelivered',
    'applicantProduct.boardResolutionIsReceived',
    'applicantProduct.regCardIsDelivered',
    'applicantProduct.vehicleIsDischarged',
  ]);
}

export type MasterRecordRow = Awaited<ReturnType<ReturnType<typeof selectRow>['executeTakeFirstOrThrow']>>;

function ordered(db: Db, filter: MasterFilter, sortBy: MasterSortKey, sortDir: 'asc' | 'desc') {
  return selectRow(applyFilter(masterRecords(db), filter))
    .orderBy(sql`${sortExpressions[sortBy]} ${sql.raw(sortDir)} nulls last`)
    .orderBy('applicantProduct.id', sortDir);
}

export function listMasterRecords(db: Db, query: MasterListQuery) {
  return ordered(db, query, query.sortBy, query.sortDir)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
}

/** The tiles of the Master List over the whole filter, not the page: count, average interest, cost and loan. */
export function summariseMasterRecords(db: Db, filter: MasterFilter) {
  return applyFilter(masterRecords(db), filter)
    .select([
      sql<number>`count(*)::int`.as('total'),
      sql<string | null>`round(avg(${ap('interestRate')}), 2)::text`.as('averageInterest'),
      sql<string>`coalesce(sum(${lineCost}), 0)::numeric(16,2)::text`.as('totalCost'),
      sql<string>`coalesce(sum(${lineLoan}), 0)::numeric(16,2)::text`.as('totalLoan'),
    ])
    .executeTakeFirstOrThrow();
}

/** One batch of the whole filter for the CSV export, in the grid's order (offset paging over a stable order). */
export function masterRecordBatch(
  db: Db,
  filter: MasterFilter,
  sortBy: MasterSortKey,
  sortDir: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  return ordered(db, filter, sortBy, sortDir).limit(limit).offset(offset).execute();
}

export function findMasterRecord(db: Db, id: number) {
  return selectRow(masterRecords(db)).where('applicantProduct.id', '=', id).executeTakeFirst();
}

/** The stored columns a Master Profile change may write (the wire's `chasis` is the column `chassis`). */
export type MasterColumn =
  | 'engine'
  | 'chassis'
  | 'registrationNo'
  | 'principleStamp'
  | 'subsidiaryStamp'
  | 'coverNote'
  | 'salesman'
  | 'insuranceStatus'
  | 'insuranceStartDate'
  | 'insuranceEndDate'
  | 'disbursementDate'
  | 'agentId'
  | 'resourceId'
  | 'manufactureYear'
  | TriStateFlag;

/** Reads one column of a master record, locking the row for the rest of the transaction. */
export async function lockMasterColumn(db: Db, id: number, column: MasterColumn) {
  const row = await masterRecords(db)
    .select([sql<string | number | null>`${ap(column)}`.as('value')])
    .where('applicantProduct.id', '=', id)
    .forUpdate('applicantProduct')
    .executeTakeFirst();
  return row;
}

export async function writeMasterColumn(
  db: Db,
  id: number,
  column: MasterColumn,
  value: string | number | null,
  updatedBy: number,
) {
  await db
    .updateTable('applicantProduct')
    .set({ [column]: value, updatedBy, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function resourceInCategory(db: Db, id: number, category: string): Promise<boolean> {
  const row = await db
    .selectFrom('resource')
    .select('id')
    .where('id', '=', id)
    .where('category', '=', category)
    .executeTakeFirst();
  return row !== undefined;
}

/** The instalments of a master record (ApplicantProductTransactions of the legacy details call). */
export function listTransactions(db: Db, applicantProductId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select([
      'id',
      'seq',
      'description',
      'chargeAmount',
      'paidAmount',
      'dueDate',
      'paidAt',
      'note',
      'paymentPerformanceStatus',
    ])
    .where('applicantProductId', '=', applicantProductId)
    .orderBy('seq')
    .execute();
}
