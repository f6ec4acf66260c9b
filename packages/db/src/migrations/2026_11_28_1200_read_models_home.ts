import { sql } from 'kysely';
import { type MigrationDb, run } from './ddl';
import { statements as installReadModels } from './frozen/2026_11_28_1200_read_models_home';

// The value of read-models/data-version.ts on this migration's day (frozen, issue 42).
const DATA_VERSION_SLOTS = 64;

/**
 * Issue 30: the read models get one home (packages/db/src/read-models/, installed from there by
 * `installReadModels`), and no lock is left that every writer waits on:
 * - the data version is split over DATA_VERSION_SLOTS rows (`data_version_slot`, one per connection slot), read
 *   as their sum through the view `data_version` (read-models/data-version.ts says why no answer is kept stale);
 * - collection_day's sums are split the same way (its key becomes day and slot), so that the ledger writers no
 *   longer take one advisory lock (read-models/collection-analytics.ts).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table data_version_slot (
      slot smallint primary key check (slot >= 0 and slot < ${DATA_VERSION_SLOTS}),
      version bigint not null
    )`,
    `insert into data_version_slot (slot, version)
      select s, case when s = 0 then (select version from data_version) else 0 end
      from generate_series(0, ${DATA_VERSION_SLOTS - 1}) as s`,
    'drop table data_version',
    `create view data_version as
      select true as id, sum(version)::bigint as version from data_version_slot`,
    // (if not exists: down keeps the slots, see there)
    `alter table collection_day drop constraint collection_day_pkey,
      add column if not exists slot smallint not null default 0 check (slot >= 0 and slot < ${DATA_VERSION_SLOTS})`,
    'alter table collection_day add primary key (day, slot)',
  ]);
  await run(db, installReadModels);
}

/**
 * Back to the one data version row, and collection_day to one row a day (its slots folded into slot 0, then
 * the slot dropped). The other read models' functions are the same rules as before.
 */
export async function down(db: MigrationDb): Promise<void> {
  await sql`
    with folded as (delete from collection_day returning *)
    insert into collection_day (day, slot, paid, late, charged, instalments, payable, lines, settled, surplus)
    select day, 0, sum(paid), sum(late), sum(charged), sum(instalments), sum(payable), sum(lines), sum(settled),
      sum(surplus)
    from folded group by day`.execute(db);
  await run(db, [
    // Back to the day alone (issue 42): the migrations before this one carry their day's SQL, which writes
    // collection_day by its day.
    'alter table collection_day drop constraint collection_day_pkey',
    'alter table collection_day drop column slot',
    'alter table collection_day add primary key (day)',
    `create table data_version_one (
      id boolean primary key default true check (id),
      version bigint not null
    )`,
    'insert into data_version_one (id, version) select true, version from data_version',
    'drop view data_version',
    'alter table data_version_one rename to data_version',
    'alter index data_version_one_pkey rename to data_version_pkey',
    'drop table data_version_slot',
    `create or replace function data_version_commit() returns trigger language plpgsql as $$
    begin
      update data_version set version = version + 1;
      delete from data_touch where xid = new.xid;
      return null;
    end $$`,
  ]);
}
