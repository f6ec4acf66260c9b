import {
  addDays,
  type CalendarDate,
  disposalTooEarlyMessage,
  earliestRepossession,
  formatRM,
  quoteLine,
  RECOVERY_MESSAGES,
  repossessionTooEarlyMessage,
  ringgitToSen,
  STATUTORY_MESSAGES,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { newAgreement } from '../../testing/agreement-factory';
import { type Caller, callerFor, demoUserOf, sessionUserOf } from '../../testing/caller';
import { storeTestFile, TEST_PDF, TEST_PNG } from '../../testing/multipart';
import { readBack } from '../../testing/pdf-read-back';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { settlementQuote } from '../collections/settlement/settlement.service';

/**
 * Issue 41: the Hire-Purchase Act 1967's steps enforced on the server (PostgreSQL with TEST_DATABASE_URL): the
 * default s.16(1) names, the Fourth Schedule notice's 21 days, the court order past 75 % paid, the permit and the
 * receipt, the Fifth Schedule notice to the hirer and every guarantor, s.17's 21 days or the hirer's consent, and
 * the shortfall worked on the net balance due (the early-settlement rebate as at the repossession).
 */
const today = todayInKualaLumpur();
const TERMS = {
  cost: 11_000_000,
  loanAmount: 10_000_000,
  interestRate: 5,
  tenureYears: 3,
  prepayment: [0, 0] as const,
};
const QUOTE = quoteLine('flat', TERMS);
const EXECUTED = addDays(today, -250);

let t: TestApp;
let officer: Caller;
let officerAuth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  officerAuth = bearer(await signIn(t.app, demoUserOf('Collection Officer').username));
});
afterAll(() => t.close());

/**
 * A flat agreement of RM 100,000.00 over 3 years, executed 250 days ago (8 instalments due), `paid` instalments
 * paid; the goods a lorry (under the Act) unless `machinery`; with one guarantor unless `guarantors` is 0.
 */
