import { collectionLineText, liveLineText } from './live-agreement';

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
];

/** Each function's statement triggers on applicant_product (insert, update, delete). */
export const tilesAndTotalsTriggers: readonly string[] = [
  'master_record_daily_totals',
  'master_record_search',
  'collection_total',
].flatMap((model) => [
  `create or replace trigger ${model}_insert after insert on applicant_product
    referencing new table as new_lines for each statement execute function ${model}_apply()`,
  `create or replace trigger ${model}_update after update on applicant_product
    referencing old table as old_lines new table as new_lines for each statement execute function ${model}_apply()`,
  `create or replace trigger ${model}_delete after delete on applicant_product
    referencing old table as old_lines for each statement execute function ${model}_apply()`,
]);
