import {
  type Db,
  lineCostSql,
  lineLoanSql,
  liveAgreementLines,
  liveAgreements,
  liveLineSql,
} from '@sewabeli/db';
import type {
  MasterFilter,
  MasterListQuery,
  MasterSearchField,
  MasterSortKey,
  TriStateFlag,
} from '@sewabeli/domain';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike, SEARCH_TEXT_SEPARATOR } from '../../lib/list';

const KL = 'Asia/Kuala_Lumpur';
const ap = (column: string) => sql.ref(`applicantProduct.${column}`);
const flagLabel = (column: string) =>
  sql<string>`case ${ap(column)} when 1 then 'Yes' when 0 then 'No' else 'Pending' end`;
/**
 * A name of a referenced row, read without joining: the page and the tiles filter and order the lines alone, and a
 * page's rows read their names so (planning the page as a seven-table join cost 5 ms, running it 0.5 ms).
 */
const nameOf = (table: 'hirer' | 'brand' | 'product' | 'resource', column: string, name = 'name') =>
  sql<
    string | null
  >`(select ${sql.ref(`named.${name}`)} from ${sql.table(table)} as named where named.id = ${ap(column)})`;

/** The master records, each line alone (no join): the application's liveness is an anti-join. */
type Lines = ReturnType<typeof liveAgreementLines>;

/** Lines that are master records on their own row but hidden by their deleted application (few). */
function linesOfDeletedApplications(db: Db): Lines {
  return db
    .selectFrom('applicantProduct')
    .where(liveLineSql('applicant_product'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applicant')
          .select(sql`1`.as('one'))
          .whereRef('applicant.id', '=', 'applicantProduct.applicantId')
          .where('applicant.deletedAt', 'is not', null),
      ),
    );
}

/**
 * Where a filter reads the columns that a line and its row of `master_record_search` (migration 2026_11_27_2115)
 * both hold (search text, the referenced ids, created_at): the line itself for a page, the narrow row for the tiles.
 * A field's own column (engine, salesman, ...) is only the line's.
 */
type LineTable = 'applicantProduct' | 'line';
const col = (at: LineTable, column: string) => sql.ref(`${at}.${column}`);

/**
 * How each search-dropdown field is matched; flags match their label (Yes, No, Pending), tenure its months. A name
 * is a semi-join on its own table (its trigram index), a column of the line its own `ilike`. Every field's text is
 * also in the line's search text (migration 2026_11_27_1551), so that the trigram index on it narrows the lines
 * first.
 */
type FieldMatch =
  | { name: [table: 'hirer' | 'brand' | 'product' | 'resource', column: string] }
  | { own: Expression<unknown> };
const searchFields: Record<Exclude<MasterSearchField, 'all'>, FieldMatch> = {
  customerName: { name: ['hirer', 'hirerId'] },
  assetType: { name: ['brand', 'brandId'] },
  brand: { name: ['brand', 'brandId'] },
  model: { name: ['product', 'productId'] },
  engine: { own: ap('engine') },
  chasis: { own: ap('chassis') },
  manufactureYear: { own: sql`${ap('manufactureYear')}::text` },
  registrationNo: { own: ap('registrationNo') },
  letterOffer: { own: ap('letterOffer') },
  hpNo: { own: ap('hpNo') },
  principleStamp: { own: ap('principleStamp') },
  subsidiaryStamp: { own: ap('subsidiaryStamp') },
  fis: { own: flagLabel('fis') },
  rcOri: { own: flagLabel('rcOri') },
  insc: { own: flagLabel('insc') },
  agent: { name: ['resource', 'agentId'] },
  coverNote: { own: ap('coverNote') },
  tenure: { own: sql`(${ap('tenure')} * 12)::text` },
  modeOfRepayment: { name: ['resource', 'resourceId'] },
  salesman: { own: ap('salesman') },
};
// 'All' does not repeat the brand twice.
const allFields = (Object.keys(searchFields) as Exclude<MasterSearchField, 'all'>[]).filter(
  (key) => key !== 'assetType',
);

/**
 * A field's own match. `narrowed`: the search text's trigram index has already narrowed the lines (every field's
 * text is in it), so the field is checked on those lines only, written so that no index of its own is planned
 * beside (`id + 0`, `text || ''`): with the brand and salesman tags the planner, taking the conditions for
 * independent, ANDed the brand index (8,316 lines) and the salesman trigram index (16,650) with the search text's
 * (1,391) and took twice as long (issue 30).
 */
function fieldMatches(
  key: Exclude<MasterSearchField, 'all'>,
  pattern: string,
  at: LineTable,
  narrowed: boolean,
) {
  const field = searchFields[key];
  if ('name' in field) {
    const [table, column] = field.name;
    const id = narrowed ? sql`(${col(at, column)} + 0)` : col(at, column);
    return sql<SqlBool>`${id} in (select named.id from ${sql.table(table)} as named
      where named.name ilike ${pattern})`;
  }
  return sql<SqlBool>`${narrowed ? sql`(${field.own} || '')` : field.own} ilike ${pattern}`;
}

function matches(field: MasterSearchField, value: string, at: LineTable) {
  const pattern = `%${escapeLike(value)}%`;
  // The search text is lower-case, so LIKE with the pattern lower-cased is its ILIKE without lower-casing each
  // row's text again (which ILIKE does in a UTF-8 database: half the time of the tiles of "lim", issue 15).
  const searchText = sql<SqlBool>`${col(at, 'searchText')} like lower(${pattern})`;
  if (field === 'all') {
    if (!value.includes(SEARCH_TEXT_SEPARATOR)) return searchText;
    return sql<SqlBool>`(${sql.join(
      allFields.map((key) => fieldMatches(key, pattern, at, false)),
      sql` or `,
    )})`;
  }
  return sql<SqlBool>`(${searchText} and ${fieldMatches(field, pattern, at, true)})`;
}

/** The whole filter in SQL: search box, every tag, and the createdAt range judged in Kuala Lumpur. */
function applyFilter<DB, TB extends keyof DB, O>(
  lines: SelectQueryBuilder<DB, TB, O>,
  filter: MasterFilter,
  at: LineTable,
): SelectQueryBuilder<DB, TB, O> {
  let query = lines;
  if (filter.search) query = query.where(matches(filter.searchField, filter.search, at));
  for (const tag of filter.tags) query = query.where(matches(tag.field, tag.value, at));
  if (filter.createdFrom) {
    query = query.where(
      sql<SqlBool>`${col(at, 'createdAt')} >= (${filter.createdFrom}::date)::timestamp at time zone ${KL}`,
    );
  }
  if (filter.createdTo) {
    query = query.where(
      sql<SqlBool>`${col(at, 'createdAt')} < (${filter.createdTo}::date + 1)::timestamp at time zone ${KL}`,
    );
  }
  return query;
}

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

/** A field whose own column of the line is matched (engine, salesman, ...; 'All' falls back to them on a line break). */
const matchesOwnColumn = (field: MasterSearchField, value: string) =>
  field === 'all' ? value.includes(SEARCH_TEXT_SEPARATOR) : 'own' in searchFields[field];

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
