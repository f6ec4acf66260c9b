import {
  type ArrearsActionColumn,
  COLLECTION_PENDING_SQL,
  currentPaymentSql,
  type Db,
  isCurrentPaymentPendingSql,
  overdueMonthsSql,
  paidToDateSql,
} from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import {
  canMatch,
  escapeLike,
  type ListColumn,
  type ListColumns,
  type ListOptions,
  listPage,
  mainRowsOf,
  SEARCH_TEXT_SEPARATOR,
} from '../../lib/list';
import { executeNamed } from '../../lib/prepared';
import {
  collectionFigures,
  collectionRows,
  deletedApplicationsHoldCollections,
  listedCollections,
} from './collection.repository';

/** The collection list (collections §2.1; issue 42: apart from the single collection's reads and writes). */
export type CollectionStatus = 'pending' | 'settled' | 'all';

/**
 * A name searched in its own (trigram-indexed) table: the matching ids as an array, so that the line's id
 * index answers (a BitmapOr with the other searched columns) instead of a join or a test on every row.
 */
const nameMatch = (table: 'hirer' | 'brand' | 'product', idColumn: string) => (pattern: string) =>
  sql<SqlBool>`${sql.ref(`collections.${idColumn}`)} = any(array(select ${sql.ref(`${table}.id`)} from ${sql.table(table)} where ${sql.ref(`${table}.name`)} ilike ${pattern}))`;

const overdueMonthsColumn: ListColumn = { ref: 'collections.overdueMonths', search: 'number', sort: true };

const collectionColumns: ListColumns = {
  hirerName: {
    ref: 'collections.hirerName',
    search: 'text',
    sort: true,
    match: nameMatch('hirer', 'hirerId'),
  },
  brandName: {
    ref: 'collections.brandName',
    search: 'text',
    sort: true,
    match: nameMatch('brand', 'brandId'),
  },
  productName: {
    ref: 'collections.productName',
    search: 'text',
    sort: true,
    match: nameMatch('product', 'productId'),
  },
  hpNo: { ref: 'collections.hpNo', search: 'text', sort: true },
  paidAmount: { ref: 'collections.paidAmount', search: 'number', sort: true },
  loanAmount: { ref: 'collections.loanAmount', search: 'number', sort: true },
  totalPayable: { ref: 'collections.totalPayable', search: 'number', sort: true },
  tenure: { ref: 'collections.tenure', search: 'number', sort: true },
  hasPendingPayment: { ref: 'collections.hasPendingPayment', sort: true },
  currentPayment: { ref: 'collections.currentPayment', sort: true },
  overdueMonths: overdueMonthsColumn,
};

const NAME_SORTS = new Set(['hirerName', 'brandName', 'productName']);

/** Sorts on the summary's figures alone. */
const SUMMARY_SORTS = new Set(['paidAmount', 'hasPendingPayment', 'currentPayment', 'overdueMonths']);

/**
 * The collections' ids and summary figures, driven by the summaries (every collection has one; the foreign key
 * gives each summary its line): the lines that are not live collections (the negation of `liveCollections`,
 * with its partial index) and, with `deletedApplications`, the lines of deleted applications, both few, are
 * anti-joined, so that a page in id order or sorted on a figure, and its count, read the summaries alone instead
 * of joining every line to its summary (issue 15).
 */
function collectionSummaries(db: Db, today: string, deletedApplications = true) {
  const summaries = db
    .selectFrom('applicantProductSummary as summary')
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applicantProduct as line')
            .select(sql`1`.as('one'))
            .whereRef('line.id', '=', 'summary.applicantProductId')
            .where(
              sql<SqlBool>`(line.deleted_at is not null or line.hp_no is null or line.agreement_execution is null)`,
            ),
        ),
      ),
    )
    .select([
      'summary.applicantProductId as id',
      sql<string>`${paidToDateSql}::numeric(14, 2)`.as('paidAmount'),
      isCurrentPaymentPendingSql(today).as('hasPendingPayment'),
      currentPaymentSql(today).as('currentPayment'),
      overdueMonthsSql(today).as('overdueMonths'),
      'summary.outstandingBalance as storedOutstanding',
      'summary.searchText',
      'summary.overdueBound',
    ]);
  if (!deletedApplications) return summaries;
  return summaries.where((eb) =>
    eb.not(
      eb.exists(
        eb
          .selectFrom('applicantProduct as line')
          .innerJoin('applicant', 'applicant.id', 'line.applicantId')
          .select(sql`1`.as('one'))
          .whereRef('line.id', '=', 'summary.applicantProductId')
          .where('applicant.deletedAt', 'is not', null),
      ),
    ),
  );
}

