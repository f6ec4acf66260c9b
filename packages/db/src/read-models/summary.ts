import { sql } from 'kysely';
import type { Db } from '../client';
import { nameStatement } from '../named-statements';
import { markCollectionAnalyticsStaleSql, refreshCollectionAnalytics } from './collection-analytics';
import { isCashSql } from './rules/ledger-cash';

/**
 * Read model: the agreement summary (issue 15), table applicant_product_summary (migrations 2026_11_27_1300,
 * 2120): one row per agreement with a ledger or a schedule, so that the collection list, the company exposure
 * and the overview read one row instead of summing 3 million ledger entries per request.
 *
 * Rules it mirrors (packages/domain): paid to date and the outstanding balance (collections/ledger, issue 26:
 * only cash counts as paid), the overdue months (schedule: instalments due before today and not fully paid) and
 * Current Payment (an instalment due in this month not fully paid), both read from the sorted unpaid due dates
 * by agreement-balance.ts (overdueMonthsSql, isCurrentPaymentPendingSql, currentPaymentSql); its property test
 * agreement-balance.property.test.ts compares them with the domain on random books.
 *
 * Writes the per-agreement summary (table applicant_product_summary) of the given order lines, or with 'all' of
 * every line with an HP number, a ledger or instalments, from their ledger and instalments: paid to date (the cash
 * entries' sum, issue 26: a rebate is written off, not paid), outstanding balance (total payable plus the charges
 * added to it, issue 32, less every entry, cash or not, and never below 0: a settled agreement owes 0, and what a
 * disposal brought beyond the debt is refund due, domain `agreementBalance`; the charges are the summary's own
 * `charges`, which the charge writer keeps, migration 2026_11_28_1710, so that the older migrations that call this
 * refresh never need the charge table), the due dates of the instalments not yet fully paid, ascending,
 * and the first due date of the schedule (issue 29's 'Nothing due', domain `currentPayment`; migration 2026_11_28_1300).
 *
 * It must run in the same transaction as every change of a line's ledger entries, instalment paid amounts or
 * due dates, or total payable once the line has a ledger: the collection list, company exposure and overview
 * read only the summary (issue 15). The api calls it from `recomputeInstalments` (collections ledger.service),
 * which every ledger writer already calls; seeds and test fixtures that write the tables directly call it too.
 */
export async function refreshAgreementSummary(
  db: Db,
  lineIds: readonly number[] | 'all',
  /** The Collection Overview's stored allocation: noted stale (a writer's default) or re-written now. */
  analytics: 'later' | 'now' = lineIds === 'all' ? 'now' : 'later',
): Promise<void> {
  if (lineIds !== 'all' && lineIds.length === 0) return;
  const only = (column: string) =>
    lineIds === 'all' ? sql`true` : sql`${sql.ref(column)} = any(${[...lineIds]}::int[])`;
  // Issue 30: the lines are noted for the stored allocation's catch-up by the summary's own statement.
  const noteStale =
    analytics === 'later' && lineIds !== 'all'
      ? sql`with stale as (${markCollectionAnalyticsStaleSql(lineIds)})`
      : sql``;
  const statement = sql`
    ${noteStale}
    insert into applicant_product_summary
      (applicant_product_id, paid_amount, outstanding_balance, unpaid_due_dates, first_due_date, updated_at)
    select ap.id, coalesce(p.cash, 0),
      greatest(ap.total_payable + coalesce(c.charges, 0) - coalesce(p.settled, 0), 0),
      coalesce(t.unpaid, '{}'), t.first_due, now()
    from applicant_product ap
    left join (select applicant_product_id, sum(amount) filter (where ${isCashSql('kind')}) as cash,
        sum(amount) as settled
      from applicant_product_payment
      where ${only('applicant_product_id')} group by applicant_product_id) p on p.applicant_product_id = ap.id
    left join applicant_product_summary c on c.applicant_product_id = ap.id
    left join (select applicant_product_id,
        array_agg(due_date order by due_date) filter (where paid_amount < charge_amount) as unpaid,
        min(due_date) as first_due
      from applicant_product_transaction
      where ${only('applicant_product_id')} group by applicant_product_id) t on t.applicant_product_id = ap.id
    where ${
      lineIds === 'all'
        ? sql`(ap.hp_no is not null or p.applicant_product_id is not null or t.applicant_product_id is not null)`
        : only('ap.id')
    }
    on conflict (applicant_product_id) do update set
      paid_amount = excluded.paid_amount,
      outstanding_balance = excluded.outstanding_balance,
      unpaid_due_dates = excluded.unpaid_due_dates,
      first_due_date = excluded.first_due_date,
      updated_at = excluded.updated_at`.compile(db);
  // Every ledger writer runs it: parsed and planned once per connection (the lines are its one parameter).
  if (lineIds !== 'all') nameStatement(statement.sql);
  await db.executeQuery(statement);
  // The Collection Overview's stored allocation, in the same transaction when asked (issue 15).
  if (analytics === 'now') await refreshCollectionAnalytics(db, lineIds);
}

/**
 * The summary's derived columns, kept by its own BEFORE trigger whoever writes the summary:
 *
 * `search_text`, the lower-cased text of the columns the collection list's 'All' search covers except overdue
 * months (which depend on the day): company, asset type and model names, HP No, paid amount, loan amount (per
 * unit times quantity), total payable and tenure, one per line in their search form. It is recomputed when the
 * paid amount changes or when it is set to null, which the line's trigger does when a column it copies changes
 * and the rename triggers do for the lines showing a name.
 *
 * `overdue_bound`, the greatest `k - month(d_k)` over the sorted unpaid due dates d_1 <= d_2 <= ... (month(d) =
 * year * 12 + month): on a day D the overdue months (the k with d_k < D) are at most month(D - 1) +
 * overdue_bound, since each such d_k lies in month(D - 1) or before. It is day-independent, so an index on it
 * gives the overdue sort a candidate set that is exact on any day.
 */
export const summaryFunctions: readonly string[] = [
  `create or replace function applicant_product_summary_derived() returns trigger language plpgsql as $$
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
  // A change of a copied column of the line, or a rename of a name it shows, recomputes the text.
  `create or replace function collection_search_text_stale() returns trigger language plpgsql as $$
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
];

export const summaryTriggers: readonly string[] = [
  `create or replace trigger applicant_product_summary_derived before insert or update
    on applicant_product_summary for each row execute function applicant_product_summary_derived()`,
  `create or replace trigger applicant_product_collection_search_text after update of
    hirer_id, brand_id, product_id, hp_no, loan_amount, quantity, total_payable, tenure
    on applicant_product for each row
    when (old.hirer_id is distinct from new.hirer_id or old.brand_id is distinct from new.brand_id
      or old.product_id is distinct from new.product_id or old.hp_no is distinct from new.hp_no
      or old.loan_amount is distinct from new.loan_amount or old.quantity is distinct from new.quantity
      or old.total_payable is distinct from new.total_payable or old.tenure is distinct from new.tenure)
    execute function collection_search_text_stale()`,
  // Named to fire after `<table>_search_text_rename` (triggers fire in name order), which rewrites the lines: a
  // rename then locks the lines before their summaries, in the order of a payment (the line, then its summary),
  // so that the two cannot deadlock.
  ...['hirer', 'brand', 'product'].map(
    (
      table,
    ) => `create or replace trigger ${table}_search_text_renamed_collections after update of name on ${table}
      for each row when (old.name is distinct from new.name) execute function collection_search_text_stale()`,
  ),
];
