import {
  addDays,
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  lateChargeToPost,
  monthEndOf,
  monthOf,
  ringgitToSen,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../../lib/today';
import { newAgreement } from '../../../testing/agreement-factory';
import { type Caller, callerFor, sessionUserOf } from '../../../testing/caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { SessionUser } from '../../auth/auth.types';
import { makePayment } from '../ledger/ledger.service';
import { postLateCharges } from './late-charge-posting.service';

const CAP = DEFAULT_LATE_CHARGE_CAP_PERCENT;
const TODAY = todayInKualaLumpur();
/** The late charge the payment test pays in full (the only one paid in this book). */
let paidCharge = 0;

let t: TestApp;
let actor: SessionUser;
let officer: Caller;
let superadmin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, 'superadmin');
  officer = await callerFor(t, 'Collection Officer');
  superadmin = await callerFor(t, 'Superadmin');
});
afterAll(() => t.close());

/** A one-year agreement signed 15-01-2025 at 8 % p.a. late-payment interest, nothing paid: every instalment late. */
async function lateAgreement(): Promise<number> {
  const { id } = await newAgreement(t.app.db, actor, {
    loan: 1_200_000,
    tenure: 1,
    interestRate: 5,
    prepayment: [0, 0],
    execution: '2025-01-15',
  });
  await t.app.db.updateTable('applicantProduct').set({ lateChargeRate: '8' }).where('id', '=', id).execute();
  return id;
}

const lateChargesOf = (id: number) =>
  t.app.db
    .selectFrom('applicantProductCharge')
    .select(['id', 'amount', 'incurredOn', 'createdBy'])
    .where('applicantProductId', '=', id)
    .where('kind', '=', 'late_charge')
    .orderBy('incurredOn')
    .execute();

/**
 * The domain's figure for a month, on the schedule and ledger the profile shows: the accrual to its end less what
 * is posted so far (an agreement's first posting catches up the months before).
 */
async function expectedFor(id: number, month: string) {
  const profile = await officer.collection.byId({ id });
  return lateChargeToPost(
    {
      instalments: profile.instalments.map((row) => ({
        id: row.id,
        seq: row.seq,
        dueDate: row.dueDate,
        chargeAmount: row.chargeAmount,
      })),
      payments: profile.payments.map((entry) => ({
        id: entry.id,
        amount: entry.amount,
        paidAt: entry.paidAt,
        instalmentId: entry.instalmentId,
      })),
      ratePercent: 8,
      capPercent: CAP,
      underHirePurchaseAct: false,
    },
    month,
    profile.lateCharges.postedTotal,
  ).amount;
}

