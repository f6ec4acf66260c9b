import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb, migrateToLatest, seedBase } from './index';

describe('createDb with PGlite on disk', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('creates the data directory and keeps the data across reopening', async () => {
    const parent = await mkdtemp(join(tmpdir(), 'sewabeli-db-'));
    dirs.push(parent);
    const dataDir = join(parent, 'nested', 'data');

    const first = await createDb({ dataDir });
    expect(first.kind).toBe('pglite');
    await migrateToLatest(first.db);
    await seedBase(first.db);
    await first.db.insertInto('vendor').values({ name: 'Perkasa Machinery Sdn Bhd' }).execute();
    await first.close();

    const second = await createDb({ dataDir });
    try {
      await migrateToLatest(second.db);
      const vendors = await second.db.selectFrom('vendor').select('name').execute();
      expect(vendors).toEqual([{ name: 'Perkasa Machinery Sdn Bhd' }]);
    } finally {
      await second.close();
    }
  });
});
