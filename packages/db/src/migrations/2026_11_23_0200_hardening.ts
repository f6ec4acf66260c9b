import { type MigrationDb, run } from './ddl';

// Every "must be unique" rule of the spec as a unique index, so that it holds when two requests race on a real
// server (the services' check-then-insert gives the friendly message; the index is what makes it true).
// Partial over live rows where the table soft-deletes; the same normalisation the services compare with.

export const UNIQUE_RULE_INDEXES = {
  hirerRegistrationNo: 'hirer_registration_no_live_key',
  hirerContactIdentityNo: 'hirer_contact_identity_no_key',
  brandName: 'brand_name_live_key',
  productName: 'product_brand_name_live_key',
  vendorName: 'vendor_name_live_key',
  criteriaName: 'criteria_resource_name_live_key',
  financialProgramName: 'financial_program_name_live_key',
  factorName: 'factor_program_name_live_key',
} as const;

const i = UNIQUE_RULE_INDEXES;

export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create unique index ${i.hirerRegistrationNo} on hirer (upper(replace(registration_no, ' ', '')))
      where deleted_at is null`,
    `create unique index ${i.hirerContactIdentityNo} on hirer_contact (hirer_id, upper(replace(identity_no, '-', '')))`,
    `create unique index ${i.brandName} on brand (lower(name)) where deleted_at is null`,
    `create unique index ${i.productName} on product (brand_id, lower(name)) where deleted_at is null`,
    `create unique index ${i.vendorName} on vendor (lower(name)) where deleted_at is null`,
    `create unique index ${i.criteriaName} on criteria (resource_id, lower(name)) where deleted_at is null`,
    `create unique index ${i.financialProgramName} on financial_program (lower(name)) where deleted_at is null`,
    `create unique index ${i.factorName} on factor (financial_program_id, lower(name)) where deleted_at is null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(
    db,
    Object.values(i).map((name) => `drop index ${name}`),
  );
}
