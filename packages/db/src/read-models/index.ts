import { type Kysely, sql } from 'kysely';
import { dataVersionFunctions, VERSIONED_TABLES_SQL, versionTable } from './data-version';
import { searchTextFunctions, searchTextTriggers } from './search-texts';
import { summaryFunctions, summaryTriggers } from './summary';
import { collectionPendingTable, tilesAndTotalsFunctions, tilesAndTotalsTriggers } from './tiles-and-totals';

/**
 * The read models (issue 30): one module per derived table holds the table's description, its current trigger
 * functions and triggers, and the domain rule it mirrors. `installReadModels` writes them all with CREATE OR
 * REPLACE, so the current text of every trigger function is its module's. To change one: edit the module and add
 * a migration that calls `installReadModels` (after any schema change the new text needs, in that migration).
 * The migrations before 2026_11_28_1200 keep the texts they shipped with, as history.
 */
export async function installReadModels(db: Kysely<unknown>): Promise<void> {
  const statements = [
    ...collectionPendingTable,
    ...dataVersionFunctions,
    ...searchTextFunctions,
    ...summaryFunctions,
    ...tilesAndTotalsFunctions,
    ...searchTextTriggers,
    ...summaryTriggers,
    ...tilesAndTotalsTriggers,
  ];
  const { rows } = await sql<{ tablename: string }>`${sql.raw(VERSIONED_TABLES_SQL)}`.execute(db);
  for (const statement of [...statements, ...rows.flatMap((row) => versionTable(row.tablename))]) {
    await sql.raw(statement).execute(db);
  }
}
