import { addDays, arrearsPosition, ringgitToSen } from '@sewabeli/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { arrearsSql } from './arrears-position';
import { instalmentsOf, ledgerOf, randomBook, writeBook } from './book.test-support';

/** Issue 42: the arrears the bank-statement matcher compares, in SQL, against the domain's arrearsPosition. */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

describe('the arrears in SQL', () => {
  it('arrearsSql on a day is the domain arrearsPosition of the day after (instalments due up to the day)', async () => {
    await fc.assert(
      fc.asyncProperty(randomBook, async (drawn) => {
        const db = handle.db;
        const { line } = await writeBook(db, drawn, today);
        // The book's entries are all dated up to `today`, so the stored allocation is the one of any later day:
        // looked at on `today` and on every due date from then on (an instalment due on the day counts).
        const instalments = await instalmentsOf(db, line.id);
        const ledger = await ledgerOf(db, line.id);
        const days = [today, ...instalments.map((row) => row.dueDate).filter((day) => day >= today)];
        for (const day of days) {
          const found = await db
            .selectFrom('applicantProduct')
            .leftJoin(
              'applicantProductSummary as summary',
              'summary.applicantProductId',
              'applicantProduct.id',
            )
            .select(arrearsSql(day).as('arrears'))
            .where('applicantProduct.id', '=', line.id)
            .executeTakeFirstOrThrow();
          const position = arrearsPosition(
            { totalPayable: line.totalPayable, instalments, ledger, reschedules: [] },
            addDays(day, 1),
          );
          expect(ringgitToSen(String(found.arrears))).toBe(position.arrears);
        }
      }),
      { numRuns: RUNS },
    );
  });
});
