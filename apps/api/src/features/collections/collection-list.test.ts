import type { Db } from '@sewabeli/db';
import { addDays, addMonthsClamped, type CalendarDate, type ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { allCollections, listCollections } from './collection-list.repository';
import { recomputeInstalments } from './ledger/ledger-basis.service';

// Issue 15: the collection list's stored search text and overdue bound (migration 2026_11_27_2120), kept by the
// summary's and the names' triggers, and the number of collections (2026_11_27_2145), kept by applicant_product's
// statement triggers, against their recomputation after every kind of write; the 'All' search and
// the overdue months sort against the list's per-column definitions on books with part payments and due dates
// moved as a reschedule moves them (two in one month, gaps, earlier and later), on many days.
let t: TestApp;
let db: Db;
let collector: Caller;
let officer: Caller;
const today = todayInKualaLumpur();
const lineIds: number[] = [];

const monthOf = (day: string) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/** Every summary's search text and overdue bound against the columns and names they copy, recomputed here. */
async function storedInStep() {
  const rows = await db
    .selectFrom('applicantProductSummary as summary')
    .innerJoin('applicantProduct as line', 'line.id', 'summary.applicantProductId')
    .innerJoin('hirer', 'hirer.id', 'line.hirerId')
    .innerJoin('brand', 'brand.id', 'line.brandId')
    .innerJoin('product', 'product.id', 'line.productId')
    .select([
      'hirer.name as hirer',
      'brand.name as brand',
      'product.name as model',
      'line.hpNo',
      'summary.paidAmount',
      sql<string>`(line.loan_amount * line.quantity)::numeric(14, 2)::text`.as('loan'),
      'line.totalPayable',
      'line.tenure',
      // As text: the pg driver reads a date[] as Date objects.
      sql<string[]>`summary.unpaid_due_dates::text[]`.as('unpaidDueDates'),
      'summary.searchText',
      'summary.overdueBound',
    ])
    .execute();
  expect(rows.length).toBeGreaterThan(lineIds.length - 1);
  for (const row of rows) {
    const expected = [
      row.hirer,
      row.brand,
      row.model,
      row.hpNo,
      row.paidAmount,
      row.loan,
      row.totalPayable,
      String(row.tenure),
    ]
      .filter((value) => value !== null)
      .join('\n')
      .toLowerCase();
    expect(row.searchText).toBe(expected);
    const bounds = row.unpaidDueDates.map((day, index) => index + 1 - monthOf(day));
    expect(row.overdueBound).toBe(bounds.length === 0 ? null : Math.max(...bounds));
  }
}

const query = (overrides: Partial<ListQuery>): ListQuery => ({
  page: 1,
  pageSize: 10,
  search: '',
  searchField: 'all',
  sortDir: 'asc',
  ...overrides,
});

/** Moves the instalments' due dates as a reschedule approval does, then re-derives the line (its summary). */
async function moveDueDates(lineId: number, move: (dueDate: CalendarDate, seq: number) => CalendarDate) {
  const instalments = await db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'seq', 'dueDate'])
    .where('applicantProductId', '=', lineId)
    .execute();
  for (const instalment of instalments) {
    await db
      .updateTable('applicantProductTransaction')
      .set({ dueDate: move(instalment.dueDate, instalment.seq) })
      .where('id', '=', instalment.id)
      .execute();
  }
  await recomputeInstalments(db, lineId, today);
}

const pay = (applicantProductId: number, amount: number, paidAt: CalendarDate) =>
  collector.collection.makePayment({ applicantProductId, amount, paidAt, method: 'cash', reference: null });

