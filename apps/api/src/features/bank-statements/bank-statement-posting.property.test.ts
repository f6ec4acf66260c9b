import { addMonthsClamped } from '@sewabeli/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import { todayInKualaLumpur } from '../../lib/today';
import { demoUserOf, sessionUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { importCredits, mt940Credits, postingInvariantBreaks } from '../../testing/statement-fixture';
import { allocationInStep, summariesInStep } from '../../testing/summary-check';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SessionUser } from '../auth/auth.types';
import { makePayment } from '../collections/ledger/ledger.service';
import { createBankAccount } from './bank-account.service';
import { listLines, statementSummary } from './bank-statement.service';
import * as posting from './bank-statement-posting.service';

// Issue 40's property, on the real database through the services: whatever sequence of decisions and postings a
// statement goes through (splits, a share the ledger refuses, assigning, reopening, ignoring, posting, a posting
// killed between agreements, two postings at once, a later payment by hand), after every step each line has
// posted at most its credit, each share has at most one ledger entry, and the statement's totals add up.
let t: TestApp;
let actor: SessionUser;
let accountId: number;
const ACCOUNT = '514055501234';
const today = todayInKualaLumpur();
/** Agreements owing RM 24,000.00 each, and one owing RM 10.00 that soon refuses every share. */
let agreements: number[];
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  actor = await sessionUserOf(t.app.db, demoUserOf('Collection Officer').username);
  const admin = await sessionUserOf(t.app.db, demoUserOf('Superadmin').username);
  accountId = await createBankAccount(t.app.db, admin, {
    name: 'Property',
    bank: 'Maybank',
    accountNumber: ACCOUNT,
    currency: 'MYR',
  });
  const execution = addMonthsClamped(today, -4);
  agreements = [];
  for (const monthly of [2_000_00, 2_000_00, 2_000_00, 5_00])
    agreements.push(
      (await insertAgreement(t.app.db, { execution, months: monthly === 5_00 ? 2 : 12, monthly })).id,
    );
});
afterAll(() => t.close());

type Op =
  | { kind: 'split'; line: number; a: number; b: number; percent: number }
  | { kind: 'assign'; line: number; a: number }
  | { kind: 'reopen'; line: number }
  | { kind: 'ignore'; line: number }
  | { kind: 'post' }
  | { kind: 'crash'; after: number }
  | { kind: 'twoPosts' }
  | { kind: 'byHand'; a: number };

const line = fc.integer({ min: 0, max: 2 });
const agreement = fc.integer({ min: 0, max: 3 });
// Weighted towards what leaves a line Part posted: splits (one share often on the agreement owing RM 10.00) and
// postings killed between agreements, followed by new decisions on the remainder.
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('split' as const),
      line,
      a: agreement,
      b: agreement,
      percent: fc.integer({ min: 1, max: 99 }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('assign' as const), line, a: agreement }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('reopen' as const), line }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('ignore' as const), line }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('post' as const) }), weight: 3 },
  {
    arbitrary: fc.record({ kind: fc.constant('crash' as const), after: fc.integer({ min: 0, max: 2 }) }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('twoPosts' as const) }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('byHand' as const), a: agreement }), weight: 1 },
);

class Killed extends Error {}

async function apply(statementId: number, lineIds: number[], step: Op): Promise<void> {
  const db = t.app.db;
  const lineId = 'line' in step ? lineIds[step.line]! : 0;
  const remainder = async () => {
    const { rows } = await listLines(db, {
      bankStatementId: statementId,
      status: null,
      search: '',
      page: 1,
      pageSize: 10,
    });
    const row = rows.find((candidate) => candidate.id === lineId)!;
    return row.amount - row.postedAmount;
  };
  try {
    if (step.kind === 'split') {
      const left = await remainder();
      const first = Math.max(1, Math.floor((left * step.percent) / 100));
      await posting.assignLine(db, actor, lineId, [
        { agreementId: agreements[step.a]!, amount: first },
        { agreementId: agreements[step.b]!, amount: left - first },
      ]);
    } else if (step.kind === 'assign') {
      await posting.assignLine(db, actor, lineId, { agreementId: agreements[step.a]! });
    } else if (step.kind === 'reopen') {
      await posting.ignoreLine(db, actor, lineId, null);
    } else if (step.kind === 'ignore') {
      await posting.ignoreLine(db, actor, lineId, 'Not a hirer');
    } else if (step.kind === 'post') {
      await posting.postMatched(db, actor, statementId, today);
    } else if (step.kind === 'crash') {
      let done = 0;
      await posting.postMatched(db, actor, statementId, today, {
        afterAgreement: () => {
          done += 1;
          if (done > step.after) throw new Killed();
        },
      });
    } else if (step.kind === 'twoPosts') {
      await Promise.all([
        posting.postMatched(db, actor, statementId, today),
        posting.postMatched(db, actor, statementId, today),
      ]);
    } else {
      // A payment by hand dated today: the statement's credits, dated earlier, post on their value dates after it.
      await makePayment(
        db,
        actor,
        {
          applicantProductId: agreements[step.a]!,
          amount: 1_00,
          paidAt: today,
          method: 'cash',
          reference: null,
        },
        null,
        today,
      );
    }
  } catch (error) {
    // Refusals (a split that does not add up, a Posted line, nothing left owing) change nothing; a kill is a kill.
    if (!(error instanceof AppError) && !(error instanceof Killed)) throw error;
  }
}

async function expectInvariants(statementId: number) {
  expect(await postingInvariantBreaks(t.app.db)).toEqual([]);
  const summary = await statementSummary(t.app.db, statementId);
  expect(summary.postedTotal + summary.unpostedCreditTotal).toBe(summary.statement.creditTotal);
  expect(summary.postedTotal).toBeGreaterThanOrEqual(0);
  expect(summary.unpostedCreditTotal).toBeGreaterThanOrEqual(0);
  expect(summary.groups.reduce((sum, group) => sum + group.count, 0)).toBe(summary.statement.newLineCount);
}

describe('a statement line posts at most its credit, once, whatever happens (issue 40)', () => {
  it('holds after every step of random sequences of decisions, postings, crashes and races', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1_00, max: 800_00 }), { minLength: 3, maxLength: 3 }),
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 3, maxLength: 3 }),
        fc.array(op, { minLength: 4, maxLength: 14 }),
        async (amounts, agos, steps) => {
          const credits = amounts.map((amount, index) => {
            serial += 1;
            return {
              ago: agos[index]!,
              amount,
              reference: `PROP${serial}`,
              description: `IBG CREDIT ${serial}`,
            };
          });
          const statementId = await importCredits(t, actor, accountId, mt940Credits(ACCOUNT, today, credits));
          const { rows } = await listLines(t.app.db, {
            bankStatementId: statementId,
            status: null,
            search: '',
            page: 1,
            pageSize: 10,
          });
          const lineIds = rows.map((row) => row.id);
          expect(lineIds).toHaveLength(3);
          for (const step of steps) {
            await apply(statementId, lineIds, step);
            await expectInvariants(statementId);
          }
          const { stored, recomputed } = await summariesInStep(t.app.db, agreements);
          expect(stored).toEqual(recomputed);
        },
      ),
      { numRuns: 20 },
    );
    // The Overview's stored allocation caught up with credits posted before later payments.
    const { stored, recomputed } = await allocationInStep(t.app.db);
    expect(stored).toEqual(recomputed);
  }, 120_000);
});
