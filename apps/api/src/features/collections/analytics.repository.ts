import {
  allocateLedgerCte,
  catchUpCollectionAnalytics,
  crossesFillSql,
  type Db,
  overdueAgeBucketSql,
  pieceSql,
  prefixFillSql,
  storedBookCte,
} from '@sewabeli/db';
import { type RawBuilder, sql } from 'kysely';

/**
 * The Collection Overview's figures (decisions §6): the book as of a day, its irregular lines re-allocated in SQL
 * (packages/db read-models/rules/allocation.ts `allocateLedgerCte`) and its regular ones read from the stored allocation
 * (read-models/collection-analytics.ts `storedBookCte`).
 */

export interface FigureRow {
  installmentCollected: string;
  overdueCollected: string;
  totalOverdue: string;
  chargesDue: string;
  outstandingBalance: string;
  nonPerformingLoan: string;
  activeAgreements: number;
  settledAgreements: number;
  /** Overdue remainder by age bucket (decisions §6: 0-30 ... 150+, upper bounds inclusive); only buckets with some. */
  overdueByAge: { bucket: string; totalOverdue: string; count: number }[];
}

export async function figures(db: Db, start: string, asOf: string): Promise<FigureRow> {
  await catchUpCollectionAnalytics(db);
  const result = await figuresQuery(start, asOf).execute(db);
  return result.rows[0]!;
}

/** The figures' statement, apart so that its plan can be read (EXPLAIN) at the bench's size. */
export function figuresQuery(start: string, asOf: string): RawBuilder<FigureRow> {
  return sql<FigureRow>`with ${allocateLedgerCte(asOf)}, ${storedBookCte(asOf)},
  pool_pieces as (
    select pr.paid_at, pr.cash, f.due_date,
      ${pieceSql((pool) => prefixFillSql(pool, sql`f.room_before`, sql`f.room`), sql`pr.pool_after`, sql`pr.amount`)}
        as piece
    from pool_running pr
    join filled f on f.agreement_id = pr.agreement_id
      and ${crossesFillSql(sql`pr.pool_after`, sql`pr.amount`, sql`f.room_before`, sql`f.room`)}
    where pr.paid_at >= ${start}::date
  ),
  oldest_unpaid as (
    select agreement_id, min(due_date) as due_date from alloc where paid < charge_amount group by agreement_id
  ),
  stored_lines as (
    select coalesce(sum(lines), 0) as lines, coalesce(sum(settled), 0) as settled,
      coalesce(sum(payable), 0) as payable,
      coalesce(sum(surplus), 0) - (
        select coalesce(sum(u.amount), 0)
        from collection_line c
        join collection_line_ledger l on l.applicant_product_id = c.applicant_product_id
        cross join lateral unnest(l.paid_dates, l.paid_amounts) as u (day, amount)
        where c.regular and c.settled_on < c.last_paid_on and c.settled_on <= ${asOf}::date
          and c.last_paid_on > ${asOf}::date and c.execution <= ${asOf}::date
          and c.applicant_product_id not in (select id from gone) and u.day > ${asOf}::date
      ) as settled_surplus
    from days where day <= ${asOf}::date
  ),
  stored_npl as (
    select coalesce(sum(c.total_payable - n.paid), 0) as npl
    from (
      -- a line's oldest overdue instalment is the first not fully paid: the ledger on asOf filled those before it
      select distinct on (agreement_id) agreement_id, fill_before + charge - unpaid as paid
      from stored_overdue
      where due_date < ${asOf}::date - 90
      order by agreement_id, due_date, fill_before
    ) n
    join collection_line c on c.applicant_product_id = n.agreement_id
    where c.total_payable - n.paid > 0
  ),
  ages as (
    select ${overdueAgeBucketSql(sql`${asOf}::date - due_date`)} as bucket,
      sum(unpaid) as unpaid, count(*) as count
    from overdue
    group by 1
  ),
  stored_days as (
    select coalesce(sum(paid) filter (where day >= ${start}::date and day <= ${asOf}::date), 0) as collected,
      coalesce(sum(late) filter (where day >= ${start}::date and day <= ${asOf}::date), 0) as late,
      coalesce(sum(paid) filter (where day <= ${asOf}::date), 0) as paid,
      coalesce(sum(charged) filter (where day <= ${asOf}::date), 0) as charged
    from days
  )
  select
    ((select coalesce(sum(amount), 0) from entries where paid_at >= ${start}::date and cash)
      + (select collected from stored_days) / 100.0)::numeric(14, 2) as "installmentCollected",
    ((select coalesce(sum(piece), 0) from pool_pieces where paid_at > due_date and cash)
      + (select coalesce(sum(piece), 0) from targeted_moves
         where paid_at >= ${start}::date and paid_at > due_date and cash)
      + (select late from stored_days) / 100.0)::numeric(14, 2) as "overdueCollected",
    ((select coalesce(sum(unpaid), 0) from ages) / 100.0)::numeric(14, 2) as "totalOverdue",
    ((select coalesce(sum(charge_amount), 0) from alloc where due_date <= ${asOf}::date)
      + (select charged from stored_days) / 100.0)::numeric(14, 2) as "chargesDue",
    ((select coalesce(sum(outstanding), 0) from received where outstanding > 0)
      + ((select payable from stored_lines) - (select paid from stored_days)
        + (select settled_surplus from stored_lines)) / 100.0)::numeric(14, 2) as "outstandingBalance",
    ((select coalesce(sum(r.outstanding), 0) from received r
      join oldest_unpaid o on o.agreement_id = r.id
      where r.outstanding > 0 and ${asOf}::date - o.due_date > 90)
      + (select npl from stored_npl) / 100.0)::numeric(14, 2) as "nonPerformingLoan",
    ((select count(*) from received where outstanding > 0)
      + (select lines - settled from stored_lines))::int as "activeAgreements",
    ((select count(*) from received where outstanding <= 0)
      + (select settled from stored_lines))::int as "settledAgreements",
    (select coalesce(json_agg(json_build_object('bucket', bucket,
      'totalOverdue', (unpaid / 100.0)::numeric(14, 2)::text, 'count', count)), '[]')
      from ages) as "overdueByAge"`;
}

