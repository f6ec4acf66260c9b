import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db, DbHandle } from '../index';
import { createTestDb } from '../testing/index';
import { catchUpCollectionAnalytics, refreshCollectionAnalytics } from './collection-analytics';
import { refreshAgreementSummary } from './summary';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * Issue 30: a ledger writer notes its line stale instead of re-writing the Collection Overview's stored allocation
 * in its own transaction; the catch-up re-writes the noted lines, and what it leaves equals a re-write of the whole
 * book from scratch.
 */
describe('the stored allocation catches up with the ledger', () => {
  let handle: DbHandle;
  let db: Db;

  beforeAll(async () => {
    handle = await createTestDb({ seed: 'demo' });
    db = handle.db;
  });
  afterAll(async () => {
    await handle?.close();
  });

  const stale = async () =>
    (
      await sql<{ id: number }>`select applicant_product_id as id from collection_analytics_stale
        order by 1`.execute(db)
    ).rows.map((row) => Number(row.id));
  /** Every stored row of the overview, day sums summed over their slots. */
  const stored = async (conn: Kysely<Database>) => {
    const [lines, instalments, days] = await Promise.all([
      sql`select * from collection_line order by applicant_product_id`.execute(conn),
      sql`select * from collection_instalment order by applicant_product_transaction_id`.execute(conn),
      sql`select day, sum(paid)::bigint as paid, sum(late)::bigint as late, sum(charged)::bigint as charged,
          sum(instalments)::int as instalments, sum(settled)::int as settled from collection_day group by day
        having sum(paid) <> 0 or sum(late) <> 0 or sum(charged) <> 0 or sum(instalments) <> 0
          or sum(settled) <> 0 order by day`.execute(conn),
    ]);
    return { lines: lines.rows, instalments: instalments.rows, days: days.rows };
  };
  const regularLines = async (count: number) =>
    (
      await sql<{ id: number }>`select applicant_product_id as id from collection_line
        where regular and execution is not null order by applicant_product_id limit ${count}`.execute(db)
    ).rows.map((row) => Number(row.id));
  const pay = async (trx: Kysely<Database>, line: number, amount: string) => {
    const by = await trx.selectFrom('user').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await trx
      .insertInto('applicantProductPayment')
      .values({ applicantProductId: line, amount, paidAt: '2026-11-27', createdBy: by.id })
      .execute();
    await refreshAgreementSummary(trx as Db, [line]);
  };
  const paidOn = async (day: string) =>
    (
      await sql<{ paid: string }>`select coalesce(sum(paid), 0)::bigint as paid from collection_day
        where day = ${day}::date`.execute(db)
    ).rows[0]!.paid;

  it('a payment notes its line; the catch-up re-writes it as a full re-write would, and clears the note', async () => {
    await catchUpCollectionAnalytics(db);
    const [line] = (await regularLines(1)) as [number];
    const before = await paidOn('2026-11-27');
    await db.transaction().execute((trx) => pay(trx, line, '123.45'));
    expect(await stale()).toEqual([line]);
    // Not yet in the stored figures.
    expect(Number(await paidOn('2026-11-27'))).toBe(Number(before));

    expect(await catchUpCollectionAnalytics(db)).toBe(1);
    expect(await stale()).toEqual([]);
    expect(Number(await paidOn('2026-11-27'))).toBe(Number(before) + 12_345);
    const caughtUp = await stored(db);
    let fromScratch: typeof caughtUp | undefined;
    await db
      .transaction()
      .execute(async (trx) => {
        await refreshCollectionAnalytics(trx as Db, 'all');
        fromScratch = await stored(trx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(caughtUp).toEqual(fromScratch);
  });

  it('a writer that rolls back leaves no note; a catch-up with nothing noted writes nothing', async () => {
    const [line] = (await regularLines(1)) as [number];
    await db
      .transaction()
      .execute(async (trx) => {
        await pay(trx, line, '10.00');
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await stale()).toEqual([]);
    expect(await catchUpCollectionAnalytics(db)).toBe(0);
  });

  it('in batches: every noted line is re-written, however many', async () => {
    const lines = await regularLines(5);
    await db.transaction().execute(async (trx) => {
      for (const line of lines) await pay(trx, line, '1.00');
    });
    expect(await stale()).toEqual(lines);
    const before = Number(await paidOn('2026-11-27'));
    expect(await catchUpCollectionAnalytics(db, 2)).toBe(5);
    expect(await stale()).toEqual([]);
    expect(Number(await paidOn('2026-11-27'))).toBe(before + 5 * 100);
  });

  it.runIf(onPostgres)('two catch-ups at once re-write each line once, and the figures add up', async () => {
    const lines = await regularLines(6);
    const before = Number(await paidOn('2026-11-27'));
    await db.transaction().execute(async (trx) => {
      for (const line of lines) await pay(trx, line, '2.00');
    });
    const done = await Promise.all([catchUpCollectionAnalytics(db, 1), catchUpCollectionAnalytics(db, 1)]);
    expect(done[0]! + done[1]!).toBe(6);
    expect(await stale()).toEqual([]);
    expect(Number(await paidOn('2026-11-27'))).toBe(before + 6 * 200);
  });
});
