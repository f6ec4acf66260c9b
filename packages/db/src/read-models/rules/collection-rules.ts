import { type RawBuilder, sql } from 'kysely';

/**
 * The collection rules of packages/domain that SQL needs, spelled once here (issue 30) and checked against the
 * domain on random books by collection-rules.property.test.ts.
 */

/** The overdue age buckets (domain OVERDUE_AGE_BUCKETS) and each one's days past due, upper bound inclusive. */
const AGE_BUCKETS = [
  { bucket: '0-30', minDays: 0, maxDays: 30 },
  { bucket: '31-60', minDays: 31, maxDays: 60 },
  { bucket: '61-90', minDays: 61, maxDays: 90 },
  { bucket: '91-120', minDays: 91, maxDays: 120 },
  { bucket: '121-150', minDays: 121, maxDays: 150 },
  { bucket: '150+', minDays: 151 },
] as const;

type AgeBucket = (typeof AGE_BUCKETS)[number]['bucket'];

/**
 * Collections §9 / decisions §6 (domain overdueAgeBucket): the overdue age bucket of `days` past due, each
 * bucket's upper bound inclusive.
 */
export function overdueAgeBucketSql(days: RawBuilder<number>): RawBuilder<string> {
  const bounded = AGE_BUCKETS.flatMap((row) =>
    'maxDays' in row ? [sql`when ${days} <= ${sql.lit(row.maxDays)} then ${sql.lit(row.bucket)}`] : [],
  );
  return sql<string>`case ${sql.join(bounded, sql` `)} else ${sql.lit(AGE_BUCKETS[5].bucket)} end`;
}

/**
 * The days past due a bucket holds (issue 42: the Collection Overview's detail filter, once a third spelling in
 * apps/api overview.service.ts): from `minDays` to `maxDays` inclusive, no upper bound for the last.
 */
export function overdueAgeBucketDays(bucket: AgeBucket): { minDays: number; maxDays?: number } {
  const row = AGE_BUCKETS.find((candidate) => candidate.bucket === bucket);
  if (row === undefined) throw new RangeError(`Not an overdue age bucket: ${bucket}`);
  return 'maxDays' in row ? { minDays: row.minDays, maxDays: row.maxDays } : { minDays: row.minDays };
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
