import { type MigrationDb, run } from './ddl';
import { statements as fillCollectionAnalytics } from './frozen/2026_11_27_1615_collection_analytics';

/**
 * Issue 15: the Collection Overview's stored allocation (packages/db collection-analytics.ts), written by
 * `refreshCollectionAnalytics` inside `refreshAgreementSummary`, in the transaction of every ledger or schedule
 * change. Amounts are in sen. The backfill runs the refresh over every line (about a minute at full size).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table collection_line (
      applicant_product_id integer primary key references applicant_product (id) on delete cascade,
      regular boolean not null,
      execution date,
      total_payable bigint,
      first_activity date,
      last_paid_on date,
      settled_on date,
      overpaid bigint
    )`,
    `create table collection_line_ledger (
      applicant_product_id integer primary key references applicant_product (id) on delete cascade,
      paid_dates date[] not null,
      paid_amounts bigint[] not null,
      late_amounts bigint[] not null
    )`,
    `create table collection_instalment (
      applicant_product_transaction_id integer primary key
        references applicant_product_transaction (id) on delete cascade,
      applicant_product_id integer not null references applicant_product (id) on delete cascade,
      hirer_id integer not null,
      execution date not null,
      due_date date not null,
      charge bigint not null,
      note text,
      fill_before bigint not null,
      full_at date,
      part_dates date[],
      part_cum bigint[]
    )`,
    `create table collection_day (
      day date primary key,
      paid bigint not null,
      late bigint not null,
      charged bigint not null,
      instalments integer not null,
      payable bigint not null,
      lines integer not null,
      settled integer not null,
      surplus bigint not null
    )`,
    'create index collection_instalment_line_idx on collection_instalment (applicant_product_id)',
    'create index collection_instalment_due_idx on collection_instalment (due_date)',
    // Overdue on day D: never fully paid and due before D, or due before D and fully paid after it.
    // (covering: the overdue of today are some 70,000 of them on the large book, read without the table)
    `create index collection_instalment_unpaid_idx on collection_instalment (due_date)
      include (applicant_product_transaction_id, applicant_product_id, hirer_id, execution, charge, note,
        fill_before, part_dates, part_cum)
      where full_at is null`,
    `create index collection_instalment_late_idx on collection_instalment
      using gist (daterange(due_date, full_at, '()')) where full_at > due_date + 1`,
    'create index collection_line_irregular_idx on collection_line (applicant_product_id) where not regular',
    // The lines collection_day holds that a past day's book leaves out: executed later in that day's month, or
    // with a payment or a due date before their execution.
    'create index collection_line_execution_idx on collection_line (execution) where regular',
    `create index collection_line_early_idx on collection_line (execution)
      where regular and first_activity < execution`,
    // Settled lines paid again after (their overpayment on an earlier day is not the stored one).
    `create index collection_line_paid_after_settled_idx on collection_line (settled_on)
      where regular and settled_on < last_paid_on`,
    // The few deleted lines, taken back out of collection_day's sums.
    'create index applicant_product_deleted_idx on applicant_product (id) where deleted_at is not null',
  ]);
  await run(db, fillCollectionAnalytics);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_deleted_idx',
    'drop table collection_day',
    'drop table collection_instalment',
    'drop table collection_line_ledger',
    'drop table collection_line',
  ]);
}
