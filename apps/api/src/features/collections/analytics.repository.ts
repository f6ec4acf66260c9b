import type { Db } from '@sewabeli/db';
import { type RawBuilder, sql } from 'kysely';

/**
 * The collection book as it stood on `asOf`, in SQL (decisions §6, packages/domain RULES.md 'Collection
 * analytics'): live agreements executed by then, their ledger cut at that date and re-allocated exactly as
 * the domain's allocateLedger does it:
 * - entries targeted at an instalment: per instalment the running net clamped to 0..charge; what lies outside
 *   moves into the agreement's pool on the entry's date (spill);
 * - the pool (untargeted entries and spills, in ledger order) fills the oldest instalment first, by
 *   (due date, seq, id), into the room left by the targeted money. With a running pool that never dips below
 *   0 the state after every movement is a prefix fill of the running total, so an instalment's pooled money is
 *   clamp(pool - room before it, 0, its room), and a movement's piece on it is that fill after minus before.
 */
function bookCte(asOf: string): RawBuilder<unknown> {
  return sql`
  book as (
    select ap.id, ap.hirer_id, ap.total_payable, ap.product_id, ap.brand_id, ap.hp_no
    from applicant_product ap
    join applicant a on a.id = ap.applicant_id
    where ap.deleted_at is null and a.deleted_at is null and ap.hp_no is not null
      and ap.agreement_execution is not null and ap.agreement_execution <= ${asOf}::date
  ),
  entries as (
    select p.id, p.applicant_product_id as agreement_id, p.applicant_product_transaction_id as target,
      p.amount, p.paid_at
    from applicant_product_payment p
    join book b on b.id = p.applicant_product_id
    where p.paid_at <= ${asOf}::date
  ),
  targeted_running as (
    select e.*, sum(e.amount) over (partition by e.target order by e.paid_at, e.id) as net_after
    from entries e
    where e.target is not null
  ),
  targeted_moves as (
    select tr.id, tr.agreement_id, tr.target, tr.paid_at, t.due_date,
      least(greatest(tr.net_after, 0), t.charge_amount)
        - least(greatest(tr.net_after - tr.amount, 0), t.charge_amount) as piece,
      (tr.net_after - least(greatest(tr.net_after, 0), t.charge_amount))
        - ((tr.net_after - tr.amount) - least(greatest(tr.net_after - tr.amount, 0), t.charge_amount)) as spill
    from targeted_running tr
    join applicant_product_transaction t on t.id = tr.target
  ),
  targeted as (
    select target as id, sum(amount) as net from entries where target is not null group by target
  ),
  slots as (
    select t.id, t.applicant_product_id as agreement_id, t.seq, t.due_date, t.charge_amount, t.note,
      least(greatest(coalesce(tg.net, 0), 0), t.charge_amount) as targeted
    from applicant_product_transaction t
    join book b on b.id = t.applicant_product_id
    left join targeted tg on tg.id = t.id
  ),
  filled as (
    select s.*, s.charge_amount - s.targeted as room,
      coalesce(sum(s.charge_amount - s.targeted) over (
        partition by s.agreement_id order by s.due_date, s.seq, s.id
        rows between unbounded preceding and 1 preceding), 0) as room_before
    from slots s
  ),
  pool_moves as (
    select id, agreement_id, paid_at, amount from entries where target is null
    union all
    select id, agreement_id, paid_at, spill from targeted_moves where spill <> 0
  ),
  pool_running as (
    select m.*, sum(m.amount) over (partition by m.agreement_id order by m.paid_at, m.id) as pool_after
    from pool_moves m
  ),
  pool_total as (
    select agreement_id, sum(amount) as pool from pool_moves group by agreement_id
  ),
  alloc as (
    select f.*, f.targeted + least(greatest(coalesce(pt.pool, 0) - f.room_before, 0), f.room) as paid
    from filled f
    left join pool_total pt on pt.agreement_id = f.agreement_id
  ),
  received_by_agreement as (
    select agreement_id, sum(amount) as received from entries group by agreement_id
  ),
  received as (
    select b.id, b.hirer_id, b.total_payable, b.total_payable - coalesce(r.received, 0) as outstanding
    from book b
    left join received_by_agreement r on r.agreement_id = b.id
  )`;
}

