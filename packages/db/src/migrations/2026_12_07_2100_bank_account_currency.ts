import { type MigrationDb, run } from './ddl';

/**
 * Issue 40: a bank account is kept in a currency, ringgit only today (the ledger holds ringgit), and a statement
 * line keeps the currency its file gave the entry in (null: the file named none, so the account's): a line in
 * another currency is Ignored and never posted.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `alter table bank_account add column currency text not null default 'MYR'
       constraint bank_account_currency_check check (currency in ('MYR'))`,
    'alter table bank_statement_line add column currency text',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table bank_statement_line drop column currency',
    'alter table bank_account drop column currency',
  ]);
}
