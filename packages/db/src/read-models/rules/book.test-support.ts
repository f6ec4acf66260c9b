import {
  addDays,
  allocateLedger,
  type CalendarDate,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import fc from 'fast-check';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../client';
import type { ApplicantProductPaymentKind } from '../../tables/agreements';
import { refreshAgreementSummary } from '../summary';

/**
 * What the read models' property tests (issue 42: beside their modules) write their random books with, on a
 * database with the base seed: agreements of one company with their own HP number, schedule and ledger, and the
 * ledger writer's own step (the domain's allocation stored, then the summary refreshed).
 */

let serial = 0;

export interface BookLine {
  id: number;
  instalmentIds: number[];
  totalPayable: Sen;
}

/** One row per value, as a VALUES list of the given SQL casts. */
export function valuesOf(
  rows: readonly (readonly unknown[])[],
  casts: readonly string[],
): RawBuilder<unknown> {
  return sql.join(
    rows.map(
      (row) => sql`(${sql.join(row.map((value, index) => sql`${value}::${sql.raw(casts[index]!)}`))})`,
    ),
  );
}

/** The company, first application, asset and vendor every test line hangs on (written once per database). */
async function ownerOf(db: Db) {
  const found =
    await sql<Owner>`select ap.id as applicant_id, ap.hirer_id, b.id as brand_id, p.id as product_id,
      v.id as vendor_id, r.id as resource_id
    from applicant ap, brand b, product p, vendor v, resource r
    where b.name = 'Read Model Brand' and p.brand_id = b.id and v.name = 'Read Model Vendor'
      and r.category = 'REPAYMENT_MODE'
    order by ap.id, r.id limit 1`.execute(db);
  if (found.rows[0]) return found.rows[0];
  const { rows } = await sql<Owner>`
    with sector as (select id from resource where category = 'HIRER_BUSINESS' order by id limit 1),
    mode as (select id from resource where category = 'REPAYMENT_MODE' order by id limit 1),
    h as (
      insert into hirer (name, registration_no, shortname, establish_year, resource_id, address, pic, pic_no)
      select 'Read Model Hirer Sdn Bhd', 'RM-1', 'RMH', 2010, sector.id, 'Jalan Ujian 1', 'Ali', '0120000000'
      from sector returning id
    ),
    fp as (
      insert into financial_program (name, percentage_on_new, percentage_on_used)
      values ('Read Model Program', 90, 80) returning id
    ),
    a as (insert into applicant (hirer_id, financial_program_id) select h.id, fp.id from h, fp returning id, hirer_id),
    b as (insert into brand (name) values ('Read Model Brand') returning id),
    p as (insert into product (brand_id, name, cost, is_new) select b.id, 'RM Loader', 1000, 1 from b returning id),
    v as (insert into vendor (name) values ('Read Model Vendor') returning id)
    select a.id as applicant_id, a.hirer_id, b.id as brand_id, p.id as product_id, v.id as vendor_id,
      mode.id as resource_id
    from a, b, p, v, mode`.execute(db);
  return rows[0]!;
}

interface Owner {
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  vendorId: number;
  resourceId: number;
}

/**
 * An application of the test company, at the progress given (the table's default otherwise) with the four approval
 * statuses given (status1..status4: null pending, 1 approved, 0 rejected; none decided otherwise).
 */
export async function insertApplication(
  db: Db,
  application: { progressId?: number; statuses?: readonly (0 | 1 | null)[] } = {},
): Promise<number> {
  const owner = await ownerOf(db);
  const [s1, s2, s3, s4] = application.statuses ?? [];
  const { rows } = await sql<{
    id: number;
  }>`insert into applicant (hirer_id, financial_program_id, progress_id,
      status1, status2, status3, status4)
    select hirer_id, financial_program_id, coalesce(${application.progressId ?? null}::int, progress_id),
      ${s1 ?? null}::smallint, ${s2 ?? null}::smallint, ${s3 ?? null}::smallint, ${s4 ?? null}::smallint
    from applicant where id = ${owner.applicantId} returning id`.execute(db);
  return rows[0]!.id;
}

/** An executed agreement of `months` instalments of `monthly` sen, the first due a month after `execution`. */
export async function insertLine(
  db: Db,
  line: { execution: CalendarDate | null; months: number; monthly: Sen; hpNo?: string | null },
): Promise<BookLine> {
  serial += 1;
  const owner = await ownerOf(db);
  // One line per application: an application holds an asset once in each condition.
  const applicantId = await insertApplication(db);
  const totalPayable = line.monthly * line.months;
  const { id } = await db
    .insertInto('applicantProduct')
    .values({
      ...owner,
      applicantId,
      condition: 'New',
      isNew: 1,
      cost: senToRinggit(totalPayable),
      loanAmount: senToRinggit(totalPayable),
      tenure: 1,
      interestRate: '0',
      downpayment: '0',
      totalInterest: '0',
      totalPayable: senToRinggit(totalPayable),
      monthlyInstallment: senToRinggit(line.monthly),
      finalInstallment: senToRinggit(line.monthly),
      marginFinance: '100',
      hpNo: line.hpNo === undefined ? `RM/HP/${process.pid}/${serial}` : line.hpNo,
      agreementExecution: line.execution,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const instalments = await sql<{ id: number }>`
    insert into applicant_product_transaction (applicant_product_id, seq, description, due_date, charge_amount)
    select ${id}, n, 'Instalment ' || n,
      (coalesce(${line.execution}::date, current_date) + n * interval '1 month')::date, ${senToRinggit(line.monthly)}
    from generate_series(1, ${line.months}) as n
    order by n
    returning id`.execute(db);
  await refreshAgreementSummary(db, [id]);
  return { id, instalmentIds: instalments.rows.map((row) => row.id), totalPayable };
}

/** Ledger entries of `line`, in sen (amount), returning their ids in order. */
export async function insertEntries(
  db: Db,
  line: number,
  entries: readonly {
    amount: Sen;
    paidAt: CalendarDate;
    kind: ApplicantProductPaymentKind;
    instalmentId?: number | null;
  }[],
): Promise<number[]> {
  if (entries.length === 0) return [];
  const by = await db.selectFrom('user').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  const { rows } = await sql<{ id: number }>`insert into applicant_product_payment (applicant_product_id,
      applicant_product_transaction_id, amount, paid_at, kind, created_by)
    values ${valuesOf(
      entries.map((row) => [
        line,
        row.instalmentId ?? null,
        senToRinggit(row.amount),
        row.paidAt,
        row.kind,
        by.id,
      ]),
      ['int', 'int', 'numeric', 'date', 'text', 'int'],
    )}
    returning id`.execute(db);
  return rows.map((row) => row.id);
}

/** The line's schedule, charges in sen. */
export async function instalmentsOf(db: Db, line: number) {
  const rows = await db
    .selectFrom('applicantProductTransaction')
    .select(['id', 'seq', 'dueDate', 'chargeAmount'])
    .where('applicantProductId', '=', line)
    .execute();
  return rows.map((row) => ({ ...row, chargeAmount: ringgitToSen(row.chargeAmount) }));
}

/** The line's ledger, amounts in sen. */
export async function ledgerOf(db: Db, line: number) {
  const rows = await db
    .selectFrom('applicantProductPayment')
    .select(['id', 'amount', 'paidAt'])
    .where('applicantProductId', '=', line)
    .execute();
  return rows.map((row) => ({ ...row, amount: ringgitToSen(row.amount) }));
}

/**
 * The ledger writer's step (apps/api collections ledger.service `recomputeInstalments`): the domain's allocation of
 * the whole ledger stored on the instalments, then the summary refreshed. Answers that allocation.
 */
export async function storeAllocation(db: Db, line: number) {
  const instalments = await instalmentsOf(db, line);
  const { allocations } = allocateLedger(instalments, await ledgerOf(db, line));
  if (allocations.length > 0)
    await sql`update applicant_product_transaction t set paid_amount = s.paid / 100.0, paid_at = s.paid_at
      from unnest(${allocations.map((row) => Number(row.id))}::int[], ${allocations.map((row) => row.paidAmount)}::int[],
        ${allocations.map((row) => row.paidAt)}::date[]) as s (id, paid, paid_at)
      where t.id = s.id`.execute(db);
  await refreshAgreementSummary(db, [line]);
  return allocations.map((allocation) => {
    const instalment = instalments.find((row) => row.id === allocation.id)!;
    return {
      dueDate: instalment.dueDate,
      chargeAmount: instalment.chargeAmount,
      paidAmount: allocation.paidAmount,
    };
  });
}

/** A random book as the property tests draw it: a schedule, cash payments on it and a day to look from. */
export const randomBook = fc.record({
  months: fc.integer({ min: 1, max: 8 }),
  monthly: fc.integer({ min: 1, max: 50_000 }),
  executedDaysAgo: fc.integer({ min: 0, max: 300 }),
  payments: fc.array(
    fc.record({ day: fc.integer({ min: 0, max: 300 }), amount: fc.integer({ min: 1, max: 60_000 }) }),
    { maxLength: 8 },
  ),
  asOfDay: fc.integer({ min: -5, max: 330 }),
});

/** `drawn` written as of `today`, its allocation stored; answers the line, the day to look from and the allocation. */
export async function writeBook(
  db: Db,
  drawn: typeof randomBook extends fc.Arbitrary<infer T> ? T : never,
  today: CalendarDate,
) {
  const execution = addDays(today, -drawn.executedDaysAgo);
  const line = await insertLine(db, { execution, months: drawn.months, monthly: drawn.monthly });
  await insertEntries(
    db,
    line.id,
    drawn.payments.map((payment) => ({
      amount: payment.amount,
      paidAt: addDays(execution, Math.min(payment.day, drawn.executedDaysAgo)),
      kind: 'payment' as const,
    })),
  );
  const current = await storeAllocation(db, line.id);
  return { line, asOf: addDays(execution, drawn.asOfDay), current };
}
