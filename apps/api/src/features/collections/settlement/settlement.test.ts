import { writeFileSync } from 'node:fs';
import {
  earlySettlementQuote,
  firstDueDateAfter,
  formatRM,
  instalmentSchedule,
  quoteLine,
  ruleOf78Rebate,
  SETTLEMENT_MESSAGES,
  settlementAmountMessage,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAgreement } from '../../../testing/agreement-factory';
import { type Caller, callerFor, sessionUserOf } from '../../../testing/caller';
import { readBack } from '../../../testing/pdf-read-back';
import { allocationInStep, summariesInStep } from '../../../testing/summary-check';
import { createTestApp, signIn, type TestApp } from '../../../testing/test-app';
import type { SessionUser } from '../../auth/auth.types';
import { getCollection } from '../collection.service';
import { monthlyCollection, overviewFigures } from '../overview.service';
import { recordSettlement, settlementLetter, settlementQuote } from './settlement.service';

let t: TestApp;
let actor: SessionUser;
let officer: Caller;

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, 'superadmin');
  officer = await callerFor(t, 'Credit Officer');
});
afterAll(() => t.close());

const TRANSFER = { method: 'bank_transfer', reference: 'FT-SETTLE-1' } as const;

const TERMS = {
  cost: 11_000_000,
  loanAmount: 10_000_000,
  interestRate: 5,
  tenureYears: 3,
  prepayment: [0, 0] as const,
};

async function agreementOf(method: 'flat' | 'reducing_balance', payments = 6) {
  const quote = quoteLine(method, TERMS);
  const { id } = await newAgreement(t.app.db, actor, {
    loan: TERMS.loanAmount,
    cost: TERMS.cost,
    interestRate: TERMS.interestRate,
    tenure: TERMS.tenureYears,
    interestMethod: method,
    prepayment: [0, 0],
    execution: '2025-01-15',
    payments: Array.from({ length: payments }, (_, index) => ({
      amount: quote.monthlyInstallment,
      paidAt: `2025-${String(index + 2).padStart(2, '0')}-15`,
    })),
  });
  return { id, quote };
}

describe('issue 14: a reducing-balance agreement under collection', () => {
  it("Complete's schedule is the amortisation: level instalments, the final absorbing the rounding", async () => {
    const { id, quote } = await agreementOf('reducing_balance', 0);
    if (quote.method !== 'reducing_balance') throw new Error('expected reducing balance');
    const profile = await getCollection(t.app.db, id);
    expect(profile.interestMethod).toBe('reducing_balance');
    expect(profile.effectiveRate).toBe(quote.effectiveRate);
    expect(profile.instalments.map((row) => row.chargeAmount)).toEqual(
      quote.split.map((row) => row.instalment),
    );
    expect(new Set(profile.instalments.slice(0, -1).map((row) => row.chargeAmount)).size).toBe(1);
    expect(profile.instalments.reduce((sum, row) => sum + row.chargeAmount, 0)).toBe(quote.totalPayable);
    expect(profile.split).toEqual(quote.split);
    expect(profile.split?.reduce((sum, row) => sum + row.principal, 0)).toBe(TERMS.loanAmount);
    // The tRPC profile carries the method; the legacy REST profile keeps its shape.
    const viaTrpc = await officer.collection.byId({ id });
    expect(viaTrpc).toMatchObject({ interestMethod: 'reducing_balance', effectiveRate: quote.effectiveRate });
    const master = await officer.masterRecord.byId({ id });
    expect(master).toMatchObject({ interestMethod: 'reducing_balance', effectiveRate: quote.effectiveRate });
    expect(master.split).toEqual(quote.split);
    const legacy = await t.app.inject({
      method: 'GET',
      url: `/api/applicantProduct/details/${id}`,
      headers: { authorization: `Bearer ${await signIn(t.app, 'superadmin')}` },
    });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.body).not.toContain('interestMethod');
    expect(legacy.body).not.toContain('balanceAfter');
    const flat = await agreementOf('flat', 0);
    expect(await officer.collection.byId({ id: flat.id })).toMatchObject({
      interestMethod: 'flat',
      split: null,
    });
  });
});

