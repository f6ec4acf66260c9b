import { ringgitToSen, senToRinggit } from '@sewabeli/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../client';
import { createTestDb } from '../../testing/index';
import { valuesOf } from './book.test-support';
import { lineCostSql, lineLoanSql } from './line-totals';

/** Issue 42: the line totals in SQL are the per-unit figures times the quantity, as the domain multiplies them. */
let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'none' });
});
afterAll(() => handle?.close());

describe('the line totals in SQL', () => {
  it('lineCostSql and lineLoanSql are cost x quantity and loanAmount x quantity, in sen', async () => {
    const line = fc.record({
      cost: fc.integer({ min: 0, max: 100_000_000 }),
      loanAmount: fc.integer({ min: 0, max: 100_000_000 }),
      quantity: fc.integer({ min: 1, max: 50 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 20 }), async (lines) => {
        const { rows } = await sql<{ cost: string; loan: string }>`
          select ${lineCostSql} as cost, ${lineLoanSql} as loan
          from (values ${valuesOf(
            lines.map((row, n) => [n, senToRinggit(row.cost), senToRinggit(row.loanAmount), row.quantity]),
            ['int', 'numeric', 'numeric', 'int'],
          )}) as applicant_product (n, cost, loan_amount, quantity)
          order by applicant_product.n`.execute(handle.db);
        expect(rows.map((row) => [ringgitToSen(row.cost), ringgitToSen(row.loan)])).toEqual(
          lines.map((row) => [row.cost * row.quantity, row.loanAmount * row.quantity]),
        );
      }),
      { numRuns: 20 },
    );
  });
});
