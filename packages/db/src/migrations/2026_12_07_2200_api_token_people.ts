import { type MigrationDb, run } from './ddl';

/**
 * Issue 40, tokens that cannot stand in for people:
 * - one rate limit across every server: a token's requests counted per minute window in one small table (not
 *   versioned: written by every token request, read by no kept answer);
 * - audit rows carry the id of the token an action came through, as names can repeat;
 * - a live token's name is unique for the user it acts for and for the Superadmin who issued it (earlier
 *   duplicates are renamed '<name> #<id>' so the indexes can be built).
 */
export async function up(db: MigrationDb): Promise<void> {
  await run(db, [
    `create table api_token_rate (
      api_token_id integer not null references api_token (id) on delete cascade,
      window_start timestamptz not null,
      count integer not null,
      primary key (api_token_id, window_start)
    )`,
    'alter table audit_log add column api_token_id integer references api_token (id)',
    'create index audit_log_api_token_id_idx on audit_log (api_token_id) where api_token_id is not null',
    `update api_token t set name = left(t.name, 80) || ' #' || t.id
      where t.revoked_at is null and exists (
        select from api_token o
        where o.revoked_at is null and o.id < t.id and lower(o.name) = lower(t.name)
          and (o.user_id = t.user_id or o.created_by = t.created_by))`,
    'create unique index api_token_user_name_live_key on api_token (user_id, lower(name)) where revoked_at is null',
    `create unique index api_token_issuer_name_live_key on api_token (created_by, lower(name))
      where revoked_at is null`,
  ]);
}

export async function down(db: MigrationDb): Promise<void> {
  await run(db, [
    'drop index api_token_issuer_name_live_key',
    'drop index api_token_user_name_live_key',
    'alter table audit_log drop column api_token_id',
    'drop table api_token_rate',
  ]);
}
