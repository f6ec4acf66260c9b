import { type MigrationDb, run } from './ddl';

/** Issue 40: a statement line keeps the bank's booking date beside its value date (the date a posting carries). */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, ['alter table bank_statement_line add column booking_date date']);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, ['alter table bank_statement_line drop column booking_date']);
}
