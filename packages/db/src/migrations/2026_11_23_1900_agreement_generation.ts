import { type MigrationDb, run } from './ddl';

/**
 * Issue 11, agreement generation: one serial per year shared by the HP and letter-of-offer numbers of a line
 * (taken with an upsert, so concurrent generations never draw the same number; hp_no and letter_offer stay
 * unique besides), and where an approved application's generation stands, with the reason when it failed.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table agreement_serial (
      year smallint primary key check (year between 1000 and 9999),
      last_serial integer not null check (last_serial > 0)
    )`,
    `alter table applicant
      add column agreements_state text check (agreements_state in ('queued', 'generated', 'failed')),
      add column agreements_error text`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table applicant drop column agreements_error, drop column agreements_state',
    'drop table agreement_serial',
  ]);
}
