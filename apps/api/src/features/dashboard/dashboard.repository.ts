import { type Db, lineLoanSql, liveAgreements } from '@sewabeli/db';
import type { CalendarDate } from '@sewabeli/domain';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The dashboard's SQL aggregates (origination §2 Dashboard) over the approved master records: live agreements
 * (the one definition, `liveAgreements`) with their company, asset type and model. A loan counts in the month it
 * was approved: the application's approval (the last approval or By Pass) judged in Kuala Lumpur, or the line's
 * creation when the application has no approval time; its amount is the line total (per unit x quantity).
 */
const approvedOn = sql<string>`(applicant_product.approved_instant at time zone 'Asia/Kuala_Lumpur')::date`;
/**
 * The month of approval: grouped on its first day (date arithmetic), named 'YYYY-MM' once per group (issue 30:
 * to_char on each of 28,000 lines cost more than the grouping).
 */
const approvedMonthStart = sql<string>`date_trunc('month', ${approvedOn}::timestamp)::date`;
const approvedMonth = sql<string>`to_char(${approvedMonthStart}, 'YYYY-MM')`;
const sumLoan = sql<string>`coalesce(sum(${lineLoanSql}), 0)::numeric(16, 2)::text`;

/** Kuala Lumpur's midnight starting `day`, as an instant. */
const klMidnight = (day: RawBuilder<unknown>) =>
  sql<Date>`(${day}::timestamp at time zone 'Asia/Kuala_Lumpur')`;

/**
 * The approved lines whose approval day is in [from, to], as `applicant_product` with the instant they count
 * from (`approved_instant`). The days are an instant range [from's KL midnight, the next day's after `to`), read
 * as two index ranges, the applications approved in it and the lines of applications without an approval time
 * created in it (issue 15: one OR of the two read every line of the book, 300 to 700 ms a call on the large book
 * under load). The lines alone: company, asset type and model are joined by the calls that show their names,
 * after aggregating (issue 30: joining the three to every line of 24 months, 28,000 lines, was most of a call's
 * 320 ms; every line has all three, NOT NULL foreign keys, so the joins never dropped one).
 */
function approvedBetween(db: Db, from: CalendarDate, to: CalendarDate) {
  const start = klMidnight(sql`${from}::date`);
  const end = klMidnight(sql`(${to}::date + 1)`);
  const lineColumns = [
    'applicantProduct.id',
    'applicantProduct.hpNo',
    'applicantProduct.hirerId',
    'applicantProduct.brandId',
    'applicantProduct.productId',
    'applicantProduct.loanAmount',
    'applicantProduct.quantity',
    'applicantProduct.agreementExecution',
  ] as const;
  const approved = liveAgreements(db)
    .where('applicant.approvedAt', '>=', start)
    .where('applicant.approvedAt', '<', end)
    .select([...lineColumns, 'applicant.approvedAt as approvedInstant']);
  const unapproved = liveAgreements(db)
    .where('applicant.approvedAt', 'is', null)
    .where('applicantProduct.createdAt', '>=', start)
    .where('applicantProduct.createdAt', '<', end)
    .select([...lineColumns, 'applicantProduct.createdAt as approvedInstant']);
  return db.selectFrom(approved.unionAll(unapproved).as('applicantProduct'));
}

/** Total approved loan (and how many lines) in [from, to]. */
export function approvedTotal(db: Db, from: CalendarDate, to: CalendarDate) {
  return approvedBetween(db, from, to)
    .select([sumLoan.as('loanAmount'), sql<number>`count(*)::int`.as('count')])
    .executeTakeFirstOrThrow();
}

/** Approved loan totals per month of approval in [from, to] (months without a loan are absent). */
export function approvedByMonth(db: Db, from: CalendarDate, to: CalendarDate) {
  return approvedBetween(db, from, to)
    .select([approvedMonth.as('month'), sumLoan.as('loanAmount'), sql<number>`count(*)::int`.as('count')])
    .groupBy(approvedMonthStart)
    .orderBy(approvedMonthStart)
    .execute();
}

/** Executed (agreement executed by `asOf`) and unexecuted approved lines per month of approval in [from, asOf]. */
export function executionByMonth(db: Db, from: CalendarDate, asOf: CalendarDate) {
  return approvedBetween(db, from, asOf)
    .select([
      approvedMonth.as('month'),
      sql<number>`count(*) filter (where applicant_product.agreement_execution <= ${asOf}::date)::int`.as(
        'executed',
      ),
      sql<number>`count(*) filter (where applicant_product.agreement_execution is null
        or applicant_product.agreement_execution > ${asOf}::date)::int`.as('unexecuted'),
    ])
    .groupBy(approvedMonthStart)
    .orderBy(approvedMonthStart)
    .execute();
}

