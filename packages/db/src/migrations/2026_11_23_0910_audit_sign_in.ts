import { type MigrationDb, run } from './ddl';

/**
 * Issue 9, audit you can read: sign-in, sign-out and failed sign-in name the session and the client address, and
 * the Superadmin's audit screen filters by action and date, newest first.
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    'alter table audit_log add column session_id integer, add column ip text',
    'create index audit_log_created_idx on audit_log (created_at desc, id desc)',
    'create index audit_log_action_created_idx on audit_log (action, created_at desc)',
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index if exists audit_log_action_created_idx',
    'drop index if exists audit_log_created_idx',
    'alter table audit_log drop column ip, drop column session_id',
  ]);
}
