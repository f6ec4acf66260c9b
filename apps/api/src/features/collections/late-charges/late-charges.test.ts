import {
  DEFAULT_LATE_CHARGE_CAP_PERCENT,
  LATE_CHARGE_MESSAGES,
  lateCharges,
  quoteLine,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../../lib/today';
import { newAgreement } from '../../../testing/agreement-factory';
import { type Caller, callerFor, sessionUserOf } from '../../../testing/caller';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { SessionUser } from '../../auth/auth.types';
import { postLateCharges } from './late-charge-posting.service';

let t: TestApp;
let actor: SessionUser;
let officer: Caller;

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, 'superadmin');
  officer = await callerFor(t, 'Credit Officer');
});
afterAll(() => t.close());

const CAP = DEFAULT_LATE_CHARGE_CAP_PERCENT;
const TERMS = { cost: 11_000_000, loanAmount: 10_000_000, interestRate: 5, tenureYears: 3 } as const;

/** A flat agreement signed 15-01-2025, its first instalment paid 33 days late and nothing since. */
async function overdueAgreement() {
  const quote = quoteLine('flat', { ...TERMS, prepayment: [0, 0] });
  const agreement = await newAgreement(t.app.db, actor, {
    loan: TERMS.loanAmount,
    cost: TERMS.cost,
    interestRate: TERMS.interestRate,
    tenure: TERMS.tenureYears,
    prepayment: [0, 0],
    execution: '2025-01-15',
    payments: [{ amount: quote.monthlyInstallment, paidAt: '2025-03-20' }],
  });
  return agreement.id;
}

