import { performance } from 'node:perf_hooks';
import type { Db } from '@sewabeli/db';
import { LARGE_BOOK_PROGRAM, seedLargeBook } from '@sewabeli/db';
import { calendarDateInKualaLumpur, yearSelectorOptions } from '@sewabeli/domain';
import { sql } from 'kysely';
import { bankStatementCases } from './bank-statements.bench-area';
import type { BenchArea, BenchCase } from './support';
import { restCase, trpcCase, trpcMutationCase } from './support';

const scale = Number(process.env.LARGE_BOOK_SCALE ?? 1);
const seed = Number(process.env.LARGE_BOOK_SEED ?? 15);
const today = calendarDateInKualaLumpur(new Date());
const ranges = yearSelectorOptions(today);
const deep = (rowsAtFullSize: number) => Math.max(1, Math.round((rowsAtFullSize * scale) / 10 / 2));

const firstId = async (db: Db, query: ReturnType<typeof sql<{ id: number }>>) => {
  const id = (await query.execute(db)).rows[0]?.id;
  if (id === undefined) throw new Error('the large book has no row for a bench case');
  return Number(id);
};

/** The longest running agreement of the book (60 instalments, part paid): its collection / master profile. */
const agreementId = (db: Db) =>
  firstId(
    db,
    sql<{ id: number }>`select ap.id from applicant_product ap
      where ap.hp_no like 'LB/HP/%' and ap.tenure = 5 and ap.agreement_execution > current_date - 900
      order by ap.id limit 1`,
  );
/** The company with the most agreements: its profile sums the most exposure. */
const busiestCompanyId = (db: Db) =>
  firstId(
    db,
    sql<{ id: number }>`select hirer_id as id from applicant_product where hp_no like 'LB/HP/%'
      group by hirer_id order by count(*) desc, hirer_id limit 1`,
  );

/** Agreements with money still owed, paid RM 1.00 today one after the other by the payment case. */
let payable: Promise<number[]> | undefined;
const payableAgreements = (db: Db) => {
  payable ??= sql<{ id: number }>`
    select ap.id from applicant_product ap
    where ap.hp_no like 'LB/HP/%' and exists (select 1 from applicant_product_transaction t
      where t.applicant_product_id = ap.id and t.paid_amount < t.charge_amount and t.due_date <= current_date)
    order by ap.id limit 500`
    .execute(db)
    .then((result) => result.rows.map((row) => Number(row.id)));
  return payable;
};

/**
 * The first page of companies by tRPC and by a bare Fastify route doing the same (the same session, query and
 * rows, `plugins/bench-routes.ts`): their ratio is tRPC's overhead, printed under the table.
 */
export const TRPC_OVERHEAD = {
  trpc: 'companies: first page by name',
  bare: 'companies: first page by name, bare Fastify route (no tRPC)',
} as const;

