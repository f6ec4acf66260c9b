import {
  addDays,
  type CalendarDate,
  calendarDateInKualaLumpur,
  lastTwelveMonthsStart,
  maxDate,
  minDate,
  monthKeys,
  pastMonthsRange,
  quarterRange,
  ringgitToSen,
} from '@sewabeli/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { insertMasterLines, type MasterLineSpec } from '../../testing/master-record-factory';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';

let t: TestApp;
let staff: Record<string, string>;
const today = todayInKualaLumpur();
const at = (date: CalendarDate, time = '10:00') => `${date}T${time}:00+08:00`;

/** Every line the test writes; the expected figures are recomputed from these, not from the database. */
const SPECS: MasterLineSpec[] = [
  {
    hirer: 'Alpha Binaan',
    brand: 'Komatsu',
    model: 'PC200 Excavator',
    loan: '400000.00',
    quantity: 2,
    approvedAt: at('2025-01-15'),
    agreementExecution: '2025-02-01',
  },
  // 00:30 on 1 April in Kuala Lumpur is still 31 March in UTC: the month and quarter are judged in KL.
  {
    hirer: 'Bravo Logistik',
    brand: 'Hino',
    model: 'FM2P Prime Mover',
    loan: '270000.00',
    approvedAt: at('2025-04-01', '00:30'),
    agreementExecution: null,
  },
  {
    hirer: 'Charlie Kuari',
    brand: 'Volvo',
    model: 'EC210 Excavator',
    loan: '405000.00',
    approvedAt: at('2025-04-10'),
    agreementExecution: '2025-05-01',
  },
  // Executed after the end of 2025: unexecuted as of 31 December 2025.
  {
    hirer: 'Alpha Binaan',
    brand: 'Komatsu',
    model: 'PC200 Excavator',
    loan: '500000.00',
    approvedAt: at('2025-11-05'),
    agreementExecution: '2026-01-10',
  },
  {
    hirer: 'Delta Jentera',
    brand: 'Hitachi',
    model: 'ZX200 Excavator',
    loan: '120000.50',
    approvedAt: at('2025-12-31', '23:59'),
    agreementExecution: '2025-12-31',
  },
  {
    hirer: 'Echo Tanah',
    brand: 'Hitachi',
    model: 'ZX200 Excavator',
    loan: '300000.00',
    approvedAt: at('2026-01-01', '00:30'),
    agreementExecution: null,
  },
  // Two models tied on their total: the name decides.
  {
    hirer: 'Foxtrot Kren',
    brand: 'Tadano',
    model: 'GR-500 Crane',
    loan: '200000.00',
    approvedAt: at('2025-10-01'),
    agreementExecution: '2025-10-20',
  },
  {
    hirer: 'Golf Angkut',
    brand: 'Scania',
    model: 'R450 Tipper',
    loan: '200000.00',
    approvedAt: at('2025-10-02'),
    agreementExecution: null,
  },
  {
    hirer: 'Hotel Mesin',
    brand: 'JCB',
    model: '3CX Backhoe',
    loan: '90000.00',
    quantity: 3,
    approvedAt: at('2025-07-07'),
    agreementExecution: '2025-08-01',
  },
  // Not approved loans: deleted, and not approved (no HP number).
  {
    hirer: 'India Padam',
    brand: 'Komatsu',
    model: 'PC200 Excavator',
    loan: '999999.00',
    approvedAt: at('2025-06-06'),
    deleted: true,
  },
  { hirer: 'Juliet Tunggu', brand: 'Komatsu', model: 'PC200 Excavator', loan: '888888.00', approvedAt: null },
  // Recent ones, for Past 12 Months and this year.
  {
    hirer: 'Kilo Recent',
    brand: 'Komatsu',
    model: 'PC200 Excavator',
    loan: '350000.00',
    approvedAt: at(addDays(today, -3)),
    agreementExecution: null,
  },
  {
    hirer: 'Lima Recent',
    brand: 'Volvo',
    model: 'EC210 Excavator',
    loan: '150000.00',
    approvedAt: at(addDays(today, -200)),
    agreementExecution: addDays(today, -190),
  },
];

/** The plain recomputation: approved, live lines whose KL approval date is in [from, to]. */
function approvedIn(from: CalendarDate, to: CalendarDate) {
  return SPECS.filter((s) => s.approvedAt && !s.deleted)
    .map((s) => ({
      ...s,
      day: calendarDateInKualaLumpur(new Date(s.approvedAt!)),
      sen: ringgitToSen(s.loan!) * (s.quantity ?? 1),
    }))
    .filter((s) => s.day >= from && s.day <= to);
}
const sum = (rows: { sen: number }[]) => rows.reduce((total, row) => total + row.sen, 0);

