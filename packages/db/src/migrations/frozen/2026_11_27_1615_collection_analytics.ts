// Frozen (issue 42): the SQL that `refreshCollectionAnalytics(db, 'all')` ran in migration 2026_11_27_1615_collection_analytics, as the read-model code of
// commit 2e3496f (the day the migration was written) spelled it. Generated once from that code; never edit.
export const statements: readonly string[] = [
  `select pg_advisory_xact_lock(15015)`,
  `delete from collection_day`,
  `delete from collection_instalment`,
  `delete from collection_line_ledger`,
  `
    with sched as (
      select t.applicant_product_id as line, t.id, t.due_date, t.seq, t.note, (t.charge_amount * 100)::bigint as charge,
        (sum((t.charge_amount * 100)::bigint) over (partition by t.applicant_product_id
          order by t.due_date, t.seq, t.id))::bigint as cum
      from applicant_product_transaction t
      where true
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
        p.applicant_product_transaction_id is null and p.amount >= 0 as plain
      from applicant_product_payment p
      where true
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
      where (ap.hp_no is not null or la.line is not null or sa.line is not null)
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
      + (select count(*) from instalment_rows) as n`,
  `insert into collection_day (day, paid, late, charged, instalments, payable, lines, settled, surplus)
    select day, 1 * sum(paid), 1 * sum(late), 1 * sum(charged), 1 * sum(n),
      1 * sum(payable), 1 * sum(lines), 1 * sum(settled), 1 * sum(surplus)
    from (
      select u.day, u.paid, u.late, 0::bigint as charged, 0 as n, 0::bigint as payable, 0 as lines, 0 as settled,
        0::bigint as surplus
      from collection_line_ledger l
      cross join lateral unnest(l.paid_dates, l.paid_amounts, l.late_amounts) as u (day, paid, late)
      where true
      union all
      select i.due_date, 0, 0, i.charge, 1, 0, 0, 0, 0 from collection_instalment i where true
      union all
      select c.execution, 0, 0, 0, 0, c.total_payable, 1, 0, 0 from collection_line c
      where true and c.regular and c.execution is not null
      union all
      select c.settled_on, 0, 0, 0, 0, 0, 0, 1, c.overpaid from collection_line c
      where true and c.regular and c.execution is not null and c.settled_on is not null
    ) c
    group by day
    order by day`,
];
