import { sql } from 'kysely';
import { hasTrigram, type MigrationDb, run } from './ddl';
import { statements as refreshSummaries } from './frozen/2026_11_28_1000_payment_method_reference';

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
  // The rebated agreements' summaries written again, as refreshAgreementSummary(db, ids) did on this day.
  const ids = settled.rows.map((row) => Number(row.id));
  if (ids.length > 0) {
    const array = `'{${ids.join(',')}}'`;
    await run(
      db,
      refreshSummaries.map((statement) => statement.replace(/\bIDS\b/g, array)),
    );
  }
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_payment_reference_trgm_idx',
    'alter table applicant_product_payment drop column method, drop column reference',
  ]);
}
