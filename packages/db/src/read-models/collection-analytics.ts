import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../client';
import { DATA_VERSION_SLOTS } from './data-version';
import { fillOrderSql, headPieceSql, reachedOnSql, roomThroughSql } from './rules/allocation';
import { isCashSql } from './rules/ledger-cash';

/**
 * The Collection Overview's stored allocation (issue 15), written by `refreshCollectionAnalytics`. A ledger or
 * schedule change notes its line in collection_analytics_stale in its own transaction (`refreshAgreementSummary`
 * does it); `catchUpCollectionAnalytics` re-writes the noted lines in batches (issue 30: a payment used to spend
 * a third of its database time here). The job worker catches up every few seconds and every reader of these
 * tables (apps/api analytics.repository) catches up before it reads, so an overview never shows a stored
 * allocation older than the ledger it was asked after.
 *
 * A line is *regular* when its ledger holds only untargeted, non-negative cash entries (issue 26: a line with a
 * rebate is re-allocated in SQL, where the collected figures leave the non-cash entries out), its charges are not negative
 * and it has a total payable: the domain's allocation (decisions §6) then fills the instalments oldest first by
 * the running ledger total (the prefix fill of allocation.ts, whose fragments this uses), so the book as of any
 * day D is the prefix of the allocation made today, and "paid as of D" is a lookup instead of a re-allocation. Per regular line with an HP number and an execution
 * date (a collection):
 * - collection_line: total payable, first activity, last payment, the day the ledger reached the total payable
 *   (settled_on) and the overpayment; every line with an HP number, a ledger or a schedule has one, regular or not;
 * - collection_line_ledger: per ledger entry (ledger order) its date, amount and the part of it that paid
 *   instalments already past due (overdueCollected);
 * - collection_instalment: per instalment its company and late reason (copied: the late reason is written
 *   through addLateReason, which refreshes), its charge, the charges before it in fill order (allocation.ts),
 *   the day it became fully paid (full_at; null when it is not) and the ledger's running totals on the days
 *   it was part paid, so its paid amount on any day is one binary search;
 * - collection_day: per day the sums over those lines of the ledger, the overdue part of it, the charges due
 *   and the number of instalments due, the total payable of the lines executed and the lines settled that day.
 *   Lines deleted later or executed after the day asked are taken back out by the queries (their own rows are
 *   kept), so a deletion needs no refresh. A day's sums are split over slots (issue 30): a refresh adds its
 *   change to the rows of its connection's slot (`pg_backend_pid() % DATA_VERSION_SLOTS`, as the data
 *   version), in one statement in day order, and readers sum a day's slots. Two payments on different
 *   agreements, on the same day, therefore wait for each other only when their connections share a slot (and
 *   then cannot deadlock: both take their rows in day order); before issue 30 every ledger write in the system
 *   queued on one advisory lock.
 * The other lines (a targeted prepayment or correction re-allocates the pool as of each day) are answered by
 * the re-allocation in SQL (allocation.ts allocateLedgerCte), which is cheap over these few lines.
 */
