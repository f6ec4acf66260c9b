import { createTestDb } from '@sewabeli/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openSession, resolveSession, touchIntervalMs } from './session.service';

let database: Awaited<ReturnType<typeof createTestDb>>;
beforeAll(async () => {
  database = await createTestDb({ seed: 'base' });
});
afterAll(() => database.close());

it('writes last_seen_at at most once per tenth of the idle limit, at least once a minute', () => {
  expect(touchIntervalMs(60_000)).toBe(6_000);
  expect(touchIntervalMs(120 * 60_000)).toBe(60_000);
});

it('keeps a session used every 20 s alive under a 1-minute idle limit', async () => {
  const deps = { db: database.db, config: { sessionIdleMs: 60_000, sessionAbsoluteMs: 3_600_000 } };
  const user = await database.db.selectFrom('user').select('id').executeTakeFirstOrThrow();
  const start = Date.now();
  const { token } = await openSession(deps, { userId: user.id, ip: '127.0.0.1', userAgent: null });
  for (let step = 1; step <= 9; step += 1) {
    const state = await resolveSession(deps, token, new Date(start + step * 20_000));
    expect(state, `after ${step * 20} s`).not.toBeNull();
  }
  expect(await resolveSession(deps, token, new Date(start + 9 * 20_000 + 61_000))).toBeNull();
});
