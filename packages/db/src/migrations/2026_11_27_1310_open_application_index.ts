import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: the Application list (every progress but Completed, id 8, decisions §5) and log (Completed) newest first. Filtering on
 * progress_id lets this partial index serve the page and its count over the open applications only, instead of
 * joining all of them (100,000 of 110,000 Completed on the large book) to progress before dropping most.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create index applicant_open_created_idx on applicant (created_at desc, id)
      where deleted_at is null and progress_id <> 8`,
    // The Application log: the Completed ones, newest first.
    `create index applicant_completed_created_idx on applicant (created_at desc, id)
      where deleted_at is null and progress_id = 8`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_completed_created_idx',
    'drop index if exists applicant_open_created_idx',
  ]);
}
