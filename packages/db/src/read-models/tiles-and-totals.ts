import { DATA_VERSION_SLOTS } from './data-version';
import { collectionLineText, liveLineText } from './rules/live-agreement';

/**
 * Read model: the Master List's tiles and the collection list's count (issue 15), kept by statement triggers on
 * applicant_product in the transaction of every insert, update and delete. A deleted application hides its lines
 * without touching them: the readers take those few lines back out (applicant_deleted_idx).
 *
 * - `master_record_daily_totals` (migration 2026_11_27_1553): the tiles (count, average interest, total cost,
 *   total loan) per calendar day of created_at in Kuala Lumpur (the year selector's days), over the master
 *   records (live lines, `liveLineText`). Rows are taken in day order, so two writers cannot deadlock.
 * - `master_record_search` (migrations 2026_11_27_2115, 2140): per master record only what the tiles of a search
 *   filter and sum (search text, the ids a field search matches, created_at, the interest rate in ten-thousandths
 *   of a percent, the line's cost and loan in sen). An update writes a row only when one of its columns changed.
 * - `collection_total` (migration 2026_11_27_2145): the number of collections (live executed lines), read by the
 *   collection list over the whole book instead of counting 100,000 index entries per page.
 * - `collection_pending` (migration 2026_11_28_2345): the number of pending collections (a collection whose
 *   summary's outstanding balance is above 0), the collection list's default count (issue 30: counting 59,000
 *   summaries was most of that page's time). Kept by statement triggers on applicant_product_summary (a line's
 *   balance crossing 0) and on applicant_product (a line becoming or ceasing to be a collection), each adding its
 *   change to the row of its connection's slot, as the data version does: the writers that settle agreements at
 *   the same time do not queue on one row.
 *
 * Rule they mirror: decisions.md §3 (a line's cost and loan are per unit times quantity) and the live agreement
 * (live-agreement.ts); apps/api master-record.test.ts and collection-list.test.ts compare them with the lists.
 */
const dailyContribution = (rows: string, sign: '' | '-') => `
  select (created_at at time zone 'Asia/Kuala_Lumpur')::date as day, ${sign}1 as records,
    ${sign}interest_rate as interest_rate, ${sign}(cost * quantity)::numeric(14,2) as cost,
    ${sign}(loan_amount * quantity)::numeric(14,2) as loan
  from ${rows} where ${liveLineText()}`;
const applyDaily = (changes: string) => `
  insert into master_record_daily_totals as t (day, records, interest_rate_sum, cost_sum, loan_sum)
  select day, sum(records), sum(interest_rate), sum(cost), sum(loan) from (${changes}) as change
  group by day
  having sum(records) <> 0 or sum(interest_rate) <> 0 or sum(cost) <> 0 or sum(loan) <> 0
  order by day
  on conflict (day) do update set records = t.records + excluded.records,
    interest_rate_sum = t.interest_rate_sum + excluded.interest_rate_sum,
    cost_sum = t.cost_sum + excluded.cost_sum, loan_sum = t.loan_sum + excluded.loan_sum`;

