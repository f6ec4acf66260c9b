import type { Db } from '@sewabeli/db';
import { calendarDateInKualaLumpur, calendarYearRange, pastMonthsRange } from '@sewabeli/domain';
import { sql } from 'kysely';
import type { BenchArea } from './support';
import { restCase, trpcCase } from './support';

const rows = Number(process.env.BENCH_MASTER_ROWS ?? 20_000);
const today = calendarDateInKualaLumpur(new Date());
const thisYear = calendarYearRange(Number(today.slice(0, 4)));
const past24 = pastMonthsRange(24, today);
const ranges = [
  ['this year', { startDate: thisYear.start, endDate: thisYear.end }],
  ['Past 24 Months', { startDate: past24.start, endDate: past24.end }],
] as const;
const deepPage = Math.max(1, Math.floor(rows / 20 / 2));

/** Approved master records: one application per line, approvals spread over the last three years. */
async function seedMasterRecords(db: Db, count: number) {
  await sql`insert into brand (name) select 'Bench Brand ' || g from generate_series(1, 10) g`.execute(db);
  await sql`
    insert into product (brand_id, name, cost)
    select b.id, b.name || ' Model ' || m, 300000 from brand b cross join generate_series(1, 8) m
    where b.name like 'Bench Brand %'`.execute(db);
  await sql`insert into vendor (name) values ('Bench Vendor')`.execute(db);
  await sql`insert into financial_program (name, percentage_on_new, percentage_on_used) values ('Bench Program', 90, 80)`.execute(
    db,
  );
  await sql`
    insert into applicant (hirer_id, financial_program_id, progress_id, lock_status, approved_at, created_at)
    select h.id, (select id from financial_program where name = 'Bench Program'), 8, 1,
      now() - (g % 1095) * interval '1 day' - (g % 600) * interval '1 minute',
      now() - (g % 1095 + 20) * interval '1 day'
    from generate_series(1, ${count}) g
    join (select id, row_number() over (order by id) rn from hirer) h
      on h.rn = 1 + g % (select least(count(*), 2000) from hirer)`.execute(db);
  await sql`
    insert into applicant_product (applicant_id, hirer_id, brand_id, product_id, vendor_id, condition, is_new,
      quantity, cost, loan_amount, tenure, interest_rate, resource_id, downpayment, total_interest, total_payable,
      monthly_installment, final_installment, margin_finance, hp_no, letter_offer, agreement_execution, engine,
      chassis, salesman, created_at, fis, insc)
    select a.id, a.hirer_id, p.brand_id, p.id, (select id from vendor where name = 'Bench Vendor'), 'New', 1,
      1 + a.rn % 3, 300000, l.loan, 5, 3.5,
      (select id from resource where category = 'REPAYMENT_MODE' order by id limit 1),
      300000 - l.loan, l.loan * 0.175, l.loan * 1.175, round(l.loan * 1.175 / 60, 2),
      l.loan * 1.175 - round(l.loan * 1.175 / 60, 2) * 59, round(l.loan / 3000, 4),
      'BENCH/HP/' || a.rn, 'BENCH/LO/' || a.rn,
      case when a.rn % 4 = 0 then null else (a.approved_at at time zone 'Asia/Kuala_Lumpur')::date + 14 end,
      'ENG' || a.rn, 'CH' || a.rn, (array['Tan Wei Ming', 'Lim Ah Kow', 'Wong Mei Ling', 'Ahmad Faizal'])[1 + a.rn % 4],
      a.created_at, (array[1, 0, null])[1 + a.rn % 3]::smallint, (array[null, 1, 0])[1 + a.rn % 3]::smallint
    from (select a.*, row_number() over (order by a.id) rn from applicant a
          where a.financial_program_id = (select id from financial_program where name = 'Bench Program')) a
    cross join lateral (select (200000 + (a.rn % 50) * 5000)::numeric(14, 2) as loan) l
    join (select id, brand_id, row_number() over (order by id) rn from product where name like 'Bench Brand %') p
      on p.rn = 1 + a.rn % 80`.execute(db);
  await sql`analyze`.execute(db);
}

/** The Master List and the dashboard (issue 13) over a book of approved master records. */
export const masterRecords: BenchArea = {
  name: 'master-records',
  async grow(db) {
    await seedMasterRecords(db, rows);
    const [count] = (
      await sql<{ n: string }>`select count(*) as n from applicant_product where hp_no is not null`.execute(
        db,
      )
    ).rows;
    return `${Number(count?.n ?? 0).toLocaleString()} approved master records (${rows.toLocaleString()} added, approvals over three years)`;
  },
  cases: [
    trpcCase('master: first page, newest first', 'masterRecord.list', {}),
    trpcCase('master: search all fields "lim"', 'masterRecord.list', { search: 'lim' }),
    trpcCase('master: search customer name "jaya"', 'masterRecord.list', {
      search: 'jaya',
      searchField: 'customerName',
    }),
    trpcCase('master: tags brand + salesman, this year', 'masterRecord.list', {
      tags: [
        { field: 'brand', value: 'Bench Brand 3' },
        { field: 'salesman', value: 'wong' },
      ],
      createdFrom: thisYear.start,
      createdTo: thisYear.end,
    }),
    trpcCase(`master: sort by loan desc, page ${deepPage}`, 'masterRecord.list', {
      sortBy: 'loanAmount',
      sortDir: 'desc',
      page: deepPage,
    }),
    trpcCase('master: search with no match', 'masterRecord.list', { search: 'zzzz-no-such-record' }),
    ...ranges.flatMap(([label, range]) => [
      trpcCase(`dashboard: approvedLoan, ${label}`, 'dashboard.approvedLoan', range, 'analytics'),
      trpcCase(`dashboard: transactions, ${label}`, 'dashboard.transactions', range, 'analytics'),
      trpcCase(`dashboard: topModels, ${label}`, 'dashboard.topModels', range, 'analytics'),
      trpcCase(`dashboard: topClients, ${label}`, 'dashboard.topClients', range, 'analytics'),
    ]),
    ...(['total_approved_loan', 'overview_lead', 'rank_product', 'rank_hirer'] as const).map((call) =>
      restCase(
        `REST ${call}, this year`,
        `/api/analysis/${call}/?StartDate=${thisYear.start}&EndDate=${thisYear.end}`,
        'analytics',
      ),
    ),
  ],
};
