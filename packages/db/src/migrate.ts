import { type Kysely, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations/index';

// A static provider: works under tsx, vitest and bundlers, from any working directory.
const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

function migratorFor(db: Db): Migrator {
  // Migrations write raw snake_case DDL; the camel-case plugin has nothing to do there. Parallel areas own
  // their own timestamp prefixes, so one landed later may sort before one a database already ran: allowed.
  return new Migrator({
    db: db.withoutPlugins() as Kysely<unknown>,
    provider,
    allowUnorderedMigrations: true,
  });
}

function throwOnError(resultSet: MigrationResultSet): void {
  if (!resultSet.error) return;
  const failed = resultSet.results?.find((result) => result.status === 'Error');
  const cause = resultSet.error;
  const detail = cause instanceof Error ? cause.message : String(cause);
  throw new Error(`Migration ${failed?.migrationName ?? '(none)'} failed: ${detail}`, { cause });
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  throwOnError(await migratorFor(db).migrateToLatest());
}

/** Reverts the latest migration (for development). */
export async function migrateDown(db: Db): Promise<void> {
  throwOnError(await migratorFor(db).migrateDown());
}

/** Migrates up or down to `name` (that migration applied, none after it): a test of one migration's backfill. */
export async function migrateTo(db: Db, name: string): Promise<void> {
  throwOnError(await migratorFor(db).migrateTo(name));
}
