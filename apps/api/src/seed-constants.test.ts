import { DEPARTMENTS, RESOURCES, ROLES, PROGRESS as SEEDED_PROGRESS } from '@sewabeli/db';
import { createTestDb } from '@sewabeli/db/testing';
import { BUSINESS_SECTOR_OTHER_ID, DEPARTMENT_NAMES, PROGRESS, ROLE_NAMES } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';

// packages/db seeds reference data by fixed ids and names that packages/domain's rules rely on (db may not import
// domain, so the two are written apart): this is where they are held to agree, in the code and in a seeded database.

describe('seeded reference data equals the constants of packages/domain', () => {
  it('role and department names', () => {
    expect([...ROLES].sort()).toEqual(Object.values(ROLE_NAMES).sort());
    expect([...DEPARTMENTS]).toEqual([...DEPARTMENT_NAMES]);
  });

  it('progress rows (id, seq, name)', () => {
    expect(SEEDED_PROGRESS.map(({ id, seq, name }) => ({ id, seq, name }))).toEqual(
      PROGRESS.map(({ id, seq, name }) => ({ id, seq, name })),
    );
  });

  it("the 'Others' business sector", () => {
    expect(RESOURCES.find((row) => row.id === BUSINESS_SECTOR_OTHER_ID)).toMatchObject({
      category: 'HIRER_BUSINESS',
      name: 'Others',
    });
  });

  it('and so does a freshly seeded database', async () => {
    const handle = await createTestDb({ seed: 'base' });
    try {
      const { db } = handle;
      const roles = await db.selectFrom('role').select('name').execute();
      expect(roles.map((row) => row.name).sort()).toEqual(Object.values(ROLE_NAMES).sort());
      const progress = await db.selectFrom('progress').select(['id', 'seq', 'name']).orderBy('id').execute();
      expect(progress).toEqual(PROGRESS.map(({ id, seq, name }) => ({ id, seq, name })));
      const other = await db
        .selectFrom('resource')
        .select(['category', 'name'])
        .where('id', '=', BUSINESS_SECTOR_OTHER_ID)
        .executeTakeFirst();
      expect(other).toEqual({ category: 'HIRER_BUSINESS', name: 'Others' });
    } finally {
      await handle.close();
    }
  });
});