export interface FigureRow {
  installmentCollected: string;
  overdueCollected: string;
  totalOverdue: string;
  chargesDue: string;
  outstandingBalance: string;
  nonPerformingLoan: string;
  activeAgreements: number;
  settledAgreements: number;
}

export async function figures(db: Db, start: string, asOf: string): Promise<FigureRow> {
  const result = await figuresQuery(start, asOf).execute(db);
  return result.rows[0]!;
}

/** The figures' statement, apart so that its plan can be read (EXPLAIN) at the bench's size. */
export function figuresQuery(start: string, asOf: string): RawBuilder<FigureRow> {
  return sql<FigureRow>`with ${bookCte(asOf)},
  pool_pieces as (
    select pr.paid_at, f.due_date,
      least(greatest(pr.pool_after - f.room_before, 0), f.room)
        - least(greatest(pr.pool_after - pr.amount - f.room_before, 0), f.room) as piece
    from pool_running pr
    join filled f on f.agreement_id = pr.agreement_id
      and greatest(pr.pool_after, pr.pool_after - pr.amount) > f.room_before
      and least(pr.pool_after, pr.pool_after - pr.amount) < f.room_before + f.room
    where pr.paid_at >= ${start}::date
  ),
  oldest_unpaid as (
    select agreement_id, min(due_date) as due_date from alloc where paid < charge_amount group by agreement_id
  )
  select
    (select coalesce(sum(amount), 0) from entries where paid_at >= ${start}::date)::numeric(14, 2)
      as "installmentCollected",
    ((select coalesce(sum(piece), 0) from pool_pieces where paid_at > due_date)
      + (select coalesce(sum(piece), 0) from targeted_moves
         where paid_at >= ${start}::date and paid_at > due_date))::numeric(14, 2) as "overdueCollected",
    (select coalesce(sum(charge_amount - paid), 0) from alloc
      where due_date < ${asOf}::date and paid < charge_amount)::numeric(14, 2) as "totalOverdue",
    (select coalesce(sum(charge_amount), 0) from alloc where due_date <= ${asOf}::date)::numeric(14, 2)
      as "chargesDue",
    (select coalesce(sum(outstanding), 0) from received where outstanding > 0)::numeric(14, 2)
      as "outstandingBalance",
    (select coalesce(sum(r.outstanding), 0) from received r
      join oldest_unpaid o on o.agreement_id = r.id
      where r.outstanding > 0 and ${asOf}::date - o.due_date > 90)::numeric(14, 2) as "nonPerformingLoan",
    (select count(*) from received where outstanding > 0)::int as "activeAgreements",
    (select count(*) from received where outstanding <= 0)::int as "settledAgreements"`;
}

/** Overdue remainder by age bucket (decisions §6: 0-30 ... 150+, upper bounds inclusive). */
export async function overdueByAge(db: Db, asOf: string) {
  const result = await sql<{ bucket: string; totalOverdue: string; count: number }>`with ${bookCte(asOf)}
  select case
      when ${asOf}::date - due_date <= 30 then '0-30'
      when ${asOf}::date - due_date <= 60 then '31-60'
      when ${asOf}::date - due_date <= 90 then '61-90'
      when ${asOf}::date - due_date <= 120 then '91-120'
      when ${asOf}::date - due_date <= 150 then '121-150'
      else '150+' end as bucket,
    sum(charge_amount - paid)::numeric(14, 2) as "totalOverdue",
    count(*)::int as count
  from alloc
  where due_date < ${asOf}::date and paid < charge_amount
  group by 1`.execute(db);
  return result.rows;
}

export async function overdueByReason(db: Db, asOf: string) {
  const result = await sql<{ reason: string; totalOverdue: string; count: number }>`with ${bookCte(asOf)}
  select coalesce(nullif(btrim(note), ''), 'No reason') as reason,
    sum(charge_amount - paid)::numeric(14, 2) as "totalOverdue", count(*)::int as count
  from alloc
  where due_date < ${asOf}::date and paid < charge_amount
  group by 1
  order by 2 desc, 1`.execute(db);
  return result.rows;
}

