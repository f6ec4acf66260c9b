import { type MigrationDb, run } from './ddl';

/**
 * The Application list (origination §2) reads live applications (not deleted, seq < 8) newest first, or sorted by
 * hirer name; the hirer search uses hirer's trigram index. These keep its first pages index-ordered at 10,000+
 * applications and serve a company's live applications (hirer profile, delete checks).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create index applicant_live_created_idx on applicant (created_at desc, id)
      where deleted_at is null`,
    `create index applicant_live_hirer_idx on applicant (hirer_id, created_at desc)
      where deleted_at is null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_live_hirer_idx',
    'drop index if exists applicant_live_created_idx',
  ]);
}