const listCases: BenchCase[] = [
  // The baseline every figure of the run is read beside: one request doing no more than `select 1`.
  restCase('baseline: GET /healthz', '/healthz'),
  trpcCase(TRPC_OVERHEAD.trpc, 'hirer.list', { sortBy: 'name' }),
  trpcCase(`companies: page ${deep(20_000)} by name`, 'hirer.list', { sortBy: 'name', page: deep(20_000) }),
  trpcCase('companies: search all "teguh"', 'hirer.list', { search: 'teguh' }),
  trpcCase('companies: search name "jaya kota"', 'hirer.list', { search: 'jaya kota', searchField: 'name' }),
  restCase('companies: REST /api/hirer/all page 1', '/api/hirer/all?page=1&pageSize=10'),
  restCase(TRPC_OVERHEAD.bare, '/api/bench/hirer-list'),
  trpcCase('applications: first page, newest', 'application.list', { sortBy: 'createdAt', sortDir: 'desc' }),
  trpcCase(`applications: page ${deep(10_000)}, newest`, 'application.list', {
    sortBy: 'createdAt',
    sortDir: 'desc',
    page: deep(10_000),
  }),
  trpcCase('applications: search all "binaan"', 'application.list', { search: 'binaan' }),
  restCase('applications: REST /api/applicant/all page 1', '/api/applicant/all?page=1&pageSize=10'),
  restCase('applications: REST /api/applicant/all, the whole list', '/api/applicant/all', 'whole'),
  trpcCase('approvals: pending', 'approval.pending', {}),
  trpcCase('approvals: log', 'approval.log', {}),
  trpcCase('approvals: log, search "jentera"', 'approval.log', { search: 'jentera' }),
  trpcCase('audit log: first page', 'audit.list', {}),
  trpcCase('master: first page, newest', 'masterRecord.list', {}),
  trpcCase('master: search all "lim"', 'masterRecord.list', { search: 'lim' }),
  trpcCase('master: search customer "jaya"', 'masterRecord.list', {
    search: 'jaya',
    searchField: 'customerName',
  }),
  trpcCase('master: tags brand + salesman', 'masterRecord.list', {
    tags: [
      { field: 'brand', value: 'Komatsu' },
      { field: 'salesman', value: 'wong' },
    ],
  }),
  trpcCase(`master: loan desc, page ${deep(110_000)}`, 'masterRecord.list', {
    sortBy: 'loanAmount',
    sortDir: 'desc',
    page: deep(110_000),
  }),
  restCase('master: REST /api/applicantProduct/all', '/api/applicantProduct/all?page=1&pageSize=10'),
  trpcCase('collections: pending, first page', 'collection.list', { status: 'pending' }),
  trpcCase(`collections: all by HP No, page ${deep(100_000)}`, 'collection.list', {
    status: 'all',
    sortBy: 'hpNo',
    page: deep(100_000),
  }),
  trpcCase('collections: overdue months desc', 'collection.list', {
    status: 'all',
    sortBy: 'overdueMonths',
    sortDir: 'desc',
  }),
  trpcCase('collections: search company "bumi"', 'collection.list', {
    status: 'all',
    search: 'bumi',
    searchField: 'hirerName',
  }),
  trpcCase('collections: search all "PC200"', 'collection.list', { status: 'all', search: 'PC200' }),
  // Issue 29: the spotlight, every group at once (the bench signs in as a Superadmin: users too).
  trpcCase('spotlight: "jaya"', 'spotlight.search', { term: 'jaya' }),
  trpcCase('spotlight: HP number "hp/2024/00012"', 'spotlight.search', { term: 'hp/2024/00012' }),
  trpcCase('spotlight: application "#4321"', 'spotlight.search', { term: '#4321' }),
  trpcCase('spotlight: no match', 'spotlight.search', { term: 'zzqx nothing' }),
];

const profileCases: BenchCase[] = [
  trpcCase(
    'collection profile (60 instalments)',
    'collection.byId',
    async (db: Db) => ({ id: await agreementId(db) }),
    'profile',
  ),
  trpcCase(
    'master profile',
    'masterRecord.byId',
    async (db: Db) => ({ id: await agreementId(db) }),
    'profile',
  ),
  restCase(
    'master profile: REST details',
    async (db) => `/api/applicantProduct/details/${await agreementId(db)}`,
    'profile',
  ),
  trpcCase(
    'company profile (busiest)',
    'hirer.byId',
    async (db: Db) => ({ id: await busiestCompanyId(db) }),
    'profile',
  ),
  trpcCase(
    'company facilities (busiest)',
    'hirer.facilities',
    async (db: Db) => ({ hirerId: await busiestCompanyId(db) }),
    'profile',
  ),
  restCase(
    'company profile: REST details',
    async (db) => `/api/hirer/details/${await busiestCompanyId(db)}`,
    'profile',
  ),
];

