import { addDays, allocateLedger, type LedgerKind } from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { allocationAsOf } from './allocation';
import { insertEntries, insertLine, instalmentsOf } from './book.test-support';

/**
 * Issue 30/42: the general allocation in SQL (`allocateLedgerCte` over every line, the Collection Overview's
 * re-allocation of the irregular lines) against the domain's allocateLedger, with targeted entries, negative
 * corrections and rebates, on random books.
 */
const RUNS = 20;
const today = '2026-11-28';
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
});
afterAll(() => handle?.close());

const entry = fc.record({
  day: fc.integer({ min: 0, max: 300 }),
  kind: fc.constantFrom<LedgerKind>('payment', 'prepayment', 'correction', 'rebate'),
  amount: fc.integer({ min: 1, max: 60_000 }),
  // An instalment's place in the schedule (modulo its length), or none: a pooled entry.
  target: fc.option(fc.nat(), { nil: null }),
  negative: fc.boolean(),
});

describe('the allocation in SQL', () => {
  it('allocateLedgerCte is the domain allocateLedger of the ledger up to the day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Per instalment its charge (0 allowed) and its due day after execution (ties allowed: seq, id decide).
          schedule: fc.array(
            fc.record({
              charge: fc.integer({ min: 0, max: 50_000 }),
              dueDay: fc.integer({ min: 1, max: 300 }),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          entries: fc.array(entry, { maxLength: 10 }),
          asOfDay: fc.integer({ min: 0, max: 330 }),
        }),
        async (drawn) => {
          const db = handle.db;
          const execution = addDays(today, -300);
          const line = await insertLine(db, { execution, months: drawn.schedule.length, monthly: 1 });
          await sql`update applicant_product_transaction t
            set charge_amount = s.charge / 100.0, due_date = ${execution}::date + s.due_day
            from unnest(${line.instalmentIds}::int[], ${drawn.schedule.map((row) => row.charge)}::int[],
              ${drawn.schedule.map((row) => row.dueDay)}::int[]) as s (id, charge, due_day)
            where t.id = s.id`.execute(db);
          const ledger = drawn.entries.map((row) => {
            const target =
              row.target === null ? null : line.instalmentIds[row.target % line.instalmentIds.length]!;
            // Only a correction aimed at an instalment may be negative (the ledger's constraints and the domain's).
            const negative = target !== null && row.negative;
            const kind = negative || (target !== null && row.kind === 'correction') ? 'correction' : row.kind;
            return {
              amount: negative ? -row.amount : row.amount,
              paidAt: addDays(execution, row.day),
              kind: kind === 'correction' && target === null ? ('payment' as const) : kind,
              instalmentId: target,
            };
          });
          const ids = await insertEntries(db, line.id, ledger);
          const asOf = addDays(execution, drawn.asOfDay);
          const domain = allocateLedger(
            await instalmentsOf(db, line.id),
            ledger.map((row, n) => ({ ...row, id: ids[n]! })).filter((row) => row.paidAt <= asOf),
          ).allocations.map((allocation) => ({ id: Number(allocation.id), paid: allocation.paidAmount }));
          expect(await allocationAsOf(db, asOf, [line.id])).toEqual([...domain].sort((x, y) => x.id - y.id));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
