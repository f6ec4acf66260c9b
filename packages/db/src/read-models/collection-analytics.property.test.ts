import { allocateLedger } from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing/index';
import { catchUpCollectionAnalytics } from './collection-analytics';
import { instalmentsOf, ledgerOf, randomBook, writeBook } from './rules/book.test-support';

/**
 * Issue 30/42: the Collection Overview's stored allocation (collection_instalment) read as of any day is the
 * domain's allocateLedger of the ledger up to that day, on random books.
 */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

describe('the stored allocation', () => {
  it('collection_instalment as of a day is the domain allocation of the ledger up to it', async () => {
    await fc.assert(
      fc.asyncProperty(randomBook, async (drawn) => {
        const db = handle.db;
        const { line, asOf } = await writeBook(db, drawn, today);
        const domainAsOf = allocateLedger(
          await instalmentsOf(db, line.id),
          (await ledgerOf(db, line.id)).filter((entry) => entry.paidAt <= asOf),
        ).allocations.map((allocation) => ({ id: Number(allocation.id), paid: allocation.paidAmount }));
        await catchUpCollectionAnalytics(db);
        const stored = await sql<{ id: number; paid: number }>`
          select applicant_product_transaction_id as id,
            (case when full_at <= ${asOf}::date then charge
              else coalesce(part_cum[width_bucket(${asOf}::date, part_dates)], fill_before) - fill_before
            end)::int as paid
          from collection_instalment where applicant_product_id = ${line.id}`.execute(db);
        const byId = (rows: { id: number; paid: number }[]) => [...rows].sort((x, y) => x.id - y.id);
        expect(byId(stored.rows)).toEqual(byId(domainAsOf));
      }),
      { numRuns: RUNS },
    );
  });
});
