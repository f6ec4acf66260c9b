import { type MigrationDb, run } from './ddl';

/**
 * Issue 14, early settlement: the payment that settles an agreement in full, and the rebate of the charges
 * not yet earned that the settlement writes off, are ledger entries of their own kinds (the ledger stays the
 * only truth about money; instalments are never edited). Both are positive.
 */
const DROP_KIND_CHECK = `
do $$
declare c record;
begin
  for c in
    select conname from pg_constraint
    where conrelid = 'applicant_product_payment'::regclass and contype = 'c'
      and pg_get_constraintdef(oid) like '%kind = ANY%'
  loop
    execute format('alter table applicant_product_payment drop constraint %I', c.conname);
  end loop;
end $$`;

export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    DROP_KIND_CHECK,
    `alter table applicant_product_payment add constraint applicant_product_payment_kind_check
      check (kind in ('payment', 'prepayment', 'correction', 'settlement', 'rebate'))`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant_product_payment drop constraint applicant_product_payment_kind_check',
    `alter table applicant_product_payment add constraint applicant_product_payment_kind_check
      check (kind in ('payment', 'prepayment', 'correction'))`,
  ]);
}
