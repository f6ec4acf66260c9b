import { hasTrigram, type MigrationDb, run } from './ddl';

/**
 * Issue 15: the collection list at full size, on two columns of the agreement's summary (one row per collection)
 * kept by its own BEFORE trigger, whoever writes the summary (refreshAgreementSummary's upsert):
 *
 * `search_text`, the lower-cased text of the columns the list's 'All' search covers except overdue months (which
 * depend on the day): company, asset type and model names, HP No, paid amount, loan amount (per unit times
 * quantity), total payable and tenure, one per line in their search form (numbers as `::text` of the list's
 * columns), trigram-indexed. It is recomputed when the paid amount changes or when it is set to null, which the
 * line's trigger does when a column it copies changes and the rename triggers do for the lines showing a name.
 *
 * `overdue_bound`, the greatest `k - month(d_k)` over the sorted unpaid due dates d_1 <= d_2 <= ... (month(d) =
 * year * 12 + month): on a day D the overdue months (the k with d_k < D) are at most month(D - 1) + overdue_bound,
 * since each such d_k lies in month(D - 1) or before. It is day-independent, so an index on it gives the overdue
 * sort a candidate set (the lines whose bound reaches the page's least overdue months) that is exact on any day;
 * for a schedule of one due date a month it is the overdue months themselves until the last unpaid due date.
 */
export async function up(db: MigrationDb): Promise<void> {
  const trigram = await hasTrigram(db);
  await run(db, [
    'alter table applicant_product_summary add column search_text text, add column overdue_bound integer',
    `create function applicant_product_summary_derived() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' or new.search_text is null
          or new.unpaid_due_dates is distinct from old.unpaid_due_dates then
        new.overdue_bound := (select max(u.k - (extract(year from u.d)::int * 12 + extract(month from u.d)::int))
          from unnest(new.unpaid_due_dates) with ordinality as u(d, k));
      end if;
      if tg_op = 'INSERT' or new.search_text is null or new.paid_amount is distinct from old.paid_amount then
        new.search_text := (select lower(concat_ws(E'\\n',
            h.name, b.name, p.name, l.hp_no,
            new.paid_amount::numeric(14, 2)::text,
            (l.loan_amount * l.quantity)::numeric(14, 2)::text,
            l.total_payable::text,
            l.tenure::text))
          from applicant_product l
          left join hirer h on h.id = l.hirer_id
          left join brand b on b.id = l.brand_id
          left join product p on p.id = l.product_id
          where l.id = new.applicant_product_id);
      end if;
      return new;
    end $$`,
    `create trigger applicant_product_summary_derived before insert or update
      on applicant_product_summary for each row execute function applicant_product_summary_derived()`,

    // A change of a copied column of the line, or a rename of a name it shows, recomputes the text.
    `create function collection_search_text_stale() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'applicant_product' then
        update applicant_product_summary set search_text = null where applicant_product_id = new.id;
      elsif tg_table_name = 'hirer' then
        update applicant_product_summary s set search_text = null
          from applicant_product l where l.id = s.applicant_product_id and l.hirer_id = new.id;
      elsif tg_table_name = 'brand' then
        update applicant_product_summary s set search_text = null
          from applicant_product l where l.id = s.applicant_product_id and l.brand_id = new.id;
      elsif tg_table_name = 'product' then
        update applicant_product_summary s set search_text = null
          from applicant_product l where l.id = s.applicant_product_id and l.product_id = new.id;
      end if;
      return null;
    end $$`,
    `create trigger applicant_product_collection_search_text after update of
      hirer_id, brand_id, product_id, hp_no, loan_amount, quantity, total_payable, tenure
      on applicant_product for each row
      when (old.hirer_id is distinct from new.hirer_id or old.brand_id is distinct from new.brand_id
        or old.product_id is distinct from new.product_id or old.hp_no is distinct from new.hp_no
        or old.loan_amount is distinct from new.loan_amount or old.quantity is distinct from new.quantity
        or old.total_payable is distinct from new.total_payable or old.tenure is distinct from new.tenure)
      execute function collection_search_text_stale()`,
    // Named to fire after `<table>_search_text_rename` (triggers fire in name order), which rewrites the lines:
    // a rename then locks the lines before their summaries, in the order of a payment (the line, then its
    // summary), so that the two cannot deadlock.
    ...['hirer', 'brand', 'product'].map(
      (table) => `create trigger ${table}_search_text_renamed_collections after update of name on ${table}
        for each row when (old.name is distinct from new.name) execute function collection_search_text_stale()`,
    ),

    'update applicant_product_summary set search_text = null',
    'create index applicant_product_summary_overdue_bound_idx on applicant_product_summary (overdue_bound)',
    ...(trigram
      ? [
          `create index applicant_product_summary_search_text_trgm_idx on applicant_product_summary
            using gin (search_text gin_trgm_ops)`,
        ]
      : []),
    // The company search: the companies matched in their own trigram index, then their collections counted and
    // paged on this index alone (the application id for the liveness of the application).
    `create index applicant_product_collection_hirer_idx on applicant_product (hirer_id, id) include (applicant_id)
      where deleted_at is null and hp_no is not null and agreement_execution is not null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_collection_hirer_idx',
    ...['hirer', 'brand', 'product'].map(
      (table) => `drop trigger if exists ${table}_search_text_renamed_collections on ${table}`,
    ),
    'drop trigger if exists applicant_product_collection_search_text on applicant_product',
    'drop function if exists collection_search_text_stale()',
    'drop trigger if exists applicant_product_summary_derived on applicant_product_summary',
    'drop function if exists applicant_product_summary_derived()',
    'alter table applicant_product_summary drop column search_text, drop column overdue_bound',
  ]);
}
