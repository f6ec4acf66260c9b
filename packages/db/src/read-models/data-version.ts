/**
 * Read model: the data version (issue 17; issue 30 took away its one row that every commit waited on).
 *
 * Table: `data_version_slot` (slot 0..DATA_VERSION_SLOTS-1, version), read through the view `data_version`
 * (`version` = the sum of the slots). The sum is the number of committed transactions that changed a row of a
 * versioned table: each request reads it in its session query and the server keeps the answers of its hottest
 * reads under the version they were read at (apps/api/src/lib/answer-cache.ts).
 *
 * Every statement that changes a row of a versioned table notes its transaction in `data_touch` (once: the id is
 * its primary key); a deferred constraint trigger on that insert runs at the commit, adds one to the slot of the
 * writer's connection (`pg_backend_pid() % DATA_VERSION_SLOTS`) and removes the note. A connection runs one
 * transaction at a time, so two writers wait for each other at their commits only when their connections share a
 * slot, never all of them on one row (before issue 30 every commit in the system queued on one row's lock).
 *
 * Why a cached answer is never kept stale: the slot's new value is part of the writer's transaction, so a reader
 * sees the raised sum exactly when it sees the writer's rows (the same commit makes both visible), never before.
 * A reader under READ COMMITTED reads the version in one statement (one snapshot: the sum over the slots is a
 * value some committed state had) and the data after it, which is therefore at least as new as the version. A
 * sequence would not do: `nextval` is seen by others before the writer's commit, so a reader could read the raised
 * number with the old data and keep that answer under it. A transaction that rolls back, or a statement that
 * changed nothing, leaves the version as it was. (A REPEATABLE READ writer could fail on its slot's row under
 * concurrency on the same slot; none exists.)
 *
 * Not versioned: session and login_attempt (written by every sign-in and by the sessions' touch, read by no cached
 * answer), api_token_rate (a token's requests per minute, issue 40), the migrator's own tables, the version's own and collection_analytics_stale (written with the ledger
 * change that already raises the version; read by no answer). A table created later gets the triggers by
 * `versionTable`'s statements in its migration; packages/db data-version.test.ts fails a table without them.
 */
export const DATA_VERSION_SLOTS = 64;

export const UNVERSIONED_TABLES = [
  'session',
  'login_attempt',
  'kysely_migration',
  'kysely_migration_lock',
  'data_version_slot',
  'data_touch',
  'collection_analytics_stale',
  'api_token_rate',
] as const;

/** The triggers that note a change of `table` (one per kind of statement; zero rows changed note nothing). */
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

/** The current functions of the data version (the commit's trigger is a constraint trigger: created once). */
export const dataVersionFunctions: readonly string[] = [
  `create or replace function data_version_note_always() returns trigger language plpgsql as $$
  begin
    insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
    return null;
  end $$`,
  `create or replace function data_version_note() returns trigger language plpgsql as $$
  begin
    if exists (select from changed_rows) then
      insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
    end if;
    return null;
  end $$`,
  `create or replace function data_version_commit() returns trigger language plpgsql as $$
  begin
    update data_version_slot set version = version + 1 where slot = pg_backend_pid() % ${DATA_VERSION_SLOTS};
    delete from data_touch where xid = new.xid;
    return null;
  end $$`,
];

/** The versioned tables of the schema: every base table but the unversioned ones, by name. */
export const VERSIONED_TABLES_SQL = `select tablename from pg_tables where schemaname = current_schema()
  and tablename not in (${UNVERSIONED_TABLES.map((name) => `'${name}'`).join(', ')}) order by tablename`;
