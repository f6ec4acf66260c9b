import {
  addDays,
  addMonthsClamped,
  LATE_REASON_NOT_DUE,
  PAYMENT_MESSAGES,
  RESCHEDULE_MESSAGES,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { insertAgreement, insertStaff } from '../../testing/collection-fixture';
import { bearer, createTestApp, DEMO_PASSWORD, signIn, type TestApp, trpc } from '../../testing/test-app';
import { COLLECTION_HAS_PAYMENTS } from './collection.service';
import { IDEMPOTENCY_KEY_REUSED } from './ledger/ledger.service';

let t: TestApp;
let officer: Record<string, string>;
let collector: Record<string, string>;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let staff: Record<string, string>;
const today = todayInKualaLumpur();
const sixMonthsAgo = addMonthsClamped(today, -6);

type Profile = {
  id: number;
  badge: string;
  paidAmount: number;
  outstandingBalance: number;
  overdueMonths: number;
  latestPaymentId: number | null;
  rescheduleBlockedReason: string | null;
  instalments: {
    id: number;
    dueDate: string;
    status: string;
    timing: string;
    paidAmount: number;
    note: string | null;
  }[];
  payments: {
    id: number;
    amount: number;
    paidAt: string;
    kind: string;
    createdBy: string;
    updatedBy: string;
  }[];
  reschedules: { id: number; status: string; approvalList: { submittedBy: string; status: string }[] }[];
};

async function profile(id: number): Promise<Profile> {
  const res = await trpc(t.app, 'query', 'collection.byId', { id }, officer);
  if (res.error) throw new Error(res.error.message);
  return res.data as Profile;
}

const pay = (applicantProductId: number, amount: number, paidAt: string, headers = collector) =>
  trpc(
    t.app,
    'mutation',
    'collection.makePayment',
    { applicantProductId, amount, paidAt, method: 'bank_transfer', reference: `FT-${applicantProductId}` },
    headers,
  );

beforeAll(async () => {
  t = await createTestApp();
  await insertStaff(t.app.db, 'second.admin', 'Superadmin', DEMO_PASSWORD);
  officer = bearer(await signIn(t.app, 'credit.officer'));
  collector = bearer(await signIn(t.app, 'collection.officer'));
  admin = bearer(await signIn(t.app, 'superadmin'));
  admin2 = bearer(await signIn(t.app, 'second.admin'));
  staff = bearer(await signIn(t.app, 'staff'));
});
afterAll(() => t.close());

describe('collections §2.1 the collection list', () => {
  it('lists agreements with the ledger-derived columns, searches, sorts and filters by status', async () => {
    const open = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const settled = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 2, monthly: 50_000 });
    await pay(settled.id, 100_000, today);
    await pay(open.id, 150_000, addDays(sixMonthsAgo, 20));

    const pending = await trpc(
      t.app,
      'query',
      'collection.list',
      { status: 'pending', pageSize: 100 },
      staff,
    );
    const rows = (pending.data as { rows: Record<string, unknown>[] }).rows;
    const row = rows.find((r) => r.id === open.id);
    expect(row).toMatchObject({ paidAmount: 150_000, totalPayable: 1_200_000, overdueMonths: 4, tenure: 1 });
    expect(rows.some((r) => r.id === settled.id)).toBe(false);

    const done = await trpc(t.app, 'query', 'collection.list', { status: 'settled', pageSize: 100 }, staff);
    expect((done.data as { rows: { id: number }[] }).rows.map((r) => r.id)).toContain(settled.id);

    const searched = await trpc(
      t.app,
      'query',
      'collection.list',
      { status: 'all', search: 'Kutipan 1 ' },
      staff,
    );
    expect((searched.data as { total: number }).total).toBeGreaterThanOrEqual(0);
    const sorted = await trpc(
      t.app,
      'query',
      'collection.list',
      { status: 'all', sortBy: 'overdueMonths', sortDir: 'desc', pageSize: 100 },
      staff,
    );
    const months = (sorted.data as { rows: { overdueMonths: number }[] }).rows.map((r) => r.overdueMonths);
    expect(months).toEqual([...months].sort((a, b) => b - a));
  });
});

