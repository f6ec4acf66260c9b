import {
  catchUpCollectionAnalytics,
  liveAgreementSql,
  liveCollectionSql,
  overdueAgeBucketSql,
  paymentPerformanceSql,
} from '@sewabeli/db';
import {
  addDays,
  agreementBalance,
  allocateLedger,
  isCollection,
  isCurrentPaymentPending,
  isLiveAgreement,
  type LedgerKind,
  overdueAgeBucket,
  overdueMonths,
  paymentPerformanceStatus,
  ringgitToSen,
  senToRinggit,
} from '@sewabeli/domain';
import fc from 'fast-check';
import { type RawBuilder, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionUserOf } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { userIdOf } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { summaryHasPendingPayment, summaryOverdueMonths } from '../agreements/agreement.queries';
import type { SessionUser } from '../auth/auth.types';
import { allocationAsOf } from './analytics.repository';
import { recomputeInstalments } from './ledger/ledger-basis.service';
import { recordCharge } from './ledger/ledger-charges.service';

/**
 * Issue 30: every SQL copy of a domain rule that a read model or a query of one needs, compared with the domain
 * on random books (PostgreSQL, as in production; PGlite when TEST_DATABASE_URL is absent). Few runs each: every
 * run writes a book.
 */
const RUNS = 20;
const today = '2026-11-28';

let t: TestApp;
let clerk: number;
let officer: SessionUser;

beforeAll(async () => {
  t = await createTestApp();
  clerk = await userIdOf(t.app.db, 'collection.officer');
  officer = await sessionUserOf(t.app.db, 'collection.officer');
});
afterAll(() => t.close());

/** One row per value, as a VALUES list of the given SQL casts. */
function valuesOf(rows: readonly (readonly unknown[])[], casts: readonly string[]): RawBuilder<unknown> {
  return sql.join(
    rows.map(
      (row) => sql`(${sql.join(row.map((value, index) => sql`${value}::${sql.raw(casts[index]!)}`))})`,
    ),
  );
}

const book = fc.record({
  months: fc.integer({ min: 1, max: 8 }),
  monthly: fc.integer({ min: 1, max: 50_000 }),
  executedDaysAgo: fc.integer({ min: 0, max: 300 }),
  payments: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 300 }), amount: fc.integer({ min: 1, max: 60_000 }) }),
    { maxLength: 8 },
  ),
  asOfDay: fc.integer({ min: -5, max: 330 }),
});