export async function overdueByClient(db: Db, asOf: string) {
  const result = await sql<{
    hirerId: number;
    name: string;
    totalOverdue: string;
    totalOverdueMonths: number;
    agreementIds: number[];
  }>`with ${bookCte(asOf)}
  select b.hirer_id as "hirerId", h.name, sum(a.charge_amount - a.paid)::numeric(14, 2) as "totalOverdue",
    count(*)::int as "totalOverdueMonths", array_agg(distinct b.id order by b.id) as "agreementIds"
  from alloc a
  join book b on b.id = a.agreement_id
  join hirer h on h.id = b.hirer_id
  where a.due_date < ${asOf}::date and a.paid < a.charge_amount
  group by b.hirer_id, h.name
  order by 3 desc, b.hirer_id`.execute(db);
  return result.rows;
}

export async function monthlyCollection(db: Db, start: string, asOf: string) {
  const result = await sql<{
    month: string;
    totalPaid: string;
    totalOverdue: string;
    paidTransactions: number;
    overdueTransactions: number;
  }>`with ${bookCte(asOf)},
  months as (
    select generate_series(date_trunc('month', ${start}::date), date_trunc('month', ${asOf}::date), interval '1 month')::date as month
  ),
  paid as (
    select date_trunc('month', paid_at)::date as month, sum(amount) as total
    from entries where paid_at >= ${start}::date group by 1
  ),
  due as (
    select date_trunc('month', due_date)::date as month,
      count(*) filter (where paid >= charge_amount) as paid_count,
      count(*) filter (where paid < charge_amount and due_date < ${asOf}::date) as overdue_count,
      sum(charge_amount - paid) filter (where paid < charge_amount and due_date < ${asOf}::date) as overdue
    from alloc where due_date >= ${start}::date and due_date <= (date_trunc('month', ${asOf}::date) + interval '1 month - 1 day')::date
    group by 1
  )
  select to_char(m.month, 'YYYY-MM') as month, coalesce(p.total, 0)::numeric(14, 2) as "totalPaid",
    coalesce(d.overdue, 0)::numeric(14, 2) as "totalOverdue", coalesce(d.paid_count, 0)::int as "paidTransactions",
    coalesce(d.overdue_count, 0)::int as "overdueTransactions"
  from months m
  left join paid p on p.month = m.month
  left join due d on d.month = m.month
  order by m.month`.execute(db);
  return result.rows;
}

/** The overdue instalments behind a chart point (a bucket or a month), largest first, for the detail modal. */
export async function overdueInstalments(
  db: Db,
  asOf: string,
  filter: { minDays?: number; maxDays?: number; month?: string },
  limit: number,
) {
  const result = await sql<{
    id: number;
    agreementId: number;
    hpNo: string;
    hirerId: number;
    hirerName: string;
    productId: number;
    productName: string;
    brandId: number;
    brandName: string;
    description: string;
    dueDate: string;
    daysPastDue: number;
    unpaid: string;
    total: number;
  }>`with ${bookCte(asOf)}
  select a.id, a.agreement_id as "agreementId", b.hp_no as "hpNo", b.hirer_id as "hirerId", h.name as "hirerName",
    b.product_id as "productId", pr.name as "productName", b.brand_id as "brandId", br.name as "brandName",
    t.description, a.due_date as "dueDate", (${asOf}::date - a.due_date)::int as "daysPastDue",
    (a.charge_amount - a.paid)::numeric(14, 2) as unpaid, count(*) over ()::int as total
  from alloc a
  join applicant_product_transaction t on t.id = a.id
  join book b on b.id = a.agreement_id
  join hirer h on h.id = b.hirer_id
  join product pr on pr.id = b.product_id
  join brand br on br.id = b.brand_id
  where a.due_date < ${asOf}::date and a.paid < a.charge_amount
    and (${filter.minDays ?? null}::int is null or ${asOf}::date - a.due_date >= ${filter.minDays ?? null}::int)
    and (${filter.maxDays ?? null}::int is null or ${asOf}::date - a.due_date <= ${filter.maxDays ?? null}::int)
    and (${filter.month ?? null}::text is null or to_char(a.due_date, 'YYYY-MM') = ${filter.month ?? null}::text)
  order by a.charge_amount - a.paid desc, a.id
  limit ${limit}`.execute(db);
  return result.rows;
}
