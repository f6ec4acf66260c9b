// `pnpm worker`: the job workers alone, for scale-out beside servers started with WORKER=off (issue 30).
import { createDb, migrateToLatest } from '@sewabeli/db';
import { createBackgroundJobs } from './background-jobs';
import { loadConfig } from './config';
import { localFileStorage } from './features/files/file.storage';
import { createLogger } from './lib/logger';

const config = loadConfig();
const logger = createLogger(config.logLevel);
if (!config.databaseUrl) {
  console.error(
    'pnpm worker needs PostgreSQL: set DATABASE_URL. The embedded database (PGlite) belongs to one process, so ' +
      'its jobs run inside the server (pnpm start).',
  );
  process.exit(1);
}

const database = await createDb({ databaseUrl: config.databaseUrl });
await migrateToLatest(database.db);
const background = createBackgroundJobs(
  {
    db: database.db,
    storage: localFileStorage(config.uploadDir),
    financier: config.financier,
    smtpUrl: config.smtpUrl,
    lateChargeCapPercent: config.lateChargeCapPercent,
    logger,
  },
  { runWorkers: true, pollMs: config.jobPollMs },
);
await background.prepare();
background.startWorkers();
logger.info(
  'Sewabeli job worker running (document analysis, agreement generation, bank statements, arrears)',
);

const shutdown = async (signal: string) => {
  logger.info(`${signal} received, finishing the jobs in hand`);
  await background.stop();
  await database.close();
  logger.flush();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
