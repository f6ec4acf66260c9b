import { sql } from 'kysely';

/**
 * The arrears of an agreement (packages/domain arrears/arrears-decision.ts `arrearsPosition`, its `arrears`) in
 * SQL: what the instalments due up to `today` still lack, from their stored paid amounts. Issue 42: moved here from
 * apps/api bank-statements/bank-statement.repository.ts, whose matcher compares a credit with it (domain
 * MatchAgreement.arrears: charges due up to today not yet paid, so today's instalment counts, as in
 * `arrearsPosition` the day after). Read beside `applicant_product` and its summary joined as `summary`: only an
 * agreement whose summary holds an unpaid due date up to `today` sums its instalments (most owe none: the large
 * book's 100,000 would otherwise each read theirs). Compared with the domain by arrears-position.property.test.ts.
 */
export const arrearsSql = (today: string) =>
  sql<string>`case when coalesce(width_bucket(${today}::date, ${sql.ref('summary.unpaidDueDates')}), 1) = 0 then 0
    else (select coalesce(sum(t.charge_amount - t.paid_amount), 0) from applicant_product_transaction t
    where t.applicant_product_id = ${sql.ref('applicantProduct.id')} and t.due_date <= ${today}::date) end`;
