import { catchUpCollectionAnalytics, migrateTo, migrateToLatest } from '@sewabeli/db';
import {
  addDays,
  addMonthsClamped,
  futureDateMessage,
  MONEY_ENTRY_MESSAGES,
  quoteLine,
  RESCHEDULE_MESSAGES,
  SETTLEMENT_MESSAGES,
  settlementAmountMessage,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { newAgreement } from '../../testing/agreement-factory';
import { sessionUserOf } from '../../testing/caller';
import { insertAgreement, insertStaff } from '../../testing/collection-fixture';
import { userIdOf } from '../../testing/factories';
import { allocationInStep, summariesInStep } from '../../testing/summary-check';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, trpc } from '../../testing/test-app';
import type { SessionUser } from '../auth/auth.types';
import { settlementQuote } from './settlement/settlement.service';

// Issue 26: the money controls an auditor asks for. Every refusal below leaves the ledger, its summary, the
// stored analytics, the reschedule tables and the audit exactly as they were.
let t: TestApp;
let collector: Record<string, string>;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let third: number;
let actor: SessionUser;
const today = todayInKualaLumpur();
const tomorrow = addDays(today, 1);
const sixMonthsAgo = addMonthsClamped(today, -6);
const TRANSFER = { method: 'bank_transfer', reference: 'FT-26-0001' } as const;

beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.app.db, 'money.admin', 'Superadmin', DEMO_PASSWORD);
  // Issue 41: a Superadmin's own request needs two other Superadmins who could approve it.
  third = await insertStaff(t.app.db, 'money.admin3', 'Superadmin', DEMO_PASSWORD);
  collector = bearer(await signIn(t.app, 'collection.officer'));
  admin = bearer(await signIn(t.app, 'superadmin'));
  admin2 = bearer(await signIn(t.app, 'money.admin'));
  actor = await sessionUserOf(t.app.db, 'superadmin');
});
afterAll(() => t.close());

const call = (path: string, input: unknown, headers = collector) =>
  trpc(
    t.app,
    ['collection.byId', 'collection.list'].includes(path) ? 'query' : 'mutation',
    path,
    input,
    headers,
  );

/** Everything a money call may write, to compare before and after a refusal. */
async function written() {
  const [ledger, summaries, days, reschedules, approvals, audit] = await Promise.all([
    sql`select id, amount, paid_at, kind, method, reference from applicant_product_payment order by id`.execute(
      t.app.db,
    ),
    sql`select applicant_product_id, paid_amount, outstanding_balance from applicant_product_summary
      order by applicant_product_id`.execute(t.app.db),
    sql`select * from collection_day order by day, slot`.execute(t.app.db),
    sql`select id, status from applicant_product_reschedule order by id`.execute(t.app.db),
    sql`select id from applicant_product_reschedule_approval order by id`.execute(t.app.db),
    sql`select count(*)::int as n from audit_log`.execute(t.app.db),
  ]);
  return {
    ledger: ledger.rows,
    summaries: summaries.rows,
    days: days.rows,
    reschedules: reschedules.rows,
    approvals: approvals.rows,
    audit: audit.rows,
  };
}

/** `refusal` is refused with `message` and nothing is written. */
async function expectRefusedUnwritten(
  refusal: () => Promise<{ error?: { message: string } | null; msg?: string }>,
  message: string,
) {
  const before = await written();
  const result = await refusal();
  expect(result.error?.message ?? result.msg).toBe(message);
  expect(await written()).toEqual(before);
}

const rest = async (method: 'POST' | 'PUT', url: string, payload: unknown, headers = collector) => {
  const res = await t.app.inject({ method, url, payload: payload as object, headers });
  return res.json() as { status: number; msg: string };
};

