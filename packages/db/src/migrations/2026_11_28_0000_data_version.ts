import { sql } from 'kysely';
import { type MigrationDb, run } from './ddl';

/**
 * Issue 17: the data version, one number that grows by one with every committed transaction that changed a row of
 * the business tables. Each request reads it in its session query, at no extra round trip, and the server keeps
 * the answers of its hottest reads under the version they were read at (apps/api/src/lib/answer-cache.ts): an
 * answer is served again only while the version is the same, so a change committed by this server, another one or
 * psql is seen by the next request, as before.
 *
 * Every statement that changes a row of a versioned table notes its transaction in `data_touch` (once: the id is
 * its primary key); a deferred constraint trigger on that insert runs at the commit, raises the version and removes
 * the note. The version's row is therefore locked only from a writing transaction's commit to its end, never for a
 * transaction's length, and a transaction that rolls back, or a statement that changed nothing, leaves the version
 * as it was. Readers take no lock: READ COMMITTED reads the version as committed, and the data read after it is at
 * least as new. (A REPEATABLE READ writer would fail on the version's row under concurrency; none exists.)
 *
 * Not versioned: session and login_attempt (written by every sign-in and by the sessions' touch, read by no cached
 * answer), the migrator's own tables and these two. A table created later gets the triggers by `versionTable`'s
 * statements in its migration; the schema test fails a table without them.
 */
export const UNVERSIONED_TABLES = [
  'session',
  'login_attempt',
  'kysely_migration',
  'kysely_migration_lock',
  'data_version',
  'data_touch',
] as const;

/** The triggers that note a change of `table` (one per kind of statement; zero rows changed note nothing). */
export function versionTable(table: string): string[] {
  const changed = (event: 'insert' | 'update' | 'delete', reference: string) =>
    `create trigger data_version_${event} after ${event} on "${table}"
      referencing ${reference} table as changed_rows for each statement execute function data_version_note()`;
  return [
    changed('insert', 'new'),
    changed('update', 'new'),
    changed('delete', 'old'),
    `create trigger data_version_truncate after truncate on "${table}"
      for each statement execute function data_version_note_always()`,
  ];
}

export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table data_version (
      id boolean primary key default true check (id),
      version bigint not null
    )`,
    'insert into data_version (id, version) values (true, 1)',
    'create table data_touch (xid xid8 primary key)',
    `create function data_version_note_always() returns trigger language plpgsql as $$
    begin
      insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
      return null;
    end $$`,
    `create function data_version_note() returns trigger language plpgsql as $$
    begin
      if exists (select from changed_rows) then
        insert into data_touch (xid) values (pg_current_xact_id()) on conflict do nothing;
      end if;
      return null;
    end $$`,
    `create function data_version_commit() returns trigger language plpgsql as $$
    begin
      update data_version set version = version + 1;
      delete from data_touch where xid = new.xid;
      return null;
    end $$`,
    `create constraint trigger data_version_commit after insert on data_touch
      deferrable initially deferred for each row execute function data_version_commit()`,
  ]);
  const { rows } = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = current_schema()`.execute(db);
  const versioned = rows
    .map((row) => row.tablename)
    .filter((name) => !(UNVERSIONED_TABLES as readonly string[]).includes(name))
    .sort();
  await run(db, versioned.flatMap(versionTable));
}

export async function down(db: MigrationDb): Promise<void> {
  const { rows: triggers } = await sql<{ name: string; table: string }>`
    select t.tgname as name, c.relname as table from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where t.tgname like 'data_version_%' and c.relname <> 'data_touch'`.execute(db);
  await run(db, [
    ...triggers.map(({ name, table }) => `drop trigger if exists ${name} on "${table}"`),
    'drop table data_touch',
    'drop table data_version',
    'drop function data_version_commit()',
    'drop function data_version_note()',
    'drop function data_version_note_always()',
  ]);
}
