/**
 * Prints the plan (EXPLAIN ANALYZE) of the Collection Overview's figures statement over the demo book grown as
 * `pnpm bench` grows it: where the time goes before a change to the overview SQL.
 *
 *   TEST_DATABASE_URL=postgres://... BENCH_BOOK_COPIES=60 pnpm --filter @sewabeli/api exec tsx bench/explain-overview.ts
 */
import { createTestDb } from '@sewabeli/db/testing';
import { sql } from 'kysely';
import { figuresQuery } from '../src/features/collections/analytics.repository';
import { growBook } from './book';

const database = await createTestDb({ seed: 'demo' });
await growBook(database.db, Number(process.env.BENCH_BOOK_COPIES ?? 60));
const compiled = figuresQuery('2025-11-24', '2026-11-23').compile(database.db);
// EXPLAIN takes no bind parameters: the dates go in as literals.
const text = compiled.parameters.reduce<string>(
  (query, value, index) => query.replace(new RegExp(`\\$${index + 1}(?!\\d)`, 'g'), `'${String(value)}'`),
  compiled.sql,
);
const plan = await sql
  .raw<Record<string, string>>(`explain (analyze, costs off) ${text}`)
  .execute(database.db);
for (const row of plan.rows) console.log(Object.values(row)[0]);
await database.close();
