import { up as numericSearchRows } from './2026_11_27_2115_master_record_search';
import { hasTrigram, type MigrationDb, run } from './ddl';

const dropped = [
  'drop trigger master_record_search_delete on applicant_product',
  'drop trigger master_record_search_update on applicant_product',
  'drop trigger master_record_search_insert on applicant_product',
  'drop function master_record_search_apply()',
  'drop table master_record_search',
];

/**
 * Issue 15: master_record_search (2026_11_27_2115) holds its tile columns as integers, the interest rate in
 * ten-thousandths of a percent (numeric(7,4) times 10,000) and the line's cost and loan in sen: summing 16,667
 * numerics for the tiles of "lim" was a third of their time, integer sums are exact and the reader turns them back
 * into the same numerics. The table is rebuilt with its trigger function (the copy is the lines' own columns).
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
    'interest_rate_e4',
    'cost_sen',
    'loan_sen',
    'search_text',
  ];
  const columns = ['applicant_product_id', ...stored].join(', ');
  const rows = (lines: string) => `
    select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at,
      (interest_rate * 10000)::integer, (cost * quantity * 100)::bigint, (loan_amount * quantity * 100)::bigint,
      search_text
    from ${lines} where hp_no is not null and deleted_at is null`;
  const changed = stored.map((column) => `${column} = excluded.${column}`).join(', ');
  await run(db, [
    ...dropped,
    `create table master_record_search (
      applicant_product_id integer primary key,
      applicant_id integer not null,
      hirer_id integer not null,
      brand_id integer not null,
      product_id integer not null,
      agent_id integer,
      resource_id integer not null,
      created_at timestamptz not null,
      interest_rate_e4 integer not null,
      cost_sen bigint not null,
      loan_sen bigint not null,
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

/** Back to the numeric columns of 2026_11_27_2115: dropped and built again by that migration. */
export async function down(db: MigrationDb): Promise<void> {
  await run(db, dropped);
  await numericSearchRows(db);
}
