import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, DbHandle } from './index';
import { UNVERSIONED_TABLES } from './read-models/data-version';
import { createTestDb } from './testing/index';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe('the data version (issue 17)', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await createTestDb({ seed: 'base' });
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const version = async (reader: Db = db) =>
    (await reader.selectFrom('dataVersion').select('version').executeTakeFirstOrThrow()).version;
  const touches = async () => (await db.selectFrom('dataTouch').select('xid').execute()).length;
  const roleName = async (id: number) =>
    (await db.selectFrom('role').select('name').where('id', '=', id).executeTakeFirstOrThrow()).name;
  const firstRole = async () =>
    (await db.selectFrom('role').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow()).id;

  it('notes a change in every table but the sessions, sign-in attempts, the migrator and its own', async () => {
    const tables = await sql<{ table: string; triggers: string[] }>`
      select c.relname as table,
        coalesce(array_agg(t.tgname::text order by t.tgname) filter (where t.tgname like 'data\\_version\\_%'), '{}'::text[])
          as triggers
      from pg_class c
      left join pg_trigger t on t.tgrelid = c.oid
      where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      group by c.relname`.execute(db);
    const expected = [
      'data_version_delete',
      'data_version_insert',
      'data_version_truncate',
      'data_version_update',
    ];
    const unversioned: string[] = [...UNVERSIONED_TABLES];
    for (const { table, triggers } of tables.rows) {
      if (table === 'data_touch') expect(triggers, table).toEqual(['data_version_commit']);
      else if (unversioned.includes(table)) expect(triggers, table).toEqual([]);
      else expect(triggers, table).toEqual(expected);
    }
    expect(tables.rows.length).toBeGreaterThan(40);
  });

  it('rises by one at the commit of a transaction that changed rows, however many statements and tables', async () => {
    const before = await version();
    const role = await firstRole();
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('role').set({ name: 'Renamed once' }).where('id', '=', role).execute();
      await trx.updateTable('role').set({ name: 'Renamed twice' }).where('id', '=', role).execute();
      await trx.updateTable('department').set({ name: sql`name` }).execute();
      // Not yet: the version rises only at the commit.
      expect(await version(trx)).toBe(before);
    });
    expect(await version()).toBe(before + 1);
    expect(await roleName(role)).toBe('Renamed twice');
    expect(await touches()).toBe(0);

    await db.updateTable('role').set({ name: 'Renamed alone' }).where('id', '=', role).execute();
    expect(await version()).toBe(before + 2);
  });

  it('stays where it was when the transaction rolls back or the statement changes nothing', async () => {
    const before = await version();
    const role = await firstRole();
    const name = await roleName(role);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.updateTable('role').set({ name: 'Never kept' }).where('id', '=', role).execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await roleName(role)).toBe(name);
    await db.updateTable('role').set({ name: 'Nobody' }).where('id', '=', -1).execute();
    await db.deleteFrom('department').where('id', '=', -1).execute();
    await db.selectFrom('role').selectAll().execute();
    expect(await version()).toBe(before);
    expect(await touches()).toBe(0);
  });

  it('does not rise for a session or a sign-in attempt', async () => {
    const before = await version();
    await db
      .insertInto('loginAttempt')
      .values({ username: 'nobody', ip: '127.0.0.1', succeeded: false })
      .execute();
    expect(await version()).toBe(before);
  });

  it('rises for a truncate', async () => {
    const before = await version();
    await sql`truncate table applicant_ageing`.execute(db);
    expect(await version()).toBe(before + 1);
  });

  it.runIf(onPostgres)(
    'on PostgreSQL: a reader sees the old version while a writer has not committed, and racing writers both count',
    async () => {
      const before = await version();
      const role = await firstRole();
      let hold = () => {};
      let finish = () => {};
      const holding = new Promise<void>((resolve) => {
        hold = resolve;
      });
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const writer = db.transaction().execute(async (trx) => {
        await trx.updateTable('role').set({ name: 'Uncommitted' }).where('id', '=', role).execute();
        hold();
        await done;
      });
      await holding;
      // A reader at the same moment: the old version and the old data, neither waiting for the writer.
      expect(await version()).toBe(before);
      expect(await roleName(role)).not.toBe('Uncommitted');
      finish();
      await writer;
      expect(await version()).toBe(before + 1);

      // Ten writers committing at once, each raising it once at its commit.
      const departments = await db.selectFrom('department').select('id').execute();
      await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          db.transaction().execute(async (trx) => {
            const id = departments[i % departments.length]!.id;
            await trx.updateTable('department').set({ name: sql`name` }).where('id', '=', id).execute();
            await trx.updateTable('role').set({ name: sql`name` }).where('id', '=', role).execute();
          }),
        ),
      );
      expect(await version()).toBe(before + 11);
      expect(await touches()).toBe(0);
    },
  );
});
