import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Db,
  type DbHandle,
  DEMO_PASSWORD,
  DEMO_USERS,
  migrations,
  OTHER_BUSINESS_SECTOR_ID,
  PROGRESS,
  ROLES,
  seed,
  seedBase,
  verifyPassword,
} from './index';
import { createTestDb, resetDb } from './testing/index';

async function counts(db: Db): Promise<Record<string, number>> {
  const tables = ['role', 'department', 'progress', 'resource', 'user', 'user_auth'];
  const entries = await Promise.all(
    tables.map(async (table) => {
      const { rows } = await sql<{
        count: number;
      }>`select count(*) as count from ${sql.table(table)}`.execute(db);
      return [table, rows[0]?.count ?? -1] as const;
    }),
  );
  return Object.fromEntries(entries);
}

describe('seed', () => {
  let handle: DbHandle;
  let db: Db;
  let baseline: Record<string, number> = {};

  beforeAll(async () => {
    handle = await createTestDb({ seed: 'none' });
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('is idempotent: seeding twice leaves the same rows', async () => {
    await seedBase(db);
    baseline = await counts(db);
    // The demo seed adds business data and a few more staff; seeding everything again adds nothing.
    await seed(db);
    const full = await counts(db);
    await seedBase(db);
    await seed(db);
    expect(await counts(db)).toEqual(full);
    expect(baseline).toMatchObject({
      role: ROLES.length,
      department: 5,
      progress: 9,
      user: DEMO_USERS.length,
    });
  });

  it('seeds progress with the ids and seqs of decisions.md section 5', async () => {
    const rows = await db.selectFrom('progress').select(['id', 'seq', 'name']).orderBy('id').execute();
    expect(rows).toEqual(PROGRESS.map((row) => ({ ...row })));
  });

  it("puts the 'Others' business sector at id 40 and keeps the identity ahead of seeded ids", async () => {
    const others = await db
      .selectFrom('resource')
      .selectAll()
      .where('id', '=', OTHER_BUSINESS_SECTOR_ID)
      .execute();
    expect(others).toMatchObject([{ name: 'Others', category: 'HIRER_BUSINESS' }]);
    const { max } = await db
      .selectFrom('resource')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const created = await db
      .insertInto('resource')
      .values({ name: 'Marine Insurance Agency', category: 'INSURANCE_AGENT' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(created.id).toBeGreaterThan(max);
  });

  it('seeds every resource category the spec names', async () => {
    const rows = await db.selectFrom('resource').select('category').distinct().orderBy('category').execute();
    expect(rows.map((row) => row.category)).toEqual([
      'CRITERIA_CATEGORY',
      'DOCUMENT_AGREEMENT',
      'DOCUMENT_APPLICANT',
      'FACTOR_CATEGORY',
      'HIRER_BUSINESS',
      'INSURANCE_AGENT',
      'REPAYMENT_MODE',
    ]);
    const agreements = await db
      .selectFrom('resource')
      .select('name')
      .where('category', '=', 'DOCUMENT_AGREEMENT')
      .orderBy('id')
      .execute();
    expect(agreements.map((row) => row.name)).toEqual([
      'HP Agreement',
      'Guarantee and Indemnity of directors',
      'Second Schedule',
      'Offer Letter',
    ]);
  });

  it('creates one demo user per role, each signing in with the demo password', async () => {
    const users = await db
      .selectFrom('user')
      .innerJoin('userAuth', 'userAuth.userId', 'user.id')
      .innerJoin('role', 'role.id', 'user.roleId')
      .select(['userAuth.username', 'userAuth.passwordHash', 'role.name as role', 'user.status'])
      .where(
        'userAuth.username',
        'in',
        DEMO_USERS.map((user) => user.username),
      )
      .orderBy('user.id')
      .execute();
    expect(users.map((user) => [user.username, user.role])).toEqual(
      DEMO_USERS.map((user) => [user.username, user.role]),
    );
    expect(new Set(users.map((user) => user.role))).toEqual(new Set(ROLES));
    for (const user of users) {
      expect(user.status).toBe(1);
      expect(await verifyPassword(DEMO_PASSWORD, user.passwordHash)).toBe(true);
    }
  });

  it('resetDb empties the business tables and re-seeds the base data', async () => {
    await db.insertInto('vendor').values({ name: 'Syarikat Jentera Maju Sdn Bhd' }).execute();
    await resetDb(db);
    expect(await db.selectFrom('vendor').selectAll().execute()).toEqual([]);
    const applied = await sql<{ count: number }>`select count(*) as count from kysely_migration`.execute(db);
    expect(applied.rows[0]?.count).toBe(Object.keys(migrations).length);
    expect(await counts(db)).toEqual(baseline);
    const vendor = await db
      .insertInto('vendor')
      .values({ name: 'Syarikat Jentera Maju Sdn Bhd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(vendor.id).toBe(1);
  });
});