describe('issue 26: no payment, edit, correction or settlement dated after today in Kuala Lumpur', () => {
  it('refuses a future date on every writing call, tRPC and legacy REST, and writes nothing', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    expect(
      (
        await call('collection.makePayment', {
          applicantProductId: a.id,
          amount: 100_000,
          paidAt: today,
          ...TRANSFER,
        })
      ).error,
    ).toBeNull();
    const latest = (
      await t.app.db
        .selectFrom('applicantProductPayment')
        .select('id')
        .where('applicantProductId', '=', a.id)
        .executeTakeFirstOrThrow()
    ).id;
    const message = futureDateMessage(today);
    expect(message).toContain('after today');

    // The payment of the issue: 28-12-2030, and tomorrow.
    for (const paidAt of [tomorrow, '2030-12-28']) {
      await expectRefusedUnwritten(
        () => call('collection.makePayment', { applicantProductId: a.id, amount: 1000, paidAt, ...TRANSFER }),
        message,
      );
    }
    await expectRefusedUnwritten(
      () =>
        call('collection.editPayment', {
          id: latest,
          applicantProductId: a.id,
          amount: 50_000,
          paidAt: tomorrow,
          ...TRANSFER,
        }),
      message,
    );
    await expectRefusedUnwritten(
      () =>
        call(
          'collection.correctInstalment',
          { id: a.instalmentIds[5], paidAt: tomorrow, paidAmount: 1000 },
          admin,
        ),
      message,
    );
    await expectRefusedUnwritten(
      () =>
        rest('POST', '/api/applicantProductPayment', {
          applicantProductId: a.id,
          amount: '10.00',
          paidAt: tomorrow,
        }),
      message,
    );
    await expectRefusedUnwritten(
      () =>
        rest('PUT', '/api/applicantProductPayment', {
          id: latest,
          applicantProductId: a.id,
          amount: '10.00',
          paidAt: tomorrow,
        }),
      message,
    );
    await expectRefusedUnwritten(
      () =>
        rest(
          'PUT',
          '/api/applicantProductTransaction',
          { id: a.instalmentIds[5], paidAt: tomorrow, paidAmount: '10.00' },
          admin,
        ),
      message,
    );
    // Today and backdated entries keep the ledger's other rules: accepted.
    expect(
      (
        await call('collection.makePayment', {
          applicantProductId: a.id,
          amount: 1000,
          paidAt: today,
          method: 'cash',
        })
      ).error,
    ).toBeNull();
  });

  it('refuses a settlement dated after today, and one whose amount is not the quote, writing nothing', async () => {
    const terms = {
      cost: 11_000_000,
      loanAmount: 10_000_000,
      interestRate: 5,
      tenureYears: 3,
      prepayment: [0, 0] as const,
    };
    const quote = quoteLine('flat', terms);
    const execution = addMonthsClamped(today, -4);
    const { id } = await newAgreement(t.app.db, actor, {
      loan: terms.loanAmount,
      cost: terms.cost,
      interestRate: terms.interestRate,
      tenure: terms.tenureYears,
      interestMethod: 'flat',
      prepayment: [0, 0],
      execution,
      payments: [{ amount: quote.monthlyInstallment, paidAt: addDays(today, -20) }],
    });
    const ahead = await settlementQuote(t.app.db, id, tomorrow);
    await expectRefusedUnwritten(
      () =>
        call('collection.settle', {
          applicantProductId: id,
          settlementDate: tomorrow,
          amount: ahead.quote.settlementAmount,
          ...TRANSFER,
        }),
      SETTLEMENT_MESSAGES.future,
    );
    const view = await settlementQuote(t.app.db, id, today);
    for (const amount of [view.quote.settlementAmount - 1, view.quote.settlementAmount + 100, 0]) {
      await expectRefusedUnwritten(
        () =>
          call('collection.settle', { applicantProductId: id, settlementDate: today, amount, ...TRANSFER }),
        settlementAmountMessage(view.quote),
      );
    }
    // A bank transfer needs its reference.
    await expectRefusedUnwritten(
      () =>
        call('collection.settle', {
          applicantProductId: id,
          settlementDate: today,
          amount: view.quote.settlementAmount,
          method: 'bank_transfer',
        }),
      MONEY_ENTRY_MESSAGES.referenceRequired,
    );
    expect(
      (
        await call('collection.settle', {
          applicantProductId: id,
          settlementDate: today,
          amount: view.quote.settlementAmount,
          ...TRANSFER,
        })
      ).error,
    ).toBeNull();
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['after'])
      .where('entity', '=', 'applicant_product')
      .where('entityId', '=', String(id))
      .where('action', '=', 'settle')
      .executeTakeFirstOrThrow();
    expect(audit.after).toMatchObject({ paymentMethod: 'bank_transfer', reference: 'FT-26-0001' });
  });
});