/** Of the collections in `status` (a sub-select named `collections` with the stored outstanding balance). */
const inStatus = (status: CollectionStatus) =>
  status === 'pending'
    ? sql<SqlBool>`collections.stored_outstanding > 0`
    : status === 'settled'
      ? sql<SqlBool>`collections.stored_outstanding <= 0`
      : sql<SqlBool>`true`;

/**
 * The 'All' search on the stored search text (migration 2026_11_27_2120: every column the search covers but
 * overdue months) and on the payments' references, with overdue months, which depend on the day, matched beside it when the term can be a number.
 */
function allColumnsMatch(term: string) {
  const pattern = `%${escapeLike(term)}%`;
  // The text is lower-cased already: 'like' on the lower-cased term is what 'ilike' does in a multibyte encoding
  // without lower-casing every candidate row again (half the time of 12,416 rows at full size).
  // Issue 26: a payment's bank, cheque or transaction reference finds its collection (trigram-indexed).
  const text = sql<SqlBool>`(collections.search_text like lower(${pattern})
    or collections.id = any(array(select p.applicant_product_id from applicant_product_payment p
      where lower(p.reference) like lower(${pattern}) and p.reference is not null)))`;
  return canMatch(overdueMonthsColumn, term)
    ? sql<SqlBool>`(${text} or collections.overdue_months::text ilike ${pattern})`
    : text;
}

/** How many of the first candidates by overdue bound are read to find the page's least overdue months. */
const OVERDUE_PROBE = 200;

/**
 * The least overdue months a row of the page sorted by overdue months descending can have: the `reach`-th
 * greatest overdue months among the first collections by `overdue_bound` (any `reach` collections have at least
 * that many at the `reach`-th place), 0 when there are fewer.
 */