describe('the SQL copies of the domain rules, on random books', () => {
  it('the stored allocation (collection_instalment), the overdue months and Current Payment of the summary', async () => {
    await fc.assert(
      fc.asyncProperty(book, async (drawn) => {
        const execution = addDays(today, -drawn.executedDaysAgo);
        const a = await insertAgreement(t.app.db, {
          execution,
          months: drawn.months,
          monthly: drawn.monthly,
        });
        const payments = drawn.payments.map((payment) => ({
          amount: payment.amount,
          paidAt: addDays(execution, Math.min(payment.day, drawn.executedDaysAgo)),
        }));
        if (payments.length > 0) {
          await sql`insert into applicant_product_payment (applicant_product_id, amount, paid_at, kind, created_by)
            values ${valuesOf(
              payments.map((payment) => [
                a.id,
                senToRinggit(payment.amount),
                payment.paidAt,
                'payment',
                clerk,
              ]),
              ['int', 'numeric', 'date', 'text', 'int'],
            )}`.execute(t.app.db);
        }
        // The ledger writer's own path: the domain's allocation stored, then the read models refreshed.
        await recomputeInstalments(t.app.db, a.id, today);

        const instalments = (
          await t.app.db
            .selectFrom('applicantProductTransaction')
            .select(['id', 'seq', 'dueDate', 'chargeAmount'])
            .where('applicantProductId', '=', a.id)
            .execute()
        ).map((row) => ({ ...row, chargeAmount: ringgitToSen(row.chargeAmount) }));
        const ledger = (
          await t.app.db
            .selectFrom('applicantProductPayment')
            .select(['id', 'amount', 'paidAt'])
            .where('applicantProductId', '=', a.id)
            .execute()
        ).map((row) => ({ ...row, amount: ringgitToSen(row.amount) }));
        const asOf = addDays(execution, drawn.asOfDay);

        // Allocation: the stored allocation read as of asOf is the domain's allocation of the ledger up to asOf.
        const domainAsOf = allocateLedger(
          instalments,
          ledger.filter((entry) => entry.paidAt <= asOf),
        ).allocations.map((allocation) => ({ id: Number(allocation.id), paid: allocation.paidAmount }));
        await catchUpCollectionAnalytics(t.app.db);
        const stored = await sql<{ id: number; paid: number }>`
          select applicant_product_transaction_id as id,
            (case when full_at <= ${asOf}::date then charge
              else coalesce(part_cum[width_bucket(${asOf}::date, part_dates)], fill_before) - fill_before
            end)::int as paid
          from collection_instalment where applicant_product_id = ${a.id}`.execute(t.app.db);
        const byId = (rows: { id: number; paid: number }[]) => [...rows].sort((x, y) => x.id - y.id);
        expect(byId(stored.rows)).toEqual(byId(domainAsOf));

        // Overdue months and Current Payment, from the summary's unpaid due dates, on any day.
        const current = allocateLedger(instalments, ledger).allocations.map((allocation) => ({
          dueDate: instalments.find((row) => row.id === allocation.id)!.dueDate,
          chargeAmount: instalments.find((row) => row.id === allocation.id)!.chargeAmount,
          paidAmount: allocation.paidAmount,
        }));
        const summary = await t.app.db
          .selectFrom('applicantProductSummary as summary')
          .select([summaryOverdueMonths(asOf).as('months'), summaryHasPendingPayment(asOf).as('pending')])
          .where('summary.applicantProductId', '=', a.id)
          .executeTakeFirstOrThrow();
        expect(summary).toEqual({
          months: overdueMonths(current, asOf),
          pending: isCurrentPaymentPending(current, asOf),
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('the general allocation in SQL (analytics bookCte over every line) with targeted entries, corrections and rebates', async () => {
    const entry = fc.record({
      day: fc.integer({ min: 0, max: 300 }),
      kind: fc.constantFrom<LedgerKind>('payment', 'prepayment', 'correction', 'rebate'),
      amount: fc.integer({ min: 1, max: 60_000 }),
      // An instalment's place in the schedule (modulo its length), or none: a pooled entry.
      target: fc.option(fc.nat(), { nil: null }),
      negative: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          // Per instalment its charge (0 allowed) and its due day after execution (ties allowed: seq, id decide).
          schedule: fc.array(
            fc.record({
              charge: fc.integer({ min: 0, max: 50_000 }),
              dueDay: fc.integer({ min: 1, max: 300 }),
            }),
            { minLength: 1, maxLength: 8 },
          ),
          entries: fc.array(entry, { maxLength: 10 }),
          asOfDay: fc.integer({ min: 0, max: 330 }),
        }),
        async (drawn) => {
          const execution = addDays(today, -300);
          const a = await insertAgreement(t.app.db, { execution, months: drawn.schedule.length, monthly: 1 });
          await sql`update applicant_product_transaction t
            set charge_amount = s.charge / 100.0, due_date = ${execution}::date + s.due_day
            from unnest(${a.instalmentIds}::int[], ${drawn.schedule.map((row) => row.charge)}::int[],
              ${drawn.schedule.map((row) => row.dueDay)}::int[]) as s (id, charge, due_day)
            where t.id = s.id`.execute(t.app.db);
          const ledger = drawn.entries.map((row) => {
            const target = row.target === null ? null : a.instalmentIds[row.target % a.instalmentIds.length]!;
            // A correction is aimed at an instalment, and only a correction may be negative (the ledger's
            // constraints and the domain's).
            const negative = target !== null && row.negative;
            const kind = negative || (target !== null && row.kind === 'correction') ? 'correction' : row.kind;
            return {
              amount: negative ? -row.amount : row.amount,
              paidAt: addDays(execution, row.day),
              kind: kind === 'correction' && target === null ? 'payment' : kind,
              instalmentId: target,
            };
          });
          const ids =
            ledger.length === 0
              ? []
              : (
                  await sql<{ id: number }>`insert into applicant_product_payment (applicant_product_id,
                applicant_product_transaction_id, amount, paid_at, kind, created_by)
              values ${valuesOf(
                ledger.map((row) => [
                  a.id,
                  row.instalmentId,
                  senToRinggit(row.amount),
                  row.paidAt,
                  row.kind,
                  clerk,
                ]),
                ['int', 'int', 'numeric', 'date', 'text', 'int'],
              )}
              returning id`.execute(t.app.db)
                ).rows.map((row) => row.id);
          const instalments = await t.app.db
            .selectFrom('applicantProductTransaction')
            .select(['id', 'seq', 'dueDate', 'chargeAmount'])
            .where('applicantProductId', '=', a.id)
            .execute();
          const asOf = addDays(execution, drawn.asOfDay);
          const domain = allocateLedger(
            instalments.map((row) => ({ ...row, chargeAmount: ringgitToSen(row.chargeAmount) })),
            ledger.map((row, n) => ({ ...row, id: ids[n]! })).filter((row) => row.paidAt <= asOf),
          ).allocations.map((allocation) => ({ id: Number(allocation.id), paid: allocation.paidAmount }));
          expect(await allocationAsOf(t.app.db, asOf, [a.id])).toEqual(
            [...domain].sort((x, y) => x.id - y.id),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('issue 32: paid and outstanding of the summary with disposals, write-offs and charges', async () => {
    const entry = fc.record({
      kind: fc.constantFrom<LedgerKind>('payment', 'settlement', 'rebate', 'disposal', 'write_off'),
      amount: fc.integer({ min: 1, max: 80_000 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          months: fc.integer({ min: 1, max: 6 }),
          monthly: fc.integer({ min: 1, max: 50_000 }),
          entries: fc.array(entry, { maxLength: 6 }),
          charges: fc.array(fc.integer({ min: 1, max: 30_000 }), { maxLength: 2 }),
        }),
        async (drawn) => {
          const a = await insertAgreement(t.app.db, {
            execution: addDays(today, -200),
            months: drawn.months,
            monthly: drawn.monthly,
          });
          if (drawn.entries.length > 0) {
            await sql`insert into applicant_product_payment (applicant_product_id, amount, paid_at, kind, created_by)
              values ${valuesOf(
                drawn.entries.map((row) => [a.id, senToRinggit(row.amount), today, row.kind, clerk]),
                ['int', 'numeric', 'date', 'text', 'int'],
              )}`.execute(t.app.db);
          }
          // The charge writer's own path: the charge, the summary's sum of them, the refresh.
          for (const amount of drawn.charges) {
            await recordCharge(
              t.app.db,
              officer,
              { id: a.id, totalPayable: senToRinggit(a.totalPayable), hirerId: a.hirerId, charges: '0.00' },
              {
                kind: 'recovery_cost',
                amount,
                incurredOn: today,
                description: 'Costs',
                recoveryCaseId: null,
              },
              today,
            );
          }
          await recomputeInstalments(t.app.db, a.id, today);
          const stored = await t.app.db
            .selectFrom('applicantProductSummary')
            .select(['paidAmount', 'outstandingBalance'])
            .where('applicantProductId', '=', a.id)
            .executeTakeFirstOrThrow();
          const balance = agreementBalance(
            a.totalPayable,
            drawn.entries,
            drawn.charges.map((amount) => ({ amount })),
          );
          expect({
            paid: ringgitToSen(stored.paidAmount),
            outstanding: stored.outstandingBalance === null ? null : ringgitToSen(stored.outstandingBalance),
          }).toEqual({ paid: balance.cash, outstanding: balance.outstanding });
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the overdue age buckets', async () => {
    // Every day up to 400 (each bound and its neighbours), then random ones beyond.
    const bucketsOf = async (days: number[]) => {
      const { rows } = await sql<{ bucket: string }>`
        select ${overdueAgeBucketSql(sql`d.days`)} as bucket
        from unnest(${days}::int[]) with ordinality as d (days, n) order by d.n`.execute(t.app.db);
      return rows.map((row) => row.bucket);
    };
    const everyDay = Array.from({ length: 401 }, (_, day) => day);
    expect(await bucketsOf(everyDay)).toEqual(everyDay.map(overdueAgeBucket));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 40 }),
        async (days) => {
          expect(await bucketsOf(days)).toEqual(days.map(overdueAgeBucket));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('the 7-day performance', async () => {
    const instalment = fc.record({
      due: fc.integer({ min: -60, max: 60 }),
      charge: fc.integer({ min: 1, max: 10_000 }),
      paidShare: fc.constantFrom(0, 0.5, 1, 1.2),
      paidOn: fc.option(fc.integer({ min: -60, max: 60 }), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(instalment, { minLength: 1, maxLength: 20 }), async (drawn) => {
        const rows = drawn.map((row, n) => ({
          n,
          due: addDays(today, row.due),
          charge: row.charge,
          paid: Math.round(row.charge * row.paidShare),
          paidOn: row.paidShare === 0 || row.paidOn === null ? null : addDays(today, row.paidOn),
        }));
        const { rows: found } = await sql<{ performance: string | null }>`
          select ${paymentPerformanceSql({
            due: sql`i.due`,
            paid: sql`i.paid`,
            charge: sql`i.charge`,
            paidOn: sql`i.paid_on`,
            today: sql`${today}::date`,
          })} as performance
          from (values ${valuesOf(
            rows.map((row) => [row.n, row.due, row.charge, row.paid, row.paidOn]),
            ['int', 'date', 'int', 'int', 'date'],
          )}) as i (n, due, charge, paid, paid_on)
          order by i.n`.execute(t.app.db);
        expect(found.map((row) => row.performance)).toEqual(
          rows.map((row) =>
            row.due > today && row.paid < row.charge
              ? null
              : paymentPerformanceStatus(
                  { dueDate: row.due, chargeAmount: row.charge, paidAmount: row.paid, paidAt: row.paidOn },
                  today,
                ),
          ),
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the live agreement and the collection', async () => {
    const line = fc.record({
      lineDeleted: fc.boolean(),
      applicationDeleted: fc.boolean(),
      hpNo: fc.option(fc.constant('HP/1'), { nil: null }),
      agreementExecution: fc.option(fc.constant(today), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { minLength: 1, maxLength: 20 }), async (lines) => {
        const deletedAt = (deleted: boolean) => (deleted ? '2026-01-01T00:00:00Z' : null);
        const { rows } = await sql<{ live: boolean; collection: boolean }>`
          select ${liveAgreementSql('l', 'a')} as live, ${liveCollectionSql('l', 'a')} as collection
          from (values ${valuesOf(
            lines.map((row, n) => [n, deletedAt(row.lineDeleted), row.hpNo, row.agreementExecution]),
            ['int', 'timestamptz', 'text', 'date'],
          )}) as l (n, deleted_at, hp_no, agreement_execution)
          join (values ${valuesOf(
            lines.map((row, n) => [n, deletedAt(row.applicationDeleted)]),
            ['int', 'timestamptz'],
          )}) as a (n, deleted_at) on a.n = l.n
          order by l.n`.execute(t.app.db);
        expect(rows).toEqual(
          lines.map((row) => ({ live: isLiveAgreement(row), collection: isCollection(row) })),
        );
      }),
      { numRuns: RUNS },
    );
  });
});
