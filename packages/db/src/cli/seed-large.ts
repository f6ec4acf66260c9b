import { performance } from 'node:perf_hooks';
import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { seedBase } from '../seed/base';
import { seedLargeBook } from '../seed/large-book';
import { cliDataDir } from './data-dir';

// `pnpm db:seed:large`: the schema, the reference data and the large book (issue 15) of LARGE_BOOK_SCALE
// (default 1: 20,000 companies, 100,000 agreements, 10,000 applications) from LARGE_BOOK_SEED (default 15).
// Use an empty database: DATABASE_URL for PostgreSQL, else the embedded one in DATA_DIR.
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: cliDataDir() });
try {
  const start = performance.now();
  await migrateToLatest(handle.db);
  const demoUsers = handle.kind === 'pglite' || ['1', 'true'].includes(process.env.DEMO_USERS ?? '');
  await seedBase(handle.db, { demoUsers });
  const counts = await seedLargeBook(handle.db, {
    scale: Number(process.env.LARGE_BOOK_SCALE ?? 1),
    seed: Number(process.env.LARGE_BOOK_SEED ?? 15),
  });
  const seconds = ((performance.now() - start) / 1000).toFixed(1);
  console.log(`Large book on ${handle.kind} in ${seconds} s:`, counts);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