describe('issue 26: every cash entry records how the money came', () => {
  it('takes method and reference on tRPC (reference required but for cash), legacy REST records other', async () => {
    const a = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 12,
      monthly: 100_000,
      hpNo: 'MONEY/HP/REF',
    });
    for (const method of ['bank_transfer', 'cheque', 'duitnow', 'jompay', 'fpx', 'other']) {
      await expectRefusedUnwritten(
        () =>
          call('collection.makePayment', { applicantProductId: a.id, amount: 1000, paidAt: today, method }),
        MONEY_ENTRY_MESSAGES.referenceRequired,
      );
    }
    await expectRefusedUnwritten(
      () => call('collection.makePayment', { applicantProductId: a.id, amount: 1000, paidAt: today }),
      MONEY_ENTRY_MESSAGES.methodRequired,
    );
    expect(
      (
        await call('collection.makePayment', {
          applicantProductId: a.id,
          amount: 1000,
          paidAt: addDays(today, -3),
          method: 'duitnow',
          reference: ' DN-778899 ',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await call('collection.makePayment', {
          applicantProductId: a.id,
          amount: 2000,
          paidAt: today,
          method: 'cash',
        })
      ).error,
    ).toBeNull();
    expect(
      (
        await rest('POST', '/api/applicantProductPayment', {
          applicantProductId: a.id,
          amount: '30.00',
          paidAt: today,
        })
      ).status,
    ).toBe(1);

    const profile = (await call('collection.byId', { id: a.id })).data as {
      payments: { amount: number; method: string | null; reference: string | null; cash: boolean }[];
    };
    expect(
      profile.payments.map((entry) => [entry.amount, entry.method, entry.reference, entry.cash]),
    ).toEqual([
      [1000, 'duitnow', 'DN-778899', true],
      [2000, 'cash', null, true],
      [3000, 'other', null, true],
    ]);
    // In the audit.
    const audits = await t.app.db
      .selectFrom('auditLog')
      .select(['after'])
      .where('entity', '=', 'applicant_product_payment')
      .where('action', '=', 'create')
      .orderBy('id', 'desc')
      .limit(3)
      .execute();
    expect(audits.map((row) => (row.after as { method: string }).method)).toEqual([
      'other',
      'cash',
      'duitnow',
    ]);

    // The collection list's search finds the agreement by a reference.
    const found = (
      await call('collection.list', { status: 'all', search: 'dn-7788', searchField: 'all' }, admin)
    ).data as { rows: { id: number }[] };
    expect(found.rows.map((row) => row.id)).toEqual([a.id]);
    const none = (
      await call('collection.list', { status: 'all', search: 'DN-000000', searchField: 'all' }, admin)
    ).data as { rows: { id: number }[] };
    expect(none.rows).toEqual([]);

    // An edit of the latest payment changes its method and reference too, audited before and after.
    const latest = (
      await t.app.db
        .selectFrom('applicantProductPayment')
        .select('id')
        .where('applicantProductId', '=', a.id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
    ).id;
    expect(
      (
        await call('collection.editPayment', {
          id: latest,
          applicantProductId: a.id,
          amount: 3000,
          paidAt: today,
          method: 'cheque',
          reference: 'CHQ-000123',
        })
      ).error,
    ).toBeNull();
    const edit = await t.app.db
      .selectFrom('auditLog')
      .select(['before', 'after'])
      .where('entity', '=', 'applicant_product_payment')
      .where('entityId', '=', String(latest))
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow();
    expect(edit.before).toMatchObject({ method: 'other', reference: null });
    expect(edit.after).toMatchObject({ method: 'cheque', reference: 'CHQ-000123' });
    // A legacy edit (its body has no method) keeps how the money came.
    expect(
      (
        await rest('PUT', '/api/applicantProductPayment', {
          id: latest,
          applicantProductId: a.id,
          amount: '31.00',
          paidAt: today,
        })
      ).status,
    ).toBe(1);
    expect(
      await t.app.db
        .selectFrom('applicantProductPayment')
        .select(['amount', 'method', 'reference'])
        .where('id', '=', latest)
        .executeTakeFirstOrThrow(),
    ).toEqual({ amount: '31.00', method: 'cheque', reference: 'CHQ-000123' });
  });
});

describe('issue 26: four eyes on a reschedule', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "a Superadmin's double click on Approve records one approval; the other click answers 409 (issue 28, PostgreSQL)",
    async () => {
      const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
      const created = await call('collection.requestReschedule', {
        applicantProductId: a.id,
        month: 2,
        applicantProductTransactionId: a.instalmentIds[3],
      });
      const id = (created.data as { id: number }).id;
      const answers = await Promise.all(
        Array.from({ length: 4 }, () => call('collection.approveReschedule', { id }, admin2)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      for (const loser of answers.filter((answer) => answer.status !== 200)) {
        expect(loser.status).toBe(409);
        expect(loser.error?.message).toBe(RESCHEDULE_MESSAGES.alreadyDecided);
      }
      const approvals = await t.app.db
        .selectFrom('applicantProductRescheduleApproval')
        .select('status')
        .where('rescheduleId', '=', id)
        .execute();
      expect(approvals).toEqual([{ status: 'approve' }]);
    },
  );

  it('the requester may not approve or reject it; two other Superadmins approve', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const created = await call(
      'collection.requestReschedule',
      { applicantProductId: a.id, month: 2, applicantProductTransactionId: a.instalmentIds[3] },
      admin,
    );
    expect(created.error).toBeNull();
    const id = (created.data as { id: number }).id;
    const profile = async () =>
      (
        (await call('collection.byId', { id: a.id })).data as {
          reschedules: { status: string; waiting: string | null; requestedBy: { name: string } }[];
        }
      ).reschedules[0]!;
    const requester = (await profile()).requestedBy.name;
    expect((await profile()).waiting).toBe(
      `Waiting for 2 more Superadmin approvals; the requester, ${requester}, cannot approve; can still approve: Staff money.admin, Staff money.admin3`,
    );
    for (const action of ['collection.approveReschedule', 'collection.rejectReschedule']) {
      await expectRefusedUnwritten(async () => {
        const result = await call(action, { id }, admin);
        expect(result.error?.code).toBe('FORBIDDEN');
        return result;
      }, RESCHEDULE_MESSAGES.requester);
    }
    for (const action of ['approve', 'reject']) {
      await expectRefusedUnwritten(
        () => rest('PUT', `/api/applicantProductReschedule/${action}`, { id }, admin),
        RESCHEDULE_MESSAGES.requester,
      );
    }
    expect((await call('collection.approveReschedule', { id }, admin2)).data).toEqual({ status: 'Pending' });
    expect((await profile()).waiting).toBe(
      `Waiting for 1 more Superadmin approval; the requester, ${requester}, cannot approve; can still approve: Staff money.admin3`,
    );
    // The requester still cannot give the second approval; only another Superadmin can.
    await expectRefusedUnwritten(
      () => call('collection.approveReschedule', { id }, admin),
      RESCHEDULE_MESSAGES.requester,
    );
  });

  it('issue 41: a request fewer than two others could approve is refused when made, naming why', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    await t.app.db.updateTable('user').set({ status: 0 }).where('id', '=', third).execute();
    try {
      const input = { applicantProductId: a.id, month: 2, applicantProductTransactionId: a.instalmentIds[3] };
      const message = 'A reschedule needs two approvers other than you; only one other person can approve';
      await expectRefusedUnwritten(() => call('collection.requestReschedule', input, admin), message);
      await expectRefusedUnwritten(
        () => rest('POST', '/api/applicantProductReschedule', { ...input }, admin),
        message,
      );
      // A Collection Officer's request has both Superadmins to approve it.
      expect((await call('collection.requestReschedule', input)).error).toBeNull();
    } finally {
      await t.app.db.updateTable('user').set({ status: 1 }).where('id', '=', third).execute();
    }
  });

  it('refuses months outside 1..12 on tRPC and REST, never clamped, writing nothing', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    for (const month of [0, 13, 24, -1, 1.5]) {
      await expectRefusedUnwritten(
        () =>
          call('collection.requestReschedule', {
            applicantProductId: a.id,
            month,
            applicantProductTransactionId: a.instalmentIds[3],
          }),
        RESCHEDULE_MESSAGES.monthsRange,
      );
    }
    for (const month of ['0', '13', '24']) {
      await expectRefusedUnwritten(
        () =>
          rest('POST', '/api/applicantProductReschedule', {
            applicantProductId: a.id,
            month,
            applicantProductTransactionId: a.instalmentIds[3],
          }),
        RESCHEDULE_MESSAGES.monthsRange,
      );
    }
    const twelve = await call('collection.requestReschedule', {
      applicantProductId: a.id,
      month: 12,
      applicantProductTransactionId: a.instalmentIds[3],
    });
    expect(twelve.error).toBeNull();
  });
});

