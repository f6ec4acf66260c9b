import {
  addDays,
  agreementBalance,
  currentPayment,
  isCurrentPaymentPending,
  type LedgerKind,
  overdueMonths,
  ringgitToSen,
} from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import {
  currentPaymentSql,
  isCurrentPaymentPendingSql,
  outstandingBalanceSql,
  overdueMonthsSql,
  paidToDateSql,
} from './agreement-balance';
import { insertEntries, insertLine, randomBook, storeAllocation, writeBook } from './book.test-support';

/**
 * Issue 30/42: packages/domain collections/agreement-balance.ts against its SQL (agreement-balance.ts), read from
 * the agreement summary the ledger writer refreshes, on random books.
 */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

/** The line with its summary joined as the API's lists join it. */
const withSummary = (db: Db, line: number) =>
  db
    .selectFrom('applicantProduct')
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .where('applicantProduct.id', '=', line);

describe('the agreement balance in SQL', () => {
  it('overdue months, a pending Current Payment and Current Payment, on any day', async () => {
    await fc.assert(
      fc.asyncProperty(randomBook, async (drawn) => {
        const db = handle.db;
        const { line, asOf, current } = await writeBook(db, drawn, today);
        const found = await withSummary(db, line.id)
          .select([
            overdueMonthsSql(asOf).as('months'),
            isCurrentPaymentPendingSql(asOf).as('pending'),
            currentPaymentSql(asOf).as('current'),
          ])
          .executeTakeFirstOrThrow();
        expect(found).toEqual({
          months: overdueMonths(current, asOf),
          pending: isCurrentPaymentPending(current, asOf),
          current: currentPayment(current, asOf),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('paid to date and the outstanding balance with disposals, write-offs and charges (issue 32)', async () => {
    const entry = fc.record({
      kind: fc.constantFrom<LedgerKind>('payment', 'settlement', 'rebate', 'disposal', 'write_off'),
      amount: fc.integer({ min: 1, max: 80_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          months: fc.integer({ min: 1, max: 6 }),
          monthly: fc.integer({ min: 1, max: 50_000 }),
          entries: fc.array(entry, { maxLength: 6 }),
          charges: fc.array(fc.integer({ min: 1, max: 30_000 }), { maxLength: 2 }),
        }),
        async (drawn) => {
          const db = handle.db;
          const line = await insertLine(db, {
            execution: addDays(today, -200),
            months: drawn.months,
            monthly: drawn.monthly,
          });
          await insertEntries(
            db,
            line.id,
            drawn.entries.map((row) => ({ ...row, paidAt: today })),
          );
          // The charge writer's part (apps/api ledger.repository insertCharge): the summary keeps the charges' sum.
          const charges = drawn.charges.reduce((sum, amount) => sum + amount, 0);
          await sql`update applicant_product_summary set charges = charges + ${charges} / 100.0
            where applicant_product_id = ${line.id}`.execute(db);
          const current = await storeAllocation(db, line.id);
          const found = await withSummary(db, line.id)
            .select([
              sql<string>`${paidToDateSql}`.as('paid'),
              sql<string>`${outstandingBalanceSql}`.as('outstanding'),
              currentPaymentSql(today).as('current'),
            ])
            .executeTakeFirstOrThrow();
          const balance = agreementBalance(
            line.totalPayable,
            drawn.entries,
            drawn.charges.map((amount) => ({ amount })),
          );
          const writtenOff =
            balance.outstanding <= 0 && drawn.entries.some((row) => row.kind === 'write_off');
          expect({
            paid: ringgitToSen(found.paid),
            outstanding: ringgitToSen(found.outstanding),
            current: found.current,
          }).toEqual({
            paid: balance.cash,
            outstanding: balance.outstanding,
            current: currentPayment(current, today, writtenOff),
          });
        },
      ),
      { numRuns: RUNS },
    );
  });
});
