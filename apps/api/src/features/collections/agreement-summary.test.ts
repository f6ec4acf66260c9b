import { NON_CASH_LEDGER_KINDS, refreshAgreementSummary, seedDemo } from '@sewabeli/db';
import {
  addDays,
  addMonthsClamped,
  currentPayment,
  isCashKind,
  LEDGER_KIND_NAMES,
  ringgitToSen,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { insertAgreement, insertStaff } from '../../testing/collection-fixture';
import { userIdOf } from '../../testing/factories';
import { allocationInStep, storedSummaries, summariesInStep } from '../../testing/summary-check';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, trpc } from '../../testing/test-app';

// Issue 15: the per-agreement summary the collection list, company exposure and overview read is written in
// the transaction of every ledger change; after each kind of write it equals the recomputation from the ledger.
const TRANSFER = { method: 'bank_transfer', reference: 'FT-SUM-1' } as const;
let t: TestApp;
let collector: Record<string, string>;
let admin: Record<string, string>;
let admin2: Record<string, string>;
const today = todayInKualaLumpur();
const sixMonthsAgo = addMonthsClamped(today, -6);

const call = async (kind: 'query' | 'mutation', path: string, input: unknown, headers = collector) => {
  const res = await trpc(t.app, kind, path, input, headers);
  if (res.error) throw new Error(`${path}: ${res.error.message}`);
  return res.data;
};

async function expectInStep(lineIds: number[]) {
  const { stored, recomputed } = await summariesInStep(t.app.db, lineIds);
  expect(Object.keys(recomputed).length).toBeGreaterThan(0);
  expect(stored).toEqual(recomputed);
  // The Collection Overview's stored allocation too (issue 15): as maintained equals as written from scratch.
  const allocation = await allocationInStep(t.app.db);
  expect(allocation.stored.lines.length).toBeGreaterThan(0);
  expect(allocation.stored).toEqual(allocation.recomputed);
}

/** The collection list's derived columns of one agreement, as the screen reads them today. */
async function listed(id: number, hpNo: string) {
  const page = (await call('query', 'collection.list', {
    status: 'all',
    search: hpNo,
    searchField: 'hpNo',
  })) as {
    rows: {
      id: number;
      paidAmount: number;
      outstandingBalance: number;
      overdueMonths: number;
      currentPayment: string;
    }[];
  };
  return page.rows.find((row) => row.id === id);
}

/** Current Payment as the domain rule reads it from the agreement's instalments (issue 29). */
async function currentPaymentFromInstalments(id: number) {
  const rows = await t.app.db
    .selectFrom('applicantProductTransaction')
    .select(['dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', '=', id)
    .execute();
  const instalments = rows.map((row) => ({
    dueDate: row.dueDate,
    chargeAmount: ringgitToSen(row.chargeAmount),
    paidAmount: ringgitToSen(row.paidAmount),
  }));
  return currentPayment(instalments, today);
}

/** Overdue months as the list derived them before the summary: instalments due before today, not fully paid. */
async function overdueFromInstalments(id: number) {
  const rows = await t.app.db
    .selectFrom('applicantProductTransaction')
    .select(['dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', '=', id)
    .execute();
  return rows.filter((row) => row.dueDate < today && Number(row.paidAmount) < Number(row.chargeAmount))
    .length;
}

beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.app.db, 'summary.admin', 'Superadmin', DEMO_PASSWORD);
  collector = bearer(await signIn(t.app, 'collection.officer'));
  admin = bearer(await signIn(t.app, 'superadmin'));
  admin2 = bearer(await signIn(t.app, 'summary.admin'));
});
afterAll(() => t.close());

