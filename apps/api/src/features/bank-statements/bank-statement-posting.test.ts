import {
  addDays,
  addMonthsClamped,
  futureDateMessage,
  LINE_POSTING_MESSAGES,
  PAYMENT_MESSAGES,
} from '@sewabeli/domain';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor, demoUserOf, sessionUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import {
  importCredits,
  mt940Credits,
  postingInvariantBreaks,
  type TestCredit,
} from '../../testing/statement-fixture';
import { createTestApp, type TestApp } from '../../testing/test-app';
import type { SessionUser } from '../auth/auth.types';
import { postMatched } from './bank-statement-posting.service';

// Issue 40's findings, each named after it, on a real migrated database (PostgreSQL with TEST_DATABASE_URL): a
// bank credit posts at most its credit, once, whatever happens.
let t: TestApp;
let officer: Caller;
let other: Caller;
let actor: SessionUser;
let accountId: number;
const ACCOUNT = '514099887766';
const today = todayInKualaLumpur();
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  other = await callerFor(t, 'Superadmin');
  actor = await sessionUserOf(t.app.db, demoUserOf('Collection Officer').username);
  const admin = await callerFor(t, 'Superadmin');
  accountId = (
    await admin.bankStatement.createAccount({ name: 'Collections', bank: 'Maybank', accountNumber: ACCOUNT })
  ).id;
});
afterAll(() => t.close());

/** An agreement owing `months` instalments of `monthly` sen, executed three months ago. */
async function agreementOwing(monthly: number, months = 12): Promise<number> {
  return (await insertAgreement(t.app.db, { execution: addMonthsClamped(today, -3), months, monthly })).id;
}

/** A statement of the given credits (each with a reference of its own); answers its lines, in file order. */
async function statementOf(credits: { ago: number; amount: number }[]) {
  const rows: TestCredit[] = credits.map((credit) => {
    serial += 1;
    return { ...credit, reference: `IBG40${serial}`, description: `IBG CREDIT PAYER ${serial}` };
  });
  const id = await importCredits(t, actor, accountId, mt940Credits(ACCOUNT, today, rows));
  const lines = (await officer.bankStatement.lines({ bankStatementId: id })).rows;
  return { id, lines };
}

const lineOf = async (statementId: number, lineId: number) =>
  (await officer.bankStatement.lines({ bankStatementId: statementId })).rows.find(
    (line) => line.id === lineId,
  )!;

const ledgerOfLine = async (lineId: number) =>
  (
    await sql<{ total: string }>`select coalesce(sum(p.amount), 0) as total from bank_statement_allocation a
      join applicant_product_payment p on p.id = a.applicant_product_payment_id where a.bank_statement_line_id = ${lineId}`.execute(
      t.app.db,
    )
  ).rows[0]!.total;

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

async function expectTotalsAddUp(statementId: number) {
  const summary = await officer.bankStatement.statement({ id: statementId });
  expect(summary.postedTotal + summary.unpostedCreditTotal).toBe(summary.statement.creditTotal);
  expect(summary.postedTotal).toBeGreaterThanOrEqual(0);
  expect(summary.unpostedCreditTotal).toBeGreaterThanOrEqual(0);
  expect(await postingInvariantBreaks(t.app.db)).toEqual([]);
  return summary;
}

