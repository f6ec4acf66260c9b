import { createTestDb } from '@sewabeli/db/testing';
import { PASSWORD_INVALID } from '@sewabeli/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { signIn } from '../../testing/test-app';

// Issue 9: a production start on an empty PostgreSQL has no demo users; its first Superadmin comes from the
// environment, once.
const databases: Awaited<ReturnType<typeof createTestDb>>[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) await database.close();
});

async function start(database: Awaited<ReturnType<typeof createTestDb>>, env: Record<string, string>) {
  return buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/none',
      DEMO_USERS: '0',
      ...env,
    }),
    { database },
  );
}

const first = { FIRST_SUPERADMIN_USERNAME: 'nurul.aina', FIRST_SUPERADMIN_PASSWORD: 'Kereta-Api#Tanjong9' };

describe('the first Superadmin of an empty production database', () => {
  it('is created from FIRST_SUPERADMIN_* and signs in as a Superadmin; a restart changes nothing', async () => {
    const database = await createTestDb({ seed: 'none' });
    databases.push(database);
    const app = await start(database, { ...first, FIRST_SUPERADMIN_NAME: 'Nurul Aina binti Ismail' });
    const token = await signIn(app, 'nurul.aina', first.FIRST_SUPERADMIN_PASSWORD);
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toMatchObject({ name: 'Nurul Aina binti Ismail' });
    expect(JSON.stringify(me.json())).toContain('Superadmin');
    await app.close();

    const again = await start(database, { ...first, FIRST_SUPERADMIN_PASSWORD: 'Another-Long#Pass42' });
    await expect(signIn(again, 'nurul.aina', 'Another-Long#Pass42')).rejects.toThrow();
    await expect(signIn(again, 'nurul.aina', first.FIRST_SUPERADMIN_PASSWORD)).resolves.toBeTruthy();
    const users = await database.db.selectFrom('user').select('id').execute();
    expect(users).toHaveLength(1);
    await again.close();
  });

  it('refuses to start with a password that breaks the rules, and creates nobody', async () => {
    const database = await createTestDb({ seed: 'none' });
    databases.push(database);
    await expect(start(database, { ...first, FIRST_SUPERADMIN_PASSWORD: 'Password1!' })).rejects.toThrow(
      PASSWORD_INVALID,
    );
    expect(await database.db.selectFrom('user').select('id').execute()).toEqual([]);
  });

  it('without the variables nobody is created (demo mode off)', async () => {
    const database = await createTestDb({ seed: 'none' });
    databases.push(database);
    const app = await start(database, {});
    expect(await database.db.selectFrom('user').select('id').execute()).toEqual([]);
    await app.close();
  });
});