describe('collections §2.1 every page shape lists the same live collections (issue 15)', () => {
  it('in id order, on a figure, on the HP No and on a name: no deleted, unexecuted or deleted application line', async () => {
    const live = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 6, monthly: 100_000 });
    const gone = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 6, monthly: 100_000 });
    const unexecuted = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 6,
      monthly: 100_000,
    });
    const ofDeletedApplication = await insertAgreement(t.app.db, {
      execution: sixMonthsAgo,
      months: 6,
      monthly: 100_000,
    });
    await t.app.db
      .updateTable('applicantProduct')
      .set({ deletedAt: new Date() })
      .where('id', '=', gone.id)
      .execute();
    await t.app.db
      .updateTable('applicantProduct')
      .set({ agreementExecution: null })
      .where('id', '=', unexecuted.id)
      .execute();
    const { applicantId } = await t.app.db
      .selectFrom('applicantProduct')
      .select('applicantId')
      .where('id', '=', ofDeletedApplication.id)
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('applicant')
      .set({ deletedAt: new Date() })
      .where('id', '=', applicantId)
      .execute();
    const expected = (
      await t.app.db
        .selectFrom('applicantProduct')
        .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
        .select('applicantProduct.id')
        .where('applicantProduct.deletedAt', 'is', null)
        .where('applicant.deletedAt', 'is', null)
        .where('applicantProduct.hpNo', 'is not', null)
        .where('applicantProduct.agreementExecution', 'is not', null)
        .execute()
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
    expect(expected).toContain(live.id);
    for (const status of ['all', 'pending', 'settled'] as const) {
      const seen: number[][] = [];
      for (const sortBy of [undefined, 'overdueMonths', 'paidAmount', 'hpNo', 'hirerName'] as const) {
        const page = (await trpc(t.app, 'query', 'collection.list', { status, sortBy, pageSize: 100 }, staff))
          .data as { rows: { id: number; outstandingBalance: number }[]; total: number };
        expect(page.total).toBe(page.rows.length);
        if (status === 'pending') expect(page.rows.every((row) => row.outstandingBalance > 0)).toBe(true);
        if (status === 'settled') expect(page.rows.every((row) => row.outstandingBalance <= 0)).toBe(true);
        seen.push(page.rows.map((row) => row.id).sort((a, b) => a - b));
      }
      for (const ids of seen) expect(ids).toEqual(seen[0]);
      if (status === 'all') expect(seen[0]).toEqual(expected);
      for (const id of [gone.id, unexecuted.id, ofDeletedApplication.id]) expect(seen[0]).not.toContain(id);
    }
  });
});

describe('collections §5 / decisions §6 make payment', () => {
  it('refuses each broken rule with the spec message and saves nothing', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    expect((await pay(a.id, 0, today)).error?.message).toBe(PAYMENT_MESSAGES.amountPositive);
    expect((await pay(a.id, 100, '1969-12-31')).error?.message).toBe(PAYMENT_MESSAGES.dateFormat);
    expect((await pay(a.id, 100, '2024-02-30')).error?.message).toBe(PAYMENT_MESSAGES.dateFormat);
    expect((await pay(a.id, 300_001, today)).error?.message).toBe(PAYMENT_MESSAGES.aboveOutstanding);
    expect((await pay(a.id, 1000, today)).error).toBeNull();
    const before = await pay(a.id, 1000, addDays(today, -1));
    expect(before.error?.message).toBe(PAYMENT_MESSAGES.dateBeforeLast);
    expect((await pay(a.id, 1000, today)).error).toBeNull(); // the same day is allowed
    expect((await profile(a.id)).payments).toHaveLength(2);
  });

  it('allocates to the oldest instalment first; the profile shows status, timing and who', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const firstDue = addMonthsClamped(sixMonthsAgo, 1);
    expect((await pay(a.id, 100_000, addDays(firstDue, -10))).error).toBeNull();
    expect((await pay(a.id, 150_000, addDays(firstDue, 33))).error).toBeNull();
    const p = await profile(a.id);
    expect(p.instalments.slice(0, 3).map((i) => [i.status, i.timing, i.paidAmount])).toEqual([
      ['Paid', 'Fast', 100_000],
      ['Paid', 'Normal', 100_000],
      ['Partial', 'Pending', 50_000],
    ]);
    expect(p.instalments[3]?.status).toBe('Overdue');
    expect(p.instalments[11]?.status).toBe('Pending');
    expect(p.paidAmount).toBe(250_000);
    expect(p.outstandingBalance).toBe(950_000);
    expect(p.badge).toBe('Ongoing');
    expect(p.payments[0]?.createdBy).toBe('Kavitha a/p Subramaniam');
  });

  it('only collection officers, credit officers and superadmins take payments', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    expect((await pay(a.id, 100, today, staff)).error?.code).toBe('FORBIDDEN');
    expect((await pay(a.id, 100, today, officer)).error).toBeNull();
    expect((await pay(a.id, 100, today, admin)).error).toBeNull();
  });

  it('a replay with the same Idempotency-Key answers the first result and records once', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    const headers = { ...collector, 'idempotency-key': `key-${a.id}` };
    const first = await pay(a.id, 5000, today, headers);
    const again = await pay(a.id, 5000, today, headers);
    expect(first.data).toEqual({ id: (first.data as { id: number }).id, replayed: false });
    expect(again.data).toEqual({ id: (first.data as { id: number }).id, replayed: true });
    expect((await pay(a.id, 6000, today, headers)).error?.message).toBe(IDEMPOTENCY_KEY_REUSED);
    const rest = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProductPayment',
      headers: { ...headers },
      payload: { applicantProductId: String(a.id), amount: '50.00', paidAt: today },
    });
    expect(rest.json()).toMatchObject({ status: 1, id: (first.data as { id: number }).id });
    expect(rest.headers['idempotent-replayed']).toBe('true');
    expect((await profile(a.id)).payments).toHaveLength(1);
    // Audited once, with the entry's id and the request's session and ip; the replays audit nothing.
    const audits = () =>
      t.app.db
        .selectFrom('auditLog')
        .select(['entityId', 'userId', 'sessionId', 'ip'])
        .where('entity', '=', 'applicant_product_payment')
        .where('action', '=', 'create')
        .execute();
    const audited = await audits();
    expect(audited.filter((row) => row.entityId === String((first.data as { id: number }).id))).toEqual([
      expect.objectContaining({
        userId: expect.any(Number),
        sessionId: expect.any(Number),
        ip: expect.any(String),
      }),
    ]);
    // The key on another agreement: a different payment, refused, nothing written there, nothing audited.
    const b = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    expect((await pay(b.id, 5000, today, headers)).error?.message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect((await profile(b.id)).payments).toHaveLength(0);
    expect(await audits()).toHaveLength(audited.length);
  });
});

