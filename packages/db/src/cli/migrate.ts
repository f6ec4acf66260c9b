import { createDb } from '../client';
import { migrateToLatest } from '../migrate';

const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: process.env.DATA_DIR });
try {
  await migrateToLatest(handle.db);
  console.log(`Migrated (${handle.kind}).`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
