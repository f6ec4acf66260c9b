import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(webDir, '../..');
const apiDir = path.join(repoRoot, 'apps/api');
const artifactsDir = path.join(webDir, 'artifacts');
const HEALTH_TIMEOUT_MS = 90_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The API server exited (code ${child.exitCode}, signal ${child.signalCode}) before /healthz answered.\n${log()}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(
    `GET ${baseUrl}/healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s (${lastProblem}).\n${log()}`,
  );
}

export default async function setup(project: TestProject) {
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium was not found at ${chromiumPath}. The browser tests need it: run ` +
        '`apt-get update && apt-get install -y chromium` (or set CHROMIUM_PATH to a Chromium binary).',
    );
  }
  const indexHtml = path.join(webDir, 'dist/index.html');
  if (!existsSync(indexHtml)) {
    throw new Error(
      `${indexHtml} is missing: build the web app first (\`pnpm --filter @sewabeli/web build\`, or run ` +
        '`pnpm test:browser` from the repository root, which builds it through turbo).',
    );
  }
  const serverEntry = path.join(apiDir, 'src/server.ts');
  if (!existsSync(serverEntry)) throw new Error(`The API server entry ${serverEntry} is missing.`);

  mkdirSync(artifactsDir, { recursive: true });
  const workDir = mkdtempSync(path.join(tmpdir(), 'sewabeli-e2e-'));
  const dataDir = path.join(workDir, 'data');
  // A snapshot of the build: a rebuild of apps/web/dist during the run cannot pull the assets from under the server.
  const webDist = path.join(workDir, 'web-dist');
  cpSync(path.join(webDir, 'dist'), webDist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let output = '';
  // tsx is a dependency of the api package, so the loader resolves from there.
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const log = () => `--- server output (last lines) ---\n${output.split('\n').slice(-40).join('\n')}`;

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
    writeFileSync(path.join(artifactsDir, 'server.log'), output);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log);
  } catch (error) {
    await stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('chromiumPath', chromiumPath);
  return stop;
}
