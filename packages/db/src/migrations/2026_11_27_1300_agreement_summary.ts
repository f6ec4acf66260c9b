import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: a per-agreement summary of the ledger and the instalments (paid to date, outstanding balance, the
 * due dates still unpaid), written by `refreshAgreementSummary` (packages/db agreement-summary.ts) in the same
 * transaction as every ledger or schedule change, so that the collection list, the company exposure and the
 * overview read one row per agreement instead of summing 3 million ledger entries per request.
 *
 * The unpaid due dates are kept, not the overdue months: overdue months depend on today, and counting the
 * sorted dates before today (`width_bucket`, a binary search) is exact on any day without a nightly job.
 * The backfill below is this migration's own copy of the refresh (migrations never change once shipped).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table applicant_product_summary (
      applicant_product_id integer primary key references applicant_product (id) on delete cascade,
      paid_amount numeric(14, 2) not null,
      outstanding_balance numeric(14, 2),
      unpaid_due_dates date[] not null,
      updated_at timestamptz not null default now()
    )`,
    `insert into applicant_product_summary (applicant_product_id, paid_amount, outstanding_balance, unpaid_due_dates)
      select ap.id, coalesce(p.paid, 0), ap.total_payable - coalesce(p.paid, 0), coalesce(t.unpaid, '{}')
      from applicant_product ap
      left join (select applicant_product_id, sum(amount) as paid from applicant_product_payment
        group by applicant_product_id) p on p.applicant_product_id = ap.id
      left join (select applicant_product_id,
          array_agg(due_date order by due_date) filter (where paid_amount < charge_amount) as unpaid
        from applicant_product_transaction group by applicant_product_id) t on t.applicant_product_id = ap.id
      where ap.hp_no is not null or p.applicant_product_id is not null or t.applicant_product_id is not null`,
    // The collections (live executed agreements) read by index-only scans: their count is a merge of these.
    `create index applicant_product_collection_idx on applicant_product (id) include (applicant_id)
      where deleted_at is null and hp_no is not null and agreement_execution is not null`,
    `create index applicant_product_collection_hp_no_idx on applicant_product (hp_no, id)
      where deleted_at is null and hp_no is not null and agreement_execution is not null`,
    // Liveness of the application as an anti-join against the few deleted ones.
    'create index applicant_deleted_idx on applicant (id) where deleted_at is not null',
    // The pending collections (money still owed) and the settled ones.
    `create index applicant_product_summary_owing_idx on applicant_product_summary (applicant_product_id)
      where outstanding_balance > 0`,
    `create index applicant_product_summary_settled_idx on applicant_product_summary (applicant_product_id)
      where outstanding_balance <= 0`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_deleted_idx',
    'drop index if exists applicant_product_collection_hp_no_idx',
    'drop index if exists applicant_product_collection_idx',
    'drop table applicant_product_summary',
  ]);
}