describe('one bank credit posted twice (issue 40)', () => {
  it('a split credit whose second share is refused, reassigned and posted again posts its credit once', async () => {
    const [first, small, third] = [
      await agreementOwing(10_000_00),
      await agreementOwing(100_00),
      await agreementOwing(20_000_00),
    ];
    const { id, lines } = await statementOf([{ ago: 2, amount: 200_000_00 }]);
    const line = lines[0]!;
    await officer.bankStatement.split({
      lineId: line.id,
      shares: [
        { agreementId: first, amount: 100_00 },
        { agreementId: small, amount: 199_900_00 },
      ],
    });
    const result = await officer.bankStatement.postMatched({ bankStatementId: id });
    expect(result).toMatchObject({ posted: 1, postedAmount: 100_00 });
    expect(result.exceptions.map((e) => e.message)).toEqual([PAYMENT_MESSAGES.aboveOutstanding]);
    expect(await lineOf(id, line.id)).toMatchObject({ matchStatus: 'Part posted', postedAmount: 100_00 });

    // The whole credit again is refused: only the unposted remainder may be assigned.
    expect(
      await errorOf(
        officer.bankStatement.split({
          lineId: line.id,
          shares: [{ agreementId: third, amount: 200_000_00 }],
        }),
      ),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'The shares must add up to the unposted remainder of the credit (RM 199,900.00)',
    });
    await officer.bankStatement.assign({ lineId: line.id, agreementId: third });
    expect(
      (await lineOf(id, line.id)).shares.map((share) => [share.applicantProductId, share.amount]),
    ).toEqual([
      [first, 100_00],
      [third, 199_900_00],
    ]);
    expect(await officer.bankStatement.postMatched({ bankStatementId: id })).toEqual({
      posted: 1,
      postedAmount: 199_900_00,
      exceptions: [],
    });
    expect(await lineOf(id, line.id)).toMatchObject({ matchStatus: 'Posted', postedAmount: 200_000_00 });
    expect(await ledgerOfLine(line.id)).toBe('200000.00');
    const summary = await expectTotalsAddUp(id);
    expect(summary.postedTotal).toBe(200_000_00);
    expect(summary.unpostedCreditTotal).toBe(0);
  });

  it('a Posted line refuses assign, split, ignore and reopen, saying a correction goes through the ledger', async () => {
    const agreement = await agreementOwing(500_00);
    const { id, lines } = await statementOf([{ ago: 1, amount: 2_00 }]);
    const line = lines[0]!;
    await officer.bankStatement.assign({ lineId: line.id, agreementId: agreement });
    await officer.bankStatement.postMatched({ bankStatementId: id });
    const refusal = { code: 'BAD_REQUEST', message: LINE_POSTING_MESSAGES.posted };
    expect(await errorOf(officer.bankStatement.assign({ lineId: line.id, agreementId: agreement }))).toEqual(
      refusal,
    );
    expect(
      await errorOf(
        officer.bankStatement.split({ lineId: line.id, shares: [{ agreementId: agreement, amount: 2_00 }] }),
      ),
    ).toEqual(refusal);
    expect(await errorOf(officer.bankStatement.ignore({ lineId: line.id, reason: 'refund' }))).toEqual(
      refusal,
    );
    expect(await errorOf(officer.bankStatement.reopen({ lineId: line.id }))).toEqual(refusal);
    expect(await ledgerOfLine(line.id)).toBe('2.00');
    await expectTotalsAddUp(id);
  });

  it('after a posting killed between agreements, what was posted is Posted or Part posted and a reopened line posts only its remainder', async () => {
    const [a, b, c] = [
      await agreementOwing(1_000_00),
      await agreementOwing(1_000_00),
      await agreementOwing(1_000_00),
    ];
    const { id, lines } = await statementOf([
      { ago: 3, amount: 2_00 },
      { ago: 3, amount: 500_00 },
      { ago: 2, amount: 300_00 },
    ]);
    const [whole, split, later] = lines as [
      (typeof lines)[number],
      (typeof lines)[number],
      (typeof lines)[number],
    ];
    await officer.bankStatement.assign({ lineId: whole.id, agreementId: a });
    await officer.bankStatement.split({
      lineId: split.id,
      shares: [
        { agreementId: a, amount: 200_00 },
        { agreementId: b, amount: 300_00 },
      ],
    });
    await officer.bankStatement.assign({ lineId: later.id, agreementId: c });
    // The process dies once the first agreement's transaction has committed (agreements are posted in id order).
    await expect(
      postMatched(t.app.db, actor, id, today, {
        afterAgreement: () => {
          throw new Error('kill -9');
        },
      }),
    ).rejects.toThrow('kill -9');
    expect(await lineOf(id, whole.id)).toMatchObject({ matchStatus: 'Posted', postedAmount: 2_00 });
    expect(await lineOf(id, split.id)).toMatchObject({ matchStatus: 'Part posted', postedAmount: 200_00 });
    expect(await lineOf(id, later.id)).toMatchObject({ matchStatus: 'Matched', postedAmount: 0 });
    await expectTotalsAddUp(id);

    // The RM 2.00 cannot be reopened and posted again.
    expect((await errorOf(officer.bankStatement.reopen({ lineId: whole.id }))).message).toBe(
      LINE_POSTING_MESSAGES.posted,
    );
    // The split line's remainder is reopened and given to another agreement: only the RM 300.00 posts.
    await officer.bankStatement.reopen({ lineId: split.id });
    expect(await lineOf(id, split.id)).toMatchObject({ matchStatus: 'Part posted', postedAmount: 200_00 });
    await officer.bankStatement.assign({ lineId: split.id, agreementId: c });
    expect(await officer.bankStatement.postMatched({ bankStatementId: id })).toEqual({
      posted: 2,
      postedAmount: 600_00,
      exceptions: [],
    });
    expect([
      await ledgerOfLine(whole.id),
      await ledgerOfLine(split.id),
      await ledgerOfLine(later.id),
    ]).toEqual(['2.00', '500.00', '300.00']);
    const summary = await expectTotalsAddUp(id);
    expect(summary.groups.find((group) => group.status === 'Posted')).toEqual({
      status: 'Posted',
      count: 3,
      total: 802_00,
    });
  });

  it('ignoring a Part posted line ignores its remainder; what is posted stays posted', async () => {
    const [a, small] = [await agreementOwing(1_000_00), await agreementOwing(10_00, 1)];
    const { id, lines } = await statementOf([{ ago: 1, amount: 100_00 }]);
    const line = lines[0]!;
    await officer.bankStatement.split({
      lineId: line.id,
      shares: [
        { agreementId: a, amount: 60_00 },
        { agreementId: small, amount: 40_00 },
      ],
    });
    await officer.bankStatement.postMatched({ bankStatementId: id });
    await officer.bankStatement.ignore({ lineId: line.id, reason: 'Overpaid by the hirer: refund' });
    expect(await lineOf(id, line.id)).toMatchObject({
      matchStatus: 'Part posted',
      postedAmount: 60_00,
      reason: 'Remainder ignored: Overpaid by the hirer: refund',
      shares: [expect.objectContaining({ applicantProductId: a, amount: 60_00 })],
    });
    expect(await officer.bankStatement.postMatched({ bankStatementId: id })).toEqual({
      posted: 0,
      postedAmount: 0,
      exceptions: [],
    });
    const summary = await expectTotalsAddUp(id);
    expect([summary.postedTotal, summary.unpostedCreditTotal]).toEqual([60_00, 40_00]);
    // Reopened, the remainder is to be decided again: the line stays Part posted, the ignore's words go.
    await officer.bankStatement.reopen({ lineId: line.id });
    expect(await lineOf(id, line.id)).toMatchObject({
      matchStatus: 'Part posted',
      postedAmount: 60_00,
      reason: null,
    });
    expect(summary.groups.find((group) => group.status === 'Part posted')).toEqual({
      status: 'Part posted',
      count: 1,
      total: 100_00,
    });
  });

  it('two posts at once of lines split across agreements post each share once, without a deadlock', async () => {
    const ids = [
      await agreementOwing(5_000_00),
      await agreementOwing(5_000_00),
      await agreementOwing(5_000_00),
    ];
    const { id, lines } = await statementOf(
      Array.from({ length: 6 }, (_, index) => ({ ago: 1 + (index % 3), amount: 300_00 + index })),
    );
    for (const [index, line] of lines.entries()) {
      // Each line split across two of the three agreements, in changing order.
      const [x, y] = [ids[index % 3]!, ids[(index + 1) % 3]!];
      await officer.bankStatement.split({
        lineId: line.id,
        shares: [
          { agreementId: x, amount: 100_00 },
          { agreementId: y, amount: line.amount - 100_00 },
        ],
      });
    }
    const [first, second] = await Promise.all([
      officer.bankStatement.postMatched({ bankStatementId: id }),
      other.bankStatement.postMatched({ bankStatementId: id }),
    ]);
    expect(first.posted + second.posted).toBe(12);
    expect([...first.exceptions, ...second.exceptions]).toEqual([]);
    const summary = await expectTotalsAddUp(id);
    expect(summary.postedTotal).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
  });
});