export async function refreshCollectionAnalytics(db: Db, lineIds: readonly number[] | 'all'): Promise<void> {
  if (lineIds !== 'all' && lineIds.length === 0) return;
  const all = lineIds === 'all';
  const only = (column: string) => (all ? sql`true` : sql`${sql.ref(column)} = any(${[...lineIds]}::int[])`);
  const charge = sql`(t.charge_amount * 100)::bigint`;
  // The charges due before an entry's day: the instalments that fill first (fill order starts with the due date).
  const dueBefore = sql`coalesce(s.cums[width_bucket(l.paid_at - 1, s.dues)], 0)`;
  // The lines' contributions to collection_day as stored, taken back out with the new ones in one statement.
  let before: DayRow[] = [];
  if (all) {
    await sql`delete from collection_day`.execute(db);
    await sql`delete from collection_instalment`.execute(db);
    await sql`delete from collection_line_ledger`.execute(db);
  } else {
    before = (await sql<DayRow>`${dayContributions(onlyLines(lineIds))}`.execute(db)).rows;
    await sql`delete from collection_instalment where ${only('applicant_product_id')}`.execute(db);
    await sql`delete from collection_line_ledger where ${only('applicant_product_id')}`.execute(db);
  }
  await sql`
    with sched as (
      select t.applicant_product_id as line, t.id, t.due_date, t.seq, t.note, ${charge} as charge,
        (${roomThroughSql(charge, sql`t.applicant_product_id`, 't')})::bigint as cum
      from applicant_product_transaction t
      where ${only('t.applicant_product_id')}
    ),
    sched_agg as (
      select line, array_agg(due_date order by ${fillOrderSql()}) as dues,
        array_agg(cum order by ${fillOrderSql()}) as cums, min(due_date) as first_due,
        bool_and(charge >= 0) as plain
      from sched group by line
    ),
    led as (
      select p.applicant_product_id as line, p.id, p.paid_at, (p.amount * 100)::bigint as amount,
        (sum((p.amount * 100)::bigint) over (partition by p.applicant_product_id
          order by p.paid_at, p.id))::bigint as cum,
        p.applicant_product_transaction_id is null and p.amount >= 0 and ${isCashSql('p.kind')} as plain
      from applicant_product_payment p
      where ${only('p.applicant_product_id')}
    ),
    led_agg as (
      select l.line, bool_and(l.plain) as plain,
        array_agg(l.paid_at order by l.paid_at, l.id) as dates,
        array_agg(l.amount order by l.paid_at, l.id) as amounts,
        array_agg(l.cum order by l.paid_at, l.id) as cums,
        array_agg(${headPieceSql(sql`l.cum`, sql`l.amount`, dueBefore)} order by l.paid_at, l.id) as lates
      from led l
      left join sched_agg s on s.line = l.line
      group by l.line
    ),
    lines as (
      select ap.id, ap.hirer_id, (ap.total_payable * 100)::bigint as tp,
        ap.total_payable is not null and coalesce(la.plain, true) and coalesce(sa.plain, true) as regular,
        case when ap.hp_no is not null then ap.agreement_execution end as execution,
        la.dates, la.amounts, la.cums, la.lates, sa.first_due,
        coalesce(la.cums[array_length(la.cums, 1)], 0) as paid
      from applicant_product ap
      left join led_agg la on la.line = ap.id
      left join sched_agg sa on sa.line = ap.id
      where ${all ? sql`(ap.hp_no is not null or la.line is not null or sa.line is not null)` : only('ap.id')}
    ),
    line_rows as (
      insert into collection_line (applicant_product_id, regular, execution, total_payable, first_activity,
        last_paid_on, settled_on, overpaid)
      select id, regular, execution, tp, least(dates[1], first_due, execution), dates[array_length(dates, 1)],
        case when not regular then null when tp <= 0 then execution
          else ${reachedOnSql(sql`tp`, sql`dates`, sql`cums`)} end,
        paid - tp
      from lines
      on conflict (applicant_product_id) do update set
        regular = excluded.regular, execution = excluded.execution, total_payable = excluded.total_payable,
        first_activity = excluded.first_activity, last_paid_on = excluded.last_paid_on,
        settled_on = excluded.settled_on, overpaid = excluded.overpaid
      returning 1
    ),
    ledger_rows as (
      insert into collection_line_ledger (applicant_product_id, paid_dates, paid_amounts, late_amounts)
      select id, dates, amounts, lates from lines
      where regular and execution is not null and dates is not null
      returning 1
    ),
    instalment_rows as (
      insert into collection_instalment (applicant_product_transaction_id, applicant_product_id, hirer_id, execution,
        due_date, charge, note, fill_before, full_at, part_dates, part_cum)
      select s.id, s.line, l.hirer_id, l.execution, s.due_date, s.charge, s.note, s.cum - s.charge,
        case when s.charge <= 0 then '-infinity'::date else ${reachedOnSql(sql`s.cum`, sql`l.dates`, sql`l.cums`)} end,
        case when s.charge > 0 and width_bucket(s.cum - s.charge, l.cums) < width_bucket(s.cum - 1, l.cums)
          then l.dates[width_bucket(s.cum - s.charge, l.cums) + 1 : width_bucket(s.cum - 1, l.cums)] end,
        case when s.charge > 0 and width_bucket(s.cum - s.charge, l.cums) < width_bucket(s.cum - 1, l.cums)
          then l.cums[width_bucket(s.cum - s.charge, l.cums) + 1 : width_bucket(s.cum - 1, l.cums)] end
      from sched s
      join lines l on l.id = s.line
      where l.regular and l.execution is not null
      returning 1
    )
    select (select count(*) from line_rows) + (select count(*) from ledger_rows)
      + (select count(*) from instalment_rows) as n`.execute(db);
  if (all) {
    await sql`insert into collection_day (day, paid, late, charged, instalments, payable, lines, settled, surplus)
      ${dayContributions(sql`true`)}`.execute(db);
  } else {
    await addDays(db, lineIds, before);
  }
}

const DAY_SUMS = [
  'paid',
  'late',
  'charged',
  'instalments',
  'payable',
  'lines',
  'settled',
  'surplus',
] as const;
type DayRow = { day: string } & Record<(typeof DAY_SUMS)[number], string | number>;

const onlyLines = (lineIds: readonly number[]) => sql`applicant_product_id = any(${[...lineIds]}::int[])`;

/**
 * The per-day sums of the lines' stored rows: ledger and overdue part by payment day, charges and instalments by
 * due day, total payable and lines by execution day, settled lines and their overpayment by the day they were
 * settled.
 */