describe('collections §5 edit latest payment and the Edit Transaction modal', () => {
  it('edits only the latest payment, keeps the old values as a revision and re-derives', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    await pay(a.id, 100_000, addDays(today, -5));
    await pay(a.id, 50_000, today);
    const p = await profile(a.id);
    const [older, latest] = p.payments;
    const edit = (input: Record<string, unknown>) =>
      trpc(
        t.app,
        'mutation',
        'collection.editPayment',
        { applicantProductId: a.id, method: 'cash', ...input },
        collector,
      );
    // Issue 28: the later payment's maker is named.
    expect((await edit({ id: older!.id, amount: 1, paidAt: today })).error).toEqual({
      code: 'CONFLICT',
      message:
        'A later payment was recorded a moment ago by Kavitha a/p Subramaniam: only the latest payment can be edited',
    });
    expect((await edit({ id: latest!.id, amount: -1, paidAt: today })).error?.message).toBe(
      PAYMENT_MESSAGES.amountNegative,
    );
    expect((await edit({ id: latest!.id, amount: 1, paidAt: '23-11-2026' })).error?.message).toBe(
      PAYMENT_MESSAGES.dateFormat,
    );
    expect((await edit({ id: latest!.id, amount: 200_001, paidAt: today })).error?.message).toBe(
      PAYMENT_MESSAGES.aboveOutstanding,
    );
    expect((await edit({ id: latest!.id, amount: 0, paidAt: today })).error).toBeNull();
    const after = await profile(a.id);
    expect(after.paidAmount).toBe(100_000);
    expect(after.payments[1]).toMatchObject({ amount: 0, updatedBy: 'Kavitha a/p Subramaniam' });
    const revisions = await t.app.db
      .selectFrom('applicantProductPaymentRevision')
      .selectAll()
      .where('applicantProductPaymentId', '=', latest!.id)
      .execute();
    expect(revisions).toMatchObject([{ amount: '500.00', paidAt: today }]);
  });

  it('a Superadmin corrects an instalment by a targeted ledger entry; others may not', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    const id = a.instalmentIds[1]!;
    const correct = (paidAmount: number, headers = admin) =>
      trpc(t.app, 'mutation', 'collection.correctInstalment', { id, paidAt: today, paidAmount }, headers);
    expect((await correct(1000, collector)).error?.code).toBe('FORBIDDEN');
    expect((await correct(100_001)).error?.message).toBe(PAYMENT_MESSAGES.aboveInstalment);
    expect(
      (
        await trpc(
          t.app,
          'mutation',
          'collection.correctInstalment',
          { id, paidAt: '', paidAmount: 5 },
          admin,
        )
      ).error?.message,
    ).toBe(PAYMENT_MESSAGES.paidAtRequired);
    expect((await correct(40_000)).error).toBeNull();
    expect((await correct(30_000)).error).toBeNull();
    const p = await profile(a.id);
    expect(p.instalments[1]).toMatchObject({ paidAmount: 30_000, status: 'Partial' });
    expect(p.payments.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['correction', 40_000],
      ['correction', -10_000],
    ]);
  });
});

