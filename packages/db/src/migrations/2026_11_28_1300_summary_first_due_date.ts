import { type MigrationDb, run } from './ddl';

/**
 * Issue 29: Current Payment says 'Nothing due' while no instalment of an agreement has fallen due, which the
 * unpaid due dates alone cannot tell (a first instalment paid ahead leaves them). The summary keeps the first
 * due date of the schedule, written by `refreshAgreementSummary` with the rest; null without instalments. The
 * backfill is this migration's own copy (migrations never change once shipped).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant_product_summary add column if not exists first_due_date date',
    `update applicant_product_summary s set first_due_date = t.first_due
      from (select applicant_product_id, min(due_date) as first_due from applicant_product_transaction
        group by applicant_product_id) t
      where t.applicant_product_id = s.applicant_product_id`,
  ]);
}

/**
 * Keeps the column (as 2026_11_28_1200 keeps collection_day's slots): the older migrations that refresh the summary
 * call the current `refreshAgreementSummary`, which writes it, so a migration down and up again must find it.
 */
export async function down(_db: MigrationDb): Promise<void> {}
