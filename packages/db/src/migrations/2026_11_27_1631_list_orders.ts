import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 15: the company list by name (its default order) pages along an index of the live companies in that order,
 * and counts them by an index-only scan of it, instead of sorting all 20,000 for each page; the legacy whole list
 * (GET /hirer/all) the same by lower(name). The applications' search text is indexed per stage, as their lists
 * read it (the open ones, the Completed ones: the partial indexes of 2026_11_27_1310), so that a search of the
 * 10,000 open applications does not recheck the 100,000 completed ones' matches.
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  await run(db, [
    'create index hirer_live_name_idx on hirer (name, id) where deleted_at is null',
    'create index hirer_live_lower_name_idx on hirer (lower(name), id) where deleted_at is null',
    ...(trigram
      ? [
          `create index applicant_open_search_text_trgm_idx on applicant using gin (search_text gin_trgm_ops)
            where deleted_at is null and progress_id <> 8`,
          `create index applicant_completed_search_text_trgm_idx on applicant using gin (search_text gin_trgm_ops)
            where deleted_at is null and progress_id = 8`,
          'drop index if exists applicant_search_text_trgm_idx',
        ]
      : []),
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  await run(db, [
    ...(trigram
      ? [
          `create index applicant_search_text_trgm_idx on applicant using gin (search_text gin_trgm_ops)
            where deleted_at is null`,
          'drop index if exists applicant_completed_search_text_trgm_idx',
          'drop index if exists applicant_open_search_text_trgm_idx',
        ]
      : []),
    'drop index if exists hirer_live_lower_name_idx',
    'drop index if exists hirer_live_name_idx',
  ]);
}