describe('issue 41: the month-end posting of late-payment charges', () => {
  it('posts the month once: run twice, one charge dated the month’s last day, the summary and audit with it', async () => {
    const id = await lateAgreement();
    const before = await officer.collection.byId({ id });
    const expected = await expectedFor(id, '2025-03');
    expect(expected).toBeGreaterThan(0);

    const first = await postLateCharges(t.app.db, null, '2025-03', CAP, TODAY);
    expect(first.posted).toBeGreaterThanOrEqual(1);
    const second = await postLateCharges(t.app.db, null, '2025-03', CAP, TODAY);
    expect(second).toMatchObject({ posted: 0, amount: 0, alreadyPosted: first.posted });

    const rows = await lateChargesOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ incurredOn: '2025-03-31', createdBy: null });
    expect(ringgitToSen(rows[0]?.amount ?? '0')).toBe(expected);

    // What the hirer owes grows by the charge (the stored summary counts it), posted apart from the accrual.
    const after = await officer.collection.byId({ id });
    expect(after.outstandingBalance).toBe(before.outstandingBalance + expected);
    expect(after.lateCharges).toMatchObject({
      postedTotal: expected,
      postedPaid: 0,
      postedOutstanding: expected,
      notPosted: after.lateCharges.total - expected,
    });
    expect(after.lateCharges.posted).toEqual([
      expect.objectContaining({ month: '2025-03', incurredOn: '2025-03-31', amount: expected, paid: 0 }),
    ]);
    const audit = await t.app.db
      .selectFrom('auditLog')
      .select(['userId', 'entityId'])
      .where('entity', '=', 'applicant_product_charge')
      .where('entityId', '=', String(rows[0]?.id))
      .execute();
    expect(audit).toEqual([{ userId: null, entityId: String(rows[0]?.id) }]);
  });

  it('posts nothing for a month not yet ended, with the reason', async () => {
    const month = monthOf(TODAY);
    await expect(postLateCharges(t.app.db, null, month, CAP, TODAY)).rejects.toThrow(
      `${month} has not ended on`,
    );
    await expect(superadmin.collection.postLateCharges({ month: 'March' })).rejects.toThrow(
      'Month must be given as YYYY-MM',
    );
    // By hand, a Superadmin may run an ended month (nothing twice).
    const byHand = await superadmin.collection.postLateCharges({ month: '2025-03' });
    expect(byHand).toMatchObject({ month: '2025-03', posted: 0 });
  });

  it('a run cut short by a crash, then run again, posts each agreement’s month exactly once', async () => {
    const ids = [await lateAgreement(), await lateAgreement(), await lateAgreement()];
    const expected = await Promise.all(ids.map((id) => expectedFor(id, '2025-05')));
    let done = 0;
    await expect(
      postLateCharges(t.app.db, null, '2025-05', CAP, TODAY, {
        afterAgreement: (id) => {
          if (id === ids[1]) throw new Error('killed');
          done += 1;
        },
      }),
    ).rejects.toThrow('killed');
    expect(done).toBeGreaterThan(0);
    // Posted so far: up to ids[1]; ids[2] not yet.
    expect(await lateChargesOf(ids[2] ?? 0)).toEqual([]);
    expect(await lateChargesOf(ids[1] ?? 0)).toHaveLength(1);

    await postLateCharges(t.app.db, null, '2025-05', CAP, TODAY);
    for (const [index, id] of ids.entries()) {
      const rows = (await lateChargesOf(id)).filter((row) => row.incurredOn === monthEndOf('2025-05'));
      expect(rows).toHaveLength(1);
      expect(ringgitToSen(rows[0]?.amount ?? '0')).toBe(expected[index]);
    }
  });

  it('payments settle the instalments first and the charge after; the charge is non-cash until paid', async () => {
    const id = await lateAgreement();
    await postLateCharges(t.app.db, null, '2025-04', CAP, TODAY);
    const charge = (await lateChargesOf(id)).find((row) => row.incurredOn === '2025-04-30');
    const amount = ringgitToSen(charge?.amount ?? '0');
    expect(amount).toBeGreaterThan(0);
    const start = await officer.collection.byId({ id });
    const instalmentsDue = start.instalments.reduce((sum, row) => sum + row.chargeAmount, 0);

    // Every instalment paid, not the charge: the charge stays owing, nothing of it paid.
    await makePayment(t.app.db, actor, {
      applicantProductId: id,
      amount: instalmentsDue,
      paidAt: addDays(TODAY, -1),
      method: 'bank_transfer',
      reference: 'FT-ALL-INSTALMENTS',
    });
    const paidInstalments = await officer.collection.byId({ id });
    expect(paidInstalments.instalments.every((row) => row.paidAmount === row.chargeAmount)).toBe(true);
    expect(paidInstalments.outstandingBalance).toBe(amount);
    expect(paidInstalments.paidAmount).toBe(instalmentsDue);
    expect(paidInstalments.lateCharges).toMatchObject({ postedPaid: 0, postedOutstanding: amount });

    // The next payment pays it: cash received, the charge paid, nothing owed.
    await makePayment(t.app.db, actor, {
      applicantProductId: id,
      amount,
      paidAt: TODAY,
      method: 'bank_transfer',
      reference: 'FT-LATE-CHARGE',
    });
    const settled = await officer.collection.byId({ id });
    expect(settled.paidAmount).toBe(instalmentsDue + amount);
    expect(settled.outstandingBalance).toBe(0);
    expect(settled.lateCharges.posted[0]).toMatchObject({ amount, paid: amount, outstanding: 0 });
    paidCharge = amount;
  });

  it('the Collection Overview’s late charges: posted = the sum of the posted charges, paid and outstanding apart', async () => {
    const figures = await officer.collection.overview.lateCharges({});
    const { total } = await t.app.db
      .selectFrom('applicantProductCharge')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('kind', '=', 'late_charge')
      .executeTakeFirstOrThrow();
    expect(figures.posted).toBe(ringgitToSen(String(total)));
    expect(figures.posted).toBeGreaterThan(0);
    // Only the agreement paid in full above has paid its late charge; the rest is outstanding.
    expect(paidCharge).toBeGreaterThan(0);
    expect(figures.paid).toBe(paidCharge);
    expect(figures.outstanding).toBe(figures.posted - paidCharge);
  });
});