const analyticsCases: BenchCase[] = ranges.flatMap((range) => {
  const input = { startDate: range.start, endDate: range.end };
  return [
    trpcCase(`dashboard approvedLoan, ${range.label}`, 'dashboard.approvedLoan', input, 'analytics'),
    trpcCase(`dashboard transactions, ${range.label}`, 'dashboard.transactions', input, 'analytics'),
    trpcCase(`dashboard topModels, ${range.label}`, 'dashboard.topModels', input, 'analytics'),
    trpcCase(`dashboard topClients, ${range.label}`, 'dashboard.topClients', input, 'analytics'),
    trpcCase(`overview figures, ${range.label}`, 'collection.overview.figures', input, 'analytics'),
    trpcCase(`overview late reasons, ${range.label}`, 'collection.overview.reasons', input, 'analytics'),
    trpcCase(
      `overview overdue clients, ${range.label}`,
      'collection.overview.clients',
      { ...input, page: 1, pageSize: 5 },
      'analytics',
    ),
    trpcCase(
      `overview clients by months, ${range.label}`,
      'collection.overview.clientsByMonths',
      { ...input, limit: 10 },
      'analytics',
    ),
    trpcCase(
      `overview monthly collection, ${range.label}`,
      'collection.overview.monthly',
      input,
      'analytics',
    ),
  ];
});
const thisYear = ranges[0];
const restAnalytics: BenchCase[] = thisYear
  ? [
      trpcCase(
        `overview detail of a month, ${thisYear.label}`,
        'collection.overview.detail',
        { startDate: thisYear.start, endDate: thisYear.end, month: today.slice(0, 7) },
        'analytics',
      ),
      ...[
        'total_approved_loan',
        'overview_lead',
        'overview_overdue_transaction',
        'overview_overdue_transaction_reason',
        'monthlyCollection',
      ].map((call) =>
        restCase(
          `REST /api/analysis/${call}, ${thisYear.label}`,
          `/api/analysis/${call}?StartDate=${thisYear.start}&EndDate=${thisYear.end}`,
          'analytics',
        ),
      ),
    ]
  : [];

const paymentCase = trpcMutationCase(
  'payment: RM 1.00 today (ledger, allocation, derived figures)',
  'collection.makePayment',
  async (db, call) => {
    const ids = await payableAgreements(db);
    return { applicantProductId: ids[call % ids.length], amount: 100, paidAt: today, method: 'cash' };
  },
  'payment',
);

/**
 * The large book (issue 15, packages/db seed/large-book.ts) at LARGE_BOOK_SCALE (default 1: 20,000 companies,
 * 100,000 agreements, ~5 million instalments, 10,000 applications) and every list, profile, analytics range and
 * a payment over it, then a 10,000-line bank statement imported and matched against it (bank-statements.bench-area.ts). A database that already holds the book (BENCH_REUSE_DATABASE_URL) is used as it is.
 */
export const largeBook: BenchArea = {
  name: 'large-book',
  async grow(db) {
    const present = await sql<{ n: string }>`
      select count(*) as n from financial_program where name = ${LARGE_BOOK_PROGRAM}`.execute(db);
    if (Number(present.rows[0]?.n ?? 0) === 0) {
      const start = performance.now();
      const made = await seedLargeBook(db, { scale, seed });
      return `${JSON.stringify(made)} (seed ${seed}, scale ${scale}, loaded in ${((performance.now() - start) / 1000).toFixed(0)} s)`;
    }
    const [count] = (
      await sql<{ n: string }>`select count(*) as n from applicant_product_transaction`.execute(db)
    ).rows;
    return `the book already there (${Number(count?.n ?? 0).toLocaleString('en-US')} instalments)`;
  },
  // Issue 31: a 10,000-line statement against this book, and the reconciliation screen's reads over it.
  cases: [
    ...listCases,
    ...profileCases,
    ...analyticsCases,
    ...restAnalytics,
    paymentCase,
    ...bankStatementCases,
  ],
};