/**
 * The overdue remainder by late reason, with the receivable's totals (overdue, charges due) in the same
 * statement: one pass over the overdue instalments.
 */
export async function overdueByReason(db: Db, asOf: string) {
  await catchUpCollectionAnalytics(db);
  const result = await sql<{
    reasons: { reason: string; totalOverdue: string; count: number }[];
    totalOverdue: string;
    chargesDue: string;
  }>`with ${allocateLedgerCte(asOf)}, ${storedBookCte(asOf)},
  reasons as (
    select coalesce(nullif(btrim(note), ''), 'No reason') as reason, sum(unpaid) as unpaid, count(*) as count
    from overdue
    group by 1
  )
  select
    (select coalesce(json_agg(json_build_object('reason', reason,
        'totalOverdue', (unpaid / 100.0)::numeric(14, 2)::text, 'count', count) order by unpaid desc, reason), '[]')
      from reasons) as reasons,
    ((select coalesce(sum(unpaid), 0) from reasons) / 100.0)::numeric(14, 2) as "totalOverdue",
    ((select coalesce(sum(charge_amount), 0) from alloc where due_date <= ${asOf}::date)
      + (select coalesce(sum(charged), 0) from days where day <= ${asOf}::date) / 100.0)::numeric(14, 2)
      as "chargesDue"`.execute(db);
  return result.rows[0]!;
}

/** Overdue Clients: largest overdue first; Months Overdue by Clients: most months, then largest overdue. */
export type ClientOrder = 'overdue' | 'months';

export interface ClientOverdueRow {
  hirerId: number;
  name: string;
  /** Sen. */
  totalOverdue: number;
  totalOverdueMonths: number;
  agreementIds: number[];
}

/**
 * The overdue remainder by company, ordered (ties by hirer id) and cut to `limit` rows from `offset` in SQL, with
 * the count of every overdue company; names are read for the rows returned only. No limit: every company.
 */
export async function overdueByClient(
  db: Db,
  asOf: string,
  page: { order: ClientOrder; limit?: number; offset?: number },
): Promise<{ total: number; rows: ClientOverdueRow[] }> {
  await catchUpCollectionAnalytics(db);
  const order =
    page.order === 'months' ? sql`o.months desc, o.unpaid desc, o.hirer_id` : sql`o.unpaid desc, o.hirer_id`;
  const result = await sql<{
    total: number;
    rows: ClientOverdueRow[];
  }>`with ${allocateLedgerCte(asOf)}, ${storedBookCte(asOf)},
  by_agreement as (
    select hirer_id, agreement_id, sum(unpaid) as unpaid, count(*) as months
    from overdue group by hirer_id, agreement_id
  ),
  by_hirer as (
    select hirer_id, sum(unpaid) as unpaid, sum(months) as months,
      array_agg(agreement_id order by agreement_id) as agreement_ids
    from by_agreement group by hirer_id
  ),
  ranked as (
    select o.* from by_hirer o
    order by ${order}
    limit ${page.limit ?? null} offset ${page.offset ?? 0}
  )
  select (select count(*) from by_hirer)::int as total,
    coalesce((select json_agg(json_build_object('hirerId', o.hirer_id, 'name', h.name,
        'totalOverdue', o.unpaid, 'totalOverdueMonths', o.months::int,
        'agreementIds', o.agreement_ids) order by ${order})
      from ranked o join hirer h on h.id = o.hirer_id), '[]') as rows`.execute(db);
  return result.rows[0]!;
}

