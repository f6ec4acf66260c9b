import { type RawBuilder, sql } from 'kysely';
import type { Db } from './client';
import { isCashSql } from './ledger-cash';

/**
 * The Collection Overview's stored allocation (issue 15), written by `refreshCollectionAnalytics` in the
 * transaction of every ledger or schedule change (it runs inside `refreshAgreementSummary`).
 *
 * A line is *regular* when its ledger holds only untargeted, non-negative cash entries (issue 26: a line with a
 * rebate is re-allocated in SQL, where the collected figures leave the non-cash entries out), its charges are not negative
 * and it has a total payable: the domain's allocation (decisions §6) then fills the instalments oldest first by
 * the running ledger total, so the book as of any day D is the prefix of the allocation made today, and
 * "paid as of D" is a lookup instead of a re-allocation. Per regular line with an HP number and an execution
 * date (a collection):
 * - collection_line: total payable, first activity, last payment, the day the ledger reached the total payable
 *   (settled_on) and the overpayment; every line with an HP number, a ledger or a schedule has one, regular or not;
 * - collection_line_ledger: per ledger entry (ledger order) its date, amount and the part of it that paid
 *   instalments already past due (overdueCollected);
 * - collection_instalment: per instalment its company and late reason (copied: the late reason is written
 *   through addLateReason, which refreshes), its charge, the charges before it in fill order (due date, seq, id),
 *   the day it became fully paid (full_at; null when it is not) and the ledger's running totals on the days
 *   it was part paid, so its paid amount on any day is one binary search;
 * - collection_day: per day the sums over those lines of the ledger, the overdue part of it, the charges due
 *   and the number of instalments due, the total payable of the lines executed and the lines settled that day. Lines deleted later or executed after the day asked are taken back out
 *   by the queries (their own rows are kept), so a deletion needs no refresh.
 * The other lines (a targeted prepayment or correction re-allocates the pool as of each day) are answered by
 * the re-allocation in SQL (analytics.repository bookCte), which is cheap over these few lines.
 */
export async function refreshCollectionAnalytics(db: Db, lineIds: readonly number[] | 'all'): Promise<void> {
  if (lineIds !== 'all' && lineIds.length === 0) return;
  const all = lineIds === 'all';
  const only = (column: string) => (all ? sql`true` : sql`${sql.ref(column)} = any(${[...lineIds]}::int[])`);
  // collection_day is a sum over every line: one refresh at a time, so that no two lines' writers deadlock on
  // its rows (the agreement's own row lock is already held by the ledger writers).
  await sql`select pg_advisory_xact_lock(15015)`.execute(db);
  if (all) {
    await sql`delete from collection_day`.execute(db);
    await sql`delete from collection_instalment`.execute(db);
    await sql`delete from collection_line_ledger`.execute(db);
  } else {
    await addDays(db, -1, lineIds);
    await sql`delete from collection_instalment where ${only('applicant_product_id')}`.execute(db);
    await sql`delete from collection_line_ledger where ${only('applicant_product_id')}`.execute(db);
  }
  await sql`
    with sched as (
      select t.applicant_product_id as line, t.id, t.due_date, t.seq, t.note, (t.charge_amount * 100)::bigint as charge,
        (sum((t.charge_amount * 100)::bigint) over (partition by t.applicant_product_id
          order by t.due_date, t.seq, t.id))::bigint as cum
      from applicant_product_transaction t
      where ${only('t.applicant_product_id')}
    ),
    sched_agg as (
      select line, array_agg(due_date order by due_date, seq, id) as dues,
        array_agg(cum order by due_date, seq, id) as cums, min(due_date) as first_due,
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
        array_agg(greatest(0, least(l.cum, coalesce(s.cums[width_bucket(l.paid_at - 1, s.dues)], 0))
          - (l.cum - l.amount)) order by l.paid_at, l.id) as lates
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
          else dates[width_bucket(tp - 1, cums) + 1] end,
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
        case when s.charge <= 0 then '-infinity'::date else l.dates[width_bucket(s.cum - 1, l.cums) + 1] end,
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
  if (all) await sql`insert into collection_day ${dayContributions(sql`true`, 1)}`.execute(db);
  else await addDays(db, 1, lineIds);
}

/**
 * The per-day sums of the lines' stored rows, times sign (1 to add them, -1 to take them back out): ledger and
 * overdue part by payment day, charges and instalments by due day, total payable and lines by execution day,
 * settled lines and their overpayment by the day they were settled.
 */
function dayContributions(where: RawBuilder<unknown>, sign: number): RawBuilder<unknown> {
  return sql`(day, paid, late, charged, instalments, payable, lines, settled, surplus)
    select day, ${sign} * sum(paid), ${sign} * sum(late), ${sign} * sum(charged), ${sign} * sum(n),
      ${sign} * sum(payable), ${sign} * sum(lines), ${sign} * sum(settled), ${sign} * sum(surplus)
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

async function addDays(db: Db, sign: number, lineIds: readonly number[]): Promise<void> {
  const where = sql`applicant_product_id = any(${[...lineIds]}::int[])`;
  await sql`
    insert into collection_day ${dayContributions(where, sign)}
    on conflict (day) do update set
      paid = collection_day.paid + excluded.paid,
      late = collection_day.late + excluded.late,
      charged = collection_day.charged + excluded.charged,
      instalments = collection_day.instalments + excluded.instalments,
      payable = collection_day.payable + excluded.payable,
      lines = collection_day.lines + excluded.lines,
      settled = collection_day.settled + excluded.settled,
      surplus = collection_day.surplus + excluded.surplus`.execute(db);
}