describe('the bank’s value date is kept (issue 40)', () => {
  it('the collection profile shows a bank payment’s value date and booking date', async () => {
    const agreement = await agreementOwing(500_00);
    const { id, lines } = await statementOf([
      { ago: 4, amount: 20_00 },
      { ago: 3, amount: 30_00 },
    ]);
    const [booked, unbooked] = [lines[0]!, lines[1]!];
    await sql`update bank_statement_line set booking_date = ${addDays(today, -2)} where id = ${booked.id}`.execute(
      t.app.db,
    );
    await officer.bankStatement.assign({ lineId: booked.id, agreementId: agreement });
    await officer.bankStatement.assign({ lineId: unbooked.id, agreementId: agreement });
    await officer.bankStatement.postMatched({ bankStatementId: id });
    const profile = await officer.collection.byId({ id: agreement });
    expect(profile.payments.map((payment) => [payment.paidAt, payment.bankStatement])).toEqual([
      [addDays(today, -4), { valueDate: addDays(today, -4), bookingDate: addDays(today, -2) }],
      [addDays(today, -3), { valueDate: addDays(today, -3), bookingDate: null }],
    ]);
  });
});

describe('nothing dated after today (issue 40)', () => {
  it('a credit whose value date is after today (in Kuala Lumpur) is not posted', async () => {
    const agreement = await agreementOwing(500_00);
    const { id, lines } = await statementOf([{ ago: 0, amount: 50_00 }]);
    await officer.bankStatement.assign({ lineId: lines[0]!.id, agreementId: agreement });
    const yesterday = addDays(today, -1);
    const result = await postMatched(t.app.db, actor, id, yesterday);
    expect(result.exceptions.map((e) => e.message)).toEqual([futureDateMessage(yesterday)]);
    expect(await lineOf(id, lines[0]!.id)).toMatchObject({ matchStatus: 'Matched', postedAmount: 0 });
    await expectTotalsAddUp(id);
  });
});
