import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiVersion, createSewabeliClient, SewabeliError, signIn, toSewabeliError } from './index';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const apiDir = path.resolve(packageDir, '../../apps/api');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: ChildProcess;
let url: string;
let dataDir: string;

/** The API server as `pnpm start` runs it: the embedded database with the demo book. */
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'sewabeli-client-'));
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the API server did not start');
}, 320_000);

afterAll(() => {
  server?.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('issue 33: the typed client package', () => {
  it('runs its quick start against a started server', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'examples/quickstart.ts'],
      {
        cwd: packageDir,
        env: {
          ...process.env,
          SEWABELI_URL: url,
          SEWABELI_USERNAME: 'collection.officer',
          SEWABELI_PASSWORD: 'Demo@1234',
        },
        timeout: 120_000,
      },
    );
    expect(stdout).toMatch(/REST \d+\.\d+\.\d+, tRPC \d+\.\d+\.\d+/);
    expect(stdout).toMatch(/^\d+ agreements in collection/m);
    const recorded = /Recorded payment (\d+)/.exec(stdout)?.[1];
    expect(recorded).toBeDefined();
    expect(stdout).toContain(`Sent again with the same key: payment ${recorded}, replayed true`);
    expect(stdout).toMatch(/Refused as expected: BAD_REQUEST \(400\) \S/);
  }, 150_000);

  it('answers a wrong token with a typed UNAUTHORIZED, after no retry', async () => {
    let calls = 0;
    const counting: typeof fetch = (input, init) => {
      calls++;
      return fetch(input, init);
    };
    const client = createSewabeliClient({
      url,
      token: 'sbt_not-a-real-token-at-all',
      fetch: counting,
      retryDelayMs: 1,
    });
    const error = await client.collection.list.query({}).catch(toSewabeliError);
    expect(error).toBeInstanceOf(SewabeliError);
    expect((error as SewabeliError).code).toBe('UNAUTHORIZED');
    expect(calls).toBe(1);
  });

  it('retries a read the network failed, then gives up with a NETWORK error', async () => {
    let calls = 0;
    const failing: typeof fetch = async () => {
      calls++;
      throw new TypeError('fetch failed');
    };
    const client = createSewabeliClient({ url, token: 'x', fetch: failing, retries: 2, retryDelayMs: 1 });
    const error = toSewabeliError(await client.collection.list.query({}).catch((e: unknown) => e));
    expect(error.code).toBe('NETWORK');
    expect(calls).toBe(3);
  });

  it('states the server version and signs in with a session token', async () => {
    expect(await apiVersion(url)).toEqual({ rest: expect.any(String), trpc: expect.any(String) });
    const token = await signIn(url, 'superadmin', 'Demo@1234');
    const client = createSewabeliClient({ url, token });
    const page = await client.collection.list.query({ pageSize: 1 });
    expect(page.rows).toHaveLength(1);
    await expect(signIn(url, 'superadmin', 'wrong')).rejects.toThrow('Login failed, please try again.');
  });
});
