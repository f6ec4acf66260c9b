import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: the lines that are not live collections (deleted, without an HP number or not yet executed), few
 * against the book, so that the collection list driven by the agreements' summaries (a page in id order or on
 * a figure, and its count) anti-joins them instead of joining every line to its summary.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create index applicant_product_not_collection_idx on applicant_product (id)
      where deleted_at is not null or hp_no is null or agreement_execution is null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, ['drop index if exists applicant_product_not_collection_idx']);
}
