import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../client';
import { createTestDb } from '../testing/index';
import { LARGE_BOOK_SHARES, type LargeBookCounts, largeBookSizes, seedLargeBook } from './large-book';

const TODAY = '2026-11-23';
const SCALE = 0.004;
let handle: DbHandle;
let counts: LargeBookCounts;

const rows = async <T>(query: string) => (await sql.raw<T>(query).execute(handle.db)).rows;
const one = async (query: string) => Number(Object.values((await rows<object>(query))[0] ?? {})[0] ?? NaN);
const LB = `(select ap.id from applicant_product ap where ap.hp_no like 'LB/HP/%')`;

beforeAll(async () => {
  handle = await createTestDb({ seed: 'base' });
  counts = await seedLargeBook(handle.db, { scale: SCALE, seed: 7, today: TODAY });
}, 300_000);
afterAll(async () => handle?.close());

describe('the large book at a tiny scale', () => {
  it('writes the sizes of its scale', () => {
    const sizes = largeBookSizes(SCALE);
    expect(counts).toMatchObject({
      companies: sizes.companies,
      agreements: sizes.agreements,
      applications: sizes.applications,
    });
    expect(counts.instalments).toBeGreaterThan(sizes.agreements * 40);
    expect(counts.ledgerEntries).toBeGreaterThan(counts.instalments * 0.4);
    expect(counts.ledgerEntries).toBeLessThan(counts.instalments * 0.85);
  });

  it('splits every agreement into instalments that sum to its total payable', async () => {
    expect(
      await one(`select count(*) from applicant_product ap
        join (select applicant_product_id, sum(charge_amount) s, count(*) n from applicant_product_transaction
              group by applicant_product_id) t on t.applicant_product_id = ap.id
        where ap.id in ${LB} and (t.s <> ap.total_payable or t.n <> ap.tenure * 12)`),
    ).toBe(0);
    expect(await one(`select count(*) from applicant_product_transaction where charge_amount <= 0`)).toBe(0);
  });

  it('pays each agreement exactly what its ledger holds, oldest instalment first, dated by the ledger', async () => {
    expect(
      await one(`select count(*) from applicant_product ap
        left join (select applicant_product_id, sum(paid_amount) s from applicant_product_transaction group by 1) t
          on t.applicant_product_id = ap.id
        left join (select applicant_product_id, sum(amount) s, max(paid_at) d from applicant_product_payment group by 1) p
          on p.applicant_product_id = ap.id
        where ap.id in ${LB} and coalesce(t.s, 0) <> coalesce(p.s, 0)`),
    ).toBe(0);
    // Oldest first: no money on an instalment while an earlier-due one of its agreement is not fully paid.
    expect(
      await one(`select count(*) from applicant_product_transaction later
        join applicant_product_transaction earlier on earlier.applicant_product_id = later.applicant_product_id
          and earlier.due_date < later.due_date and earlier.paid_amount < earlier.charge_amount
        where later.paid_amount > 0`),
    ).toBe(0);
    // The k-th ledger entry (by date, then id) is the k-th paid instalment's payment, of its amount and date.
    expect(
      await one(`select count(*) from
        (select applicant_product_id, paid_amount, paid_at,
           row_number() over (partition by applicant_product_id order by due_date, seq) k
         from applicant_product_transaction where paid_amount > 0) t
        full join
        (select applicant_product_id, amount, paid_at,
           row_number() over (partition by applicant_product_id order by paid_at, id) k
         from applicant_product_payment) p using (applicant_product_id, k)
        where t.paid_amount is distinct from p.amount or t.paid_at is distinct from p.paid_at`),
    ).toBe(0);
    expect(await one(`select count(*) from applicant_product_payment where paid_at > date '${TODAY}'`)).toBe(
      0,
    );
  });

  it('derives the performance the domain way (Bad beyond 7 days, none while not yet due)', async () => {
    expect(
      await one(`select count(*) from applicant_product_transaction
        where payment_performance_status is distinct from (case
          when due_date > date '${TODAY}' and paid_amount < charge_amount then null
          when (case when paid_amount >= charge_amount then paid_at else date '${TODAY}' end) - due_date > 7 then 'Bad'
          else 'Good' end)`),
    ).toBe(0);
  });

  it('has settled, current, late, rescheduled and non-performing agreements in realistic shares', async () => {
    const states = await rows<{ state: string; n: string }>(`
      select case
          when r.applicant_product_id is not null then 'rescheduled'
          when t.unpaid = 0 then 'settled'
          when t.oldest_overdue is null or date '${TODAY}' - t.oldest_overdue <= 7 then 'current'
          when date '${TODAY}' - t.oldest_overdue > 90 then 'nonPerforming'
          else 'late' end as state, count(*) as n
      from applicant_product ap
      join (select applicant_product_id, sum(charge_amount - paid_amount) unpaid,
              min(due_date) filter (where paid_amount < charge_amount and due_date < date '${TODAY}') oldest_overdue
            from applicant_product_transaction group by 1) t on t.applicant_product_id = ap.id
      left join (select distinct applicant_product_id from applicant_product_reschedule where status = 'Approved') r
        on r.applicant_product_id = ap.id
      where ap.id in ${LB} group by 1`);
    const share = Object.fromEntries(
      states.map((row) => [row.state, Number(row.n) / counts.agreements]),
    ) as Record<string, number | undefined>;
    expect(share.settled).toBeGreaterThan(0.2);
    expect(share.current).toBeGreaterThan(0.2);
    expect(share.late).toBeGreaterThan(0.05);
    expect(share.nonPerforming).toBeGreaterThan(0.02);
    expect(share.rescheduled).toBeGreaterThan(0.01);
    expect(share.rescheduled).toBeLessThan((LARGE_BOOK_SHARES.rescheduled / 100) * 2);
    expect(counts.reschedules).toBe(Math.round((share.rescheduled ?? 0) * counts.agreements));
  });

  it('leaves applications in every step but Completed', async () => {
    const steps = await rows<{ step: number }>(`
      select distinct progress_id as step from applicant where purpose like 'New application %' order by 1`);
    expect(steps.map((row) => Number(row.step))).toEqual([1, 2, 3, 4, 5, 6, 7, 9]);
  });

  it("fills the Master List's search rows: one per master record, equal to the line's columns", async () => {
    const line = `select id, applicant_id, hirer_id, brand_id, product_id, agent_id, resource_id, created_at,
      (interest_rate * 10000)::integer, (cost * quantity * 100)::bigint, (loan_amount * quantity * 100)::bigint,
      search_text
      from applicant_product where hp_no is not null and deleted_at is null`;
    expect(await one(`select count(*) from master_record_search`)).toBe(counts.agreements);
    expect(
      await one(`select count(*) from (${line} except select * from master_record_search) as missing`),
    ).toBe(0);
    expect(
      await one(`select count(*) from (select * from master_record_search except ${line}) as extra`),
    ).toBe(0);
  });

  it('is reproducible from its seed', async () => {
    const again = await createTestDb({ seed: 'base' });
    try {
      await seedLargeBook(again.db, { scale: SCALE, seed: 7, today: TODAY });
      const digest = async (db: DbHandle['db']) =>
        (
          await sql<{ d: string }>`select md5(string_agg(concat_ws(',', t.seq, t.due_date, t.charge_amount,
            t.paid_amount, t.paid_at, t.payment_performance_status, ap.hp_no, ap.loan_amount, h.name), ';'
            order by ap.hp_no, t.seq)) as d
          from applicant_product_transaction t join applicant_product ap on ap.id = t.applicant_product_id
          join hirer h on h.id = ap.hirer_id where ap.hp_no like 'LB/HP/%'`.execute(db)
        ).rows[0]?.d;
      expect(await digest(again.db)).toBe(await digest(handle.db));
    } finally {
      await again.close();
    }
  });

  it('refuses to write the book twice', async () => {
    await expect(seedLargeBook(handle.db, { scale: SCALE, today: TODAY })).rejects.toThrow(/already/);
  });
});
