import { type Db, lineCostSql, lineLoanSql, liveAgreementLines, liveAgreements } from '@sewabeli/db';
import type { MasterFilter, MasterListQuery, MasterSortKey, TriStateFlag } from '@sewabeli/domain';
import { type Expression, sql } from 'kysely';
import {
  ap,
  applyFilter,
  col,
  linesOfDeletedApplications,
  matchesOwnColumn,
  nameOf,
} from './master-record-filter.repository';

const sortExpressions: Record<MasterSortKey, Expression<unknown>> = {
  createdAt: ap('createdAt'),
  customerName: sql`lower(${nameOf('hirer', 'hirerId')})`,
  brand: sql`lower(${nameOf('brand', 'brandId')})`,
  model: sql`lower(${nameOf('product', 'productId')})`,
  condition: ap('condition'),
  engine: ap('engine'),
  chasis: ap('chassis'),
  manufactureYear: ap('manufactureYear'),
  registrationNo: ap('registrationNo'),
  letterOffer: ap('letterOffer'),
  hpNo: ap('hpNo'),
  principleStamp: ap('principleStamp'),
  subsidiaryStamp: ap('subsidiaryStamp'),
  cost: lineCostSql,
  loanAmount: lineLoanSql,
  downpayment: ap('downpayment'),
  marginFinance: ap('marginFinance'),
  totalInterest: ap('totalInterest'),
  totalPayable: ap('totalPayable'),
  agent: sql`lower(${nameOf('resource', 'agentId')})`,
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
  modeOfRepayment: sql`lower(${nameOf('resource', 'resourceId')})`,
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
/**
 * Never null, so 'nulls last' changes nothing and is left out: the newest-first and loan orders are then the
 * order of their indexes (a descending index keeps nulls first), in both directions.
 */
const NEVER_NULL: ReadonlySet<MasterSortKey> = new Set(['createdAt', 'cost', 'loanAmount']);

/** A master record's row with its names, on live agreements (the application joined for its liveness alone). */
function selectRow(base: ReturnType<typeof liveAgreements>) {
  return base.select([
    'applicantProduct.id',
    'applicantProduct.applicantId',
    'applicantProduct.hirerId',
    'applicantProduct.createdAt',
    'applicantProduct.updatedAt',
    nameOf('hirer', 'hirerId').$notNull().as('customerName'),
    nameOf('hirer', 'hirerId', 'registrationNo').$notNull().as('hirerRegistrationNo'),
    'applicantProduct.brandId',
    nameOf('brand', 'brandId').$notNull().as('brand'),
    'applicantProduct.productId',
    nameOf('product', 'productId').$notNull().as('model'),
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
    lineCostSql.as('cost'),
    lineLoanSql.as('loanAmount'),
    'applicantProduct.downpayment',
    'applicantProduct.marginFinance',
    'applicantProduct.totalInterest',
    'applicantProduct.totalPayable',
    'applicantProduct.agentId',
    nameOf('resource', 'agentId').as('agent'),
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
    'applicantProduct.lateChargeRate',
    'applicantProduct.disbursementDate',
    'applicantProduct.resourceId',
    nameOf('resource', 'resourceId').$notNull().as('modeOfRepayment'),
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

function orderOf(sortBy: MasterSortKey, sortDir: 'asc' | 'desc') {
  const direction = NEVER_NULL.has(sortBy) ? sql.raw(sortDir) : sql.raw(`${sortDir} nulls last`);
  return [sql`${sortExpressions[sortBy]} ${direction}`, sql`${ap('id')} ${sql.raw(sortDir)}`] as const;
}

/**
 * One window of the filter in the grid's order (a page, or a batch of the CSV export): the window's lines are found
 * on the lines alone (an index range in the newest-first and loan orders), and only those are joined to their
 * names (issue 15: joining and sorting every record first cost 700 ms a page).
 */
export function masterRecordBatch(
  db: Db,
  filter: MasterFilter,
  sortBy: MasterSortKey,
  sortDir: 'asc' | 'desc',
  offset: number,
  limit: number,
) {
  const [sortKey, tieBreaker] = orderOf(sortBy, sortDir);
  const page = applyFilter(liveAgreementLines(db), filter, 'applicantProduct')
    .select('applicantProduct.id as pageId')
    .orderBy(sortKey)
    .orderBy(tieBreaker)
    .limit(limit)
    .offset(offset);
  return selectRow(liveAgreements(db))
    .innerJoin(page.as('page'), 'page.pageId', 'applicantProduct.id')
    .orderBy(sortKey)
    .orderBy(tieBreaker)
    .execute();
}

export function listMasterRecords(db: Db, query: MasterListQuery) {
  return masterRecordBatch(
    db,
    query,
    query.sortBy,
    query.sortDir,
    (query.page - 1) * query.pageSize,
    query.pageSize,
  );
}

const lineCount = sql<number>`count(*)`;

/**
 * The master records' rows of master_record_search (migrations 2026_11_27_2115 and 2140): per line the search text,
 * the referenced ids, created_at and the tiles' columns as integers, a third of the line's width.
 */
function searchRows(db: Db) {
  return db
    .selectFrom('masterRecordSearch as line')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applicant')
            .select(sql`1`.as('one'))
            .whereRef('applicant.id', '=', 'line.applicantId')
            .where('applicant.deletedAt', 'is not', null),
        ),
      ),
    );
}

/**
 * The tiles of the Master List over the whole filter, not the page: count, average interest, cost and loan.
 * Without a search or tag they are the year's (or the book's) daily totals, less the lines of deleted applications.
 * A search or tag on the search text, names and the year is summed over master_record_search; one that matches a
 * line's own column over the lines, where that column's trigram index and the search text's narrow them together
 * (checking the line of each match found in master_record_search cost more).
 */
export async function summariseMasterRecords(db: Db, filter: MasterFilter) {
  let totals: Expression<unknown>;
  if (!filter.search && filter.tags.length === 0) {
    let days = db
      .selectFrom('masterRecordDailyTotals')
      .select([
        sql<number>`coalesce(sum(records), 0)`.as('records'),
        sql<string>`coalesce(sum(interest_rate_sum), 0)`.as('interestRate'),
        sql<string>`coalesce(sum(cost_sum), 0)`.as('cost'),
        sql<string>`coalesce(sum(loan_sum), 0)`.as('loan'),
      ]);
    if (filter.createdFrom) days = days.where('day', '>=', filter.createdFrom);
    if (filter.createdTo) days = days.where('day', '<=', filter.createdTo);
    const hidden = applyFilter(linesOfDeletedApplications(db), filter, 'applicantProduct').select([
      lineCount.as('records'),
      sql<string>`coalesce(sum(${ap('interestRate')}), 0)`.as('interestRate'),
      sql<string>`coalesce(sum(${lineCostSql}), 0)`.as('cost'),
      sql<string>`coalesce(sum(${lineLoanSql}), 0)`.as('loan'),
    ]);
    totals = sql`(select d.records - h.records as records, d.interest_rate - h.interest_rate as interest_rate,
      d.cost - h.cost as cost, d.loan - h.loan as loan from (${days}) as d cross join (${hidden}) as h)`;
  } else if (
    (filter.search && matchesOwnColumn(filter.searchField, filter.search)) ||
    filter.tags.some((tag) => matchesOwnColumn(tag.field, tag.value))
  ) {
    totals = applyFilter(liveAgreementLines(db), filter, 'applicantProduct').select([
      lineCount.as('records'),
      sql<string>`sum(${ap('interestRate')})`.as('interestRate'),
      sql<string>`sum(${lineCostSql})`.as('cost'),
      sql<string>`sum(${lineLoanSql})`.as('loan'),
    ]);
  } else {
    // The integer sums as the numerics the lines' own sums are: the same value and scale, so the same rounding.
    totals = applyFilter(searchRows(db), filter, 'line').select([
      lineCount.as('records'),
      sql<string>`(sum(${col('line', 'interestRateE4')})::numeric / 10000)::numeric(30,4)`.as('interestRate'),
      sql<string>`(sum(${col('line', 'costSen')})::numeric / 100)::numeric(30,2)`.as('cost'),
      sql<string>`(sum(${col('line', 'loanSen')})::numeric / 100)::numeric(30,2)`.as('loan'),
    ]);
  }
  // round(avg(rate), 2) is round(sum / count, 2): avg(numeric) divides the exact sum by the count the same way.
  const row = await sql<{
    total: number;
    averageInterest: string | null;
    totalCost: string;
    totalLoan: string;
  }>`select t.records::int as total,
      round(t.interest_rate / nullif(t.records, 0), 2)::text as "averageInterest",
      coalesce(t.cost, 0)::numeric(16,2)::text as "totalCost",
      coalesce(t.loan, 0)::numeric(16,2)::text as "totalLoan"
    from ${totals} as t`.execute(db);
  return row.rows[0]!;
}

export function findMasterRecord(db: Db, id: number) {
  return selectRow(liveAgreements(db)).where('applicantProduct.id', '=', id).executeTakeFirst();
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
  | 'lateChargeRate'
  | TriStateFlag;

/** Reads one column of a master record, locking the row for the rest of the transaction. */
export async function lockMasterColumn(db: Db, id: number, column: MasterColumn) {
  const row = await liveAgreements(db)
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
