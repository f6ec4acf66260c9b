import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { cliDataDir } from './data-dir';

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: cliDataDir() });
try {
  await migrateToLatest(handle.db);
  console.log(`Migrated (${handle.kind}).`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
