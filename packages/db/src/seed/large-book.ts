import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../client';
import { prefixFillSql, reachedOnSql, roomBeforeSql } from '../read-models/rules/allocation';
import { paymentPerformanceSql } from '../read-models/rules/collection-rules';
import { refreshAgreementSummary } from '../read-models/summary';

// The large book (issue 15): a mid-sized financier's ten years, generated server-side in SQL (insert ...
// select over generate_series), so that 5 million instalments load in minutes on PostgreSQL and a tiny scale
// runs in a test on PGlite. Every random choice is hashint8extended(row number, seed + stream): the same seed
// gives the same book, byte for byte.
//
// Consistency with the ledger (decisions §6): the plan gives the ledger (a pooled entry of an instalment's
// charge on its payment day while the agreement pays, at most one partial entry after the last full one), and
// the instalments' paid amount and day are the domain's allocation of that ledger, oldest first, in SQL
// (read-models/rules/allocation.ts); payment_performance_status is the domain's rule (Bad when paid, or still unpaid,
// more than 7 days past due; null while not yet due and not fully paid).

export interface LargeBookOptions {
  /** Multiplies every size (1 = 20,000 companies, 100,000 agreements, 10,000 applications). */
  scale?: number;
  /** The PRNG seed; the same seed gives the same book. */
  seed?: number;
  /** The generator's today (Kuala Lumpur calendar date); defaults to the current one. */
  today?: string;
}

export interface LargeBookCounts {
  companies: number;
  agreements: number;
  instalments: number;
  ledgerEntries: number;
  applications: number;
  reschedules: number;
}

/** How agreements behave, by share (percent); the settled ones are the performing agreements that ran out. */
export const LARGE_BOOK_SHARES = {
  prompt: 62,
  latePayer: 18,
  arrears: 10,
  nonPerforming: 6,
  rescheduled: 4,
} as const;

export const LARGE_BOOK_PROGRAM = 'Large Book Program';
const BASE_SIZES = { companies: 20_000, agreements: 100_000, applications: 10_000 };
const LATE_REASONS = [
  'Insufficient funds',
  'Debtors unable to liquidate the payments',
  'Maintaining cash for future development',
  'Project payment delayed by main contractor',
];

/** The sizes a scale gives (at least a handful of each, so a tiny scale still has every kind). */
export function largeBookSizes(scale: number) {
  const of = (n: number, min: number) => Math.max(min, Math.round(n * scale));
  return {
    companies: of(BASE_SIZES.companies, 20),
    agreements: of(BASE_SIZES.agreements, 100),
    applications: of(BASE_SIZES.applications, 20),
  };
}

function todayInKualaLumpur(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
}

/** A uniform integer in [0, n) for row `x` of random stream `stream`. */
function makePick(seed: number) {
  return (x: string, stream: number, n: number) =>
    sql.raw(
      `(((hashint8extended((${x})::bigint, ${seed * 100 + stream}) & 2147483647) % ${Math.trunc(n)})::int)`,
    );
}

const count = async (db: Db, query: RawBuilder<{ n: string | number }>) =>
  Number((await query.execute(db)).rows[0]?.n ?? 0);

/** The next free id of a table (ids are given explicitly so that generated rows link without lookups). */
async function nextId(db: Db, table: string): Promise<number> {
  return count(db, sql<{ n: number }>`select coalesce(max(id), 0) as n from ${sql.table(table)}`);
}

async function resetIdentity(db: Db, table: string): Promise<void> {
  await sql
    .raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
    )
    .execute(db);
}

/**
 * Writes the large book beside whatever is there (reference data and at least one user needed). Refuses to
 * run twice on the same database. Answers what it wrote.
 */
