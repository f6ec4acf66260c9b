import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

/**
 * "At least one active Superadmin must remain" holds when two Superadmins demote each other at the same moment.
 * Only a real server runs the two transactions concurrently (PGlite serialises them), so this needs
 * TEST_DATABASE_URL; CI sets it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const idOf = async (table: 'role' | 'department', name: string) =>
  (await t.app.db.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'the last Superadmin (PostgreSQL only: TEST_DATABASE_URL)',
  () => {
    it('two Superadmins demoting each other at once leave one active Superadmin', async () => {
      const superadmin = await idOf('role', 'Superadmin');
      const staff = await idOf('role', 'Staff');
      const departmentId = await idOf('department', 'Finance');
      // Only the seeded superadmin and a second one are Superadmins for this test.
      await t.app.db.updateTable('user').set({ status: 0 }).where('roleId', '=', superadmin).execute();
      const first = await t.app.db
        .selectFrom('userAuth')
        .select('userId')
        .where('username', '=', 'superadmin')
        .executeTakeFirstOrThrow();
      await t.app.db.updateTable('user').set({ status: 1 }).where('id', '=', first.userId).execute();
      const firstAuth = bearer(await signIn(t.app, 'superadmin'));
      const created = await trpc(
        t.app,
        'mutation',
        'user.create',
        {
          name: 'Second Superadmin',
          roleId: superadmin,
          departmentId,
          email: null,
          phone: null,
          username: 'second.admin',
          password: 'Kereta#Lembu2026',
        },
        firstAuth,
      );
      expect(created.status).toBe(200);
      const secondId = (created.data as { id: number }).id;
      const secondAuth = bearer(await signIn(t.app, 'second.admin', 'Kereta#Lembu2026'));

      const demote = (id: number, name: string) => ({
        id,
        name,
        roleId: staff,
        departmentId,
        email: null,
        phone: null,
        status: true,
      });
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all([
          trpc(t.app, 'mutation', 'user.update', demote(secondId, 'Second Superadmin'), firstAuth),
          trpc(t.app, 'mutation', 'user.update', demote(first.userId, 'Superadmin'), secondAuth),
        ]);
        const statuses = answers.map((a) => a.status);
        const active = await t.app.db
          .selectFrom('user')
          .select('id')
          .where('roleId', '=', superadmin)
          .where('status', '=', 1)
          .where('deletedAt', 'is', null)
          .execute();
        expect(active.length, `round ${round}: ${statuses}`).toBeGreaterThanOrEqual(1);
        // The loser is refused: 409 when the two overlap, 403 when the winner's demotion committed first (the
        // loser is no longer a Superadmin by then).
        expect(statuses.filter((s) => s === 409 || s === 403).length, `round ${round}: ${statuses}`).toBe(1);
        // Restore both for the next round.
        await t.app.db
          .updateTable('user')
          .set({ roleId: superadmin })
          .where('id', 'in', [first.userId, secondId])
          .execute();
      }
    });
  },
);
