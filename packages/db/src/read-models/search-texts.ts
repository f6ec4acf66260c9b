/**
 * Read model: the list search texts (issue 15). The 'All' search of the company list, the application lists
 * (Application list, Pending Approvals, Application log) and the Master List is one indexed expression per list
 * row instead of an OR of `ilike` over up to twenty columns of five joined tables.
 *
 * Tables: the `search_text` columns of hirer, applicant and applicant_product (migration 2026_11_27_1551), the
 * lower-cased text of every column the list's 'All' searches, one per line, kept in the transaction of every
 * write: the row's own BEFORE trigger computes it, and a rename of a company, asset type, model, resource or
 * progress rewrites the rows that show the name (setting search_text to null fires the row's own trigger).
 *
 * Rule it mirrors: each text matches the list's own column expressions (apps/api, the repositories' ListColumns
 * and master searchExpressions): numbers as `::text`, dates as to_char 'DD-MM-YYYY' of the UTC day (every
 * connection runs with TimeZone=UTC), tri-state flags as their label. A null column adds nothing (concat_ws skips
 * it). apps/api lib/list-search-text.test.ts compares each text with the lists' expressions.
 */
const triState = (column: string) =>
  `case new.${column} when 1 then 'Yes' when 0 then 'No' else 'Pending' end`;

export const searchTextFunctions: readonly string[] = [
  // Company list: name, business sector (the typed 'Other Business Sector' when the sector is Others, id 40),
  // establish year, SSM number, short name.
  `create or replace function hirer_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      new.name,
      case when new.resource_id = 40 and new.other_business_sector is not null then new.other_business_sector
        else (select r.name from resource r where r.id = new.resource_id) end,
      new.establish_year::text,
      new.registration_no,
      new.shortname));
    return new;
  end $$`,
  // Application lists: company name, progress name, created date.
  `create or replace function applicant_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      (select h.name from hirer h where h.id = new.hirer_id),
      (select p.name from progress p where p.id = new.progress_id),
      to_char(new.created_at at time zone 'UTC', 'DD-MM-YYYY')));
    return new;
  end $$`,
  // Master List: the search dropdown's fields (master-record.repository.ts searchExpressions).
  `create or replace function applicant_product_search_text() returns trigger language plpgsql as $$
  begin
    new.search_text := lower(concat_ws(E'\\n',
      (select h.name from hirer h where h.id = new.hirer_id),
      (select b.name from brand b where b.id = new.brand_id),
      (select p.name from product p where p.id = new.product_id),
      new.engine,
      new.chassis,
      new.manufacture_year::text,
      new.registration_no,
      new.letter_offer,
      new.hp_no,
      new.principle_stamp,
      new.subsidiary_stamp,
      ${triState('fis')},
      ${triState('rc_ori')},
      ${triState('insc')},
      (select r.name from resource r where r.id = new.agent_id),
      new.cover_note,
      (new.tenure * 12)::text,
      (select r.name from resource r where r.id = new.resource_id),
      new.salesman));
    return new;
  end $$`,
  // A rename rewrites the texts that show the name (setting search_text fires the row's own trigger).
  `create or replace function search_text_rename() returns trigger language plpgsql as $$
  begin
    if tg_table_name = 'hirer' then
      update applicant set search_text = null where hirer_id = new.id;
      update applicant_product set search_text = null where hirer_id = new.id;
    elsif tg_table_name = 'progress' then
      update applicant set search_text = null where progress_id = new.id;
    elsif tg_table_name = 'brand' then
      update applicant_product set search_text = null where brand_id = new.id;
    elsif tg_table_name = 'product' then
      update applicant_product set search_text = null where product_id = new.id;
    elsif tg_table_name = 'resource' then
      update hirer set search_text = null where resource_id = new.id;
      update applicant_product set search_text = null where agent_id = new.id or resource_id = new.id;
    end if;
    return null;
  end $$`,
];

export const searchTextTriggers: readonly string[] = [
  `create or replace trigger hirer_search_text before insert or update of
    name, resource_id, other_business_sector, establish_year, registration_no, shortname, search_text
    on hirer for each row execute function hirer_search_text()`,
  `create or replace trigger applicant_search_text before insert or update of
    hirer_id, progress_id, created_at, search_text
    on applicant for each row execute function applicant_search_text()`,
  `create or replace trigger applicant_product_search_text before insert or update of
    hirer_id, brand_id, product_id, engine, chassis, manufacture_year, registration_no, letter_offer, hp_no,
    principle_stamp, subsidiary_stamp, fis, rc_ori, insc, agent_id, cover_note, tenure, resource_id, salesman,
    search_text
    on applicant_product for each row execute function applicant_product_search_text()`,
  ...['hirer', 'progress', 'brand', 'product', 'resource'].map(
    (table) => `create or replace trigger ${table}_search_text_rename after update of name on ${table}
      for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
  ),
];

/**
 * Issue 41: the key an HP number is searched by, its letters and digits alone, lower-cased (the domain's hpNoKey,
 * the same rule): 'SB/HP/2024/0905' is found by 'sbhp20240905' and 'SB HP 2024 0905'. Indexed by migration
 * 2026_12_08_0105 (trigram where pg_trgm is installed): a query uses the index with this exact expression.
 */
export const hpNoKeySql = (column: string): string =>
  `regexp_replace(lower(${column}), '[^a-z0-9]', '', 'g')`;
