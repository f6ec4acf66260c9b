import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/** One statement on the server at `serverUrl` outside any transaction (CREATE or DROP DATABASE). */
export async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const sourceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    })
    .sort();
}

let fingerprint: string | undefined;
/**
 * What a template database was made from: every source file of this package (migrations, seeds, password hashing)
 * and the day in Kuala Lumpur (the demo seed dates its book from today). Any change makes a new template.
 */
function templateFingerprint(): string {
  if (!fingerprint) {
    const hash = createHash('sha256');
    for (const file of sourceFiles(sourceDir))
      hash.update(file.slice(sourceDir.length)).update(readFileSync(file));
    hash.update(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10));
    fingerprint = hash.digest('hex').slice(0, 16);
  }
  return fingerprint;
}

/** Serialises template building and cloning across test processes on one server. */
const TEMPLATE_LOCK = 7_201_128;
const TEMPLATE_PREFIX = 'sewabeli_tpl_';
const TEMPLATE_DAYS_KEPT = 2;

/**
 * Creates `name` on the server as a copy of a migrated and seeded template (built once per fingerprint and seed
 * level, then cloned with CREATE DATABASE ... TEMPLATE in a fraction of the time migrating takes). Templates
 * older than two days are dropped on the way.
 */
async function cloneTemplate(serverUrl: string, level: TestSeed, name: string): Promise<void> {
  const template = `${TEMPLATE_PREFIX}${level}_${templateFingerprint()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) {
      await dropStaleTemplates(client);
      const building = `${template}_building`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const handle = await createDb({ databaseUrl: url.toString() });
      try {
        await migrateToLatest(handle.db);
        await seedFor(handle.db, level);
      } finally {
        await handle.close();
      }
      // Published under its name only once whole: a process that died while building leaves no template.
      await client.query(`alter database ${building} rename to ${template}`);
      await client.query(`comment on database ${template} is '${new Date().toISOString()}'`);
    }
    await client.query(`create database ${name} template ${template}`);
  } finally {
    await client.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await client.end();
  }
}

async function dropStaleTemplates(client: pg.Client): Promise<void> {
  const stale = await client.query<{ datname: string }>(
    `select d.datname from pg_database d
     where d.datname like '${TEMPLATE_PREFIX}%'
       and coalesce(shobj_description(d.oid, 'pg_database'), '1970-01-01')::timestamptz
         < now() - interval '${TEMPLATE_DAYS_KEPT} days'`,
  );
  for (const { datname } of stale.rows) await client.query(`drop database if exists ${datname} with (force)`);
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
  await cloneTemplate(serverUrl, level, name);
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
  return { db: handle.db, kind: handle.kind, close };
}

/**
 * Empties every table (identities restarted) except Kysely's migration tables and the data version's slots, which only
 * grows (an answer cached at a version must never meet that version again over other data), then re-runs seedBase.
 */
export async function resetDb(db: Db): Promise<void> {
  const tables = await sql<{ tableName: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely\\_%'
      and table_name <> 'data_version_slot'`.execute(db);
  if (tables.rows.length > 0) {
    const list = sql.join(tables.rows.map((row) => sql.table(row.tableName)));
    await sql`truncate table ${list} restart identity cascade`.execute(db);
  }
  await seedBase(db);
}
