import { type MigrationDb, run } from './ddl';

/**
 * Issue 31, the reconciliation screen over a 10,000-line statement, read with plans that do not depend on the
 * planner knowing the statement (a statement imported since the last ANALYZE is estimated at a line or so):
 * - a line's seq (its place in the file) is unique within its statement: bank_statement_line_seq_idx reads a page
 *   of every status in that order instead of sorting the statement's lines for each page;
 * - the status index carries the amount, so that the groups' counts and totals read the index alone;
 * - a share carries its statement, so that the posted total reads the statement's posted shares alone
 *   (bank_statement_allocation_posted_idx) instead of probing the shares of each of its lines.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'create unique index bank_statement_line_seq_idx on bank_statement_line (bank_statement_id, seq)',
    'drop index bank_statement_line_statement_idx',
    `create index bank_statement_line_statement_idx on bank_statement_line (bank_statement_id, match_status, seq)
      include (amount)`,
    'alter table bank_statement_allocation add column bank_statement_id integer references bank_statement (id)',
    `update bank_statement_allocation a set bank_statement_id = l.bank_statement_id
      from bank_statement_line l where l.id = a.bank_statement_line_id`,
    'alter table bank_statement_allocation alter column bank_statement_id set not null',
    `create index bank_statement_allocation_posted_idx on bank_statement_allocation (bank_statement_id)
      include (amount) where applicant_product_payment_id is not null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table bank_statement_allocation drop column bank_statement_id',
    'drop index bank_statement_line_seq_idx',
    'drop index bank_statement_line_statement_idx',
    'create index bank_statement_line_statement_idx on bank_statement_line (bank_statement_id, match_status, seq)',
  ]);
}
