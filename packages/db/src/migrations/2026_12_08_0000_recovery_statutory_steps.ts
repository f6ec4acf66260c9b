import { type MigrationDb, run, versionTable } from './ddl';

/**
 * Issue 41, recovery by the Hire-Purchase Act 1967: what the Act's steps record. The case keeps the Fourth Schedule
 * notice uploaded (when it was not the ladder's letter), the reason it was withdrawn, and the hirer's written
 * consent to an earlier sale (s.17). The repossession keeps the receipt's time and place and its generated PDF
 * (s.16), the agent's permit number (s.17A), the court order past 75 % paid (s.16, Act A1384), and what the Fifth
 * Schedule notice stated: the owner's estimate of the goods' value, the costs and the net balance. Every guarantor's
 * service of the Fifth Schedule notice is a row (the hirer's stays on the repossession). The disposal keeps the
 * statutory rebate it posted (a non-cash 'rebate' entry), so the shortfall is of the net balance due.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table recovery_case add column notice_file_id integer references stored_file (id)',
    'alter table recovery_case add column closed_reason text',
    'alter table recovery_case add column consent_file_id integer references stored_file (id)',
    'alter table recovery_case add column consent_on date',
    'create index recovery_case_notice_file_id_idx on recovery_case (notice_file_id)',
    'create index recovery_case_consent_file_id_idx on recovery_case (consent_file_id)',
    `alter table recovery_case add constraint recovery_case_consent_whole
      check ((consent_file_id is null) = (consent_on is null))`,
    "alter table recovery_repossession add column taken_at text check (taken_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')",
    'alter table recovery_repossession add column place text',
    'alter table recovery_repossession add column agent_permit_no text',
    'alter table recovery_repossession add column court_name text',
    'alter table recovery_repossession add column court_order_no text',
    'alter table recovery_repossession add column court_order_on date',
    'alter table recovery_repossession add column receipt_file_id integer references stored_file (id)',
    'alter table recovery_repossession add column estimated_value numeric(14, 2)',
    'alter table recovery_repossession add column notice_costs numeric(14, 2)',
    'alter table recovery_repossession add column notice_net_balance numeric(14, 2)',
    'create index recovery_repossession_receipt_file_id_idx on recovery_repossession (receipt_file_id)',
    `alter table recovery_repossession add constraint recovery_repossession_court_order_whole
      check ((court_name is null) = (court_order_no is null) and (court_name is null) = (court_order_on is null))`,
    `create table recovery_guarantor_service (
      recovery_case_id integer not null references recovery_case (id),
      applicant_guarantor_id integer not null references applicant_guarantor (id),
      served_on date not null,
      recorded_by integer not null references "user" (id),
      recorded_at timestamptz not null default now(),
      primary key (recovery_case_id, applicant_guarantor_id)
    )`,
    'create index recovery_guarantor_service_guarantor_idx on recovery_guarantor_service (applicant_guarantor_id)',
    'create index recovery_guarantor_service_recorded_by_idx on recovery_guarantor_service (recorded_by)',
    'alter table recovery_disposal add column rebate numeric(14, 2) not null default 0 check (rebate >= 0)',
    'alter table recovery_disposal add column rebate_payment_id integer references applicant_product_payment (id)',
    'create index recovery_disposal_rebate_payment_id_idx on recovery_disposal (rebate_payment_id)',
    ...versionTable('recovery_guarantor_service'),
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table recovery_disposal drop column rebate_payment_id',
    'alter table recovery_disposal drop column rebate',
    'drop table recovery_guarantor_service',
    'alter table recovery_repossession drop constraint recovery_repossession_court_order_whole',
    ...[
      'notice_net_balance',
      'notice_costs',
      'estimated_value',
      'receipt_file_id',
      'court_order_on',
      'court_order_no',
      'court_name',
      'agent_permit_no',
      'place',
      'taken_at',
    ].map((column) => `alter table recovery_repossession drop column ${column}`),
    'alter table recovery_case drop constraint recovery_case_consent_whole',
    ...['consent_on', 'consent_file_id', 'closed_reason', 'notice_file_id'].map(
      (column) => `alter table recovery_case drop column ${column}`,
    ),
  ]);
}
