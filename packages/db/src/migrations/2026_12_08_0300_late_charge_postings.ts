import { type MigrationDb, run } from './ddl';

/**
 * Issue 41, late-payment charges posted: a calendar month's late-payment interest becomes a charge of its own kind
 * ('late_charge', dated the month's last day), added to what the hirer owes like the recovery costs. One per
 * agreement and month, by a unique index, so the month-end posting can run again and post nothing twice. The
 * posting is a job, no person: its rows name no creator (the audit says the month-end posting made them).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant_product_charge drop constraint applicant_product_charge_kind_check',
    `alter table applicant_product_charge add constraint applicant_product_charge_kind_check
      check (kind in ('recovery_cost', 'late_charge'))`,
    'alter table applicant_product_charge alter column created_by drop not null',
    `alter table applicant_product_charge add constraint applicant_product_charge_created_by_check
      check (created_by is not null or kind = 'late_charge')`,
    `create unique index applicant_product_charge_late_charge_month_key
      on applicant_product_charge (applicant_product_id, incurred_on) where kind = 'late_charge'`,
    `create index applicant_product_charge_kind_idx on applicant_product_charge (kind, amount)
      where kind = 'late_charge'`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    `update applicant_product_summary s set charges = s.charges - c.total
      from (select applicant_product_id, sum(amount) as total from applicant_product_charge
        where kind = 'late_charge' group by applicant_product_id) c
      where c.applicant_product_id = s.applicant_product_id`,
    "delete from applicant_product_charge where kind = 'late_charge'",
    'drop index applicant_product_charge_kind_idx',
    'drop index applicant_product_charge_late_charge_month_key',
    'alter table applicant_product_charge drop constraint applicant_product_charge_created_by_check',
    'alter table applicant_product_charge alter column created_by set not null',
    'alter table applicant_product_charge drop constraint applicant_product_charge_kind_check',
    `alter table applicant_product_charge add constraint applicant_product_charge_kind_check
      check (kind in ('recovery_cost'))`,
  ]);
}