export async function seedLargeBook(db: Db, options: LargeBookOptions = {}): Promise<LargeBookCounts> {
  const seed = Math.trunc(options.seed ?? 15);
  const today = options.today ?? todayInKualaLumpur();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today)) throw new Error(`today must be YYYY-MM-DD, not ${today}`);
  const sizes = largeBookSizes(options.scale ?? 1);
  const pick = makePick(seed);
  const day = sql.raw(`date '${today}'`);

  const exists = await count(
    db,
    sql`select count(*) as n from financial_program where name = ${LARGE_BOOK_PROGRAM}`,
  );
  if (exists > 0) throw new Error('The large book is already in this database.');
  const users = (
    await sql<{ id: number }>`select id from "user" where deleted_at is null order by id limit 2`.execute(db)
  ).rows.map((row) => row.id);
  const [clerk, approver = clerk] = users;
  if (clerk === undefined) throw new Error('The large book needs at least one user (seed the base first).');
  const repaymentMode = await count(
    db,
    sql`select min(id) as n from resource where category = 'REPAYMENT_MODE'`,
  );
  const sectors = await count(db, sql`select count(*) as n from resource where category = 'HIRER_BUSINESS'`);
  const firstSector = await count(
    db,
    sql`select min(id) as n from resource where category = 'HIRER_BUSINESS'`,
  );

  // Reference rows: 12 asset types of 8 models each, 30 vendors, one program.
  await sql`
    insert into brand (name) select 'LB ' || (array['Komatsu','Hitachi','Volvo','Caterpillar','Hino','Isuzu',
      'Scania','Sany','Kobelco','Liebherr','Doosan','JCB'])[b] || ' Group' from generate_series(1, 12) b`.execute(
    db,
  );
  await sql`
    insert into product (brand_id, name, cost)
    select br.id, (array['PC200','ZX350','EC210','D6','FM500','NPR','R450','SY75'])[m] || '-' || br.id || '/' || m,
      200000 + m * 45000
    from brand br cross join generate_series(1, 8) m where br.name like 'LB % Group'`.execute(db);
  await sql`
    insert into vendor (name) select 'LB Dealer ' || (array['Klang','Johor','Penang','Kuantan','Ipoh','Kuching'])[1 + v % 6]
      || ' ' || v from generate_series(1, 30) v`.execute(db);
  await sql`
    insert into financial_program (name, percentage_on_new, percentage_on_used, max_capped)
    values (${LARGE_BOOK_PROGRAM}, 90, 80, 5000000)`.execute(db);

  // Companies and a director each.
  const hirer0 = await nextId(db, 'hirer');
  await sql`
    insert into hirer (id, name, code, registration_no, shortname, establish_year, resource_id, address, pic,
      pic_no, loan_limit, email, phone, created_at)
    overriding system value
    select ${hirer0} + g,
      (array['Binaan','Jentera','Logistik','Kargo','Teguh','Maju','Jaya','Sentosa','Bumi','Perdana','Kuari','Teras'])[1 + ${pick('g', 1, 12)}]
        || ' ' || (array['Utara','Selatan','Timur','Barat','Tengah','Klang','Johor','Pulau','Kota','Lembah'])[1 + ${pick('g', 2, 10)}]
        || ' ' || (array['Resources','Engineering','Construction','Haulage','Plantation','Trading','Holdings'])[1 + ${pick('g', 3, 7)}]
        || ' ' || g || ' Sdn Bhd',
      'LB-' || g,
      'LB' || lpad(g::text, 9, '0') || '-' || chr(65 + (g % 26)::int),
      'LB' || g,
      1975 + ${pick('g', 4, 48)},
      ${firstSector} + ${pick('g', 5, Math.max(sectors, 1))},
      'Lot ' || g || ', Jalan Industri ' || (1 + g % 40) || ', Shah Alam, Selangor',
      'Pengurus ' || g,
      '012-' || lpad((g % 10000000)::text, 7, '0'),
      (1 + ${pick('g', 6, 40)}) * 250000,
      'accounts' || g || '@lb.example.my',
      '03-' || lpad((g % 100000000)::text, 8, '0'),
      (${day} - 3700 - ${pick('g', 7, 400)})::timestamptz
    from generate_series(1, ${sizes.companies}) g`.execute(db);
  await sql`
    insert into hirer_contact (hirer_id, name, identity_no, phone)
    select ${hirer0} + g, 'Pengarah ' || g, '7' || lpad(g::text, 11, '0'), '013-' || lpad(g::text, 7, '0')
    from generate_series(1, ${sizes.companies}) g`.execute(db);

  // The plan of every agreement: its company, terms, behaviour and dates.
  const shares = LARGE_BOOK_SHARES;
  const c1 = shares.prompt;
  const c2 = c1 + shares.latePayer;
  const c3 = c2 + shares.arrears;
  const c4 = c3 + shares.nonPerforming;
  await sql`drop table if exists large_book_plan`.execute(db);
  await sql`
    create temp table large_book_plan as
    with base as (
      select g,
        case when ${pick('g', 10, 100)} < ${sql.lit(c1)} then 'prompt'
             when ${pick('g', 10, 100)} < ${sql.lit(c2)} then 'latePayer'
             when ${pick('g', 10, 100)} < ${sql.lit(c3)} then 'arrears'
             when ${pick('g', 10, 100)} < ${sql.lit(c4)} then 'nonPerforming'
             else 'rescheduled' end as class,
        (array[1, 2, 3, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5])[1 + ${pick('g', 11, 20)}] as years,
        ${sql.lit(hirer0)} + 1 + ${pick('g', 12, sizes.companies)} as hirer_id,
        (150000 + ${pick('g', 13, 60)} * 10000) * 100::bigint as loan_sen,
        (array[3.5, 3.6, 3.8, 3.9, 4.0, 4.2, 4.5, 4.8])[1 + ${pick('g', 14, 8)}]::numeric as rate,
        ${pick('g', 15, 1_000_000)} as u
      from generate_series(1, ${sql.lit(sizes.agreements)}) g
    )
    select b.*, b.years * 12 as months,
      -- performing agreements spread over ten years, more of them recent (the book grows); the troubled ones
      -- are still running
      case when b.class in ('prompt', 'latePayer')
        then ${day} - 20 - floor(3630 * power(b.u / 1000000.0, 1.3))::int
        else ${day} - 200 - floor((b.years * 365 - 230) * (b.u / 1000000.0))::int end as executed,
      case b.class when 'prompt' then -${pick('g', 16, 5)}
                   when 'latePayer' then 8 + ${pick('g', 16, 30)}
                   else -${pick('g', 16, 3)} end as delay,
      case b.class when 'arrears' then ${day} - 35 - ${pick('g', 17, 40)}
                   when 'nonPerforming' then ${day} - 95 - ${pick('g', 17, 300)}
                   else ${day} end as stop_on,
      round(b.loan_sen * b.rate * b.years / 100)::bigint as interest_sen
    from base b`.execute(db);
  await sql`
    alter table large_book_plan add column payable_sen bigint, add column monthly_sen bigint,
      add column final_sen bigint, add column elapsed int, add column from_seq int, add column shift int`.execute(
    db,
  );
  await sql`
    update large_book_plan set payable_sen = loan_sen + interest_sen,
      monthly_sen = round((loan_sen + interest_sen)::numeric / months)::bigint,
      elapsed = (extract(year from age(${day}, executed)) * 12 + extract(month from age(${day}, executed)))::int`.execute(
    db,
  );
  await sql`
    update large_book_plan set final_sen = payable_sen - monthly_sen * (months - 1),
      from_seq = case when class = 'rescheduled' then greatest(1, least(months, elapsed - ${pick('g', 18, 4)})) end,
      shift = case when class = 'rescheduled' then 1 + ${pick('g', 19, 3)} end`.execute(db);

  // Applications and their agreements (order line, HP number, execution).
  const applicant0 = await nextId(db, 'applicant');
  const product0 = await nextId(db, 'applicant_product');
  await sql`
    insert into applicant (id, hirer_id, purpose, financial_program_id, progress_id, lock_status,
      status1, status1_user, status1_at, status2, status2_user, status2_at, submitted_at, approved_at,
      completed_at, created_at, updated_at, created_by, updated_by)
    overriding system value
    select ${applicant0} + p.g, p.hirer_id, 'Fleet expansion ' || p.g,
      (select id from financial_program where name = ${LARGE_BOOK_PROGRAM}), 8, 1,
      1, ${clerk}, (p.executed - 12)::timestamptz, 1, ${approver}, (p.executed - 10)::timestamptz,
      (p.executed - 20)::timestamptz, (p.executed - 10)::timestamptz, (p.executed + 1)::timestamptz,
      (p.executed - 30)::timestamptz, (p.executed + 1)::timestamptz, ${clerk}, ${clerk}
    from large_book_plan p`.execute(db);
  await sql`
    insert into applicant_product (id, applicant_id, hirer_id, brand_id, product_id, vendor_id, condition, is_new,
      quantity, cost, loan_amount, tenure, interest_rate, resource_id, downpayment, total_interest, total_payable,
      monthly_installment, final_installment, margin_finance, hp_no, letter_offer, agreement_execution, due_date,
      disbursement_date, salesman, engine, chassis, registration_no, manufacture_year, fis, insc,
      created_at, updated_at, created_by, updated_by)
    overriding system value
    select ${product0} + p.g, ${applicant0} + p.g, p.hirer_id, pr.brand_id, pr.id,
      (select min(id) from vendor where name like 'LB Dealer %') + ${pick('p.g', 20, 30)},
      case when ${pick('p.g', 21, 3)} = 0 then 'Used' else 'New' end,
      case when ${pick('p.g', 21, 3)} = 0 then 0 else 1 end,
      1, round(p.loan_sen / 0.8) / 100.0, p.loan_sen / 100.0, p.years, p.rate,
      ${repaymentMode}, (round(p.loan_sen / 0.8) - p.loan_sen) / 100.0, p.interest_sen / 100.0,
      p.payable_sen / 100.0, p.monthly_sen / 100.0, p.final_sen / 100.0, 80,
      'LB/HP/' || extract(year from p.executed) || '/' || lpad(p.g::text, 6, '0'),
      'LB/LO/' || extract(year from p.executed) || '/' || lpad(p.g::text, 6, '0'),
      p.executed, (p.executed + interval '1 month')::date, p.executed + 3,
      (array['Tan Wei Ming', 'Lim Ah Kow', 'Wong Mei Ling', 'Ahmad Faizal', 'Siti Rahmah', 'Rajesh Kumar'])[1 + ${pick('p.g', 22, 6)}],
      'ENG' || lpad(p.g::text, 7, '0'), 'CHS' || lpad(p.g::text, 8, '0'),
      (array['W','B','J','P','N'])[1 + ${pick('p.g', 23, 5)}] || (array['A','B','C','D','K','M','R','T'])[1 + ${pick('p.g', 24, 8)}]
        || ' ' || (1000 + ${pick('p.g', 25, 9000)}),
      extract(year from p.executed)::int - ${pick('p.g', 21, 3)},
      1, 1,
      (p.executed - 30)::timestamptz, (p.executed + 1)::timestamptz, ${clerk}, ${clerk}
    from large_book_plan p
    join (select id, brand_id, row_number() over (order by id) - 1 as n from product where name like '%-%/%'
            and brand_id in (select id from brand where name like 'LB % Group')) pr
      on pr.n = ${pick('p.g', 26, 96)}`.execute(db);

  // Instalments: due monthly from a month after execution (moved by an approved reschedule from from_seq); the
  // ledger planned beside them (entry_sen on entry_on): each instalment's charge on due + delay while the
  // agreement pays (until stop_on), 40% of the first unpaid one of an agreement in arrears five days after it
  // stopped.
  const dueOf = (seq: string) =>
    sql.raw(
      `(p.executed + (${seq} + case when p.from_seq is not null and ${seq} >= p.from_seq then p.shift else 0 end) * interval '1 month')::date`,
    );
  const chargeOf = sql.raw('(case when s = p.months then p.final_sen else p.monthly_sen end)');
  const transaction0 = await nextId(db, 'applicant_product_transaction');
  await sql`drop table if exists large_book_instalment`.execute(db);
  await sql`
    create temp table large_book_instalment as
    select i.*,
      case when i.pay_on <= i.stop_on and i.pay_on <= ${day} then i.charge_sen
           when i.class = 'arrears' and i.previous_paid then round(i.charge_sen * 0.4)::bigint
           else 0 end as entry_sen,
      case when i.pay_on <= i.stop_on and i.pay_on <= ${day} then i.pay_on
           when i.class = 'arrears' and i.previous_paid then greatest(i.stop_on, i.executed) + 5 end as entry_on,
      null::bigint as paid_sen, null::date as paid_on
    from (
      select ${transaction0} + row_number() over (order by p.g, s) as id, p.g, s as seq, p.executed,
        ${dueOf('s')} as due_date, ${chargeOf} as charge_sen, ${dueOf('s')} + p.delay as pay_on, p.stop_on, p.class,
        (s = 1 or ${dueOf('(s - 1)')} + p.delay <= p.stop_on) as previous_paid
      from large_book_plan p cross join generate_series(1, p.months) s
    ) i`.execute(db);
  // The allocation of that ledger (ledger order: date, then the entries' ids, which follow the instalments'):
  // the pool's prefix fill oldest first; paid on the day the ledger reached the instalment's end, or, part paid,
  // on the day of the last entry.
  await sql`
    update large_book_instalment i set paid_sen = a.paid_sen,
      paid_on = case when a.paid_sen > 0 then a.paid_on end
    from (
      select f.id,
        ${prefixFillSql(sql`coalesce(l.total, 0)`, sql`f.fill_before`, sql`f.charge_sen`)} as paid_sen,
        coalesce(${reachedOnSql(sql`f.fill_before + f.charge_sen`, sql`l.dates`, sql`l.cums`)},
          l.dates[array_length(l.dates, 1)]) as paid_on
      from (
        select id, g, charge_sen, (${roomBeforeSql(sql`charge_sen`, sql`g`)})::bigint as fill_before
        from large_book_instalment
      ) f
      left join (
        select g, array_agg(entry_on order by entry_on, id) as dates, array_agg(cum order by entry_on, id) as cums,
          max(cum) as total
        from (
          select g, id, entry_on, (sum(entry_sen) over (partition by g order by entry_on, id))::bigint as cum
          from large_book_instalment where entry_sen > 0
        ) e
        group by g
      ) l on l.g = f.g
    ) a
    where a.id = i.id`.execute(db);
  const reasons = `array[${LATE_REASONS.map((reason) => `'${reason}'`).join(', ')}]`;
  await sql`
    insert into applicant_product_transaction (id, applicant_product_id, seq, description, due_date, charge_amount,
      paid_amount, paid_at, note, payment_performance_status, created_at, updated_at)
    overriding system value
    select i.id, ${product0} + i.g, i.seq, 'Instalment ' || i.seq,
      i.due_date, i.charge_sen / 100.0, i.paid_sen / 100.0, case when i.paid_sen > 0 then i.paid_on end,
      case when i.class in ('latePayer', 'arrears', 'nonPerforming')
            and ((i.paid_sen < i.charge_sen and i.due_date < ${day}) or i.paid_on > i.due_date + 7)
        then (${sql.raw(reasons)})[1 + ${pick('i.g', 27, LATE_REASONS.length)}] end,
      ${paymentPerformanceSql({
        due: sql`i.due_date`,
        paid: sql`i.paid_sen`,
        charge: sql`i.charge_sen`,
        paidOn: sql`i.paid_on`,
        today: sql`${day}::date`,
      })},
      (i.due_date - 40)::timestamptz, coalesce(i.paid_on, i.due_date - 40)::timestamptz
    from large_book_instalment i
    order by i.id`.execute(db);

  // The ledger as planned, in payment order.
  await sql`
    insert into applicant_product_payment (applicant_product_id, amount, paid_at, kind, created_by, updated_by,
      created_at, updated_at)
    select ${product0} + i.g, i.entry_sen / 100.0, i.entry_on, 'payment', ${clerk}, ${clerk},
      i.entry_on::timestamptz + interval '10 hours', i.entry_on::timestamptz + interval '10 hours'
    from large_book_instalment i where i.entry_sen > 0 order by i.g, i.seq`.execute(db);

  // Reschedules: approved by two Superadmins, with the due dates they moved.
  const reschedule0 = await nextId(db, 'applicant_product_reschedule');
  const requested = sql.raw("(p.executed + p.from_seq * interval '1 month')::date");
  await sql`
    insert into applicant_product_reschedule (id, applicant_product_id, applicant_product_transaction_id, month,
      status, decided_at, created_by, created_at, updated_at)
    overriding system value
    select ${reschedule0} + row_number() over (order by p.g), ${product0} + p.g, t.id, p.shift, 'Approved',
      (${requested} - 18)::timestamptz, ${clerk}, (${requested} - 20)::timestamptz, (${requested} - 18)::timestamptz
    from large_book_plan p
    join applicant_product_transaction t on t.applicant_product_id = ${product0} + p.g and t.seq = p.from_seq
    where p.class = 'rescheduled'`.execute(db);
  await sql`
    insert into applicant_product_reschedule_approval (reschedule_id, user_id, status, submitted_at)
    select r.id, u.user_id, 'approve', r.created_at + u.n * interval '1 day'
    from applicant_product_reschedule r
    cross join (values (${clerk}::int, 1), (${approver}::int, 2)) as u (user_id, n)
    where r.id > ${reschedule0} and (u.n = 1 or ${approver}::int <> ${clerk}::int)`.execute(db);
  await sql`
    insert into applicant_product_reschedule_shift (reschedule_id, applicant_product_transaction_id,
      due_date_before, due_date_after)
    select r.id, t.id, (p.executed + t.seq * interval '1 month')::date, t.due_date
    from large_book_plan p
    join applicant_product_reschedule r on r.applicant_product_id = ${product0} + p.g and r.id > ${reschedule0}
    join applicant_product_transaction t on t.applicant_product_id = r.applicant_product_id and t.seq >= p.from_seq
    where p.class = 'rescheduled'`.execute(db);

  // Applications in progress over every step but Completed, the ones past the Product step with an order line.
  const application0 = await nextId(db, 'applicant');
  await sql`
    insert into applicant (id, hirer_id, purpose, financial_program_id, progress_id, lock_status, submitted_at,
      created_at, updated_at, created_by, updated_by)
    overriding system value
    select ${application0} + g, ${hirer0} + 1 + ${pick('g', 30, sizes.companies)}, 'New application ' || g,
      (select id from financial_program where name = ${LARGE_BOOK_PROGRAM}),
      (array[1, 2, 3, 4, 5, 6, 7, 9])[1 + ${pick('g', 31, 8)}],
      case when (array[1, 2, 3, 4, 5, 6, 7, 9])[1 + ${pick('g', 31, 8)}] in (6, 7) then 1 else 0 end,
      case when (array[1, 2, 3, 4, 5, 6, 7, 9])[1 + ${pick('g', 31, 8)}] >= 5
        then ${day} - ${pick('g', 32, 700)} + 2 end,
      (${day} - ${pick('g', 32, 700)})::timestamptz + ${pick('g', 33, 600)} * interval '1 minute',
      (${day} - ${pick('g', 32, 700)})::timestamptz + ${pick('g', 33, 600)} * interval '1 minute',
      ${clerk}, ${clerk}
    from generate_series(1, ${sizes.applications}) g`.execute(db);
  await resetIdentity(db, 'applicant_product');
  await sql`
    insert into applicant_product (applicant_id, hirer_id, brand_id, product_id, vendor_id, condition, is_new,
      quantity, cost, loan_amount, tenure, interest_rate, resource_id, downpayment, total_interest, total_payable,
      monthly_installment, final_installment, margin_finance, created_at, updated_at, created_by, updated_by)
    select a.id, a.hirer_id, pr.brand_id, pr.id, (select min(id) from vendor where name like 'LB Dealer %'),
      'New', 1, 1, pr.cost, pr.cost * 0.8, 4, 4.0, ${repaymentMode}, pr.cost * 0.2, pr.cost * 0.8 * 0.16,
      pr.cost * 0.8 * 1.16, round(pr.cost * 0.8 * 1.16 / 48, 2), pr.cost * 0.8 * 1.16 - round(pr.cost * 0.8 * 1.16 / 48, 2) * 47,
      80, a.created_at, a.updated_at, ${clerk}, ${clerk}
    from applicant a
    join (select id, brand_id, cost, row_number() over (order by id) - 1 as n from product where name like '%-%/%'
            and brand_id in (select id from brand where name like 'LB % Group')) pr
      on pr.n = a.id % 96
    where a.id > ${application0} and a.progress_id >= 3`.execute(db);

  for (const table of [
    'hirer',
    'applicant',
    'applicant_product',
    'applicant_product_transaction',
    'applicant_product_reschedule',
  ])
    await resetIdentity(db, table);
  await sql`drop table large_book_instalment`.execute(db);
  await sql`drop table large_book_plan`.execute(db);
  await refreshAgreementSummary(db, 'all');
  // Vacuum, not only analyze: a table filled by insert ... select has no visibility map yet, so an index-only
  // scan (the lists' counts and pages) would still read every row's page until autovacuum comes by.
  await sql`vacuum analyze`.execute(db);

  const since = (table: string, from: number) =>
    count(db, sql`select count(*) as n from ${sql.table(table)} where id > ${from}`);
  return {
    companies: await since('hirer', hirer0),
    agreements: sizes.agreements,
    instalments: await since('applicant_product_transaction', transaction0),
    ledgerEntries: await count(
      db,
      sql`select count(*) as n from applicant_product_payment where applicant_product_id > ${product0}`,
    ),
    applications: sizes.applications,
    reschedules: await since('applicant_product_reschedule', reschedule0),
  };
}
