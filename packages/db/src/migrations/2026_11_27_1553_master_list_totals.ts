import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: the Master List's tiles (count, average interest, total cost, total loan) over the whole book or a
 * year were an aggregate over 100,000 joined agreements on every page (700 ms; numeric sums alone 80 ms over an
 * index-only scan). `master_record_daily_totals` keeps them per calendar day of created_at in Kuala Lumpur (the
 * year selector's days), for the lines that are master records on their own row (HP number, not deleted), written
 * by statement triggers in the transaction of every insert, update and delete of applicant_product. A deleted
 * application hides its lines without touching them: the reader subtracts those few lines (applicant_deleted_idx).
 *
 * Also the orders of the first and the deep pages: newest first and by line loan amount, as indexes in the list's
 * order carrying the application for the deleted-application anti-join, so that a page is an index range.
 */
export async function up(db: MigrationDb): Promise<void> {
  const contribution = (rows: string, sign: '' | '-') => `
    select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, ${sign}1 as records,
      ${sign}interest_rate as interest_rate, ${sign}(cost * quantity)::numeric(14,2) as cost,
      ${sign}(loan_amount * quantity)::numeric(14,2) as loan
    from ${rows} where hp_no is not null and deleted_at is null`;
  const apply = (changes: string) => `
    insert into master_record_daily_totals as t (day, records, interest_rate_sum, cost_sum, loan_sum)
    select day, sum(records), sum(interest_rate), sum(cost), sum(loan) from (${changes}) as change
    group by day
    having sum(records) <> 0 or sum(interest_rate) <> 0 or sum(cost) <> 0 or sum(loan) <> 0
    order by day
    on conflict (day) do update set records = t.records + excluded.records,
      interest_rate_sum = t.interest_rate_sum + excluded.interest_rate_sum,
      cost_sum = t.cost_sum + excluded.cost_sum, loan_sum = t.loan_sum + excluded.loan_sum`;
  await run(db, [
    `create table master_record_daily_totals (
      day date primary key,
      records integer not null,
      interest_rate_sum numeric not null,
      cost_sum numeric not null,
      loan_sum numeric not null
    )`,
    `create function master_record_daily_totals_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${apply(contribution('new_lines', ''))};
      elsif tg_op = 'DELETE' then
        ${apply(contribution('old_lines', '-'))};
      else
        ${apply(`${contribution('new_lines', '')} union all ${contribution('old_lines', '-')}`)};
      end if;
      return null;
    end $$`,
    `create trigger master_record_daily_totals_insert after insert on applicant_product
      referencing new table as new_lines for each statement execute function master_record_daily_totals_apply()`,
    `create trigger master_record_daily_totals_update after update on applicant_product
      referencing old table as old_lines new table as new_lines
      for each statement execute function master_record_daily_totals_apply()`,
    `create trigger master_record_daily_totals_delete after delete on applicant_product
      referencing old table as old_lines for each statement execute function master_record_daily_totals_apply()`,
    `insert into master_record_daily_totals (day, records, interest_rate_sum, cost_sum, loan_sum)
      select day, sum(records), sum(interest_rate), sum(cost), sum(loan)
      from (${contribution('applicant_product', '')}) as line group by day`,

    // The expression's columns are included: PostgreSQL reads an expression index alone only when it holds them.
    `create index applicant_product_master_loan_idx on applicant_product
      (((loan_amount * quantity)::numeric(14,2)) desc, id desc) include (applicant_id, loan_amount, quantity)
      where hp_no is not null and deleted_at is null`,
    // A company's records and their tiles without reading the lines (the customer search).
    `create index applicant_product_master_hirer_idx on applicant_product (hirer_id)
      include (applicant_id, created_at, interest_rate, cost, loan_amount, quantity)
      where hp_no is not null and deleted_at is null`,
    `create index applicant_product_master_newest_idx on applicant_product (created_at desc, id desc)
      include (applicant_id) where hp_no is not null and deleted_at is null`,
    'drop index applicant_product_master_created_idx',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    `create index applicant_product_master_created_idx on applicant_product (created_at desc, id desc)
      where hp_no is not null and deleted_at is null`,
    'drop index if exists applicant_product_master_hirer_idx',
    'drop index if exists applicant_product_master_newest_idx',
    'drop index if exists applicant_product_master_loan_idx',
    'drop trigger if exists master_record_daily_totals_delete on applicant_product',
    'drop trigger if exists master_record_daily_totals_update on applicant_product',
    'drop trigger if exists master_record_daily_totals_insert on applicant_product',
    'drop function if exists master_record_daily_totals_apply()',
    'drop table master_record_daily_totals',
  ]);
}
