import { type MigrationDb, run } from './ddl';

/**
 * Issue 41: proposals follow the money. A proposal re-judged at approval, before its letter leaves or by the day's
 * pass is withdrawn with the reason once nothing (or a lower step) is owed; an approved letter in the Outbox is
 * withdrawn by hand with a reason, who and when. A withdrawn proposal no longer holds its step in the cycle: the
 * one-per-(agreement, step, cycle) rule becomes a partial unique index over the proposals not withdrawn, so the
 * step can be proposed again if the hirer falls that far behind again in the same cycle.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table arrears_proposal drop constraint arrears_proposal_status_check',
    `alter table arrears_proposal add constraint arrears_proposal_status_check
      check (status in ('proposed', 'approved', 'skipped', 'snoozed', 'withdrawn'))`,
    'alter table arrears_proposal drop constraint arrears_proposal_applicant_product_id_action_cycle_key',
    `create unique index arrears_proposal_step_key on arrears_proposal (applicant_product_id, action, cycle)
      where status <> 'withdrawn'`,
    'alter table arrears_message drop constraint arrears_message_delivery_status_check',
    `alter table arrears_message add constraint arrears_message_delivery_status_check
      check (delivery_status in ('queued', 'sent', 'failed', 'outbox', 'withdrawn'))`,
    'alter table arrears_message add column withdrawn_reason text check (length(withdrawn_reason) <= 500)',
    'alter table arrears_message add column withdrawn_by integer references "user" (id)',
    'alter table arrears_message add column withdrawn_at timestamptz',
    'create index arrears_message_withdrawn_by_idx on arrears_message (withdrawn_by)',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index arrears_message_withdrawn_by_idx',
    'alter table arrears_message drop column withdrawn_at',
    'alter table arrears_message drop column withdrawn_by',
    'alter table arrears_message drop column withdrawn_reason',
    'alter table arrears_message drop constraint arrears_message_delivery_status_check',
    `alter table arrears_message add constraint arrears_message_delivery_status_check
      check (delivery_status in ('queued', 'sent', 'failed', 'outbox'))`,
    'drop index arrears_proposal_step_key',
    `alter table arrears_proposal add constraint arrears_proposal_applicant_product_id_action_cycle_key
      unique (applicant_product_id, action, cycle)`,
    'alter table arrears_proposal drop constraint arrears_proposal_status_check',
    `alter table arrears_proposal add constraint arrears_proposal_status_check
      check (status in ('proposed', 'approved', 'skipped', 'snoozed'))`,
  ]);
}
