import { type MigrationDb, run } from './ddl';

/**
 * The Master List reads approved lines (hp_no set, not deleted) newest first, filtered by the year selector on
 * created_at; the dashboard
 * counts executed agreements.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create index applicant_product_master_created_idx on applicant_product (created_at desc, id desc)
      where hp_no is not null and deleted_at is null`,
    `create index applicant_product_master_agreement_execution_idx on applicant_product (agreement_execution)
      where hp_no is not null and deleted_at is null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists applicant_product_master_agreement_execution_idx',
    'drop index if exists applicant_product_master_created_idx',
  ]);
}
