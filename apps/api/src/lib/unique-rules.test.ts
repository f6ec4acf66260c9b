import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../testing/test-app';
import { UNIQUE_RULE_MESSAGES } from './database-errors';

let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer(await signIn(t.app, 'superadmin'));
});
afterAll(() => t.close());

async function lookupId(table: 'role' | 'department', name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom(table)
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

async function businessSectorId(): Promise<number> {
  const row = await t.app.db
    .selectFrom('resource')
    .select('id')
    .where('category', '=', 'HIRER_BUSINESS')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('unique rules in the schema', () => {
  it('every rule named in UNIQUE_RULE_MESSAGES is a unique index of the schema', async () => {
    const result = await sql<{ indexname: string }>`
      select indexname from pg_indexes where schemaname = current_schema() and indexdef like 'CREATE UNIQUE%'`.execute(
      t.app.db,
    );
    const names = result.rows.map((row) => row.indexname);
    for (const rule of Object.keys(UNIQUE_RULE_MESSAGES)) expect(names, rule).toContain(rule);
  });

  it('a violation that reaches the database answers 409 with the rule, not 500', async () => {
    // Straight into the table, as a racing request would have: the service's own check cannot see it coming.
    const resourceId = await businessSectorId();
    const values = {
      name: 'Raced Sdn Bhd',
      registrationNo: '201901099999 (99999-X)',
      shortname: 'RACED',
      establishYear: 2001,
      resourceId,
      address: 'Jalan 1',
      pic: 'Someone',
      picNo: '012-3456789',
    };
    await t.app.db.insertInto('hirer').values(values).execute();
    const error = await t.app.db
      .insertInto('hirer')
      .values({ ...values, registrationNo: '201901099999 (99999-x)' })
      .execute()
      .catch((e: unknown) => e);
    const { appErrorFromDatabase } = await import('./database-errors');
    expect(appErrorFromDatabase(error)).toMatchObject({
      code: 'CONFLICT',
      message: 'A company with this registration number already exists',
    });
  });
});

/**
 * Twenty simultaneous creates of one name: exactly one row, nineteen 409s with the rule's own message. Only a real
 * server runs the requests concurrently (PGlite has one connection and serialises them), so these need
 * TEST_DATABASE_URL; CI sets it.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)(
  'uniqueness under 20 concurrent creates (PostgreSQL only: TEST_DATABASE_URL)',
  () => {
    async function race(path: string, input: () => unknown) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => trpc(t.app, 'mutation', path, input(), admin)),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      const messages = new Set(answers.filter((a) => a.status === 409).map((a) => a.error?.message));
      return { created: statuses.filter((s) => s === 200).length, statuses, messages };
    }

    it('one company per registration number', async () => {
      const resourceId = await businessSectorId();
      let serial = 0;
      const result = await race('hirer.create', () => {
        serial += 1;
        return {
          name: `Concurrent ${serial} Sdn Bhd`,
          registrationNo: serial % 2 ? '201901077777 (77777-C)' : '201901077777 (77777-c)',
          shortname: `CC${serial}`,
          resourceId,
          establishYear: 2010,
          email: null,
          address: 'No. 1, Jalan Satu',
          website: null,
          phone: null,
          pic: 'Encik Ali',
          picNo: '012-3344556',
          remark: null,
        };
      });
      expect(result.statuses.filter((s) => s !== 200 && s !== 409)).toEqual([]);
      expect(result.created).toBe(1);
      expect(result.messages).toEqual(new Set(['A company with this registration number already exists']));
    });

    it('one financial program per name', async () => {
      const result = await race('programs.financialProgram.create', () => ({
        name: 'Concurrent Program',
        maxCapped: 500_000_000,
        percentageOnNew: 85,
        percentageOnUsed: 70,
      }));
      expect(result.created).toBe(1);
      expect(result.messages).toEqual(new Set(['Concurrent Program already exists']));
    });

    it('one criteria per name in its category', async () => {
      const result = await race('programs.criteria.create', () => ({
        category: 'Banking Conduct',
        name: 'Concurrent criteria',
        description: 'Raced',
      }));
      expect(result.created).toBe(1);
      expect(result.messages).toEqual(new Set(['Concurrent criteria already exists in Banking Conduct']));
    });

    it('one resource per name in its category', async () => {
      const result = await race('resource.create', () => ({
        category: 'REPAYMENT_MODE',
        name: 'Concurrent mode',
        description: null,
      }));
      expect(result.created).toBe(1);
      expect(result.messages).toEqual(new Set(['Concurrent mode already exists in REPAYMENT_MODE']));
    });

    it('one user per username', async () => {
      const roleId = await lookupId('role', 'Staff');
      const departmentId = await lookupId('department', 'Finance');
      let serial = 0;
      const result = await race('user.create', () => {
        serial += 1;
        return {
          name: `Concurrent user ${serial}`,
          roleId,
          departmentId,
          email: null,
          phone: null,
          username: serial % 2 ? 'concurrent.user' : 'Concurrent.User',
          password: 'Kereta#Lembu2026',
        };
      });
      expect(result.created).toBe(1);
      expect(result.messages).toEqual(new Set(['Username already exists']));
    });

    it('one asset type and one vendor per name', async () => {
      const brands = await race('brand.create', () => ({ name: 'Concurrent Brand' }));
      expect(brands.created).toBe(1);
      expect(brands.messages).toEqual(new Set(['An asset type named Concurrent Brand already exists']));
      const vendors = await race('vendor.create', () => ({ name: 'Concurrent Vendor' }));
      expect(vendors.created).toBe(1);
      expect(vendors.messages).toEqual(new Set(['A vendor named Concurrent Vendor already exists']));
    });
  },
);
