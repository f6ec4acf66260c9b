import { DEMO_PASSWORD, DEMO_SECOND_SUPERADMIN, DEMO_THIRD_SUPERADMIN, DEMO_USERS } from '@sewabeli/db';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfig();
const app = await buildApp(config);

const shutdown = async (signal: string) => {
  app.log.info(`${signal} received, closing`);
  await app.close();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ host: config.host, port: config.port });
const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const demo = config.demoUsers
  ? `  Demo sign-in (password ${DEMO_PASSWORD}): ${[...DEMO_USERS, DEMO_SECOND_SUPERADMIN, DEMO_THIRD_SUPERADMIN].map((user) => user.username).join(', ')}\n`
  : '';
console.log(`
  Sewabeli is running at http://${shownHost}:${port}
  Database: ${app.dbKind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}
${demo}`);
