import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db, DbHandle } from '../index';
import { createTestDb } from '../testing/index';
import { catchUpCollectionAnalytics } from './collection-analytics';
import { DATA_VERSION_SLOTS } from './data-version';
import { refreshAgreementSummary } from './summary';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Issue 30: no lock that every write waits on. A payment writes the ledger, the agreement's summary, a note that
 * its stored allocation is stale (the catch-up re-writes it and the day sums of the Collection Overview) and the
 * data version; two payments on different agreements on the same day must not queue for each other (PostgreSQL
 * only: PGlite is one connection).
 */
describe.runIf(onPostgres)('two payments on different agreements', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await createTestDb({ seed: 'demo' });
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const slotOf = async (conn: Kysely<Database>) =>
    (await sql<{ slot: number }>`select pg_backend_pid() % ${DATA_VERSION_SLOTS} as slot`.execute(conn))
      .rows[0]!.slot;
  const version = async () =>
    (await db.selectFrom('dataVersion').select('version').executeTakeFirstOrThrow()).version;
  /** The day's sums as an overview reads them: after the catch-up of the lines the writers noted. */
  /** Commits of the catch-up (one per batch; each raises the data version too). */
  let catchUpCommits = 0;
  const daySums = async (day: string) => {
    if ((await catchUpCollectionAnalytics(db)) > 0) catchUpCommits += 1;
    return (
      await sql<{ paid: number }>`select coalesce(sum(paid), 0)::bigint as paid from collection_day
        where day = ${day}::date`.execute(db)
    ).rows[0]!.paid;
  };

  /** A payment of `amount` on `line` dated `day`, with the refresh every ledger writer runs. */
  const pay = async (trx: Kysely<Database>, line: number, day: string, amount: string) => {
    const by = await trx.selectFrom('user').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await trx
      .insertInto('applicantProductPayment')
      .values({
        applicantProductId: line,
        amount,
        paidAt: day,
        createdBy: by.id,
        applicantProductTransactionId: null,
      })
      .execute();
    await refreshAgreementSummary(trx as Db, [line]);
  };

  /** Runs `fn` on a connection whose slot is not `taken`, holding the ones that are until it is done. */
  async function onOtherSlot(taken: number, fn: (conn: Kysely<Database>) => Promise<void>): Promise<void> {
    await db.connection().execute(async (conn) => {
      if ((await slotOf(conn)) !== taken) await fn(conn);
      else await onOtherSlot(taken, fn);
    });
  }

  it('on the same day: the second commits while the first, its version raised, still holds its locks', async () => {
    const lines = await sql<{ id: number }>`select applicant_product_id as id from collection_line
      where regular and execution is not null order by applicant_product_id limit 2`.execute(db);
    expect(lines.rows).toHaveLength(2);
    const [first, second] = lines.rows.map((row) => row.id) as [number, number];
    const day = '2026-11-28';
    const paidBefore = await daySums(day);
    const versionBefore = (await version()) - catchUpCommits;

    let hold = () => {};
    let finish = () => {};
    const holding = new Promise<void>((resolve) => {
      hold = resolve;
    });
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let firstSlot = -1;
    const writer = db.transaction().execute(async (trx) => {
      firstSlot = await slotOf(trx);
      await pay(trx, first, day, '100.00');
      // The deferred trigger that raises the data version runs now: its row is locked until this commits.
      await sql`set constraints all immediate`.execute(trx);
      hold();
      await done;
    });
    await holding;
    try {
      await onOtherSlot(firstSlot, async (conn) => {
        await conn.transaction().execute(async (trx) => {
          // Waiting for the first writer would fail here instead of hanging.
          await sql`set local lock_timeout = '3s'`.execute(trx);
          await pay(trx, second, day, '250.00');
        });
      });
      // Committed and seen while the first is still open.
      expect(await daySums(day)).toBe(paidBefore + 25_000);
      expect(await version()).toBe(versionBefore + 1 + catchUpCommits);
    } finally {
      finish();
      await writer;
    }
    expect(await daySums(day)).toBe(paidBefore + 35_000);
    expect(await version()).toBe(versionBefore + 2 + catchUpCommits);
  });
});
