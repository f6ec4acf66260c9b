import { createDb } from '../client';
import { migrateToLatest } from '../migrate';
import { seed } from '../seed/index';
import { cliDataDir } from './data-dir';

// Seeding needs the schema, so bring it up to date first.
const handle = await createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: cliDataDir() });
try {
  await migrateToLatest(handle.db);
  // The demo users' password is published: on a real server they are created only when asked for.
  const demoUsers = handle.kind === 'pglite' || ['1', 'true'].includes(process.env.DEMO_USERS ?? '');
  await seed(handle.db, { demoUsers });
  console.log(
    demoUsers
      ? `Seeded (${handle.kind}).`
      : `Seeded reference data (${handle.kind}); no demo users on PostgreSQL unless DEMO_USERS=1.`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await handle.close();
}