describe('issue 26 migration 2026_11_28_1000', () => {
  it("gives the entries before it method 'other', none to a rebate, and makes a rebate line's paid the cash", async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    // The database as it stood before the migration (and every one after it), its stored allocation current as
    // it always was then (the note of a stale line is newer: 2026_11_28_2330).
    await catchUpCollectionAnalytics(t.app.db);
    await migrateTo(t.app.db, '2026_11_28_0000_data_version');
    const by = await userIdOf(t.app.db, 'collection.officer');
    // Written as before the migration: no method, and a summary whose paid counts the rebate.
    await sql`insert into applicant_product_payment (applicant_product_id, amount, paid_at, kind, created_by)
      values (${a.id}, 1000.00, ${today}, 'payment', ${by}), (${a.id}, 1500.00, ${today}, 'settlement', ${by}),
        (${a.id}, 500.00, ${today}, 'rebate', ${by})`.execute(t.app.db);
    await sql`update applicant_product_summary set paid_amount = 3000.00, outstanding_balance = 0
      where applicant_product_id = ${a.id}`.execute(t.app.db);
    await migrateToLatest(t.app.db);
    const entries = await t.app.db
      .selectFrom('applicantProductPayment')
      .select(['kind', 'method', 'reference'])
      .where('applicantProductId', '=', a.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'payment', method: 'other', reference: null },
      { kind: 'settlement', method: 'other', reference: null },
      { kind: 'rebate', method: null, reference: null },
    ]);
    const { stored, recomputed } = await summariesInStep(t.app.db, [a.id]);
    expect(stored).toEqual(recomputed);
    expect(stored[a.id]).toMatchObject({ paidAmount: 250_000, outstandingBalance: 0 });
    const allocation = await allocationInStep(t.app.db);
    expect(allocation.stored).toEqual(allocation.recomputed);
  });
});