function expectedTop(from: CalendarDate, to: CalendarDate, key: 'model' | 'hirer') {
  const totals = new Map<string, number>();
  for (const row of approvedIn(from, to)) {
    const name = key === 'model' ? row.model! : row.hirer;
    totals.set(name, (totals.get(name) ?? 0) + row.sen);
  }
  return [...totals]
    .sort((a, b) => b[1] - a[1] || a[0].toLowerCase().localeCompare(b[0].toLowerCase()))
    .slice(0, 5)
    .map(([name, loanAmount]) => ({ name, loanAmount }));
}

const query = async <T>(path: string, input: Record<string, unknown>) => {
  const res = await trpc(t.app, 'query', `dashboard.${path}`, input, staff);
  if (res.status !== 200) throw new Error(JSON.stringify(res.error));
  return res.data as T;
};

beforeAll(async () => {
  t = await createTestApp();
  staff = bearer(await signIn(t.app, 'staff'));
  await insertMasterLines(t.app.db, SPECS);
});
afterAll(() => t.close());

const year2025 = { startDate: '2025-01-01', endDate: '2025-12-31' };
const past12 = pastMonthsRange(12, today);
const ranges = [
  ['calendar year 2025', year2025, '2025-01-01', '2025-12-31'],
  ['Past 12 Months', { startDate: past12.start, endDate: past12.end }, past12.start, today],
  [
    'this year',
    { startDate: `${today.slice(0, 4)}-01-01`, endDate: `${today.slice(0, 4)}-12-31` },
    `${today.slice(0, 4)}-01-01`,
    today,
  ],
] as const;

type Approved = {
  asOf: string;
  totalLoan: number;
  totalCount: number;
  quarterLoan: number;
  quarter: { start: string; end: string };
  months: { month: string; loanAmount: number; count: number }[];
};

describe('dashboard figures (origination §2) agree with a plain recomputation over the rows', () => {
  it.each(ranges)('%s: total, quarter and monthly approved loan', async (_name, input, from, asOf) => {
    const figures = await query<Approved>('approvedLoan', input);
    expect(figures.asOf).toBe(asOf);
    const rows = approvedIn(from, asOf);
    expect(figures.totalLoan).toBe(sum(rows));
    expect(figures.totalCount).toBe(rows.length);
    const quarter = quarterRange(asOf);
    expect(figures.quarter).toEqual({ start: quarter.start, end: minDate(quarter.end, asOf) });
    expect(figures.quarterLoan).toBe(sum(approvedIn(quarter.start, asOf)));
    expect(figures.months.map((m) => m.month)).toEqual(monthKeys(from, asOf));
    for (const month of figures.months) {
      const inMonth = rows.filter((row) => row.day.startsWith(month.month));
      expect(month).toEqual({ month: month.month, loanAmount: sum(inMonth), count: inMonth.length });
    }
  });

  it('a range starting inside the quarter: the quarter still sums from its first day', async () => {
    const figures = await query<Approved & { quarterCount: number }>('approvedLoan', {
      startDate: '2025-11-15',
      endDate: '2025-12-31',
    });
    const quarterRows = approvedIn('2025-10-01', '2025-12-31');
    expect(figures.quarter).toEqual({ start: '2025-10-01', end: '2025-12-31' });
    expect(figures.quarterLoan).toBe(sum(quarterRows));
    expect(figures.quarterCount).toBe(quarterRows.length);
    expect(figures.totalLoan).toBe(sum(approvedIn('2025-11-15', '2025-12-31')));
  });

  it('2025 in numbers: the KL day decides the month, the deleted and unapproved lines never count', async () => {
    const figures = await query<Approved>('approvedLoan', year2025);
    // 800,000 + 270,000 + 405,000 + 500,000 + 120,000.50 + 200,000 x 2 + 270,000
    expect(figures.totalLoan).toBe(276_500_050);
    expect(figures.quarterLoan).toBe(102_000_050);
    expect(figures.months.find((m) => m.month === '2025-04')?.loanAmount).toBe(67_500_000);
    expect(figures.months.find((m) => m.month === '2025-03')?.loanAmount).toBe(0);
  });

  it.each(ranges)(
    '%s: executed and unexecuted per month of the last 12',
    async (_name, input, from, asOf) => {
      const figures = await query<{ months: { month: string; executed: number; unexecuted: number }[] }>(
        'transactions',
        input,
      );
      const windowStart = maxDate(lastTwelveMonthsStart(asOf), from);
      expect(figures.months.map((m) => m.month)).toEqual(monthKeys(windowStart, asOf));
      expect(figures.months.length).toBeLessThanOrEqual(12);
      for (const month of figures.months) {
        const inMonth = approvedIn(windowStart, asOf).filter((row) => row.day.startsWith(month.month));
        const executed = inMonth.filter((row) => row.agreementExecution && row.agreementExecution <= asOf);
        expect(month).toEqual({
          month: month.month,
          executed: executed.length,
          unexecuted: inMonth.length - executed.length,
        });
      }
    },
  );

  it.each(ranges)('%s: top 5 models and clients by approved loan', async (_name, input, from, asOf) => {
    const models = await query<{ models: { name: string; loanAmount: number }[] }>('topModels', input);
    expect(models.models.map(({ name, loanAmount }) => ({ name, loanAmount }))).toEqual(
      expectedTop(from, asOf, 'model'),
    );
    const clients = await query<{ clients: { name: string; loanAmount: number }[] }>('topClients', input);
    expect(clients.clients.map(({ name, loanAmount }) => ({ name, loanAmount }))).toEqual(
      expectedTop(from, asOf, 'hirer'),
    );
  });

  it('a range that ends before it starts is refused', async () => {
    const res = await trpc(
      t.app,
      'query',
      'dashboard.approvedLoan',
      { startDate: '2025-02-01', endDate: '2025-01-01' },
      staff,
    );
    expect(res.status).toBe(400);
  });
});