beforeAll(async () => {
  t = await createTestApp();
  db = t.app.db;
  collector = await callerFor(t, 'Collection Officer');
  officer = await callerFor(t, 'Credit Officer');
  // Lines executed 1 to 40 months ago over 6 to 24 months: running, ended unpaid, part paid, paid up.
  for (let i = 0; i < 16; i += 1) {
    const execution = addMonthsClamped(today, -1 - ((i * 7) % 40));
    const line = await insertAgreement(db, {
      execution,
      months: 6 + (i % 4) * 6,
      monthly: 100_000 + i * 10_000,
    });
    lineIds.push(line.id);
    const paidInstalments = i % 5;
    if (paidInstalments > 0) {
      // Whole instalments and, every other line, part of the next one.
      const amount = paidInstalments * (100_000 + i * 10_000) + (i % 2) * 33_333;
      await pay(line.id, Math.min(amount, line.totalPayable), addDays(execution, 10));
    }
  }
  // Reschedules: two due dates in one month, a gap of months, some dates earlier and some later.
  await moveDueDates(lineIds[3]!, (day, seq) => (seq % 3 === 0 ? addDays(day, -20) : day));
  await moveDueDates(lineIds[6]!, (day, seq) => (seq > 2 ? addMonthsClamped(day, 4) : day));
  await moveDueDates(lineIds[9]!, (day, seq) => (seq % 2 === 0 ? addMonthsClamped(day, -1) : day));
  await moveDueDates(lineIds[12]!, (day, seq) => addDays(day, seq * 9));
});
afterAll(() => t.close());

describe('issue 15: the collection search text and overdue bound, kept by every write', () => {
  it('equal their recomputation after payments, reschedules, line edits and renames', async () => {
    await storedInStep();

    const [first, second, third] = lineIds as [number, number, number];
    await pay(third, 12_345, today);
    await storedInStep();

    await db
      .updateTable('applicantProduct')
      .set({
        hpNo: 'T/HP/RENUMBERED/1',
        loanAmount: '123456.78',
        quantity: 2,
        tenure: 3,
        totalPayable: '999999.99',
      })
      .where('id', '=', first)
      .execute();
    // The application moved to another company: its lines follow (on update cascade).
    const other = await db
      .selectFrom('applicantProduct')
      .select('hirerId')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    const { applicantId } = await db
      .selectFrom('applicantProduct')
      .select('applicantId')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    await db.updateTable('applicant').set({ hirerId: other.hirerId }).where('id', '=', applicantId).execute();
    await storedInStep();

    const line = await db
      .selectFrom('applicantProduct')
      .select(['hirerId', 'brandId', 'productId'])
      .where('id', '=', third)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('hirer')
      .set({ name: 'Zeta Renamed Sdn Bhd' })
      .where('id', '=', line.hirerId)
      .execute();
    await db
      .updateTable('brand')
      .set({ name: 'Omega Renamed Brand' })
      .where('id', '=', line.brandId)
      .execute();
    await db
      .updateTable('product')
      .set({ name: 'OR-77 Renamed Model' })
      .where('id', '=', line.productId)
      .execute();
    await storedInStep();

    await moveDueDates(third, (day) => addMonthsClamped(day, 2));
    await storedInStep();
  });

  it('a collection is found by the All search under its new names and HP No, not under the old', async () => {
    const ids = async (search: string) =>
      (await officer.collection.list({ status: 'all', search, pageSize: 100 })).rows
        .map((row) => row.id)
        .sort();
    const third = lineIds[2]!;
    expect(await ids('zeta renamed')).toContain(third);
    expect(await ids('OMEGA RENAMED')).toContain(third);
    expect(await ids('or-77 renamed')).toContain(third);
    expect(await ids('syarikat kutipan')).not.toContain(third);
    expect(await ids('t/hp/renumbered')).toEqual([lineIds[0]]);
    await db
      .updateTable('hirer')
      .set({ name: 'Zeta Again Sdn Bhd' })
      .where('name', '=', 'Zeta Renamed Sdn Bhd')
      .execute();
    expect(await ids('zeta renamed')).toEqual([]);
    expect(await ids('zeta again')).toContain(third);
  });

  it("'All' finds what the list's columns hold, on any day (overdue months beside the stored text)", async () => {
    for (const day of [today, addMonthsClamped(today, -7), addMonthsClamped(today, 5)]) {
      const rows = await allCollections(db, day);
      for (const term of [
        'renamed',
        'KUTIPAN 1',
        'hp/',
        '12345',
        '.00',
        '3',
        '1',
        '0',
        '99999',
        '-',
        'x%_',
      ]) {
        const page = await listCollections(db, 'all', query({ search: term, pageSize: 100 }), day);
        const lower = term.toLowerCase();
        const texts = (row: (typeof rows)[number]) => [
          row.hirerName,
          row.brandName,
          row.productName,
          row.hpNo ?? '',
          ...(/^[0-9.-]*$/.test(term)
            ? [row.paidAmount, row.loanAmount, row.totalPayable, row.tenure, row.overdueMonths].map(String)
            : []),
        ];
        const expected = rows
          .filter((row) => texts(row).some((value) => value.toLowerCase().includes(lower)))
          .map((row) => row.id);
        expect({ term, day, ids: page.rows.map((row) => row.id) }).toEqual({
          term,
          day,
          ids: expected.slice(0, 100),
        });
        expect(page.total).toBe(expected.length);
      }
    }
  });
});