describe('collections §2.2 / §9 late reasons', () => {
  it('records a reason on an instalment and offers it beside the predefined ones', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const add = (note: string, headers = collector) =>
      trpc(t.app, 'mutation', 'collection.addLateReason', { id: a.instalmentIds[0], note }, headers);
    expect((await add('  ')).error?.message).toBe('Please enter a reason');
    expect((await add('Awaiting JKR progress claim', staff)).error?.code).toBe('FORBIDDEN');
    expect((await add('Awaiting JKR progress claim')).error).toBeNull();
    expect((await profile(a.id)).instalments[0]?.note).toBe('Awaiting JKR progress claim');
    // Issue 29: not on an instalment still to fall due; nothing written.
    const future = await trpc(
      t.app,
      'mutation',
      'collection.addLateReason',
      { id: a.instalmentIds[11], note: 'Early excuse' },
      collector,
    );
    expect(future.error).toEqual({ code: 'BAD_REQUEST', message: LATE_REASON_NOT_DUE });
    expect((await profile(a.id)).instalments[11]?.note).toBeNull();
    const reasons = (await trpc(t.app, 'query', 'collection.reasons', undefined, staff)).data as string[];
    expect(reasons.slice(0, 3)).toEqual([
      'Insufficient funds',
      'Maintaining cash for future development',
      'Debtors unable to liquidate the payments',
    ]);
    expect(reasons).toContain('Awaiting JKR progress claim');
    const rest = await t.app.inject({
      method: 'GET',
      url: '/api/applicantProductTransaction/reasons',
      headers: staff,
    });
    expect(rest.json()).toEqual(reasons);
  });
});

describe('decisions §6 reschedule: two Superadmin approvals move the due dates', () => {
  it('requests, refuses a second while pending, takes two distinct approvals and shifts the schedule', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    await pay(a.id, 100_000, today);
    const before = await profile(a.id);
    const request = (body: Record<string, unknown>, headers = collector) =>
      trpc(t.app, 'mutation', 'collection.requestReschedule', { applicantProductId: a.id, ...body }, headers);
    expect(
      (await request({ month: 13, applicantProductTransactionId: a.instalmentIds[2] })).error?.message,
    ).toBe(RESCHEDULE_MESSAGES.monthsRange);
    expect(
      (await request({ month: 2, applicantProductTransactionId: a.instalmentIds[0] })).error?.message,
    ).toBe(RESCHEDULE_MESSAGES.startingPaid);
    const created = await request({ month: 2, applicantProductTransactionId: a.instalmentIds[2] });
    expect(created.error).toBeNull();
    expect(
      (await request({ month: 1, applicantProductTransactionId: a.instalmentIds[3] })).error?.message,
    ).toBe(RESCHEDULE_MESSAGES.pendingExists);
    expect((await profile(a.id)).rescheduleBlockedReason).toBe(RESCHEDULE_MESSAGES.pendingExists);
    const id = (created.data as { id: number }).id;
    const decide = (headers: Record<string, string>, action = 'approveReschedule') =>
      trpc(t.app, 'mutation', `collection.${action}`, { id }, headers);
    expect((await decide(officer)).error?.message).toBe(RESCHEDULE_MESSAGES.notSuperadmin);
    expect((await decide(admin)).data).toEqual({ status: 'Pending' });
    expect((await decide(admin)).error?.message).toBe(RESCHEDULE_MESSAGES.alreadyDecided);
    expect((await decide(admin2)).data).toEqual({ status: 'Approved' });
    const after = await profile(a.id);
    expect(after.badge).toBe('Rescheduled');
    expect(after.reschedules[0]?.approvalList.map((entry) => entry.status)).toEqual(['Approved', 'Approved']);
    expect(after.instalments.slice(0, 2).map((i) => i.dueDate)).toEqual(
      before.instalments.slice(0, 2).map((i) => i.dueDate),
    );
    expect(after.instalments[2]?.dueDate).toBe(addMonthsClamped(before.instalments[2]!.dueDate, 2));
    expect(after.instalments[11]?.dueDate).toBe(addMonthsClamped(before.instalments[11]!.dueDate, 2));
    const shifts = await t.app.db
      .selectFrom('applicantProductRescheduleShift')
      .select('id')
      .where('rescheduleId', '=', id)
      .execute();
    expect(shifts).toHaveLength(10);
  });

  it('one rejection ends the request (REST), and a new one may then be asked for', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 12, monthly: 100_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProductReschedule',
      headers: collector,
      payload: { applicantProductId: a.id, month: '3', applicantProductTransactionId: a.instalmentIds[4] },
    });
    expect(res.json()).toMatchObject({
      status: 1,
      msg: 'Reschedule request submitted, please wait for approval',
    });
    const reject = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProductReschedule/reject',
      headers: admin,
      payload: { id: res.json().id },
    });
    expect(reject.json()).toMatchObject({ status: 1, rescheduleStatus: 'Rejected' });
    const p = await profile(a.id);
    expect(p.badge).toBe('Ongoing');
    expect(p.rescheduleBlockedReason).toBeNull();
  });
});

