import { quoteFlatRate } from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../features/auth/auth.types';
import { getCollection } from '../features/collections/collection.service';
import { newAgreement } from './agreement-factory';
import { sessionUserOf } from './caller';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let actor: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, 'superadmin');
});
afterAll(() => t.close());

describe('newAgreement (the factory collections and analytics tests build on)', () => {
  it("holds the domain quote's figures, Complete's schedule and prepayments, and payments allocated oldest first", async () => {
    const quote = quoteFlatRate({
      cost: 11_000_000,
      loanAmount: 10_000_000,
      interestRate: 3.5,
      tenureYears: 3,
      prepayment: [1, 1],
      quantity: 2,
    });
    const { id } = await newAgreement(t.app.db, actor, {
      loan: 10_000_000,
      cost: 11_000_000,
      quantity: 2,
      tenure: 3,
      interestRate: 3.5,
      prepayment: [1, 1],
      execution: '2025-01-15',
      payments: [
        { amount: quote.monthlyInstallment, paidAt: '2025-02-15' },
        { amount: 1_000, paidAt: '2025-03-20' },
      ],
    });
    const profile = await getCollection(t.app.db, id);
    expect(profile.totalPayable).toBe(quote.totalPayable);
    expect(profile.instalments).toHaveLength(36);
    expect(profile.instalments.reduce((sum, row) => sum + row.chargeAmount, 0)).toBe(quote.totalPayable);
    expect(profile.instalments[0]?.dueDate).toBe('2025-02-15');
    expect(profile.instalments[35]?.chargeAmount).toBe(quote.finalInstallment);
    // Prepayments (first and last) at signing, then the first due instalment in full, then 10 ringgit on the third.
    expect(profile.payments.map((entry) => entry.kind)).toEqual([
      'prepayment',
      'prepayment',
      'payment',
      'payment',
    ]);
    const paidBySeq = Object.fromEntries(profile.instalments.map((row) => [row.seq, row.paidAmount]));
    expect(paidBySeq[1]).toBe(quote.monthlyInstallment);
    expect(paidBySeq[2]).toBe(quote.monthlyInstallment);
    expect(paidBySeq[3]).toBe(1_000);
    expect(paidBySeq[36]).toBe(quote.finalInstallment);
    const paid = 2 * quote.monthlyInstallment + quote.finalInstallment + 1_000;
    expect(profile.paidAmount).toBe(paid);
    expect(profile.outstandingBalance).toBe(quote.totalPayable - paid);
  });
});
