import { type RawBuilder, sql } from 'kysely';

/**
 * The collection rules of packages/domain that SQL needs, spelled once here (issue 30) and checked against the
 * domain on random books by apps/api collections/read-models.property.test.ts.
 */

/**
 * Collections §9 / decisions §6 (domain overdueAgeBucket): the overdue age bucket of `days` past due, each
 * bucket's upper bound inclusive.
 */
export function overdueAgeBucketSql(days: RawBuilder<number>): RawBuilder<string> {
  return sql<string>`case
    when ${days} <= 30 then '0-30'
    when ${days} <= 60 then '31-60'
    when ${days} <= 90 then '61-90'
    when ${days} <= 120 then '91-120'
    when ${days} <= 150 then '121-150'
    else '150+' end`;
}

/**
 * Decisions §6 (domain paymentPerformanceStatus, TIMELINESS_BAND_DAYS = 7): Bad when the instalment was fully
 * paid more than 7 days after its due date, or is still not fully paid more than 7 days past due on `today`;
 * otherwise Good; null while it is not yet due and not fully paid (as the ledger writer stores it).
 */
export function paymentPerformanceSql(instalment: {
  due: RawBuilder<string>;
  paid: RawBuilder<number>;
  charge: RawBuilder<number>;
  paidOn: RawBuilder<string | null>;
  today: RawBuilder<string>;
}): RawBuilder<'Good' | 'Bad' | null> {
  const { due, paid, charge, paidOn, today } = instalment;
  return sql<'Good' | 'Bad' | null>`case
    when ${due} > ${today} and ${paid} < ${charge} then null
    when (case when ${paid} >= ${charge} then ${paidOn} else ${today} end) - ${due} > 7 then 'Bad'
    else 'Good' end`;
}