describe('collections §2.1 / decisions §9 delete a collection', () => {
  it('is a Superadmin soft delete, refused once money has been received', async () => {
    const empty = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    const paid = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    await pay(paid.id, 100, today);
    expect((await trpc(t.app, 'mutation', 'collection.delete', { id: empty.id }, officer)).error?.code).toBe(
      'FORBIDDEN',
    );
    expect((await trpc(t.app, 'mutation', 'collection.delete', { id: paid.id }, admin)).error?.message).toBe(
      COLLECTION_HAS_PAYMENTS,
    );
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/applicantProduct/?id=${empty.id}`,
      headers: admin,
    });
    expect(res.json()).toEqual({ status: 1, msg: 'Deleted Successfully' });
    const row = await t.app.db
      .selectFrom('applicantProduct')
      .select('deletedAt')
      .where('id', '=', empty.id)
      .executeTakeFirstOrThrow();
    expect(row.deletedAt).not.toBeNull();
    expect((await trpc(t.app, 'query', 'collection.byId', { id: empty.id }, officer)).error?.code).toBe(
      'NOT_FOUND',
    );
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'applicant_product')
      .where('entityId', '=', String(empty.id))
      .execute();
    expect(audit).toEqual([{ action: 'delete' }]);
  });
});

describe('collections §7 legacy REST shapes', () => {
  it('answers the list, the profile, payments and their failures as the spec says', async () => {
    const a = await insertAgreement(t.app.db, { execution: sixMonthsAgo, months: 3, monthly: 100_000 });
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProductPayment',
      headers: collector,
      payload: { applicantProductId: a.id, amount: '1,000.50', paidAt: today },
    });
    expect(made.json()).toMatchObject({ status: 1, msg: 'New payment successfully made' });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/applicantProductPayment',
      headers: collector,
      payload: { applicantProductId: a.id, amount: 5, paidAt: addDays(today, -3) },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 0, msg: PAYMENT_MESSAGES.dateBeforeLast });
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProductPayment',
      headers: collector,
      payload: { id: made.json().id, applicantProductId: a.id, amount: 900, paidAt: today },
    });
    expect(edited.json()).toEqual({ status: 1, msg: 'Payment successfully edited' });
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/applicantProduct/transaction/all',
      headers: staff,
    });
    expect(all.json().find((row: { id: number }) => row.id === a.id)).toMatchObject({
      totalPaid: 900,
      totalPayable: 3000,
      outstandingBalance: 2100,
      Hirer: { id: a.hirerId },
    });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/details/${a.id}`,
      headers: staff,
    });
    expect(details.json()).toMatchObject({
      id: a.id,
      ApplicantProductPayments: [{ amount: 900, CreatedUser: { name: 'Kavitha a/p Subramaniam' } }],
    });
    expect(details.json().ApplicantProductTransactions).toHaveLength(3);
    const transaction = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProductTransaction/',
      headers: admin,
      payload: { id: a.instalmentIds[2], paidAt: today, paidAmount: '10.00' },
    });
    expect(transaction.json()).toEqual({ status: 1, msg: 'Submitted Successfully' });
    const reason = await t.app.inject({
      method: 'PUT',
      url: '/api/applicantProductTransaction/',
      headers: collector,
      payload: { id: a.instalmentIds[0], note: 'Insufficient funds' },
    });
    expect(reason.json()).toEqual({ status: 1, msg: 'Reason Added' });
  });
});
