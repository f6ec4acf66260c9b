import { type MigrationDb, run } from './ddl';
import { statements as installReadModels } from './frozen/2026_11_28_2345_collection_pending';

/**
 * Issue 30: the number of pending collections, the collection list's default count, kept by triggers
 * (read-models/tiles-and-totals.ts) in one row per connection slot instead of counted on every page. The table is
 * created and filled by `installReadModels` when missing (migrations since 2026_11_28_1200 install the current
 * triggers).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, installReadModels);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    ...['insert', 'update', 'delete'].flatMap((event) => [
      `drop trigger if exists collection_pending_summary_${event} on applicant_product_summary`,
      `drop trigger if exists collection_pending_line_${event} on applicant_product`,
    ]),
    'drop trigger if exists collection_pending_line_before_delete on applicant_product',
    'drop function if exists collection_pending_line_delete()',
    'drop function if exists collection_pending_summary_apply()',
    'drop function if exists collection_pending_line_apply()',
    'drop table if exists collection_pending',
  ]);
}