describe('issue 14: early settlement', () => {
  it('quotes a flat agreement with its Rule of 78 rebate, and settling records the rebate as its own entry', async () => {
    const { id, quote } = await agreementOf('flat');
    const before = await getCollection(t.app.db, id);
    // Six instalments paid (Feb..Jul 2025); settling on 20 July leaves 30 of 36 not yet due.
    const view = await settlementQuote(t.app.db, id, '2025-07-20');
    const rebate = ruleOf78Rebate(quote.totalInterest, 30, 36);
    expect(view.quote).toMatchObject({
      method: 'flat',
      instalmentsDue: 6,
      instalmentsNotDue: 30,
      arrears: 0,
      rebate,
      outstandingBalance: quote.totalPayable - 6 * quote.monthlyInstallment,
      settlementAmount: quote.totalPayable - 6 * quote.monthlyInstallment - rebate,
      validUntil: '2025-07-27',
    });
    expect(
      await officer.collection.settlementQuote({ applicantProductId: id, settlementDate: '2025-07-20' }),
    ).toEqual(JSON.parse(JSON.stringify(view)));

    const letter = await settlementLetter(t.app.db, t.config.financier, id, '2025-07-20', '2025-07-20');
    if (process.env.SETTLEMENT_PDF_OUT)
      writeFileSync(`${process.env.SETTLEMENT_PDF_OUT}-flat.pdf`, letter.pdf);
    const text = (await readBack(letter.pdf)).text;
    expect(text).toContain('Rule of 78');
    expect(text).toContain(formatRM(rebate));
    expect(text).toContain(formatRM(view.quote.settlementAmount));
    expect(text).toContain('27-07-2025');

    // A wrong amount is refused with the amount that settles, and nothing is written.
    const wrong = recordSettlement(t.app.db, actor, {
      applicantProductId: id,
      settlementDate: '2025-07-20',
      ...TRANSFER,
      amount: view.quote.settlementAmount + 1,
    });
    await expect(wrong).rejects.toThrow(settlementAmountMessage(view.quote));
    expect((await getCollection(t.app.db, id)).payments).toHaveLength(6);

    const range = { startDate: '2025-07-01', endDate: '2025-07-31' };
    const overviewBefore = await overviewFigures(t.app.db, range);
    const monthsBefore = await monthlyCollection(t.app.db, range);
    const settled = await recordSettlement(t.app.db, actor, {
      applicantProductId: id,
      settlementDate: '2025-07-20',
      ...TRANSFER,
      amount: view.quote.settlementAmount,
    });
    expect(settled).toEqual({ settlementAmount: view.quote.settlementAmount, rebate });
    const after = await getCollection(t.app.db, id);
    expect(after.badge).toBe('Settled');
    expect(after.outstandingBalance).toBe(0);
    expect(after.payments.slice(-2).map((entry) => [entry.kind, entry.amount])).toEqual([
      ['settlement', view.quote.settlementAmount],
      ['rebate', rebate],
    ]);
    // Issue 26: Paid Amount is the cash received; the rebate is on its own line and owes nothing.
    expect(after.paidAmount).toBe(6 * quote.monthlyInstallment + view.quote.settlementAmount);
    expect(after.nonCash).toBe(rebate);
    expect(after.nonCashLabel).toBe('Rebate (Rule of 78)');
    expect(after.payments.slice(-2).map((entry) => [entry.cash, entry.method, entry.reference])).toEqual([
      [true, 'bank_transfer', 'FT-SETTLE-1'],
      [false, null, null],
    ]);
    expect(await summariesInStep(t.app.db, [id])).toMatchObject({
      stored: { [id]: { paidAmount: after.paidAmount, outstandingBalance: 0 } },
    });
    // The Overview's Installment Collected and the month's Paid bar rise by the cash alone.
    const overviewAfter = await overviewFigures(t.app.db, range);
    expect(overviewAfter.installmentCollected - overviewBefore.installmentCollected).toBe(
      view.quote.settlementAmount,
    );
    expect(overviewAfter.settledAgreements - overviewBefore.settledAgreements).toBe(1);
    const monthsAfter = await monthlyCollection(t.app.db, range);
    expect(monthsAfter[0]!.totalPaid - monthsBefore[0]!.totalPaid).toBe(view.quote.settlementAmount);
    const allocation = await allocationInStep(t.app.db);
    expect(allocation.stored).toEqual(allocation.recomputed);
    // The instalments' charges are what Complete wrote: never edited, only re-derived as paid.
    expect(after.instalments.map((row) => row.chargeAmount)).toEqual(
      before.instalments.map((row) => row.chargeAmount),
    );
    expect(after.instalments.every((row) => row.status === 'Paid')).toBe(true);
    await expect(
      recordSettlement(t.app.db, actor, {
        applicantProductId: id,
        settlementDate: '2025-07-21',
        amount: 0,
        ...TRANSFER,
      }),
    ).rejects.toThrow(SETTLEMENT_MESSAGES.alreadySettled);
  });

  it('quotes a reducing-balance agreement as principal + accrued interest + arrears and settles it over tRPC', async () => {
    const { id, quote } = await agreementOf('reducing_balance', 5);
    if (quote.method !== 'reducing_balance') throw new Error('expected reducing balance');
    const view = await settlementQuote(t.app.db, id, '2025-07-20');
    // Six instalments due by 20 July, five paid: one in arrears.
    const schedule = instalmentSchedule(quote, firstDueDateAfter('2025-01-15'));
    const expected = earlySettlementQuote({
      quote,
      instalments: schedule.map((row) => ({ ...row, paidAmount: row.seq <= 5 ? row.chargeAmount : 0 })),
      paidToDate: 5 * quote.monthlyInstallment,
      agreementExecution: '2025-01-15',
      settlementDate: '2025-07-20',
    });
    expect(view.quote).toEqual(expected);
    expect(view.quote).toMatchObject({
      method: 'reducing_balance',
      arrears: quote.monthlyInstallment,
      principalOutstanding: quote.split[5]!.balanceAfter,
      accruedDays: 5,
    });
    if (view.quote.method !== 'reducing_balance') throw new Error('expected a reducing-balance quote');
    expect(view.quote.accruedInterest).toBeGreaterThan(0);
    expect(view.quote.settlementAmount).toBe(
      quote.split[5]!.balanceAfter + view.quote.accruedInterest + quote.monthlyInstallment,
    );
    const letter = await settlementLetter(t.app.db, t.config.financier, id, '2025-07-20', '2025-07-20');
    if (process.env.SETTLEMENT_PDF_OUT)
      writeFileSync(`${process.env.SETTLEMENT_PDF_OUT}-reducing.pdf`, letter.pdf);
    const text = (await readBack(letter.pdf)).text;
    expect(text).toContain('Principal outstanding');
    expect(text).toContain(formatRM(view.quote.settlementAmount));

    await expect(
      officer.collection.settle({
        applicantProductId: id,
        settlementDate: '2025-07-20',
        amount: 1,
        ...TRANSFER,
      }),
    ).rejects.toThrow(settlementAmountMessage(view.quote));
    await officer.collection.settle({
      applicantProductId: id,
      settlementDate: '2025-07-20',
      ...TRANSFER,
      amount: view.quote.settlementAmount,
    });
    const after = await officer.collection.byId({ id });
    expect(after.badge).toBe('Settled');
    // The per-agreement summary the lists read is refreshed in the settlement's transaction.
    const settledList = await officer.collection.list({ status: 'settled', page: 1, pageSize: 100 });
    expect(settledList.rows.map((row) => row.id)).toContain(id);
    const pendingList = await officer.collection.list({ status: 'pending', page: 1, pageSize: 100 });
    expect(pendingList.rows.map((row) => row.id)).not.toContain(id);
    expect(after.payments.at(-1)).toMatchObject({ kind: 'rebate', amount: view.quote.rebate });
    // So is the Collection Overview's stored allocation (issue 15). With a rebate (non-cash) in its ledger the
    // line is re-allocated in SQL, where the collected figures leave the rebate out (issue 26).
    const allocation = await allocationInStep(t.app.db);
    expect(allocation.stored).toEqual(allocation.recomputed);
    expect(allocation.stored.lines.find((line) => line.applicantProductId === id)).toMatchObject({
      regular: false,
      overpaid: 0,
    });
    expect(after.paidAmount).toBe(5 * quote.monthlyInstallment + view.quote.settlementAmount);
    expect(after.nonCashLabel).toBe('Interest not yet earned');
  });

  it('refuses a date before execution, ahead of today, or before the latest payment', async () => {
    const { id } = await agreementOf('flat', 2);
    await expect(settlementQuote(t.app.db, id, '2025-01-14')).rejects.toThrow(
      SETTLEMENT_MESSAGES.beforeExecution,
    );
    const view = await settlementQuote(t.app.db, id, '2025-03-01');
    await expect(
      recordSettlement(
        t.app.db,
        actor,
        {
          applicantProductId: id,
          settlementDate: '2025-03-01',
          amount: view.quote.settlementAmount,
          ...TRANSFER,
        },
        '2025-02-28',
      ),
    ).rejects.toThrow(SETTLEMENT_MESSAGES.future);
    await expect(
      recordSettlement(t.app.db, actor, {
        applicantProductId: id,
        settlementDate: '2025-03-01',
        amount: view.quote.settlementAmount,
        ...TRANSFER,
      }),
    ).rejects.toThrow(SETTLEMENT_MESSAGES.beforeLatest);
  });
});
