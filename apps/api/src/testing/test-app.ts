import { createTestDb } from '@sewabeli/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  close(): Promise<void>;
}

/**
 * The whole app over a fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set), seeded with
 * the reference data or, with `seed: 'demo'`, the demo book too.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  seed: 'base' | 'demo' = 'base',
): Promise<TestApp> {
  const database = await createTestDb({ seed });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent-web-dist',
    SEED_ON_START: 'false',
    DATA_DIR: '/tmp/sewabeli-test-unused',
    ...env,
  });
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const DEMO_PASSWORD = 'Demo@1234';

/** Signs in over the legacy REST call and returns the bearer token. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/userAuth/login',
    payload: { username, password },
  });
  const body = res.json<{ status: number; token?: string }>();
  if (body.status !== 1 || !body.token) throw new Error(`sign-in of ${username} failed: ${res.body}`);
  return body.token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Calls a tRPC procedure over HTTP the way the web client does (superjson envelope). */
export async function trpc(
  app: FastifyInstance,
  kind: 'query' | 'mutation',
  path: string,
  input: unknown,
  headers: Record<string, string> = {},
): Promise<{
  status: number;
  data: unknown;
  error: { message: string; code: string } | null;
  res: LightMyRequestResponse;
}> {
  const payload = JSON.stringify({ json: input });
  const res =
    kind === 'query'
      ? await app.inject({
          method: 'GET',
          url: `/trpc/${path}?input=${encodeURIComponent(payload)}`,
          headers,
        })
      : await app.inject({
          method: 'POST',
          url: `/trpc/${path}`,
          payload,
          headers: { 'content-type': 'application/json', ...headers },
        });
  const body = res.json<{
    result?: { data: { json: unknown } };
    error?: { json: { message: string; data: { code: string } } };
  }>();
  return {
    status: res.statusCode,
    data: body.result?.data.json,
    error: body.error ? { message: body.error.json.message, code: body.error.json.data.code } : null,
    res,
  };
}
