import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: the number of collections (live executed lines: not deleted, with an HP number and an execution date)
 * kept by statement triggers in the transaction of every insert, update and delete of applicant_product, so that
 * the collection list over the whole book (a page in HP No or overdue order) reads its count instead of counting
 * 100,000 index entries on every page. A deleted application hides its lines without touching them: the reader
 * uses this count only when no deleted application holds a live executed line (applicant_deleted_idx), else counts.
 * A statement that changes nothing of it writes nothing; a truncated table starts again from its next change.
 */
export async function up(db: MigrationDb): Promise<void> {
  const collections = (rows: string) =>
    `(select count(*)::int from ${rows}
      where deleted_at is null and hp_no is not null and agreement_execution is not null)`;
  await run(db, [
    'create table collection_total (id boolean primary key default true check (id), lines integer not null)',
    `create function collection_total_apply() returns trigger language plpgsql as $$
    declare
      delta integer;
    begin
      if tg_op = 'INSERT' then
        delta := ${collections('new_lines')};
      elsif tg_op = 'DELETE' then
        delta := -${collections('old_lines')};
      else
        delta := ${collections('new_lines')} - ${collections('old_lines')};
      end if;
      if delta <> 0 then
        insert into collection_total as t (id, lines) values (true, delta)
          on conflict (id) do update set lines = t.lines + excluded.lines;
      end if;
      return null;
    end $$`,
    `create trigger collection_total_insert after insert on applicant_product
      referencing new table as new_lines for each statement execute function collection_total_apply()`,
    `create trigger collection_total_update after update on applicant_product
      referencing old table as old_lines new table as new_lines
      for each statement execute function collection_total_apply()`,
    `create trigger collection_total_delete after delete on applicant_product
      referencing old table as old_lines for each statement execute function collection_total_apply()`,
    `insert into collection_total (id, lines) select true, ${collections('applicant_product')}`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop trigger if exists collection_total_delete on applicant_product',
    'drop trigger if exists collection_total_update on applicant_product',
    'drop trigger if exists collection_total_insert on applicant_product',
    'drop function if exists collection_total_apply()',
    'drop table collection_total',
  ]);
}
