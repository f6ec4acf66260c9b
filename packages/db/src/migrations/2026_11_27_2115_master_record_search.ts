import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 15: the Master List's tiles over a search or tag (count, average interest, total cost and loan of every
 * match) read each matching line to recheck its trigram match and sum it: 16,667 lines for "lim", spread over
 * nearly every page of applicant_product (its rows are wide). `master_record_search` holds, per master record (HP
 * number, not deleted: the rows of the master partial indexes), only what the tiles filter and sum: the search
 * text, the ids whose names a field search matches, created_at and the line's interest rate, cost and loan.
 * It is a copy of applicant_product's own columns, written by statement triggers on applicant_product in the
 * transaction of every insert, update and delete, so a rename (which rewrites the lines' search texts) reaches it
 * too. An update writes a row only when one of its columns changed. Line ids never change (the ledger refers to
 * them), so an updated line is found by its id.
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  const stored = [
    'applicant_id',
    'hirer_id',
    'brand_id',
    'product_id',
    'agent_id',
    'resource_id',
    'created_at',
    'interest_rate',
    'cost',
    'loan',
    'search_text',
  ];
  const columns = ['applicant_product_id', ...stored].join(', ');
  const rows = (lines: string) => `
    select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at, interest_rate,
      (cost * quantity)::numeric(14,2), (loan_amount * quantity)::numeric(14,2), search_text
    from ${lines} where hp_no is not null and deleted_at is null`;
  const changed = stored.map((column) => `${column} = excluded.${column}`).join(', ');
  await run(db, [
    `create table master_record_search (
      applicant_product_id integer primary key,
      applicant_id integer not null,
      hirer_id integer not null,
      brand_id integer not null,
      product_id integer not null,
      agent_id integer,
      resource_id integer not null,
      created_at timestamptz not null,
      interest_rate numeric(7,4) not null,
      cost numeric(14,2) not null,
      loan numeric(14,2) not null,
      search_text text not null
    )`,
    `create function master_record_search_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into master_record_search (${columns}) ${rows('new_lines')};
      elsif tg_op = 'DELETE' then
        delete from master_record_search s using old_lines o where s.applicant_product_id = o.id;
      else
        delete from master_record_search where applicant_product_id in (
          select id from old_lines except select id from new_lines where hp_no is not null and deleted_at is null);
        insert into master_record_search as s (${columns}) ${rows('new_lines')}
        on conflict (applicant_product_id) do update set ${changed}
        where (${stored.map((column) => `s.${column}`).join(', ')})
          is distinct from (${stored.map((column) => `excluded.${column}`).join(', ')});
      end if;
      return null;
    end $$`,
    `create trigger master_record_search_insert after insert on applicant_product
      referencing new table as new_lines for each statement execute function master_record_search_apply()`,
    `create trigger master_record_search_update after update on applicant_product
      referencing old table as old_lines new table as new_lines
      for each statement execute function master_record_search_apply()`,
    `create trigger master_record_search_delete after delete on applicant_product
      referencing old table as old_lines for each statement execute function master_record_search_apply()`,
    `insert into master_record_search (${columns}) ${rows('applicant_product')}`,
    ...(trigram
      ? [
          `create index master_record_search_text_trgm_idx on master_record_search
            using gin (search_text gin_trgm_ops)`,
        ]
      : []),
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop trigger if exists master_record_search_delete on applicant_product',
    'drop trigger if exists master_record_search_update on applicant_product',
    'drop trigger if exists master_record_search_insert on applicant_product',
    'drop function if exists master_record_search_apply()',
    'drop table master_record_search',
  ]);
}
