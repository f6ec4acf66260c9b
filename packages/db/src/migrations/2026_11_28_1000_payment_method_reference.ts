import { type Kysely, sql } from 'kysely';
import type { Database } from '../database';
import { refreshAgreementSummary } from '../read-models/summary';
import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 26: how the money of a cash ledger entry came (method) and its bank, cheque or transaction reference.
 * Every entry written before this records method 'other' without a reference, as the legacy REST calls still
 * do, and so does a writer that names no method (the seeds; the column's default); the non-cash entries (the
 * early-settlement rebate) carry neither (the settlement writes null). The reference is searched from the
 * collection list (trigram-indexed where the extension is there).
 *
 * The agreement summary's paid amount becomes the cash received (the rebate is written off, not paid): it is
 * recomputed here for the lines with a rebate, and so is their stored Collection Overview allocation (such a
 * line is no longer regular: its collected figures leave the rebate out); the outstanding balance stays the
 * total payable less every entry.
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  await run(db, [
    `alter table applicant_product_payment
      add column method text
        check (method in ('bank_transfer', 'cheque', 'cash', 'duitnow', 'jompay', 'fpx', 'other')),
      add column reference text check (char_length(reference) <= 100)`,
    `update applicant_product_payment set method = 'other' where kind <> 'rebate'`,
    // After the backfill: a default given with the column would have been written to the rebates too.
    `alter table applicant_product_payment alter column method set default 'other'`,
    ...(trigram
      ? [
          `create index applicant_product_payment_reference_trgm_idx on applicant_product_payment
            using gin (lower(reference) gin_trgm_ops) where reference is not null`,
        ]
      : []),
  ]);
  const settled = await sql<{ id: number }>`select distinct applicant_product_id as id
    from applicant_product_payment where kind = 'rebate'`.execute(db);
  await refreshAgreementSummary(
    db as unknown as Kysely<Database>,
    settled.rows.map((row) => row.id),
    // Before collection_analytics_stale existed (2026_11_28_2330): the stored allocation re-written at once.
    'now',
  );
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_payment_reference_trgm_idx',
    'alter table applicant_product_payment drop column method, drop column reference',
  ]);
}
