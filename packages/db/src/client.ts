import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './database';
import { nameStatementsOf } from './named-statements';

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

export interface DbHandle {
  db: Db;
  close(): Promise<void>;
  kind: DbKind;
  /** The embedded client (PGlite only): its exec runs multi-statement scripts, which the job queue sends. */
  pglite?: PGlite;
}

export interface CreateDbOptions {
  /** PostgreSQL connection string; when unset an embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory (default './data', created if missing); 'memory://' keeps it in memory. */
  dataDir?: string;
}

// PostgreSQL type oids whose default JS mapping we override on both drivers.
const INT8 = 20;
const NUMERIC = 1700;
const DATE = 1082;

// numeric stays a string (exact money), date stays 'YYYY-MM-DD' (no timezone drift), counts become numbers.
const parseInt8 = (value: string): number => Number(value);
const keepString = (value: string): string => value;

function kyselyFor(dialect: PGliteDialect | PostgresDialect): Db {
  return new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
}

export async function createPglite(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    parsers: { [INT8]: parseInt8, [NUMERIC]: keepString, [DATE]: keepString },
  });
  await client.exec("set timezone to 'UTC'");
  return client;
}

export function createPgPool(databaseUrl: string): pg.Pool {
  return new pg.Pool({
    connectionString: databaseUrl,
    // No JIT: on the large book the planner's cost estimates of list pages pass jit_above_cost and PostgreSQL
    // 15 then spent 4.5 s compiling a query that runs in 100 ms (EXPLAIN ANALYZE, issue 15). Our queries are
    // short; compiling them never pays back.
    // No parallel workers either: a request's query is short and other requests want the cores. On the 2-core
    // machine the workers' start and their contention cost more than they share out (issue 15, full size,
    // load 3 to 6, p50 of 20 calls): the pending collections' first page 244 -> 32 ms, the dashboard's approved
    // loan of a year 351 -> 171 ms.
    options: '-c TimeZone=UTC -c jit=off -c max_parallel_workers_per_gather=0',
    // A server that accepts connections and never answers must not hang every request: give up, answer 503.
    connectionTimeoutMillis: 5_000,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (format !== 'binary') {
          if (oid === INT8) return parseInt8;
          if (oid === NUMERIC || oid === DATE) return keepString;
        }
        return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid);
      }) as typeof pg.types.getTypeParser,
    },
  });
}

export async function createDb(options: CreateDbOptions = {}): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = createPgPool(options.databaseUrl);
    // An idle client losing its connection emits 'error' on the pool; unhandled, that would end the process.
    pool.on('error', (error) => console.error('PostgreSQL pool error:', error.message));
    nameStatementsOf(pool);
    const db = kyselyFor(new PostgresDialect({ pool }));
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const client = await createPglite(options.dataDir ?? './data');
  const db = kyselyFor(new PGliteDialect(client));
  return { db, kind: 'pglite', pglite: client, close: () => db.destroy() };
}
