import { type MigrationDb, run } from './ddl';

/**
 * Issue 40: a bank credit posts at most its credit, once. A line keeps what of it is posted (posted_amount, written
 * in the transaction that writes the ledger entry), and the database refuses more than the credit; a line with
 * some shares posted is 'Part posted', and only its unposted remainder is decided again. A posted share stays (it
 * is undone only by a correction through the ledger), so an agreement may take one open share of a line beside
 * the ones posted to it: the one-share-per-agreement rule holds for the open shares alone.
 *
 * Lines posted before this migration get their posted amount from their posted shares, and a line left Matched
 * with some shares posted (a 'Post matched' that died between agreements) becomes Part posted. A line already
 * posted above its credit (issue 40's finding) is left as it is for a correction through the ledger: the check
 * is NOT VALID, so it binds every line written from now on and does not refuse the migration over such a line.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table bank_statement_line drop constraint bank_statement_line_match_status_check',
    `alter table bank_statement_line add constraint bank_statement_line_match_status_check
      check (match_status in ('Matched', 'Suggested', 'Unmatched', 'Ignored', 'Posted', 'Part posted'))`,
    'alter table bank_statement_line add column posted_amount numeric(14, 2) not null default 0',
    `update bank_statement_line l set posted_amount = s.posted
      from (select bank_statement_line_id, sum(amount) as posted from bank_statement_allocation
        where applicant_product_payment_id is not null group by bank_statement_line_id) s
      where s.bank_statement_line_id = l.id`,
    `update bank_statement_line set match_status = case when posted_amount >= amount then 'Posted' else 'Part posted' end
      where posted_amount > 0`,
    `alter table bank_statement_line add constraint bank_statement_line_posted_within_credit
      check (posted_amount >= 0 and posted_amount <= amount) not valid`,
    'alter table bank_statement_allocation drop constraint bank_statement_allocation_bank_statement_line_id_applicant__key',
    `create unique index bank_statement_allocation_open_share_idx
      on bank_statement_allocation (bank_statement_line_id, applicant_product_id) where applicant_product_payment_id is null`,
    'create index bank_statement_allocation_line_idx on bank_statement_allocation (bank_statement_line_id)',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index bank_statement_allocation_line_idx',
    'drop index bank_statement_allocation_open_share_idx',
    `alter table bank_statement_allocation add constraint bank_statement_allocation_bank_statement_line_id_applicant__key
      unique (bank_statement_line_id, applicant_product_id)`,
    'alter table bank_statement_line drop constraint bank_statement_line_posted_within_credit',
    "update bank_statement_line set match_status = 'Matched' where match_status = 'Part posted'",
    'alter table bank_statement_line drop column posted_amount',
    'alter table bank_statement_line drop constraint bank_statement_line_match_status_check',
    `alter table bank_statement_line add constraint bank_statement_line_match_status_check
      check (match_status in ('Matched', 'Suggested', 'Unmatched', 'Ignored', 'Posted'))`,
  ]);
}