function dayContributions(where: RawBuilder<unknown>): RawBuilder<DayRow> {
  return sql<DayRow>`
    select day, sum(paid) as paid, sum(late) as late, sum(charged) as charged, sum(n) as instalments,
      sum(payable) as payable, sum(lines) as lines, sum(settled) as settled, sum(surplus) as surplus
    from (
      select u.day, u.paid, u.late, 0::bigint as charged, 0 as n, 0::bigint as payable, 0 as lines, 0 as settled,
        0::bigint as surplus
      from collection_line_ledger l
      cross join lateral unnest(l.paid_dates, l.paid_amounts, l.late_amounts) as u (day, paid, late)
      where ${where}
      union all
      select i.due_date, 0, 0, i.charge, 1, 0, 0, 0, 0 from collection_instalment i where ${where}
      union all
      select c.execution, 0, 0, 0, 0, c.total_payable, 1, 0, 0 from collection_line c
      where ${where} and c.regular and c.execution is not null
      union all
      select c.settled_on, 0, 0, 0, 0, 0, 0, 1, c.overpaid from collection_line c
      where ${where} and c.regular and c.execution is not null and c.settled_on is not null
    ) c
    group by day
    order by day`;
}

/**
 * Adds the lines' new contributions less `before` (their contributions as they were) to this connection's slot
 * of collection_day: one statement, rows in day order, the days whose sums did not change left alone.
 */
async function addDays(db: Db, lineIds: readonly number[], before: readonly DayRow[]): Promise<void> {
  const column = (name: (typeof DAY_SUMS)[number]) => before.map((row) => String(row[name]));
  await sql`
    insert into collection_day as d (day, slot, ${sql.join(DAY_SUMS.map((name) => sql.ref(name)))})
    select day, pg_backend_pid() % ${sql.lit(DATA_VERSION_SLOTS)},
      ${sql.join(DAY_SUMS.map((name) => sql`sum(${sql.ref(name)})`))}
    from (
      select * from (${dayContributions(onlyLines(lineIds))}) after
      union all
      select day, -paid, -late, -charged, -instalments, -payable, -lines, -settled, -surplus
      from unnest(${before.map((row) => row.day)}::date[], ${column('paid')}::bigint[], ${column('late')}::bigint[],
        ${column('charged')}::bigint[], ${column('instalments')}::int[], ${column('payable')}::bigint[],
        ${column('lines')}::int[], ${column('settled')}::int[], ${column('surplus')}::bigint[])
        as b (day, paid, late, charged, instalments, payable, lines, settled, surplus)
    ) change
    group by day
    having ${sql.join(
      DAY_SUMS.map((name) => sql`sum(${sql.ref(name)}) <> 0`),
      sql` or `,
    )}
    order by day
    on conflict (day, slot) do update set
      ${sql.join(DAY_SUMS.map((name) => sql`${sql.ref(name)} = ${sql.ref(`d.${name}`)} + excluded.${sql.ref(name)}`))}`.execute(
    db,
  );
}

/** Only one catch-up runs at a time (writers never take it: they only note their lines). */
const CATCH_UP_LOCK = 7_300_301;

/** The SQL that notes lines whose stored allocation is older than their ledger (a CTE of the writer's statement). */
export function markCollectionAnalyticsStaleSql(lineIds: readonly number[]): RawBuilder<unknown> {
  return sql`insert into collection_analytics_stale (applicant_product_id)
    select unnest(${[...lineIds]}::int[]) on conflict do nothing`;
}

/**
 * Re-writes the stored allocation of the lines noted stale, `batch` at a time, each batch in its own transaction
 * holding the catch-up lock: the notes it takes are deleted in the transaction that re-writes their lines, so a
 * note added by a writer that commits meanwhile stays for the next batch, and a catch-up that waited for another
 * finds the lines that one took already done. Answers the number of lines re-written. Inside a transaction (a
 * test's, a fixture's) it runs in it.
 */
export async function catchUpCollectionAnalytics(db: Db, batch = 500): Promise<number> {
  if (!(await hasStaleLines(db))) return 0;
  const once = async (trx: Db) => {
    await sql`select pg_advisory_xact_lock(${CATCH_UP_LOCK})`.execute(trx);
    const { rows } = await sql<{ id: number }>`
      delete from collection_analytics_stale where applicant_product_id in (
        select applicant_product_id from collection_analytics_stale order by applicant_product_id limit ${batch})
      returning applicant_product_id as id`.execute(trx);
    await refreshCollectionAnalytics(
      trx,
      rows.map((row) => Number(row.id)),
    );
    return rows.length;
  };
  let done = 0;
  for (;;) {
    const taken = db.isTransaction ? await once(db) : await db.transaction().execute(once);
    done += taken;
    if (taken < batch) return done;
  }
}

