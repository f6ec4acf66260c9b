import { type Database, type Db, liveAgreementSql, liveLineSql } from '@sewabeli/db';
import type { CurrentPayment } from '@sewabeli/domain';
import { type ExpressionBuilder, sql } from 'kysely';

/**
 * "A live agreement" (STYLE: one home per seam): a live order line of a live application that carries an HP
 * number (assigned at approval, decisions.md §5). Its SQL is spelled once, in packages/db
 * read-models/live-agreement.ts, which the read models' triggers and the Collection Overview's SQL use too.
 * Companies, vendors, the master records, the dashboard and collections build on these queries.
 */
export const isLiveAgreement = () => liveAgreementSql('applicant_product', 'applicant');

/**
 * Live agreements without their application joined: the same definition, the application's liveness as an
 * anti-join against the few deleted applications (the foreign key guarantees it exists). For lists whose count
 * must stay an index-only merge over the whole book (the collections, issue 15).
 */
export function liveAgreementLines(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .where(liveLineSql('applicant_product'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applicant')
            .select(sql`1`.as('one'))
            .whereRef('applicant.id', '=', 'applicantProduct.applicantId')
            .where('applicant.deletedAt', 'is not', null),
        ),
      ),
    );
}

/** Live agreements with their application joined, to select from or join further. */
export function liveAgreements(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .where(isLiveAgreement);
}

// Line totals: an order line's cost and loan are per unit; the line is quantity units (decisions.md §3).
export const lineCost = sql<string>`(${sql.ref('applicantProduct.cost')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;
export const lineLoan = sql<string>`(${sql.ref('applicantProduct.loanAmount')} * ${sql.ref('applicantProduct.quantity')})::numeric(14,2)`;

/**
 * An agreement's summary (applicant_product_summary, issue 15), joined as `summary` (left: a line without a
 * ledger or instalments has none): paid to date, outstanding balance and the day's overdue months and pending
 * instalment, read from one row instead of the whole ledger. refreshAgreementSummary keeps it in step.
 */
export const summaryPaid = sql<string>`coalesce(${sql.ref('summary.paidAmount')}, 0)`;
export const summaryOutstanding = sql<string>`coalesce(${sql.ref('summary.outstandingBalance')}, ${sql.ref('applicantProduct.totalPayable')})`;
/** Instalments due before `today` and not fully paid: the sorted unpaid due dates up to the day before. */
export const summaryOverdueMonths = (today: string) =>
  sql<number>`coalesce(width_bucket((${today}::date - 1), ${sql.ref('summary.unpaidDueDates')}), 0)`;
/** An instalment due in `today`'s month is not fully paid (Current Payment). */
export const summaryHasPendingPayment = (today: string) =>
  sql<boolean>`coalesce(width_bucket((date_trunc('month', ${today}::date) + interval '1 month - 1 day')::date,
    ${sql.ref('summary.unpaidDueDates')}) > width_bucket((date_trunc('month', ${today}::date) - interval '1 day')::date,
    ${sql.ref('summary.unpaidDueDates')}), false)`;
/**
 * Current Payment (domain `currentPayment`, issue 29): Pending as above; Nothing due while the schedule's first
 * due date is after `today` (or there is no schedule); otherwise Paid, or Written off (issue 41) when nothing is
 * outstanding because a shortfall was written off (only those few settled rows look at the ledger).
 */
export const summaryCurrentPayment = (today: string) =>
  sql<CurrentPayment>`case when ${summaryHasPendingPayment(today)} then 'Pending'
    when coalesce(${sql.ref('summary.firstDueDate')} > ${today}::date, true) then 'Nothing due'
    when ${sql.ref('summary.outstandingBalance')} > 0 then 'Paid'
    when exists (select 1 from applicant_product_payment written_off
      where written_off.applicant_product_id = ${sql.ref('summary.applicantProductId')}
        and written_off.kind = 'write_off') then 'Written off'
    else 'Paid' end`;
