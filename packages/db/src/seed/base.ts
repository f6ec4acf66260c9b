import { sql } from 'kysely';
import type { Db } from '../client';
import { hashPassword } from '../password';
import { DEMO_PASSWORD, DEMO_USERS, DEPARTMENTS, PROGRESS, RESOURCES, ROLES } from './reference-data';

// Hashing is deliberately slow and tests re-seed often: the demo password is hashed once per process (it is the
// same public password for every demo user anyway).
let demoHash: Promise<string> | undefined;

/** Moves an identity sequence past rows inserted with explicit ids. */
async function syncIdentity(db: Db, table: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select max(id) from ${sql.table(table)}), 1))`.execute(
    db,
  );
}

export interface SeedOptions {
  /**
   * Whether to create the demo users (published password). On by default for the embedded database and tests; a
   * production start on PostgreSQL passes false unless DEMO_USERS=1 asks for them.
   */
  demoUsers?: boolean;
}

/**
 * Reference data every installation needs (roles, departments, progress, resources) and, unless told not to, the
 * demo users. Idempotent: existing rows are left as they are.
 */
export async function seedBase(db: Db, options: SeedOptions = {}): Promise<void> {
  const withDemoUsers = options.demoUsers ?? true;
  if (withDemoUsers) demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = demoHash ? await demoHash : '';
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('role')
      .values(ROLES.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('department')
      .values(DEPARTMENTS.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    await trx
      .insertInto('progress')
      .values(PROGRESS.map((row) => ({ ...row })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('resource')
      .values(RESOURCES.map((row) => ({ ...row })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    await syncIdentity(trx, 'progress');
    await syncIdentity(trx, 'resource');

    const roles = new Map(
      (await trx.selectFrom('role').select(['id', 'name']).execute()).map((r) => [r.name, r.id]),
    );
    const departments = new Map(
      (await trx.selectFrom('department').select(['id', 'name']).execute()).map((d) => [d.name, d.id]),
    );
    for (const demo of withDemoUsers ? DEMO_USERS : []) {
      const existing = await trx
        .selectFrom('userAuth')
        .select('userId')
        .where(sql<string>`lower(username)`, '=', demo.username.toLowerCase())
        .executeTakeFirst();
      if (existing) continue;
      const roleId = roles.get(demo.role);
      const departmentId = departments.get(demo.department);
      if (roleId === undefined || departmentId === undefined) {
        throw new Error(`seedBase: missing role or department for ${demo.username}`);
      }
      const { id } = await trx
        .insertInto('user')
        .values({ name: demo.name, email: demo.email, phone: demo.phone, roleId, departmentId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('userAuth')
        .values({ userId: id, username: demo.username, passwordHash })
        .execute();
    }
  });
}