async function hasStaleLines(db: Db): Promise<boolean> {
  const { rows } = await sql<{ stale: boolean }>`
    select exists (select from collection_analytics_stale) as stale`.execute(db);
  return rows[0]?.stale === true;
}

/**
 * The regular lines on `asOf` from the stored allocation (every reader catches it up first,
 * `catchUpCollectionAnalytics`), in sen, after allocation.ts `allocateLedgerCte` (whose `book` and `alloc` it reads):
 * - gone: deleted lines (their stored rows stay; the book leaves them out);
 * - days: collection_day up to the end of asOf's month, less the regular lines it holds that are not in the
 *   book on asOf (deleted, or executed after asOf with something dated before);
 * - stored_overdue: the regular instalments due before asOf and not fully paid on it (never fully paid, or
 *   fully paid after it: the GiST index on (due date, full_at)), with what was unpaid on asOf;
 * - overdue: those and the irregular lines' overdue instalments, unpaid in sen.
 */
export function storedBookCte(asOf: string): RawBuilder<unknown> {
  const monthEnd = sql`(date_trunc('month', ${asOf}::date) + interval '1 month - 1 day')::date`;
  return sql`
  gone as (
    select id from applicant_product where deleted_at is not null
    union
    select ap.id from applicant ad join applicant_product ap on ap.applicant_id = ad.id where ad.deleted_at is not null
  ),
  stored_out as (
    select c.applicant_product_id from collection_line c
    where c.regular and c.execution > ${asOf}::date and c.execution <= ${monthEnd} and c.first_activity <= ${monthEnd}
    union
    select c.applicant_product_id from collection_line c
    where c.regular and c.first_activity < c.execution and c.execution > ${asOf}::date
      and c.first_activity <= ${monthEnd}
    union
    select c.applicant_product_id from collection_line c
    join gone g on g.id = c.applicant_product_id
    where c.regular and c.execution is not null and c.first_activity <= ${monthEnd}
  ),
  days as (
    select day, sum(paid) as paid, sum(late) as late, sum(charged) as charged, sum(n) as n,
      sum(payable) as payable, sum(lines) as lines, sum(settled) as settled, sum(surplus) as surplus
    from (
      select day, paid, late, charged, instalments as n, payable, lines, settled, surplus
      from collection_day where day <= ${monthEnd}
      union all
      select u.day, -u.paid, -u.late, 0, 0, 0, 0, 0, 0
      from collection_line_ledger l
      join stored_out o on o.applicant_product_id = l.applicant_product_id
      cross join lateral unnest(l.paid_dates, l.paid_amounts, l.late_amounts) as u (day, paid, late)
      where u.day <= ${monthEnd}
      union all
      select i.due_date, 0, 0, -i.charge, -1, 0, 0, 0, 0
      from collection_instalment i
      join stored_out o on o.applicant_product_id = i.applicant_product_id
      where i.due_date <= ${monthEnd}
      union all
      select c.execution, 0, 0, 0, 0, -c.total_payable, -1, 0, 0
      from collection_line c
      join stored_out o on o.applicant_product_id = c.applicant_product_id
      union all
      select c.settled_on, 0, 0, 0, 0, 0, 0, -1, -c.overpaid
      from collection_line c
      join stored_out o on o.applicant_product_id = c.applicant_product_id
      where c.settled_on is not null
    ) d
    group by day
  ),
  stored_overdue as (
    select o.id, o.agreement_id, o.hirer_id, o.due_date, o.note, o.charge, o.fill_before,
      o.charge - (coalesce(o.part_cum[width_bucket(${asOf}::date, o.part_dates)], o.fill_before) - o.fill_before)
        as unpaid
    from (
      select i.applicant_product_transaction_id as id, i.applicant_product_id as agreement_id, i.hirer_id,
        i.due_date, i.note, i.charge, i.fill_before, i.part_dates, i.part_cum
      from collection_instalment i
      where i.full_at is null and i.due_date < ${asOf}::date and i.execution <= ${asOf}::date
      union all
      select i.applicant_product_transaction_id, i.applicant_product_id, i.hirer_id, i.due_date, i.note, i.charge,
        i.fill_before, i.part_dates, i.part_cum
      from collection_instalment i
      where daterange(i.due_date, i.full_at, '()') @> ${asOf}::date and i.full_at > i.due_date + 1
        and i.execution <= ${asOf}::date
    ) o
    where o.agreement_id not in (select id from gone)
  ),
  overdue as (
    select id, agreement_id, hirer_id, due_date, note, unpaid, true as stored from stored_overdue
    union all
    select a.id, a.agreement_id, b.hirer_id, a.due_date, a.note, ((a.charge_amount - a.paid) * 100)::bigint, false
    from alloc a
    join book b on b.id = a.agreement_id
    where a.due_date < ${asOf}::date and a.paid < a.charge_amount
  )`;
}
