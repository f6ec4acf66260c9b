import { sql } from 'kysely';
import type { Db } from './client';
import { refreshCollectionAnalytics } from './collection-analytics';
import { isCashSql } from './ledger-cash';

/**
 * Writes the per-agreement summary (table applicant_product_summary) of the given order lines, or with 'all' of
 * every line with an HP number, a ledger or instalments, from their ledger and instalments: paid to date (the cash
 * entries' sum, issue 26: a rebate is written off, not paid), outstanding balance (total payable less every
 * entry, cash or not: a settled agreement owes 0), the due dates of the instalments not yet fully paid, ascending,
 * and the first due date of the schedule (issue 29's 'Nothing due').
 *
 * It must run in the same transaction as every change of a line's ledger entries, instalment paid amounts or
 * due dates, or total payable once the line has a ledger: the collection list, company exposure and overview
 * read only the summary (issue 15). The api calls it from `recomputeInstalments` (collections ledger.service),
 * which every ledger writer already calls; seeds and test fixtures that write the tables directly call it too.
 */
export async function refreshAgreementSummary(db: Db, lineIds: readonly number[] | 'all'): Promise<void> {
  if (lineIds !== 'all' && lineIds.length === 0) return;
  const only = (column: string) =>
    lineIds === 'all' ? sql`true` : sql`${sql.ref(column)} = any(${[...lineIds]}::int[])`;
  await sql`
    insert into applicant_product_summary
      (applicant_product_id, paid_amount, outstanding_balance, unpaid_due_dates, first_due_date, updated_at)
    select ap.id, coalesce(p.cash, 0), ap.total_payable - coalesce(p.settled, 0), coalesce(t.unpaid, '{}'),
      t.first_due, now()
    from applicant_product ap
    left join (select applicant_product_id, sum(amount) filter (where ${isCashSql('kind')}) as cash,
        sum(amount) as settled
      from applicant_product_payment
      where ${only('applicant_product_id')} group by applicant_product_id) p on p.applicant_product_id = ap.id
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
      updated_at = excluded.updated_at`.execute(db);
  // The Collection Overview's stored allocation, in the same transaction (issue 15).
  await refreshCollectionAnalytics(db, lineIds);
}
