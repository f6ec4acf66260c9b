import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 15: the 'All' search of the company list, the application lists (Application list, Pending Approvals,
 * Application log) and the Master List is one indexed expression per list row instead of an OR of `ilike` over up
 * to twenty columns of five joined tables. `search_text` is the lower-cased text of every column the list's 'All'
 * searches, one per line (`E'\n'` cannot occur in a search term that uses it; a term holding one falls back to the
 * per-column OR), kept by triggers in the transaction of every write: the row's own BEFORE trigger computes it, and
 * a rename of a company, asset type, model, resource or progress rewrites the rows that show the name.
 *
 * Each text matches the list's own column expressions (apps/api, the repositories' ListColumns and master
 * searchExpressions): numbers as `::text`, dates as to_char 'DD-MM-YYYY' of the UTC day (every connection runs with
 * TimeZone=UTC), tri-state flags as their label. A null column adds nothing (concat_ws skips it).
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  await run(db, [
    'alter table hirer add column search_text text',
    'alter table applicant add column search_text text',
    'alter table applicant_product add column search_text text',

    // Company list: name, business sector (the typed 'Other Business Sector' when the sector is Others, id 40),
    // establish year, SSM number, short name.
    `create function hirer_search_text() returns trigger language plpgsql as $$
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
    `create trigger hirer_search_text before insert or update of
      name, resource_id, other_business_sector, establish_year, registration_no, shortname, search_text
      on hirer for each row execute function hirer_search_text()`,

    // Application lists: company name, progress name, created date.
    `create function applicant_search_text() returns trigger language plpgsql as $$
    begin
      new.search_text := lower(concat_ws(E'\\n',
        (select h.name from hirer h where h.id = new.hirer_id),
        (select p.name from progress p where p.id = new.progress_id),
        to_char(new.created_at at time zone 'UTC', 'DD-MM-YYYY')));
      return new;
    end $$`,
    `create trigger applicant_search_text before insert or update of
      hirer_id, progress_id, created_at, search_text
      on applicant for each row execute function applicant_search_text()`,

    // Master List: the search dropdown's fields (master-record.repository.ts searchExpressions).
    `create function applicant_product_search_text() returns trigger language plpgsql as $$
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
        case new.fis when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
        case new.rc_ori when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
        case new.insc when 1 then 'Yes' when 0 then 'No' else 'Pending' end,
        (select r.name from resource r where r.id = new.agent_id),
        new.cover_note,
        (new.tenure * 12)::text,
        (select r.name from resource r where r.id = new.resource_id),
        new.salesman));
      return new;
    end $$`,
    `create trigger applicant_product_search_text before insert or update of
      hirer_id, brand_id, product_id, engine, chassis, manufacture_year, registration_no, letter_offer, hp_no,
      principle_stamp, subsidiary_stamp, fis, rc_ori, insc, agent_id, cover_note, tenure, resource_id, salesman,
      search_text
      on applicant_product for each row execute function applicant_product_search_text()`,

    // A rename rewrites the texts that show the name (setting search_text fires the row's own trigger).
    `create function search_text_rename() returns trigger language plpgsql as $$
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
    ...['hirer', 'progress', 'brand', 'product', 'resource'].map(
      (table) => `create trigger ${table}_search_text_rename after update of name on ${table}
        for each row when (old.name is distinct from new.name) execute function search_text_rename()`,
    ),

    'update hirer set search_text = null',
    'update applicant set search_text = null',
    'update applicant_product set search_text = null',
    ...(trigram
      ? [
          `create index hirer_search_text_trgm_idx on hirer using gin (search_text gin_trgm_ops)
            where deleted_at is null`,
          `create index applicant_search_text_trgm_idx on applicant using gin (search_text gin_trgm_ops)
            where deleted_at is null`,
          `create index applicant_product_search_text_trgm_idx on applicant_product
            using gin (search_text gin_trgm_ops) where hp_no is not null and deleted_at is null`,
        ]
      : []),
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    ...['hirer', 'progress', 'brand', 'product', 'resource'].map(
      (table) => `drop trigger if exists ${table}_search_text_rename on ${table}`,
    ),
    'drop function if exists search_text_rename()',
    'drop trigger if exists applicant_product_search_text on applicant_product',
    'drop function if exists applicant_product_search_text()',
    'drop trigger if exists applicant_search_text on applicant',
    'drop function if exists applicant_search_text()',
    'drop trigger if exists hirer_search_text on hirer',
    'drop function if exists hirer_search_text()',
    'alter table applicant_product drop column search_text',
    'alter table applicant drop column search_text',
    'alter table hirer drop column search_text',
  ]);
}
