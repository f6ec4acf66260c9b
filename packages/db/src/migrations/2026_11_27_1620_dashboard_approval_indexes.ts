import { type MigrationDb, run } from './ddl';

/**
 * Issue 15: the dashboard's approved lines of a period are two index ranges read alone (without the rows): the
 * live applications approved in an instant range, with their live agreement lines by application (the columns
 * the aggregates read included), and the live applications without an approval time, whose lines count by
 * their creation (applicant_product_master_newest_idx).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'create index applicant_approved_live_idx on applicant (approved_at) include (id) where deleted_at is null',
    `create index applicant_unapproved_live_idx on applicant (id)
      where approved_at is null and deleted_at is null`,
    `create index applicant_product_approved_line_idx on applicant_product (applicant_id)
      include (id, hp_no, hirer_id, brand_id, product_id, loan_amount, quantity, agreement_execution, created_at)
      where deleted_at is null and hp_no is not null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_approved_line_idx',
    'drop index if exists applicant_unapproved_live_idx',
    'drop index if exists applicant_approved_live_idx',
  ]);
}