/** The goods become a lorry (under the Hire-Purchase Act); the factory's excavator is outside it. */
async function makeLorry(id: number) {
  const { productId } = await t.app.db
    .selectFrom('applicantProduct')
    .select('productId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await t.app.db
    .updateTable('product')
    .set({ name: `Hino 300 Lorry ${id}` })
    .where('id', '=', productId)
    .execute();
}

const setRate = (id: number, value: number | null, expected: number | null) =>
  officer.masterRecord.changeFields({ id, changes: [{ id, field: 'lateChargeRate', value, expected }] });

/** The domain's figures on what the profile shows: its schedule and its ledger. */
function domainCharges(
  profile: Awaited<ReturnType<Caller['collection']['byId']>>,
  ratePercent: number,
  asOf: string,
  underHirePurchaseAct: boolean,
) {
  return lateCharges({
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
    ratePercent,
    capPercent: CAP,
    underHirePurchaseAct,
    asOf,
  });
}

describe('issue 41: late-payment charges on the collection profile and the settlement quote', () => {
  it('the profile shows the charges the domain computes, per instalment and in total, capped under the Act', async () => {
    const id = await overdueAgreement();
    const none = await officer.collection.byId({ id });
    expect(none.lateCharges).toMatchObject({ agreementRate: null, ratePercent: null, total: 0 });

    // An excavator is outside the Act: its agreement may charge 12 %.
    await setRate(id, 12, null);
    const excavator = await officer.collection.byId({ id });
    const today = todayInKualaLumpur();
    const expected = domainCharges(excavator, 12, today, false);
    expect(excavator.lateCharges).toMatchObject({
      asOf: today,
      agreementRate: 12,
      ratePercent: 12,
      capped: false,
      underHirePurchaseAct: false,
      total: expected.total,
    });
    expect(excavator.lateCharges.instalments.map((row) => row.charge)).toEqual(
      expected.instalments.map((row) => row.charge),
    );
    // The first instalment (due 15-02-2025) was paid 33 days late: amount x 33 x 12 / 36,500, half-up.
    const first = excavator.instalments[0]!;
    expect(excavator.lateCharges.instalments[0]).toMatchObject({
      daysOverdue: 33,
      unpaidAmount: 0,
      charge: Math.round((first.chargeAmount * 33 * 12) / 36_500),
    });
    expect(excavator.lateCharges.total).toBeGreaterThan(excavator.lateCharges.instalments[0]!.charge);

    // The same agreement on a lorry: the 12 % stored is applied at the cap.
    await makeLorry(id);
    const lorry = await officer.collection.byId({ id });
    expect(lorry.lateCharges).toMatchObject({
      agreementRate: 12,
      ratePercent: CAP,
      capped: true,
      underHirePurchaseAct: true,
      total: domainCharges(lorry, CAP, today, true).total,
    });
  });

  it('the settlement quote lists the charges to its date on their own line and the amount to settle includes them', async () => {
    const charged = await overdueAgreement();
    const uncharged = await overdueAgreement();
    await setRate(charged, 8, null);
    const input = { settlementDate: '2025-06-20' };
    const quoted = await officer.collection.settlementQuote({ applicantProductId: charged, ...input });
    const plain = await officer.collection.settlementQuote({ applicantProductId: uncharged, ...input });
    const profile = await officer.collection.byId({ id: charged });
    const expected = domainCharges(profile, 8, '2025-06-20', false);
    expect(quoted.lateCharges).toMatchObject({
      asOf: '2025-06-20',
      ratePercent: 8,
      total: expected.total,
      postedTotal: 0,
      notPosted: expected.total,
    });
    expect(quoted.lateCharges.total).toBeGreaterThan(0);
    // Same terms and payments: the rebate is not touched; the hirer settling owes the charges too.
    expect(quoted.quote.rebate).toBe(plain.quote.rebate);
    expect(quoted.quote.settlementAmount).toBe(plain.quote.settlementAmount + expected.total);
    expect(quoted.quote.outstandingBalance).toBe(plain.quote.outstandingBalance + expected.total);
    expect(plain.lateCharges.total).toBe(0);

    // Settling posts the part not yet posted, dated the settlement; nothing is owed after, nothing posted twice.
    await officer.collection.settle({
      applicantProductId: charged,
      settlementDate: '2025-06-20',
      amount: quoted.quote.settlementAmount,
      method: 'bank_transfer',
      reference: 'FT-SETTLE-41',
    });
    const settled = await officer.collection.byId({ id: charged });
    expect(settled).toMatchObject({ outstandingBalance: 0, badge: 'Settled' });
    expect(settled.lateCharges.posted).toEqual([
      expect.objectContaining({ incurredOn: '2025-06-20', amount: expected.total, paid: expected.total }),
    ]);
    const june = await postLateCharges(t.app.db, null, '2025-06', CAP, todayInKualaLumpur());
    expect(june.alreadyPosted + june.posted).toBeGreaterThanOrEqual(0);
    expect((await officer.collection.byId({ id: charged })).lateCharges.posted).toHaveLength(1);
  });
});

describe('issue 41: the late-payment rate is refused above the cap with nothing written', () => {
  it('on an agreement whose goods are under the Act', async () => {
    const id = await overdueAgreement();
    await makeLorry(id);
    await expect(setRate(id, 9, null)).rejects.toThrow(LATE_CHARGE_MESSAGES.aboveCap(CAP));
    expect((await officer.masterRecord.byId({ id })).lateChargeRate).toBeNull();
    await setRate(id, 8, null);
    const master = await officer.masterRecord.byId({ id });
    expect(master).toMatchObject({ lateChargeRate: 8, lateChargeCap: CAP, underHirePurchaseAct: true });
    // The stored '8.0000' is the 8 the screen showed.
    await setRate(id, null, 8);
    expect((await officer.masterRecord.byId({ id })).lateChargeRate).toBeNull();
  });

  it('on a program (the default of agreements whose goods are not known yet)', async () => {
    const program = {
      name: 'Late Charge Program',
      maxCapped: 0,
      maxTenure: 5,
      percentageOnNew: 80,
      percentageOnUsed: 70,
    };
    await expect(
      officer.programs.financialProgram.create({ ...program, lateChargeRate: 8.5 }),
    ).rejects.toThrow(LATE_CHARGE_MESSAGES.aboveCap(CAP));
    const names = (await officer.programs.financialProgram.all()).map((row) => row.name);
    expect(names).not.toContain(program.name);

    const { id } = await officer.programs.financialProgram.create({ ...program, lateChargeRate: 8 });
    expect(await officer.programs.financialProgram.byId({ id })).toMatchObject({
      lateChargeRate: 8,
      lateChargeCap: CAP,
    });
    await expect(
      officer.programs.financialProgram.update({ id, ...program, lateChargeRate: 10 }),
    ).rejects.toThrow(LATE_CHARGE_MESSAGES.aboveCap(CAP));
    await expect(
      officer.programs.financialProgram.saveDetail({
        id,
        ...program,
        name: 'Renamed With It',
        lateChargeRate: 10,
        tiers: { upserts: [], deletes: [] },
      }),
    ).rejects.toThrow(LATE_CHARGE_MESSAGES.aboveCap(CAP));
    expect(await officer.programs.financialProgram.byId({ id })).toMatchObject({
      name: program.name,
      lateChargeRate: 8,
    });
    await officer.programs.financialProgram.update({ id, ...program, lateChargeRate: null });
    expect((await officer.programs.financialProgram.byId({ id })).lateChargeRate).toBeNull();
  });
});