/**
 * The approved lines of [from, to] one by one, for the legacy answers' lists (oldest approval first): only what
 * those lists show (a year is some 15,000 lines in a large book), the day of approval as is (the caller names its
 * month).
 */
export function approvedLines(db: Db, from: CalendarDate, to: CalendarDate, asOf: CalendarDate) {
  return approvedBetween(db, from, to)
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      approvedOn.as('approvedOn'),
      sql<string>`${lineLoanSql}::text`.as('loanAmount'),
      sql<boolean>`coalesce(applicant_product.agreement_execution <= ${asOf}::date, false)`.as('executed'),
    ])
    .orderBy(approvedOn)
    .orderBy('applicantProduct.id')
    .execute();
}

/**
 * The `limit` groups (companies, or models of an asset type) with the most approved loan in [from, to], for the
 * caller to join to their names and order ties by them. The lines are summed per group first and only the groups
 * whose sum reaches the `limit`-th largest are kept (issue 30: joining and sorting 10,000 companies for five).
 */
function topBy(db: Db, from: CalendarDate, to: CalendarDate, limit: number, by: 'hirerId' | 'productId') {
  // A model's group is its line's model and asset type, the names it shows; a company's, the company.
  const byModel = by === 'productId';
  const totals = approvedBetween(db, from, to)
    .select([
      sql.ref<number>(`applicantProduct.${by}`).as('groupId'),
      (byModel ? sql<number>`applicant_product.brand_id` : sql<number>`null::int`).as('brandId'),
      sql<string>`sum(${lineLoanSql})`.as('loanSum'),
      sql<number>`count(*)::int`.as('count'),
      sql<number>`sum(applicant_product.quantity)::int`.as('units'),
    ])
    .groupBy(
      byModel ? ['applicantProduct.productId', 'applicantProduct.brandId'] : ['applicantProduct.hirerId'],
    );
  const threshold = sql`coalesce((select t.loan_sum from totals as t order by t.loan_sum desc offset ${limit - 1}
    limit 1), (select min(t.loan_sum) from totals as t))`;
  return db
    .with('totals', () => totals)
    .selectFrom('totals')
    .where(sql<SqlBool>`totals.loan_sum >= ${threshold}`)
    .select([
      'totals.groupId',
      sql<string>`coalesce(totals.loan_sum, 0)::numeric(16, 2)::text`.as('loanAmount'),
      'totals.count',
    ])
    .orderBy('totals.loanSum', 'desc')
    .limit(limit);
}

/** The models with the most approved loan in [from, to]: total, lines and units, ties by name. */
export function topModels(db: Db, from: CalendarDate, to: CalendarDate, limit: number) {
  return topBy(db, from, to, limit, 'productId')
    .innerJoin('product', 'product.id', 'totals.groupId')
    .innerJoin('brand', 'brand.id', 'totals.brandId')
    .select(['product.id as productId', 'product.name as name', 'brand.name as brand', 'totals.units'])
    .orderBy(sql`lower(product.name)`)
    .orderBy('product.id')
    .execute();
}

/** The companies with the most approved loan in [from, to]: total and lines, ties by name. */
export function topClients(db: Db, from: CalendarDate, to: CalendarDate, limit: number) {
  return topBy(db, from, to, limit, 'hirerId')
    .innerJoin('hirer', 'hirer.id', 'totals.groupId')
    .select(['hirer.id as hirerId', 'hirer.name as name'])
    .orderBy(sql`lower(hirer.name)`)
    .orderBy('hirer.id')
    .execute();
}

/** The approved lines of the given models or companies in [from, to], for the legacy rank answers' lists. */
export function linesOf(
  db: Db,
  from: CalendarDate,
  to: CalendarDate,
  by: 'product' | 'hirer',
  ids: readonly number[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return approvedBetween(db, from, to)
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      'applicantProduct.productId',
      'applicantProduct.hirerId',
      'applicantProduct.quantity',
      sql<string>`${lineLoanSql}::text`.as('loanAmount'),
    ])
    .where(by === 'product' ? 'applicantProduct.productId' : 'applicantProduct.hirerId', 'in', ids)
    .orderBy('applicantProduct.id')
    .execute();
}
