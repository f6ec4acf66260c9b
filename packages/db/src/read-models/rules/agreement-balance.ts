import { sql } from 'kysely';

/**
 * packages/domain collections/agreement-balance.ts in SQL (issue 42: moved here from apps/api
 * agreements/agreement.queries.ts), read from an agreement's summary (applicant_product_summary, summary.ts) joined
 * as `summary` (left: a line without a ledger or instalments has none) beside its `applicant_product`: paid to
 * date, the outstanding balance, the day's overdue months and Current Payment, from one row instead of the whole
 * ledger. Compared with the domain on random books by agreement-balance.property.test.ts.
 */

/** Paid to date (domain `agreementBalance(...).cash`): the summary's cash sum, 0 without one. */
export const paidToDateSql = sql<string>`coalesce(${sql.ref('summary.paidAmount')}, 0)`;

/** Domain `agreementBalance(...).outstanding`: the summary's, or the total payable while nothing was written. */
export const outstandingBalanceSql = sql<string>`coalesce(${sql.ref('summary.outstandingBalance')}, ${sql.ref('applicantProduct.totalPayable')})`;

/** Domain `overdueMonths`: instalments due before `today` and not fully paid (the sorted unpaid due dates). */
export const overdueMonthsSql = (today: string) =>
  sql<number>`coalesce(width_bucket((${today}::date - 1), ${sql.ref('summary.unpaidDueDates')}), 0)`;

/** Domain `isCurrentPaymentPending`: an instalment due in `today`'s month is not fully paid. */
export const isCurrentPaymentPendingSql = (today: string) =>
  sql<boolean>`coalesce(width_bucket((date_trunc('month', ${today}::date) + interval '1 month - 1 day')::date,
    ${sql.ref('summary.unpaidDueDates')}) > width_bucket((date_trunc('month', ${today}::date) - interval '1 day')::date,
    ${sql.ref('summary.unpaidDueDates')}), false)`;

/** What the Current Payment column shows (domain CURRENT_PAYMENTS; the db package imports nothing of ours). */
type CurrentPayment = 'Pending' | 'Nothing due' | 'Paid' | 'Written off';

/**
 * Domain `currentPayment` (issue 29): Pending as above; Nothing due while the schedule's first due date is after
 * `today` (or there is no schedule); otherwise Paid, or Written off (issue 41) when nothing is outstanding because
 * a shortfall was written off (only those few settled rows look at the ledger).
 */
export const currentPaymentSql = (today: string) =>
  sql<CurrentPayment>`case when ${isCurrentPaymentPendingSql(today)} then 'Pending'
    when coalesce(${sql.ref('summary.firstDueDate')} > ${today}::date, true) then 'Nothing due'
    when ${sql.ref('summary.outstandingBalance')} > 0 then 'Paid'
    when exists (select 1 from applicant_product_payment written_off
      where written_off.applicant_product_id = ${sql.ref('summary.applicantProductId')}
        and written_off.kind = 'write_off') then 'Written off'
    else 'Paid' end`;