describe('issue 29: one rule for money inputs, on the payment calls', () => {
  it('refuses letters, a third decimal and a minus in a payment, tRPC and legacy REST alike, writing nothing', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const cases: [unknown, unknown, string][] = [
      ['abc', 'abc', 'Please enter a valid amount'],
      [1000.5, '10.005', 'Please enter at most two decimal places'],
      [-1000, '-10', 'Amount cannot be negative'],
    ];
    for (const [sen, ringgit, message] of cases) {
      await expectRefusedUnwritten(
        () =>
          call('collection.makePayment', {
            applicantProductId: a.id,
            amount: sen,
            paidAt: today,
            ...TRANSFER,
          }),
        message,
      );
      await expectRefusedUnwritten(
        () =>
          rest('POST', '/api/applicantProductPayment', {
            applicantProductId: String(a.id),
            amount: ringgit,
            paidAt: today,
          }),
        message,
      );
    }
    // Empty and 0 keep the spec's own message.
    await expectRefusedUnwritten(
      () =>
        rest('POST', '/api/applicantProductPayment', { applicantProductId: a.id, amount: '', paidAt: today }),
      'Amount must be greater than 0',
    );
  });

  it('the same messages on the settlement payment', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    await expectRefusedUnwritten(
      () =>
        call(
          'collection.settle',
          { applicantProductId: a.id, settlementDate: today, amount: 'RM 100', ...TRANSFER },
          admin,
        ),
      'Please enter a valid amount',
    );
  });
});
