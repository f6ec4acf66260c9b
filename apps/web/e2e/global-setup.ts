import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { adminQuery } from '@sewabeli/db/testing';
import type { TestProject } from 'vitest/node';
import { startFlags } from '../../api/bench/support';
import { apiDir, artifactsDir, checkBrowserPrerequisites, chromiumPath, startServer } from './support/server';
import { E2E_WORKERS } from './support/workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One API server per vitest worker: worker n (VITEST_POOL_ID) drives baseUrls[n - 1]. */
    baseUrls: string[];
    chromiumPath: string;
  }
}

/**
 * Where a worker's server keeps its data: a new database on the PostgreSQL server of TEST_DATABASE_URL when it is
 * set (CI: the database production runs on), else the embedded PGlite in the server's own data directory. Answers
 * the server's DATABASE_URL and how to remove the database afterwards.
 */
async function databaseFor(worker: number): Promise<{ url: string; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: '', drop: async () => undefined };
  const name = `sewabeli_e2e_${process.pid}_${worker}`;
  await adminQuery(serverUrl, `create database ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts one API server with its own database per worker, side by side: the journeys of one worker run one after
 * another on their server, and the two workers keep both cores busy (one Chromium renderer alone leaves the second
 * core idle for much of a journey). Each server migrates and seeds the demo book at its start, as `pnpm start` does.
 */
export default async function setup(project: TestProject) {
  checkBrowserPrerequisites();
  // The servers run the API as production does (`pnpm start`: the compiled dist/server.mjs), compiled here from the
  // sources of this checkout (esbuild, a few seconds): no TypeScript loader transforms a thousand modules in each.
  execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const serverEntry = path.join(apiDir, 'dist/server.mjs');
  mkdirSync(artifactsDir, { recursive: true });
  const started = await Promise.allSettled(
    Array.from({ length: E2E_WORKERS }, async (_, index) => {
      const database = await databaseFor(index + 1);
      const server = await startServer({
        command: [...startFlags(), serverEntry],
        env: { LOG_LEVEL: 'warn', DATABASE_URL: database.url, DEMO_USERS: '1' },
        logName: `server-${index + 1}.log`,
        // Two servers migrate and seed at once on two cores.
        healthTimeoutMs: 180_000,
      }).catch(async (error: unknown) => {
        await database.drop();
        throw error;
      });
      return { server, database };
    }),
  );
  const workers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const stopAll = () =>
    Promise.all(
      workers.map(async ({ server, database }) => {
        await server.stop();
        await database.drop();
      }),
    );
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stopAll();
    throw failed.reason;
  }
  project.provide(
    'baseUrls',
    workers.map(({ server }) => server.baseUrl),
  );
  project.provide('chromiumPath', chromiumPath());
  return async () => {
    await stopAll();
  };
}