async function leastOverdueOnPage(db: Db, status: CollectionStatus, reach: number, today: string) {
  const first = db
    .selectFrom(collectionSummaries(db, today).as('collections'))
    .select('collections.overdueMonths')
    .where(inStatus(status))
    .where('collections.overdueBound', 'is not', null)
    .orderBy('collections.overdueBound', 'desc')
    .limit(reach + OVERDUE_PROBE);
  const row = await db
    .selectFrom(first.as('first'))
    .select('first.overdueMonths')
    .orderBy('first.overdueMonths', 'desc')
    .offset(reach - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.overdueMonths ?? 0;
}

/**
 * A page of the collection list. The page is chosen on the ids alone (the figures and names that no sort,
 * search or status asks for are not joined: PostgreSQL drops the unused left join of the summary), then the
 * page's rows are read with their figures and names by id: a deep page by HP No skips its offset over the HP No
 * index only, and the count reads only the indexes of the book (issue 15). Searches on a name match the name's
 * own table (`match` above); the 'All' search matches the summary's search text. Sorted by overdue months
 * descending, the page is chosen among the collections whose overdue bound reaches the page's least overdue
 * months (`leastOverdueOnPage`): every row of the page is among them, so the page is the same, and it is counted
 * on all.
 */
/**
 * Issue 32: a collection is at a ladder step when its latest arrears proposal is of that step (whatever was decided
 * on it; issue 41: a withdrawn proposal, no longer owed, puts it at no step).
 */
function atLadderStep(step: ArrearsActionColumn): Expression<SqlBool> {
  return sql<SqlBool>`collections.id in (
    select p.applicant_product_id from arrears_proposal p
     where p.action = ${step} and p.status <> 'withdrawn'
       and not exists (select 1 from arrears_proposal later
                        where later.applicant_product_id = p.applicant_product_id and later.id > p.id
                          and later.status <> 'withdrawn'))`;
}

export async function listCollections(
  db: Db,
  status: CollectionStatus,
  query: ListQuery,
  today: string,
  ladderStep: ArrearsActionColumn | null = null,
) {
  const deletedApplications = await deletedApplicationsHoldCollections(db);
  const onText =
    query.search !== undefined &&
    query.searchField === 'all' &&
    !query.search.includes(SEARCH_TEXT_SEPARATOR);
  const withNames = query.sortBy !== undefined && NAME_SORTS.has(query.sortBy);
  const onSummaries =
    (!query.search || onText) && (query.sortBy === undefined || SUMMARY_SORTS.has(query.sortBy));
  const rows = onSummaries
    ? collectionSummaries(db, today, deletedApplications)
    : withNames
      ? collectionRows(db, today, deletedApplications)
      : collectionFigures(db, today, deletedApplications);
  // On the stored balance, so that the summary's partial indexes serve the count.
  let base = db.selectFrom(rows.as('collections')).select('collections.id').where(inStatus(status));
  if (onText && query.search) base = base.where(allColumnsMatch(query.search));
  if (ladderStep) base = base.where(atLadderStep(ladderStep));
  const options: ListOptions = {};
  if (!query.search && !ladderStep) {
    // Counted on the lines' index (all) or the summaries (pending, settled), never on a candidate set.
    // No deleted application hides a collection: the trigger-kept number of the collections is the count.
    if (status === 'all' && !deletedApplications) {
      options.total = sql<number>`coalesce((select lines from collection_total), 0)`;
    }
    // The pending ones, kept the same way (issue 30: counting 59,000 summaries was most of the page's time).
    if (status === 'pending' && !deletedApplications)
      options.total = sql<number>`${sql.raw(COLLECTION_PENDING_SQL)}`;
    options.mainRows =
      status === 'all'
        ? mainRowsOf(listedCollections(db, deletedApplications).select('applicantProduct.id'), [])
        : mainRowsOf(
            db
              .selectFrom(collectionSummaries(db, today, deletedApplications).as('collections'))
              .select('collections.id')
              .where(inStatus(status)),
            [],
          );
    if (query.sortBy === 'overdueMonths' && query.sortDir === 'desc') {
      const least = await leastOverdueOnPage(db, status, query.page * query.pageSize, today);
      if (least > 0) {
        base = base.where(
          sql<SqlBool>`collections.overdue_bound >= ${least}::int
            - (extract(year from ${today}::date - 1)::int * 12 + extract(month from ${today}::date - 1)::int)`,
        );
      }
    }
  }
  const page = onText
    ? // A term matches from none to every collection: planned for its own pattern, not the generic plan of the
      // named statement, which guesses 0.5 % of the rows and then sorts every match of a common term for the page
      // (full size, 'PC200', 12,416 matches: 34 ms against 12 ms).
      await db.transaction().execute(async (trx) => {
        await sql`set local plan_cache_mode = force_custom_plan`.execute(trx);
        return listPage(trx, base, { ...query, search: '' }, collectionColumns, 'collections.id', options);
      })
    : await listPage(db, base, query, collectionColumns, 'collections.id', options);
  const ids = page.rows.map((row) => row.id);
  const found =
    ids.length === 0
      ? []
      : await executeNamed(db, collectionRows(db, today).where('applicantProduct.id', 'in', ids));
  const rowOf = new Map(found.map((row) => [row.id, row]));
  return { ...page, rows: ids.flatMap((id) => rowOf.get(id) ?? []) };
}

/** Every collection, for the legacy whole-list call, or one page of them (in id order). */
export function allCollections(db: Db, today: string, window?: { page: number; pageSize: number }) {
  const ordered = collectionRows(db, today)
    .select([
      'hirer.registrationNo',
      'applicantProduct.monthlyInstallment',
      'applicantProduct.interestRate',
      'applicantProduct.prepayment',
    ])
    .orderBy('applicantProduct.id');
  return (
    window ? ordered.limit(window.pageSize).offset((window.page - 1) * window.pageSize) : ordered
  ).execute();
}
