import { addDays, OVERDUE_AGE_BUCKETS, overdueAgeBucket, paymentPerformanceStatus } from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { valuesOf } from './book.test-support';
import { overdueAgeBucketDays, overdueAgeBucketSql, paymentPerformanceSql } from './collection-rules';

/** Issue 30/42: the collection rules in SQL (collection-rules.ts) against the domain's. */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'none' });
});
afterAll(() => handle?.close());

describe('the overdue age buckets', () => {
  const bucketsOf = async (days: number[]) => {
    const { rows } = await sql<{ bucket: string }>`
      select ${overdueAgeBucketSql(sql`d.days`)} as bucket
      from unnest(${days}::int[]) with ordinality as d (days, n) order by d.n`.execute(handle.db);
    return rows.map((row) => row.bucket);
  };

  it('overdueAgeBucketSql is the domain overdueAgeBucket: every day to 400, then random ones', async () => {
    const everyDay = Array.from({ length: 401 }, (_, day) => day);
    expect(await bucketsOf(everyDay)).toEqual(everyDay.map(overdueAgeBucket));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 40 }),
        async (days) => {
          expect(await bucketsOf(days)).toEqual(days.map(overdueAgeBucket));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('overdueAgeBucketDays holds exactly the days the domain puts in the bucket', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(...OVERDUE_AGE_BUCKETS),
        (day, bucket) => {
          const { minDays, maxDays } = overdueAgeBucketDays(bucket);
          const inRange = day >= minDays && (maxDays === undefined || day <= maxDays);
          expect(inRange).toBe(overdueAgeBucket(day) === bucket);
        },
      ),
    );
    for (const bucket of OVERDUE_AGE_BUCKETS) {
      const { minDays, maxDays } = overdueAgeBucketDays(bucket);
      expect(overdueAgeBucket(minDays)).toBe(bucket);
      if (maxDays !== undefined) expect(overdueAgeBucket(maxDays + 1)).not.toBe(bucket);
    }
  });
});

describe('the 7-day performance', () => {
  it('paymentPerformanceSql is the domain paymentPerformanceStatus (null while not due and not paid)', async () => {
    const instalment = fc.record({
      due: fc.integer({ min: -60, max: 60 }),
      charge: fc.integer({ min: 1, max: 10_000 }),
      paidShare: fc.constantFrom(0, 0.5, 1, 1.2),
      paidOn: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(instalment, { minLength: 1, maxLength: 20 }), async (drawn) => {
        const rows = drawn.map((row, n) => ({
          n,
          due: addDays(today, row.due),
          charge: row.charge,
          paid: Math.round(row.charge * row.paidShare),
          paidOn: row.paidShare === 0 || row.paidOn === null ? null : addDays(today, row.paidOn),
        }));
        const { rows: found } = await sql<{ performance: string | null }>`
          select ${paymentPerformanceSql({
            due: sql`i.due`,
            paid: sql`i.paid`,
            charge: sql`i.charge`,
            paidOn: sql`i.paid_on`,
            today: sql`${today}::date`,
          })} as performance
          from (values ${valuesOf(
            rows.map((row) => [row.n, row.due, row.charge, row.paid, row.paidOn]),
            ['int', 'date', 'int', 'int', 'date'],
          )}) as i (n, due, charge, paid, paid_on)
          order by i.n`.execute(handle.db);
        expect(found.map((row) => row.performance)).toEqual(
          rows.map((row) =>
            row.due > today && row.paid < row.charge
              ? null
              : paymentPerformanceStatus(
                  { dueDate: row.due, chargeAmount: row.charge, paidAmount: row.paid, paidAt: row.paidOn },
                  today,
                ),
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
