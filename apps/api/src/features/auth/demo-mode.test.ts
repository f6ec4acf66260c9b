import { DEMO_USERS } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { DEMO_PASSWORD } from '../../testing/test-app';

const baseEnv = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent-web-dist',
  DATA_DIR: '/tmp/sewabeli-test-unused',
};

/** A production start on an empty database: what its first start seeds, and whether the demo password works. */
async function startOn(env: Record<string, string>, seed: 'none' | 'base') {
  const database = await createTestDb({ seed });
  const app = await buildApp(loadConfig({ ...baseEnv, ...env }), { database });
  const usernames = (await app.db.selectFrom('userAuth').select('username').execute()).map((r) => r.username);
  const login = await app.inject({
    method: 'POST',
    url: '/api/userAuth/login',
    payload: { username: 'superadmin', password: DEMO_PASSWORD },
  });
  await app.close();
  await database.close();
  return { usernames, login };
}

describe('issue 9: demo users and their published password belong to demo mode only', () => {
  it('demo mode is on for the embedded database and off for PostgreSQL unless DEMO_USERS asks', () => {
    expect(loadConfig({}).demoUsers).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sewabeli' }).demoUsers).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/sewabeli', DEMO_USERS: '1' }).demoUsers).toBe(true);
    expect(loadConfig({ DEMO_USERS: '0' }).demoUsers).toBe(false);
  });

  it('a production start without demo mode creates no demo users on an empty database', async () => {
    const { usernames } = await startOn({ SEED_ON_START: 'true', DEMO_USERS: '0' }, 'none');
    expect(usernames).toEqual([]);
  });

  it('asked for, the first start creates the demo users and their password signs in', async () => {
    const { usernames, login } = await startOn({ SEED_ON_START: 'true', DEMO_USERS: '1' }, 'none');
    expect(usernames).toEqual(expect.arrayContaining(DEMO_USERS.map((user) => user.username)));
    expect(login.statusCode).toBe(200);
  });

  it('outside demo mode the demo password signs nobody in, even where a demo user exists', async () => {
    const { usernames, login } = await startOn({ SEED_ON_START: 'false', DEMO_USERS: '0' }, 'base');
    expect(usernames).toContain('superadmin');
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ status: 0, msg: 'Login failed, please try again.' });
  });
});
