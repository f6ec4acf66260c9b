import { type MigrationDb, run } from './ddl';

/**
 * Issue 41, late-payment charges: a rate per annum on the financial program (the default copied onto its new
 * agreements) and on the agreement (applicant_product), null meaning the agreement charges none. Existing rows
 * charge none until a rate is set; the cap for goods under the Hire-Purchase Act is configuration, not data.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `alter table financial_program add column late_charge_rate numeric(7, 4)
      check (late_charge_rate between 0 and 100)`,
    `alter table applicant_product add column late_charge_rate numeric(7, 4)
      check (late_charge_rate between 0 and 100)`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant_product drop column late_charge_rate',
    'alter table financial_program drop column late_charge_rate',
  ]);
}
