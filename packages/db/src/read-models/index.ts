import { type Kysely, sql } from 'kysely';
import { dataVersionFunctions, VERSIONED_TABLES_SQL, versionTable } from './data-version';
import { searchTextFunctions, searchTextTriggers } from './search-texts';
import { summaryFunctions, summaryTriggers } from './summary';
import { collectionPendingTable, tilesAndTotalsFunctions, tilesAndTotalsTriggers } from './tiles-and-totals';

/**
 * The read models (issue 30): one module per derived table holds the table's description, its current trigger
 * functions and triggers, and the domain rule it mirrors. `installReadModels` writes them all with CREATE OR
 * REPLACE. Migrations never call it (issue 42: a migration carries the SQL it ran on its day): to change a
 * module's SQL, edit the module, then `pnpm --filter @sewabeli/db read-model-migration <name>` writes a
 * migration that carries today's statements; definitions.test.ts fails while the two differ.
 */
export function readModelStatements(): string[] {
  return [
    ...collectionPendingTable,
    ...dataVersionFunctions,
    ...searchTextFunctions,
    ...summaryFunctions,
    ...tilesAndTotalsFunctions,
    ...searchTextTriggers,
    ...summaryTriggers,
    ...tilesAndTotalsTriggers,
  ];
}

/** Every read model's statements, and the data version's triggers on every versioned table of the database. */
export async function installReadModels(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ tablename: string }>`${sql.raw(VERSIONED_TABLES_SQL)}`.execute(db);
  for (const statement of [...readModelStatements(), ...rows.flatMap((row) => versionTable(row.tablename))]) {
    await sql.raw(statement).execute(db);
  }
}
