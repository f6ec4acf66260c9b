import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { apiDir, artifactsDir, checkBrowserPrerequisites, chromiumPath, startServer } from './support/server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

export default async function setup(project: TestProject) {
  checkBrowserPrerequisites();
  const serverEntry = path.join(apiDir, 'src/server.ts');
  mkdirSync(artifactsDir, { recursive: true });
  // tsx is a dependency of the api package, so the loader resolves from there.
  const server = await startServer({
    command: ['--import', 'tsx', serverEntry],
    env: { LOG_LEVEL: 'warn', DATABASE_URL: '' },
    logName: 'server.log',
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('chromiumPath', chromiumPath());
  return server.stop;
}
