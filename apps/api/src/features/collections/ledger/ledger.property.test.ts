import { addDays, allocateLedger, ringgitToSen } from '@sewabeli/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../lib/errors';
import { todayInKualaLumpur } from '../../../lib/today';
import { sessionUserOf } from '../../../testing/caller';
import { insertAgreement } from '../../../testing/collection-fixture';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import type { SessionUser } from '../../auth/auth.types';
import * as ledger from './ledger.service';

let t: TestApp;
let actor: SessionUser;
const today = todayInKualaLumpur();

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, 'superadmin');
});
afterAll(() => t.close());

type Op =
  | { kind: 'pay'; amount: number; day: number }
  | { kind: 'edit'; amount: number; day: number }
  | { kind: 'correct'; index: number; paid: number; day: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('pay' as const),
    amount: fc.integer({ min: 1, max: 40_000 }),
    day: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({
    kind: fc.constant('edit' as const),
    amount: fc.integer({ min: 0, max: 40_000 }),
    day: fc.integer({ min: 0, max: 200 }),
  }),
  fc.record({
    kind: fc.constant('correct' as const),
    index: fc.integer({ min: 0, max: 5 }),
    paid: fc.integer({ min: 0, max: 12_000 }),
    day: fc.integer({ min: 0, max: 200 }),
  }),
);

async function apply(agreementId: number, instalmentIds: number[], step: Op, start: string): Promise<void> {
  const paidAt = addDays(start, step.day);
  try {
    if (step.kind === 'pay') {
      await ledger.makePayment(t.app.db, actor, {
        applicantProductId: agreementId,
        amount: step.amount,
        paidAt,
        method: 'cash',
        reference: null,
      });
    } else if (step.kind === 'edit') {
      const latest = await t.app.db
        .selectFrom('applicantProductPayment')
        .select('id')
        .where('applicantProductId', '=', agreementId)
        .orderBy('paidAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (!latest) return;
      await ledger.editLatestPayment(t.app.db, actor, {
        id: latest.id,
        applicantProductId: agreementId,
        amount: step.amount,
        paidAt,
        method: 'cash',
        reference: null,
      });
    } else {
      await ledger.correctInstalment(t.app.db, actor, {
        id: instalmentIds[step.index]!,
        paidAt,
        paidAmount: step.paid,
      });
    }
  } catch (error) {
    // A refusal (a rule of §5/§6) changes nothing; anything else is a failure.
    if (!(error instanceof AppError)) throw error;
  }
}

describe('decisions §6 the ledger is the truth: money is never lost or double counted', () => {
  it('any sequence of payments, edits and corrections keeps sum(paid) + unallocated = sum(ledger), balance >= 0', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
        const start = addDays(today, -200);
        const agreement = await insertAgreement(t.app.db, {
          execution: addDays(start, -20),
          months: 6,
          monthly: 10_000,
          final: 9_950,
        });
        for (const step of ops) await apply(agreement.id, agreement.instalmentIds, step, start);

        const instalments = await t.app.db
          .selectFrom('applicantProductTransaction')
          .select(['id', 'seq', 'dueDate', 'chargeAmount', 'paidAmount', 'paidAt'])
          .where('applicantProductId', '=', agreement.id)
          .execute();
        const entries = await t.app.db
          .selectFrom('applicantProductPayment')
          .select(['id', 'amount', 'paidAt', 'applicantProductTransactionId'])
          .where('applicantProductId', '=', agreement.id)
          .execute();
        const received = entries.reduce((sum, entry) => sum + ringgitToSen(entry.amount), 0);
        const allocation = allocateLedger(
          instalments.map((row) => ({
            id: row.id,
            seq: row.seq,
            dueDate: row.dueDate,
            chargeAmount: ringgitToSen(row.chargeAmount),
          })),
          entries.map((entry) => ({
            id: entry.id,
            amount: ringgitToSen(entry.amount),
            paidAt: entry.paidAt,
            instalmentId: entry.applicantProductTransactionId,
          })),
        );
        const storedPaid = instalments.reduce((sum, row) => sum + ringgitToSen(row.paidAmount), 0);
        // The stored derivation is the allocation of the ledger, and it accounts for every sen.
        expect(storedPaid + allocation.unallocated).toBe(received);
        for (const row of instalments) {
          const derived = allocation.allocations.find((a) => a.id === row.id)!;
          expect(ringgitToSen(row.paidAmount)).toBe(derived.paidAmount);
          expect(row.paidAt).toBe(derived.paidAt);
        }
        expect(agreement.totalPayable - received).toBeGreaterThanOrEqual(0);
        expect(allocation.unallocated).toBe(0);
      }),
      { numRuns: 12 },
    );
  }, 240_000);
});