async function agreement(options: {
  paid: number;
  machinery?: boolean;
  guarantors?: number;
  executed?: CalendarDate;
}) {
  const executed = options.executed ?? EXECUTED;
  const actor = await sessionUserOf(t.app.db, demoUserOf('Collection Officer').username);
  const { id, applicantId } = await newAgreement(t.app.db, actor, {
    loan: TERMS.loanAmount,
    cost: TERMS.cost,
    interestRate: TERMS.interestRate,
    tenure: TERMS.tenureYears,
    interestMethod: 'flat',
    prepayment: [0, 0],
    execution: executed,
    payments: Array.from({ length: options.paid }, (_, index) => ({
      amount: QUOTE.monthlyInstallment,
      paidAt: addDays(executed, 30 * (index + 1)),
    })),
  });
  const { productId } = await t.app.db
    .selectFrom('applicantProduct')
    .select('productId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  if (!options.machinery)
    await t.app.db
      .updateTable('product')
      .set({ name: `FH16 Prime Mover Lorry ${id}` })
      .where('id', '=', productId)
      .execute();
  for (let index = 0; index < (options.guarantors ?? 1); index += 1) {
    const fileId = await storeTestFile(t.app, officerAuth, {
      name: 'ic.pdf',
      data: TEST_PDF,
      type: 'application/pdf',
    });
    await t.app.db
      .insertInto('applicantGuarantor')
      .values({ applicantId, name: `Tan Ah Kow ${index + 1}`, identityNo: `800101-14-500${index}`, fileId })
      .execute();
  }
  return id;
}

async function photo(): Promise<number> {
  return storeTestFile(t.app, officerAuth, { name: 'lorry.png', data: TEST_PNG, type: 'image/png' }, 'image');
}

async function repossess(caseId: number, repossessedOn: CalendarDate, extra: Record<string, unknown> = {}) {
  return officer.recovery.repossess({
    caseId,
    repossessedOn,
    agent: 'Ejen Tarik Maju Sdn Bhd',
    yard: 'Yard Shah Alam',
    condition: 'Working, tyres worn',
    photoFileIds: [await photo()],
    takenAt: '10:30',
    place: 'Jalan Kuchai Lama, Kuala Lumpur',
    agentPermitNo: 'EPS/KL/2026/0142',
    estimatedValue: 6_000_000,
    costs: 150_000,
    ...extra,
  });
}

async function read(url: string | null | undefined) {
  const response = await t.app.inject({ method: 'GET', url: String(url), headers: officerAuth });
  expect(response.statusCode).toBe(200);
  return (await readBack(response.rawPayload)).text;
}

describe('issue 41: a case opens only on the default the Act names', () => {
  it('refuses an agreement with nothing overdue, and a lorry with one instalment missed', async () => {
    const upToDate = await agreement({ paid: 8 });
    await expect(
      officer.recovery.open({ applicantProductId: upToDate, noticeServedOn: today }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STATUTORY_MESSAGES.nothingOverdue });
    const oneMissed = await agreement({ paid: 7 });
    await expect(
      officer.recovery.open({ applicantProductId: oneMissed, noticeServedOn: today }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: STATUTORY_MESSAGES.noStatutoryDefault });
    expect(
      await t.app.db
        .selectFrom('recoveryCase')
        .select('id')
        .where('applicantProductId', 'in', [upToDate, oneMissed])
        .execute(),
    ).toEqual([]);
    // An excavator (outside the Act) follows the agreement: one instalment overdue is a default.
    const excavator = await agreement({ paid: 7, machinery: true });
    await officer.recovery.open({ applicantProductId: excavator, noticeServedOn: today });
    expect((await officer.recovery.ofAgreement({ applicantProductId: excavator })).rule).toMatchObject({
      underAct: false,
      rule: "the agreement's terms",
    });
  });
});

describe('issue 41: the repossession under the Act', () => {
  it('is refused until the 21 days of the Fourth Schedule notice have run, and allowed the day after', async () => {
    const id = await agreement({ paid: 5 });
    const servedOn = addDays(today, -30);
    const { id: caseId } = await officer.recovery.open({ applicantProductId: id, noticeServedOn: servedOn });
    const view = await officer.recovery.ofAgreement({ applicantProductId: id });
    expect(view.rule.rule).toBe('Hire-Purchase Act 1967, s.16');
    expect(view.current?.statutory.dates[0]?.text).toContain(
      `Repossession allowed from ${earliestRepossession(servedOn).split('-').reverse().join('-')} (s.16(1)`,
    );
    for (const day of [1, 20, 21])
      await expect(repossess(caseId, addDays(servedOn, day))).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: repossessionTooEarlyMessage(servedOn),
      });
    await expect(repossess(caseId, addDays(servedOn, 22), { agentPermitNo: '' })).rejects.toThrow(
      STATUTORY_MESSAGES.permitRequired,
    );
    await expect(repossess(caseId, addDays(servedOn, 22), { place: null })).rejects.toThrow(
      STATUTORY_MESSAGES.receiptRequired,
    );
    expect((await officer.recovery.ofAgreement({ applicantProductId: id })).current?.stage).toBe(
      'notice_served',
    );
    const done = await repossess(caseId, addDays(servedOn, 22));
    expect(done.receiptFileId).not.toBeNull();
    const after = await officer.recovery.ofAgreement({ applicantProductId: id });
    expect(after.current?.statutory.repossession).toMatchObject({
      takenAt: '10:30',
      place: 'Jalan Kuchai Lama, Kuala Lumpur',
      agentPermitNo: 'EPS/KL/2026/0142',
      courtOrder: null,
    });
    const receipt = await read(after.current?.statutory.repossession?.receiptUrl);
    expect(receipt).toContain('Receipt for Repossessed Goods');
    expect(receipt).toContain('10:30');
    expect(receipt).toContain('Jalan Kuchai Lama');
  });

  it('asks for the court order once 75 % of the hire-purchase price is paid', async () => {
    // The hire-purchase price: RM 10,000.00 deposit + the instalments; 28 of 36 instalments paid is past 75 %.
    const id = await agreement({ paid: 28, executed: addDays(today, -950) });
    const servedOn = addDays(today, -40);
    const { id: caseId } = await officer.recovery.open({ applicantProductId: id, noticeServedOn: servedOn });
    await expect(repossess(caseId, addDays(servedOn, 25))).rejects.toThrow(
      /s\.16: the hirer has paid 7\d\.\d % of the hire-purchase price \(75 % or more\)/,
    );
    await repossess(caseId, addDays(servedOn, 25), {
      courtOrder: {
        court: 'Sessions Court, Kuala Lumpur',
        number: 'WA-B52-12-2026',
        orderedOn: addDays(servedOn, 20),
      },
    });
    const view = await officer.recovery.ofAgreement({ applicantProductId: id });
    expect(view.current?.statutory.repossession?.courtOrder).toEqual({
      court: 'Sessions Court, Kuala Lumpur',
      number: 'WA-B52-12-2026',
      orderedOn: addDays(servedOn, 20),
    });
  });
});

