import { type MigrationDb, run } from './ddl';

/**
 * Issue 30: a payment no longer re-writes the Collection Overview's stored allocation in its own transaction; it
 * notes its line here (read-models/collection-analytics.ts, `catchUpCollectionAnalytics`), and the stored rows are
 * brought up to date in batches by the job worker and by every overview read before it reads them. Nothing else is
 * kept here: a line listed is a line whose stored allocation may be older than its ledger.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, ['create table collection_analytics_stale (applicant_product_id integer primary key)']);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, ['drop table collection_analytics_stale']);
}