describe('legacy REST analysis calls of the dashboard (origination §7)', () => {
  const get = (path: string, q = 'StartDate=2025-01-01&EndDate=2025-12-31', headers = staff) =>
    t.app.inject({ method: 'GET', url: `/api/analysis/${path}/?${q}`, headers });
  const ringgit = (sen: number) => Number((sen / 100).toFixed(2));

  it('GET /analysis/total_approved_loan/: total_loan, total_quarter_loan, monthly lists of {loanAmount}', async () => {
    const res = await get('total_approved_loan');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      total_loan: number;
      total_quarter_loan: number;
      monthly: Record<string, { loanAmount: number }[]>;
    }>();
    const rows = approvedIn('2025-01-01', '2025-12-31');
    expect(body.total_loan).toBe(ringgit(sum(rows)));
    expect(body.total_quarter_loan).toBe(ringgit(sum(approvedIn('2025-10-01', '2025-12-31'))));
    expect(Object.keys(body.monthly)).toEqual(monthKeys('2025-01-01', '2025-12-31'));
    for (const [month, list] of Object.entries(body.monthly)) {
      const inMonth = rows.filter((row) => row.day.startsWith(month));
      expect(list.map((l) => l.loanAmount).sort()).toEqual(inMonth.map((row) => ringgit(row.sen)).sort());
    }
  });

  it('GET /analysis/overview_lead/: monthly {Executed[], Unexecute[]}', async () => {
    const body = (await get('overview_lead')).json<{
      monthly: Record<string, { Executed: { id: number }[]; Unexecute: { id: number }[] }>;
    }>();
    expect(Object.keys(body.monthly)).toHaveLength(12);
    expect(body.monthly['2025-11']).toMatchObject({ Executed: [], Unexecute: [{ loanAmount: 500000 }] });
    expect(body.monthly['2025-04']?.Executed).toHaveLength(1);
    expect(body.monthly['2025-04']?.Unexecute).toHaveLength(1);
  });

  it('GET /analysis/rank_product/ and /rank_hirer/: the top five names, in rank order, to their lines', async () => {
    const products = (await get('rank_product')).json<Record<string, { loanAmount: number }[]>>();
    const expected = expectedTop('2025-01-01', '2025-12-31', 'model');
    expect(Object.keys(products)).toEqual(expected.map((e) => e.name));
    for (const e of expected) {
      expect(products[e.name]!.reduce((s, l) => s + Math.round(l.loanAmount * 100), 0)).toBe(e.loanAmount);
    }
    const hirers = (await get('rank_hirer')).json<Record<string, unknown[]>>();
    expect(Object.keys(hirers)).toEqual(expectedTop('2025-01-01', '2025-12-31', 'hirer').map((e) => e.name));
    expect(hirers['Alpha Binaan']).toHaveLength(2);
  });

  it('without a range: this year; a bad date is a 400; no session is a 401', async () => {
    const plain = (await get('total_approved_loan', '')).json<{ total_loan: number }>();
    expect(plain.total_loan).toBe(ringgit(sum(approvedIn(`${today.slice(0, 4)}-01-01`, today))));
    expect((await get('rank_hirer', 'StartDate=2025-02-30')).statusCode).toBe(400);
    expect((await get('overview_lead', '', {})).statusCode).toBe(401);
  });
});
