import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 41: the spotlight finds an HP number typed without its slashes or with spaces ('sbhp20240905',
 * 'SB HP 2024 0905' for 'SB/HP/2024/0905') by its key, the letters and digits alone, lower-cased. The key's
 * expression is indexed (trigram where pg_trgm is installed, a btree otherwise) so the search stays an index scan.
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  const key = `regexp_replace(lower(hp_no), '[^a-z0-9]', '', 'g')`;
  await run(db, [
    trigram
      ? `create index applicant_product_hp_key_idx on applicant_product using gin ((${key}) gin_trgm_ops)`
      : `create index applicant_product_hp_key_idx on applicant_product ((${key}))`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, ['drop index applicant_product_hp_key_idx']);
}
