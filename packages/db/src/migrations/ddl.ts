// Shared DDL fragments for the migrations. Migrations are append-only: changing what a helper emits would make
// a fresh database differ from one migrated earlier, so add new helpers instead of editing these.
import { type Kysely, sql } from 'kysely';

export type MigrationDb = Kysely<unknown>;

/** Runs statements one by one (the extended query protocol takes a single statement per call). */
export async function run(db: MigrationDb, statements: readonly string[]): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

/** created_at, updated_at, created_by, updated_by of the business tables. */
export const TRACKING_COLUMNS = `
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  created_by integer references "user" (id),
  updated_by integer references "user" (id)`;

/** Tri-state flag: 1 yes, 0 no, null pending. */
export const triState = (column: string): string => `${column} smallint check (${column} in (0, 1))`;

export const money = (column: string): string => `${column} numeric(14, 2)`;

export const percent = (column: string): string =>
  `${column} numeric(7, 4) check (${column} between 0 and 100)`;

export function indexes(table: string, columns: readonly string[]): string[] {
  return columns.map((column) => `create index ${table}_${column}_idx on "${table}" (${column})`);
}

/** Indexes for the created_by / updated_by foreign keys and the created_at sort of a business table. */
export function trackingIndexes(table: string): string[] {
  return indexes(table, ['created_by', 'updated_by', 'created_at']);
}

export async function hasTrigram(db: MigrationDb): Promise<boolean> {
  const result = await sql<{
    found: number;
  }>`select 1 as found from pg_extension where extname = 'pg_trgm'`.execute(db);
  return result.rows.length > 0;
}

/**
 * Index serving case-insensitive substring search (ILIKE '%term%'): trigram GIN where pg_trgm is installed,
 * otherwise a btree on lower(column) (which serves prefix search and sorting only).
 */
export function searchIndex(table: string, column: string, trigram: boolean): string {
  return trigram
    ? `create index ${table}_${column}_trgm_idx on "${table}" using gin (${column} gin_trgm_ops)`
    : `create index ${table}_${column}_lower_idx on "${table}" (lower(${column}))`;
}

/**
 * The data version's triggers on `table` (read-models/data-version.ts `versionTable`), as that module spelled them
 * when the first migration that versions a new table was written (2026-11-28). Frozen (issue 42): a table a
 * later migration creates takes these, and a change to the module's text comes with a migration of its own.
 */
export function versionTable(table: string): string[] {
  const changed = (event: 'insert' | 'update' | 'delete', reference: string) =>
    `create or replace trigger data_version_${event} after ${event} on "${table}"
      referencing ${reference} table as changed_rows for each statement execute function data_version_note()`;
  return [
    changed('insert', 'new'),
    changed('update', 'new'),
    changed('delete', 'old'),
    `create or replace trigger data_version_truncate after truncate on "${table}"
      for each statement execute function data_version_note_always()`,
  ];
}