describe('issue 41: the Fifth Schedule notice, s.17 and the net balance', () => {
  it('refuses the sale before every party is served and 21 days have run; the hirer’s consent allows it', async () => {
    const id = await agreement({ paid: 5, guarantors: 1 });
    const servedOn = addDays(today, -60);
    const { id: caseId } = await officer.recovery.open({ applicantProductId: id, noticeServedOn: servedOn });
    const repossessedOn = addDays(today, -30);
    await repossess(caseId, repossessedOn);
    await officer.recovery.value({
      caseId,
      valuedOn: addDays(today, -29),
      valuer: 'Penilai',
      amount: 6_000_000,
    });
    const sale = {
      caseId,
      disposedOn: today,
      buyer: 'Lori Terpakai Sdn Bhd',
      price: 6_000_000,
      costs: 300_000,
    };
    await expect(officer.recovery.dispose(sale)).rejects.toThrow(STATUTORY_MESSAGES.servedRequired);
    await officer.recovery.noticeServed({ caseId, servedOn: addDays(today, -25) });
    // The hirer served; the guarantor not yet: still refused, and the case says who is not served.
    await expect(officer.recovery.dispose(sale)).rejects.toThrow(STATUTORY_MESSAGES.servedRequired);
    let view = await officer.recovery.ofAgreement({ applicantProductId: id });
    const guarantor = view.current?.statutory.services.find((service) => service.party === 'guarantor');
    expect(guarantor).toMatchObject({ name: 'Tan Ah Kow 1', servedOn: null });
    const lastServed = addDays(today, -10);
    await officer.recovery.noticeServed({
      caseId,
      servedOn: lastServed,
      guarantorId: guarantor?.guarantorId,
    });
    await expect(
      officer.recovery.noticeServed({ caseId, servedOn: lastServed, guarantorId: guarantor?.guarantorId }),
    ).rejects.toThrow(RECOVERY_MESSAGES.noticeServed);
    await expect(officer.recovery.dispose(sale)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: disposalTooEarlyMessage(lastServed),
    });
    view = await officer.recovery.ofAgreement({ applicantProductId: id });
    expect(view.current?.stage).toBe('valued');
    expect(view.current?.statutory.dates.map((date) => date.key)).toEqual([
      'repossession',
      'fifthSchedule',
      'disposal',
    ]);

    const consent = await storeTestFile(t.app, officerAuth, {
      name: 'consent.pdf',
      data: TEST_PDF,
      type: 'application/pdf',
    });
    await officer.recovery.consent({ caseId, fileId: consent, consentedOn: addDays(today, -1) });
    const quote = (await settlementQuote(t.app.db, id, repossessedOn)).quote;
    const effect = await officer.recovery.dispose(sale);
    expect(effect.rebate).toBe(quote.rebate);
    expect(effect.rebate).toBeGreaterThan(0);
    // The shortfall is the net balance due plus the costs less the proceeds: no unearned charge in it.
    expect(effect.shortfall).toBe(quote.settlementAmount + sale.costs - sale.price);
    const ledger = await t.app.db
      .selectFrom('applicantProductPayment')
      .select(['kind', 'amount'])
      .where('applicantProductId', '=', id)
      .where('kind', 'in', ['rebate', 'disposal'])
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [row.kind, ringgitToSen(row.amount)])).toEqual([
      ['rebate', quote.rebate],
      ['disposal', sale.price],
    ]);
    const balance = (await officer.recovery.ofAgreement({ applicantProductId: id })).balance;
    expect(balance).toMatchObject({
      outstanding: effect.shortfall,
      cash: 5 * QUOTE.monthlyInstallment + sale.price,
      nonCash: quote.rebate,
    });

    // The Fifth Schedule notice stated the net balance, the owner's estimate and the costs.
    const notice = await read(view.current?.repossession?.noticeUrl);
    expect(notice).toContain(
      `Net balance due (after the statutory rebate) ${formatRM(quote.settlementAmount)}`,
    );
    expect(notice).toContain(formatRM(6_000_000));
    expect(notice).toContain(formatRM(150_000));
  });

  it('withdrawing a case needs a reason, kept and shown', async () => {
    const id = await agreement({ paid: 5 });
    const { id: caseId } = await officer.recovery.open({
      applicantProductId: id,
      noticeServedOn: addDays(today, -3),
    });
    await expect(officer.recovery.close({ caseId, reason: '  ' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await officer.recovery.close({ caseId, reason: 'Hirer paid the arrears on 05-12-2026' });
    const view = await officer.recovery.ofAgreement({ applicantProductId: id });
    expect(view.current?.statutory.closedReason).toBe('Hirer paid the arrears on 05-12-2026');
  });
});