describe('issue 15 agreement summary, kept in the ledger transaction', () => {
  it('after a payment, an edit of the latest payment and a correction it equals the ledger recomputed', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 12,
      monthly: 100_000,
      hpNo: 'SUM/HP/1',
    });
    await expectInStep([a.id]);
    expect(await listed(a.id, 'SUM/HP/1')).toMatchObject({ paidAmount: 0, overdueMonths: 5 });

    await call('mutation', 'collection.makePayment', {
      applicantProductId: a.id,
      amount: 250_000,
      paidAt: addDays(today, -3),
      ...TRANSFER,
    });
    await expectInStep([a.id]);
    expect(await listed(a.id, 'SUM/HP/1')).toMatchObject({
      paidAmount: 250_000,
      outstandingBalance: a.totalPayable - 250_000,
      overdueMonths: 3,
    });
    expect(await overdueFromInstalments(a.id)).toBe(3);

    const ledger = await t.app.db
      .selectFrom('applicantProductPayment')
      .select('id')
      .where('applicantProductId', '=', a.id)
      .execute();
    await call('mutation', 'collection.editPayment', {
      applicantProductId: a.id,
      id: ledger[0]!.id,
      amount: 400_000,
      paidAt: today,
      ...TRANSFER,
    });
    await expectInStep([a.id]);
    expect(await listed(a.id, 'SUM/HP/1')).toMatchObject({ paidAmount: 400_000, overdueMonths: 1 });
    expect(await overdueFromInstalments(a.id)).toBe(1);

    await call(
      'mutation',
      'collection.correctInstalment',
      { id: a.instalmentIds[8]!, paidAt: today, paidAmount: 100_000 },
      admin,
    );
    await expectInStep([a.id]);
    const stored = (await storedSummaries(t.app.db, [a.id])).get(a.id);
    expect(stored?.unpaidDueDates).not.toContain(addMonthsClamped(sixMonthsAgo, 9));
  });

  it('issue 29: Current Payment of the list and the profile is the domain rule: Nothing due before any due date', async () => {
    // Executed today (first due in a month), a month ago (first due today), six months ago, and one paid ahead.
    const fresh = await insertAgreement(t.app.db, {
      execution: today,
      months: 6,
      monthly: 100_000,
      hpNo: 'SUM/HP/NEW',
    });
    const dueToday = await insertAgreement(t.app.db, {
      execution: addMonthsClamped(today, -1),
      months: 6,
      monthly: 100_000,
      hpNo: 'SUM/HP/DUE',
    });
    const running = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 12,
      monthly: 100_000,
      hpNo: 'SUM/HP/RUN',
    });
    const ahead = await insertAgreement(t.app.db, {
      execution: today,
      months: 6,
      monthly: 100_000,
      hpNo: 'SUM/HP/AHEAD',
    });
    await call('mutation', 'collection.makePayment', {
      applicantProductId: ahead.id,
      amount: 100_000,
      paidAt: today,
      ...TRANSFER,
    });
    await expectInStep([fresh.id, dueToday.id, running.id, ahead.id]);
    const expected: Record<string, string> = {};
    const shown: Record<string, string | undefined> = {};
    for (const [line, hpNo] of [
      [fresh, 'SUM/HP/NEW'],
      [dueToday, 'SUM/HP/DUE'],
      [running, 'SUM/HP/RUN'],
      [ahead, 'SUM/HP/AHEAD'],
    ] as const) {
      expected[hpNo] = await currentPaymentFromInstalments(line.id);
      shown[hpNo] = (await listed(line.id, hpNo))?.currentPayment;
      const profile = (await call('query', 'collection.byId', { id: line.id })) as { currentPayment: string };
      expect(profile.currentPayment).toBe(expected[hpNo]);
    }
    expect(shown).toEqual(expected);
    expect(expected['SUM/HP/NEW']).toBe('Nothing due');
    expect(expected['SUM/HP/AHEAD']).toBe('Nothing due');
    expect(expected['SUM/HP/RUN']).toBe('Pending');
    // Sorted on Current Payment, the new agreement comes before the pending one.
    const sorted = (await call('query', 'collection.list', {
      status: 'all',
      search: 'SUM/HP/',
      searchField: 'hpNo',
      sortBy: 'currentPayment',
      sortDir: 'asc',
      pageSize: 100,
    })) as { rows: { currentPayment: string }[] };
    const order = sorted.rows.map((row) => row.currentPayment);
    expect(order).toEqual([...order].sort());
  });

  it('after an approved reschedule the unpaid due dates are the moved ones', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    await call('mutation', 'collection.makePayment', {
      applicantProductId: a.id,
      amount: 100_000,
      paidAt: today,
      ...TRANSFER,
    });
    const created = (await call('mutation', 'collection.requestReschedule', {
      applicantProductId: a.id,
      month: 3,
      applicantProductTransactionId: a.instalmentIds[2],
    })) as { id: number };
    await call('mutation', 'collection.approveReschedule', { id: created.id }, admin);
    await call('mutation', 'collection.approveReschedule', { id: created.id }, admin2);
    await expectInStep([a.id]);
    const stored = (await storedSummaries(t.app.db, [a.id])).get(a.id);
    expect(stored?.unpaidDueDates[1]).toBe(addMonthsClamped(addMonthsClamped(sixMonthsAgo, 3), 3));
  });

  it('after backdated payments on two agreements and on one day it equals the ledger recomputed', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 50_000 });
    const b = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 6, monthly: 70_000 });
    await call('mutation', 'collection.makePayment', {
      applicantProductId: a.id,
      amount: 120_000,
      paidAt: addDays(today, -30),
      ...TRANSFER,
    });
    await call('mutation', 'collection.makePayment', {
      applicantProductId: b.id,
      amount: 70_000,
      paidAt: addDays(today, -60),
      ...TRANSFER,
    });
    await expectInStep([a.id, b.id]);
    // Backdated: a month ago, on the day another agreement was paid, after its own latest payment.
    await call('mutation', 'collection.makePayment', {
      applicantProductId: b.id,
      amount: 30_000,
      paidAt: addDays(today, -30),
      ...TRANSFER,
    });
    await expectInStep([a.id, b.id]);
    // A late reason is copied into the stored allocation (the overview's reasons read it there).
    await call('mutation', 'collection.addLateReason', {
      id: b.instalmentIds[0],
      note: 'Awaiting progress claim',
    });
    await expectInStep([a.id, b.id]);
  });

  it('issue 26: after an early settlement paid is the cash and the agreement owes 0; a stale rebate shows', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 12,
      monthly: 100_000,
      hpNo: 'SUM/HP/SETTLE',
    });
    await call('mutation', 'collection.makePayment', {
      applicantProductId: a.id,
      amount: 300_000,
      paidAt: addDays(today, -2),
      ...TRANSFER,
    });
    // A cash entry by hand, then the rebate that writes off the rest: 1,000 + 8,000 paid, the rest written off.
    const collectorId = await userIdOf(t.app.db, 'collection.officer');
    await t.app.db
      .insertInto('applicantProductPayment')
      .values([
        {
          applicantProductId: a.id,
          amount: '8000.00',
          paidAt: today,
          kind: 'settlement',
          createdBy: collectorId,
        },
        {
          applicantProductId: a.id,
          amount: ((a.totalPayable - 300_000 - 800_000) / 100).toFixed(2),
          paidAt: today,
          kind: 'rebate',
          createdBy: collectorId,
        },
      ])
      .execute();
    const { stored, recomputed } = await summariesInStep(t.app.db, [a.id]);
    expect(stored).not.toEqual(recomputed);
    await refreshAgreementSummary(t.app.db, [a.id]);
    await expectInStep([a.id]);
    expect(await listed(a.id, 'SUM/HP/SETTLE')).toMatchObject({
      paidAmount: 1_100_000,
      outstandingBalance: 0,
    });
  });

  it('issue 26: the read models leave out exactly the kinds the domain calls non-cash', () => {
    expect([...NON_CASH_LEDGER_KINDS].sort()).toEqual(
      LEDGER_KIND_NAMES.filter((kind) => !isCashKind(kind)).sort(),
    );
  });

  it('is refused a stale value: a ledger entry written around the refresh shows as a difference', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    const collectorId = await t.app.db
      .selectFrom('userAuth')
      .select('userId')
      .where('username', '=', 'collection.officer')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('applicantProductPayment')
      .values({ applicantProductId: a.id, amount: '10.00', paidAt: today, createdBy: collectorId.userId })
      .execute();
    const { stored, recomputed } = await summariesInStep(t.app.db, [a.id]);
    expect(stored).not.toEqual(recomputed);
    await refreshAgreementSummary(t.app.db, [a.id]);
    await expectInStep([a.id]);
  });

  it('the demo seeds and the backfill write the same summaries as the ledger recomputed', async () => {
    await seedDemo(t.app.db);
    const lines = await t.app.db.selectFrom('applicantProduct').select('id').execute();
    const ids = lines.map((line) => line.id);
    await expectInStep(ids);
    // What the migration's backfill writes over a book equals what the writers left.
    const before = await storedSummaries(t.app.db, ids);
    await sql`delete from applicant_product_summary`.execute(t.app.db);
    await refreshAgreementSummary(t.app.db, 'all');
    expect(await storedSummaries(t.app.db, ids)).toEqual(before);
  });
});
