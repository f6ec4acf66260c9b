import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The API server serving the web build on a free port, for the browser journeys (e2e/global-setup.ts) and the
// browser bench (bench/interactions.bench.ts). No vitest here: the bench runs outside it.

export const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const apiDir = path.resolve(webDir, '../api');
export const artifactsDir = path.join(webDir, 'artifacts');

/** Debian's Chromium (CHROMIUM_PATH elsewhere) and the flags it runs quietly with on a closed network. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Throws the install hint when Chromium or the web build is missing. */
export function checkBrowserPrerequisites(): void {
  if (!existsSync(chromiumPath())) {
    throw new Error(
      `Chromium was not found at ${chromiumPath()}. The browser tests need it: run ` +
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
}

export function freePort(): Promise<number> {
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

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  log: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
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
    `GET ${baseUrl}/healthz did not answer 200 within ${timeoutMs / 1000} s (${lastProblem}).\n${log()}`,
  );
}

export interface StartedServer {
  baseUrl: string;
  /** The server's output so far (its last 20,000 characters, or all of it with keepLog). */
  output: () => string;
  /** Stops the server, writes its output to artifacts/<logName> and removes its data directory. */
  stop: () => Promise<void>;
}

export interface StartServerOptions {
  /** Node arguments before the entry (flags, `--import tsx`) and the entry, run in apps/api. */
  command: string[];
  /** Environment beyond NODE_ENV=production, PORT, HOST, DATA_DIR and WEB_DIST. */
  env: Record<string, string>;
  /** The file in artifacts/ the output goes to when the server stops. */
  logName: string;
  /** Keeps the whole output (every request with its time), not only its tail. */
  keepLog?: boolean;
  /** How long the start (migrations and seed on an empty database) may take; 90 s unless said. */
  healthTimeoutMs?: number;
}

/**
 * Starts the API server in its own process on a free port with a fresh data directory and a snapshot of the web
 * build (a rebuild of apps/web/dist during the run cannot pull the assets from under it); resolves once GET /healthz
 * answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<StartedServer> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'sewabeli-e2e-'));
  const webDist = path.join(workDir, 'web-dist');
  cpSync(path.join(webDir, 'dist'), webDist, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let output = '';
  const child = spawn(process.execPath, options.command, {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(workDir, 'data'),
      WEB_DIST: webDist,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (!options.keepLog) output = output.slice(-20_000);
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
    writeFileSync(path.join(artifactsDir, options.logName), output);
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, log, options.healthTimeoutMs ?? 90_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, output: () => output, stop };
}