describe('issue 15: the number of collections, kept by every write of the lines', () => {
  async function totalInStep() {
    const kept = await db.selectFrom('collectionTotal').select('lines').executeTakeFirst();
    const counted = await db
      .selectFrom('applicantProduct')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('deletedAt', 'is', null)
      .where('hpNo', 'is not', null)
      .where('agreementExecution', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(kept?.lines).toBe(counted.n);
    // The list's count of all, read from it when no deleted application holds a collection, else counted.
    const listed = await listCollections(db, 'all', query({ sortBy: 'hpNo' }), today);
    expect(listed.total).toBe((await allCollections(db, today)).length);
    // Issue 30: the pending ones (a balance above 0), kept per connection slot, and the list's pending count.
    const pending = await sql<{ kept: number; counted: number; listable: number }>`select
      (select coalesce(sum(collections), 0)::int from collection_pending) as kept,
      (select count(*)::int from applicant_product_summary s join applicant_product l on l.id = s.applicant_product_id
        where s.outstanding_balance > 0 and l.deleted_at is null and l.hp_no is not null
          and l.agreement_execution is not null) as counted,
      (select count(*)::int from applicant_product_summary s join applicant_product l on l.id = s.applicant_product_id
        join applicant a on a.id = l.applicant_id
        where s.outstanding_balance > 0 and l.deleted_at is null and l.hp_no is not null
          and l.agreement_execution is not null and a.deleted_at is null) as listable`.execute(db);
    expect(pending.rows[0]!.kept).toBe(pending.rows[0]!.counted);
    expect((await listCollections(db, 'pending', query({}), today)).total).toBe(pending.rows[0]!.listable);
  }
  const setLine = (id: number, values: Record<string, unknown>) =>
    db.updateTable('applicantProduct').set(values).where('id', '=', id).execute();

  it('equals the recount after inserts, deletes, restores, unexecuting, renumbering and hard deletes', async () => {
    await totalInStep();
    const line = await insertAgreement(db, {
      execution: addMonthsClamped(today, -3),
      months: 6,
      monthly: 50_000,
    });
    await totalInStep();
    await setLine(line.id, { deletedAt: new Date() });
    await totalInStep();
    await setLine(line.id, { deletedAt: null });
    await totalInStep();
    await setLine(line.id, { agreementExecution: null });
    await totalInStep();
    await setLine(line.id, { agreementExecution: addMonthsClamped(today, -3), hpNo: null });
    await totalInStep();
    await setLine(line.id, { hpNo: 'T/HP/BACK/1' });
    // A statement over many lines that changes none of them as collections.
    await db.updateTable('applicantProduct').set({ updatedAt: new Date() }).execute();
    await totalInStep();

    // A deleted application hides its lines without touching them: the list counts instead.
    const { applicantId } = await db
      .selectFrom('applicantProduct')
      .select('applicantId')
      .where('id', '=', line.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('applicant').set({ deletedAt: new Date() }).where('id', '=', applicantId).execute();
    await totalInStep();
    await db.updateTable('applicant').set({ deletedAt: null }).where('id', '=', applicantId).execute();
    await totalInStep();

    await db.deleteFrom('applicantProductTransaction').where('applicantProductId', '=', line.id).execute();
    await db.deleteFrom('applicantProduct').where('id', '=', line.id).execute();
    await totalInStep();
  });

  it('the pending ones equal their recount as a payment settles a line and its removal reopens it', async () => {
    const line = await insertAgreement(db, {
      execution: addMonthsClamped(today, -3),
      months: 3,
      monthly: 50_000,
    });
    await totalInStep();
    const by = await db.selectFrom('user').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    const full = await db
      .insertInto('applicantProductPayment')
      .values({ applicantProductId: line.id, amount: '100000.00', paidAt: today, createdBy: by.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recomputeInstalments(db, line.id, today);
    await totalInStep();
    await db.deleteFrom('applicantProductPayment').where('id', '=', full.id).execute();
    await recomputeInstalments(db, line.id, today);
    await totalInStep();
    await setLine(line.id, { deletedAt: new Date() });
    await totalInStep();
  });
});

describe('issue 15: the collection list by overdue months descending', () => {
  // Days around the book's due dates: month ends and starts, the day of a due date and the day after, years on.
  const days = [
    today,
    addDays(today, 1),
    ...Array.from({ length: 10 }, (_, index) =>
      addDays(addMonthsClamped(today, index * 4 - 36), (index * 11) % 31),
    ),
    addMonthsClamped(today, 24),
  ];

  it('the stored bound holds on every day: overdue months <= month(day - 1) + overdue bound', async () => {
    const violations = await sql<{ n: number }>`
      select count(*)::int as n
      from applicant_product_summary s, generate_series(${addMonthsClamped(today, -48)}::date,
        ${addMonthsClamped(today, 30)}::date, interval '1 day') as d(day)
      where coalesce(width_bucket(d.day::date - 1, s.unpaid_due_dates), 0) > greatest(0,
        extract(year from d.day::date - 1)::int * 12 + extract(month from d.day::date - 1)::int
        + coalesce(s.overdue_bound, -1000000))`.execute(db);
    expect(violations.rows[0]?.n).toBe(0);
  });

  it('every page is the slice of the whole order (overdue months, then id) on many days and statuses', async () => {
    // Not vacuous: today the book has lines at several overdue months.
    const months = new Set((await allCollections(db, today)).map((row) => row.overdueMonths));
    expect(months.size).toBeGreaterThan(3);
    for (const day of days) {
      const rows = await allCollections(db, day);
      for (const status of ['all', 'pending'] as const) {
        const listed = rows.filter((row) => status === 'all' || Number(row.storedOutstanding) > 0);
        const order = [...listed]
          .sort((a, b) => b.overdueMonths - a.overdueMonths || a.id - b.id)
          .map((row) => ({ id: row.id, overdueMonths: row.overdueMonths }));
        for (const pageSize of [1, 4]) {
          for (let page = 1; (page - 1) * pageSize < order.length; page += 1) {
            const answer = await listCollections(
              db,
              status,
              query({ sortBy: 'overdueMonths', sortDir: 'desc', page, pageSize }),
              day,
            );
            expect({ day, status, pageSize, page, total: answer.total }).toEqual({
              day,
              status,
              pageSize,
              page,
              total: order.length,
            });
            expect(answer.rows.map((row) => ({ id: row.id, overdueMonths: row.overdueMonths }))).toEqual(
              order.slice((page - 1) * pageSize, page * pageSize),
            );
          }
        }
      }
    }
  });
});
