import { type MigrationDb, run } from './ddl';

/**
 * Issue 14, the hire-purchase reform: the interest method of a financial program, and the one each order line
 * took from its program when it was added and keeps for life. Everything that exists stays flat (the spec's
 * maths, decisions.md §3); the Hire Purchase (Amendment) Bill 2025 asks new fixed-rate agreements to be
 * reducing balance.
 */
const METHODS = `('flat', 'reducing_balance')`;

export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `alter table financial_program
      add column interest_method text not null default 'flat' check (interest_method in ${METHODS})`,
    `alter table applicant_product
      add column interest_method text not null default 'flat' check (interest_method in ${METHODS})`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant_product drop column interest_method',
    'alter table financial_program drop column interest_method',
  ]);
}
