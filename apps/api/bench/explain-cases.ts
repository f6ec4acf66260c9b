/**
 * Prints EXPLAIN (ANALYZE, BUFFERS) of every statement a bench case's service call runs (issue 30: where the time
 * of a missed budget goes), on a database `pnpm db:seed:large` made. The calls are the large-book cases that missed.
 *
 *   EXPLAIN_DATABASE_URL=postgres://.../sewabeli_large pnpm --filter @sewabeli/api exec tsx bench/explain-cases.ts [word]
 *
 * A word picks the calls whose name holds it (master, dashboard, rest).
 */
import type { Database } from '@sewabeli/db';
import {
  calendarDateInKualaLumpur,
  listQuerySchema,
  masterListQuerySchema,
  yearSelectorOptions,
} from '@sewabeli/domain';
import { CamelCasePlugin, type CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import * as collections from '../src/features/collections/collection.service';
import * as dashboard from '../src/features/dashboard/dashboard.service';
import * as master from '../src/features/master-records/master-record.service';

const url = process.env.EXPLAIN_DATABASE_URL;
if (!url) throw new Error('EXPLAIN_DATABASE_URL is required');
const pool = new pg.Pool({
  connectionString: url,
  max: 1,
  // The server's own session settings (packages/db client.ts).
  options: '-c TimeZone=UTC -c jit=off -c max_parallel_workers_per_gather=0',
});
const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new PostgresDialect({ pool }),
  plugins: [new CamelCasePlugin()],
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});

const today = calendarDateInKualaLumpur(new Date());
const ranges = yearSelectorOptions(today);
const thisYear = ranges[0]!;
const longest = ranges.find((range) => range.key === 'past-24') ?? ranges.at(-1)!;
const range = (r: typeof thisYear) => ({ startDate: r.start, endDate: r.end });

const calls: Record<string, () => Promise<unknown>> = {
  'collections: pending, first page': () =>
    collections.listCollections(db, 'pending', listQuerySchema.parse({})),
  'master: search all "lim"': () =>
    master.listMasterRecords(db, masterListQuerySchema.parse({ search: 'lim' })),
  'master: tags brand + salesman': () =>
    master.listMasterRecords(
      db,
      masterListQuerySchema.parse({
        tags: [
          { field: 'brand', value: 'Komatsu' },
          { field: 'salesman', value: 'wong' },
        ],
      }),
    ),
  [`dashboard approvedLoan, ${longest.label}`]: () => dashboard.approvedLoan(db, range(longest), today),
  [`dashboard topClients, ${longest.label}`]: () => dashboard.topClients(db, range(longest)),
  [`rest total_approved_loan, ${thisYear.label}`]: () => {
    const period = dashboard.periodOf(range(thisYear), today);
    return Promise.all([
      dashboard.approvedLoan(db, range(thisYear), today),
      dashboard.approvedLines(db, period),
    ]);
  },
  [`rest overview_lead, ${thisYear.label}`]: () => {
    const period = dashboard.periodOf(range(thisYear), today);
    return Promise.all([
      dashboard.transactions(db, range(thisYear), today),
      dashboard.approvedLines(db, period, dashboard.transactionMonths(period).start),
    ]);
  },
};

const word = process.argv[2]?.toLowerCase();
for (const [name, call] of Object.entries(calls)) {
  if (word && !name.toLowerCase().includes(word)) continue;
  captured.length = 0;
  await call();
  const statements = [...captured];
  for (const statement of statements) {
    // EXPLAIN takes no bind parameters: the values go in as literals.
    const text = statement.parameters.reduce<string>(
      (query, value, index) =>
        query.replace(
          new RegExp(`\\$${index + 1}(?!\\d)`, 'g'),
          typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`,
        ),
      statement.sql,
    );
    const plan = await sql.raw<Record<string, string>>(`explain (analyze, buffers) ${text}`).execute(db);
    console.log(`\n=== ${name}\n${text}\n`);
    for (const row of plan.rows) console.log(Object.values(row)[0]);
  }
}
await db.destroy();