const searchStored = [
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
const searchColumns = ['applicant_product_id', ...searchStored].join(', ');
const searchRows = (lines: string) => `
  select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at,
    (interest_rate * 10000)::integer, (cost * quantity * 100)::bigint, (loan_amount * quantity * 100)::bigint,
    search_text
  from ${lines} where ${liveLineText()}`;

const collections = (rows: string) => `(select count(*)::int from ${rows} where ${collectionLineText()})`;
/** Pending collections among `lines` (applicant_product rows) with the summaries as they stand. */
const pendingOfLines = (lines: string) => `(select count(*)::int from ${lines} l
  join applicant_product_summary s on s.applicant_product_id = l.id
  where s.outstanding_balance > 0 and ${collectionLineText('l')})`;
/** Pending collections among `summaries` (applicant_product_summary rows) with the lines as they stand. */
const pendingOfSummaries = (summaries: string) => `(select count(*)::int from ${summaries} s
  join applicant_product l on l.id = s.applicant_product_id
  where s.outstanding_balance > 0 and ${collectionLineText('l')})`;
/** 1 when the summary `row` (old or new) is a collection's, else 0. */
const isCollection = (row: 'old' | 'new') => `(select count(*)::int from applicant_product l
  where l.id = ${row}.applicant_product_id and ${collectionLineText('l')})`;
const addPending = `if delta <> 0 then
      insert into collection_pending as t (slot, collections)
        values (pg_backend_pid() % ${DATA_VERSION_SLOTS}, delta)
        on conflict (slot) do update set collections = t.collections + excluded.collections;
    end if;`;
const pendingFunction = (name: string, count: (rows: string) => string, rows: string) => `
  create or replace function ${name}() returns trigger language plpgsql as $$
  declare
    delta integer;
  begin
    if tg_op = 'INSERT' then
      delta := ${count(`new_${rows}`)};
    elsif tg_op = 'DELETE' then
      delta := 0; -- a line's delete: its row trigger, before it (collection_pending_line_delete)
    else
      delta := ${count(`new_${rows}`)} - ${count(`old_${rows}`)};
    end if;
    ${addPending}
    return null;
  end $$`;

/**
 * collection_pending itself, created and filled when missing: every migration since 2026_11_28_1200 installs the
 * current triggers, these among them, so the table they write must be there from the first of those on.
 */
export const collectionPendingTable: readonly string[] = [
  `do $$
  begin
    if to_regclass('collection_pending') is null then
      create table collection_pending (
        slot smallint primary key check (slot >= 0 and slot < ${DATA_VERSION_SLOTS}),
        collections integer not null
      );
      insert into collection_pending (slot, collections) select 0, ${pendingOfSummaries('applicant_product_summary')};
    end if;
  end $$`,
];

/** The number of pending collections as the collection list reads it: the sum of the slots. */
export const COLLECTION_PENDING_SQL = 'coalesce((select sum(collections) from collection_pending), 0)::int';

export const tilesAndTotalsFunctions: readonly string[] = [
  `create or replace function master_record_daily_totals_apply() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      ${applyDaily(dailyContribution('new_lines', ''))};
    elsif tg_op = 'DELETE' then
      ${applyDaily(dailyContribution('old_lines', '-'))};
    else
      ${applyDaily(`${dailyContribution('new_lines', '')} union all ${dailyContribution('old_lines', '-')}`)};
    end if;
    return null;
  end $$`,
  `create or replace function master_record_search_apply() returns trigger language plpgsql as $$
  begin
    if tg_op = 'INSERT' then
      insert into master_record_search (${searchColumns}) ${searchRows('new_lines')};
    elsif tg_op = 'DELETE' then
      delete from master_record_search s using old_lines o where s.applicant_product_id = o.id;
    else
      delete from master_record_search where applicant_product_id in (
        select id from old_lines except select id from new_lines where ${liveLineText()});
      insert into master_record_search as s (${searchColumns}) ${searchRows('new_lines')}
      on conflict (applicant_product_id) do update set
        ${searchStored.map((column) => `${column} = excluded.${column}`).join(', ')}
      where (${searchStored.map((column) => `s.${column}`).join(', ')})
        is distinct from (${searchStored.map((column) => `excluded.${column}`).join(', ')});
    end if;
    return null;
  end $$`,
  `create or replace function collection_total_apply() returns trigger language plpgsql as $$
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
  pendingFunction('collection_pending_line_apply', pendingOfLines, 'lines'),
  // A summary's balance crossing 0 (its triggers' WHEN: a payment that leaves it on the same side calls nothing).
  `create or replace function collection_pending_summary_apply() returns trigger language plpgsql as $$
  declare
    delta integer := 0;
  begin
    if tg_op <> 'INSERT' and old.outstanding_balance > 0 then
      delta := delta - ${isCollection('old')};
    end if;
    if tg_op <> 'DELETE' and new.outstanding_balance > 0 then
      delta := delta + ${isCollection('new')};
    end if;
    ${addPending}
    return null;
  end $$`,
  // A line's hard delete takes its summary with it (on delete cascade) before any after-statement trigger could
  // read it: the line's own row trigger, before the delete, takes the line out.
  `create or replace function collection_pending_line_delete() returns trigger language plpgsql as $$
  declare
    delta integer;
  begin
    delta := -(select count(*)::int from applicant_product_summary s
      where s.applicant_product_id = old.id and s.outstanding_balance > 0 and ${collectionLineText('old')});
    ${addPending}
    return old;
  end $$`,
];

/** Each function's statement triggers on applicant_product (insert, update, delete), and the summary's. */
export const tilesAndTotalsTriggers: readonly string[] = [
  `create or replace trigger collection_pending_summary_insert after insert on applicant_product_summary
    for each row when (new.outstanding_balance > 0) execute function collection_pending_summary_apply()`,
  `create or replace trigger collection_pending_summary_update after update of outstanding_balance
    on applicant_product_summary for each row
    when ((old.outstanding_balance > 0) is distinct from (new.outstanding_balance > 0))
    execute function collection_pending_summary_apply()`,
  `create or replace trigger collection_pending_summary_delete after delete on applicant_product_summary
    for each row when (old.outstanding_balance > 0) execute function collection_pending_summary_apply()`,
  ...[
    'master_record_daily_totals',
    'master_record_search',
    'collection_total',
    'collection_pending_line',
  ].flatMap((model) => statementTriggers('applicant_product', model, 'lines')),
  `create or replace trigger collection_pending_line_before_delete before delete on applicant_product
    for each row execute function collection_pending_line_delete()`,
];

function statementTriggers(table: string, model: string, rows: string): string[] {
  return [
    `create or replace trigger ${model}_insert after insert on ${table}
      referencing new table as new_${rows} for each statement execute function ${model}_apply()`,
    `create or replace trigger ${model}_update after update on ${table}
      referencing old table as old_${rows} new table as new_${rows} for each statement execute function ${model}_apply()`,
    `create or replace trigger ${model}_delete after delete on ${table}
      referencing old table as old_${rows} for each statement execute function ${model}_apply()`,
  ];
}
