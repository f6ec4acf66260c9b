import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { seed } from '../seed/index';
import { cliDataDir } from './data-dir';

// Seeding needs the schema, so bring it up to date first.
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: cliDataDir() });
try {
  await migrateToLatest(handle.db);
  await seed(handle.db);
  console.log(`Seeded (${handle.kind}).`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
