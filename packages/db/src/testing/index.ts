import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { createDb, type Db, type DbHandle } from '../client';
import { migrateToLatest } from '../migrate';
import { seedBase, seedDemo } from '../seed/index';

export type TestSeed = 'none' | 'base' | 'demo';

export interface CreateTestDbOptions {
  /** What to seed after migrating (default 'base'). */
  seed?: TestSeed;
}

async function seedFor(db: Db, level: TestSeed): Promise<void> {
  if (level === 'none') return;
  await seedBase(db);
  if (level === 'demo') await seedDemo(db);
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, migrated (and by default base-seeded) database: in-memory PGlite, or, when TEST_DATABASE_URL is set,
 * a new uniquely named database on that server, dropped again by close().
 */
export async function createTestDb(options: CreateTestDbOptions = {}): Promise<DbHandle> {
  const level = options.seed ?? 'base';
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await createDb({ dataDir: 'memory://' });
    try {
      await migrateToLatest(handle.db);
      await seedFor(handle.db, level);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }

  const name = `sewabeli_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await createDb({ databaseUrl: url.toString() });
  let closed = false;
  const close = async (): Promise<void> => {
    if (closed) return;
    closed = true;
    await handle.close();
    await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  };
  try {
    await migrateToLatest(handle.db);
    await seedFor(handle.db, level);
  } catch (error) {
    await close();
    throw error;
  }
  return { db: handle.db, kind: handle.kind, close };
}

/**
 * Empties every table (identities restarted) except Kysely's migration tables and the data version, which only
 * grows (an answer cached at a version must never meet that version again over other data), then re-runs seedBase.
 */
export async function resetDb(db: Db): Promise<void> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
      and table_name <> 'data_version'`.execute(db);
  if (tables.rows.length > 0) {
    const list = sql.join(tables.rows.map((row) => sql.table(row.tableName)));
    await sql`truncate table ${list} restart identity cascade`.execute(db);
  }
  await seedBase(db);
}