export async function monthlyCollection(db: Db, start: string, asOf: string) {
  await catchUpCollectionAnalytics(db);
  const monthEnd = sql`(date_trunc('month', ${asOf}::date) + interval '1 month - 1 day')::date`;
  const result = await sql<{
    month: string;
    totalPaid: string;
    totalOverdue: string;
    paidTransactions: number;
    overdueTransactions: number;
  }>`with ${allocateLedgerCte(asOf)}, ${storedBookCte(asOf)},
  months as (
    select generate_series(date_trunc('month', ${start}::date), date_trunc('month', ${asOf}::date), interval '1 month')::date as month
  ),
  paid as (
    select month, sum(total) as total from (
      select date_trunc('month', paid_at)::date as month, amount as total
      from entries where paid_at >= ${start}::date and cash
      union all
      select date_trunc('month', day)::date, paid / 100.0 from days
      where day >= ${start}::date and day <= ${asOf}::date
    ) p
    group by 1
  ),
  due as (
    select date_trunc('month', due_date)::date as month,
      count(*) filter (where paid >= charge_amount) as paid_count
    from alloc where due_date >= ${start}::date and due_date <= ${monthEnd}
    group by 1
  ),
  stored_due as (
    select date_trunc('month', day)::date as month, sum(n) as n from days where day >= ${start}::date group by 1
  ),
  late as (
    select date_trunc('month', due_date)::date as month, count(*) as overdue_count, sum(unpaid) / 100.0 as overdue,
      count(*) filter (where stored) as stored_count
    from overdue where due_date >= ${start}::date group by 1
  ),
  stored_unpaid as (
    -- the stored instalments not fully paid on asOf: the overdue ones (late) and those due from asOf to month end
    select date_trunc('month', i.due_date)::date as month, count(*) as n
    from collection_instalment i
    where i.due_date >= greatest(${asOf}::date, ${start}::date) and i.due_date <= ${monthEnd}
      and (i.full_at is null or i.full_at > ${asOf}::date) and i.execution <= ${asOf}::date
      and i.applicant_product_id not in (select id from gone)
    group by 1
  )
  select to_char(m.month, 'YYYY-MM') as month, coalesce(p.total, 0)::numeric(14, 2) as "totalPaid",
    coalesce(l.overdue, 0)::numeric(14, 2) as "totalOverdue",
    (coalesce(d.paid_count, 0) + coalesce(sd.n, 0) - coalesce(l.stored_count, 0) - coalesce(su.n, 0))::int
      as "paidTransactions",
    coalesce(l.overdue_count, 0)::int as "overdueTransactions"
  from months m
  left join paid p on p.month = m.month
  left join due d on d.month = m.month
  left join stored_due sd on sd.month = m.month
  left join stored_unpaid su on su.month = m.month
  left join late l on l.month = m.month
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
  await catchUpCollectionAnalytics(db);
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
  }>`with ${allocateLedgerCte(asOf)}, ${storedBookCte(asOf)},
  chosen as (
    select o.*, count(*) over () as total
    from overdue o
    where (${filter.minDays ?? null}::int is null or ${asOf}::date - o.due_date >= ${filter.minDays ?? null}::int)
      and (${filter.maxDays ?? null}::int is null or ${asOf}::date - o.due_date <= ${filter.maxDays ?? null}::int)
      and (${filter.month ?? null}::text is null or to_char(o.due_date, 'YYYY-MM') = ${filter.month ?? null}::text)
    order by o.unpaid desc, o.id
    limit ${limit}
  )
  select a.id, a.agreement_id as "agreementId", ap.hp_no as "hpNo", ap.hirer_id as "hirerId", h.name as "hirerName",
    ap.product_id as "productId", pr.name as "productName", ap.brand_id as "brandId", br.name as "brandName",
    t.description, a.due_date as "dueDate", (${asOf}::date - a.due_date)::int as "daysPastDue",
    (a.unpaid / 100.0)::numeric(14, 2) as unpaid, a.total::int as total
  from chosen a
  join applicant_product_transaction t on t.id = a.id
  join applicant_product ap on ap.id = a.agreement_id
  join hirer h on h.id = ap.hirer_id
  join product pr on pr.id = ap.product_id
  join brand br on br.id = ap.brand_id
  order by a.unpaid desc, a.id`.execute(db);
  return result.rows;
}
