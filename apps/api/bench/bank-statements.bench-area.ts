import type { Db } from '@sewabeli/db';
import { addDays, calendarDateInKualaLumpur } from '@sewabeli/domain';
import { sql } from 'kysely';
import type { BenchCase, BenchContext } from './support';
import { send } from './support';

/**
 * Issue 31: a 10,000-line bank statement against the book. The import case sends a CSV statement of 10,000 lines
 * (as the browser does: bankStatement.import, base64 in the tRPC body) and runs its job to the end (parse, match
 * every credit against the book's agreements, store the lines and the accepted matches): budget 10 s. Each call
 * imports a new file (its references are new, so no line is already known). The screen's reads are then timed on
 * the last imported statement: a page of its lines (list budget), its groups and totals (profile budget), and the
 * statements list.
 *
 * The credits reference agreements of the book as banks write them: IBG credits with the HP number spaced out,
 * DuitNow transfers with it mangled (slashes dropped, lower case), cash deposits by amount only, unknown payers,
 * and debits (bank charges). The cases run in the large-book area (`pnpm bench`; LARGE_BOOK_SCALE=0.1 for a tenth
 * of it). Not on the demo book grown by copies (book.ts): its copies share their HP numbers up to a '/n' suffix,
 * which the matcher reads as the same number, so every line would find 301 agreements.
 */
const STATEMENT_LINES = Number(process.env.BENCH_STATEMENT_LINES ?? 10_000);
/** Timed imports after the warm-up one (each is a whole statement; at least 3). */
const IMPORT_RUNS = Math.max(3, Number(process.env.BENCH_IMPORT_RUNS ?? 5));
const ACCOUNT_NUMBER = '999000111222';
const today = calendarDateInKualaLumpur(new Date());

interface Payee {
  hpNo: string;
  name: string;
  instalment: number;
}

const CSV_MAPPING = {
  date: 'Date',
  description: 'Description',
  reference: 'Reference',
  amount: null,
  credit: 'Credit',
  debit: 'Debit',
  balance: null,
  dateFormat: 'DD/MM/YYYY',
  decimalStyle: 'dot',
  delimiter: ',',
};

let setup: Promise<{ accountId: number; payees: Payee[] }> | undefined;

/** The bench's bank account (its CSV columns saved) and the book's agreements the credits pay, read once. */
function prepare(db: Db) {
  setup ??= (async () => {
    await sql`
      insert into bank_account (name, bank, account_number, csv_mapping)
      values ('Bench Collections', 'Bench Bank', ${ACCOUNT_NUMBER}, ${JSON.stringify(CSV_MAPPING)}::jsonb)
      on conflict do nothing`.execute(db);
    const account = await sql<{ id: number }>`
      select id from bank_account where account_number = ${ACCOUNT_NUMBER}`.execute(db);
    const payees = await sql<{ hpNo: string; name: string; instalment: string }>`
      select ap.hp_no, h.name, ap.monthly_installment as instalment
      from applicant_product ap
      join hirer h on h.id = ap.hirer_id
      left join applicant_product_summary s on s.applicant_product_id = ap.id
      where ap.hp_no is not null and ap.agreement_execution is not null and ap.deleted_at is null
        and ap.monthly_installment > 0
        and coalesce(s.outstanding_balance, ap.total_payable) > ap.monthly_installment
      order by ap.id
      limit 3000`.execute(db);
    if (payees.rows.length === 0) throw new Error('the book has no agreement owing money');
    return {
      accountId: Number(account.rows[0]?.id),
      payees: payees.rows.map((row) => ({
        hpNo: row.hpNo,
        name: row.name,
        instalment: Math.round(Number(row.instalment) * 100),
      })),
    };
  })();
  return setup;
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
const money = (sen: number) => (sen / 100).toFixed(2);
const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;

/** Statement `n`: STATEMENT_LINES lines over the last week, its references `stamp` + the line's number. */
function statementCsv(payees: readonly Payee[], n: number, stamp: string): string {
  const lines = ['Date,Description,Reference,Credit,Debit'];
  for (let i = 0; i < STATEMENT_LINES; i += 1) {
    const payee = payees[(i * 7 + n) % payees.length] as Payee;
    const date = ddmmyyyy(addDays(today, -(1 + (i % 7))));
    const name = payee.name.toUpperCase().slice(0, 24);
    const reference = `B${stamp}X${i}`;
    const kind = i % 20;
    let description: string;
    let credit = payee.instalment;
    let debit = 0;
    if (kind < 10) description = `IBG CREDIT ${payee.hpNo.replace(/\//g, ' ')} ${name}`;
    else if (kind < 14) description = `DUITNOW TRF CR ${payee.hpNo.replace(/\//g, '').toLowerCase()} ${name}`;
    else if (kind < 17) description = 'CDM CASH DEPOSIT';
    else if (kind < 19) {
      description = `DUITNOW TRF CR PAYER ${i}`;
      credit = 10_000 + ((i * 37) % 90_000);
    } else {
      description = 'IBG DEBIT SUPPLIER PAYMENT';
      credit = 0;
      debit = 50_00 + (i % 1000);
    }
    lines.push(
      [date, quoted(description), reference, credit ? money(credit) : '', debit ? money(debit) : ''].join(
        ',',
      ),
    );
  }
  return lines.join('\n');
}

let imports = 0;
let lastStatement: Promise<number> | undefined;

/** Imports statement number `imports` and runs its job to the end; answers the statement's id. */
async function importStatement(context: BenchContext): Promise<number> {
  const { accountId, payees } = await prepare(context.db);
  imports += 1;
  const n = imports;
  // A reused database keeps the statements of earlier runs: the references are new to it too.
  const csv = statementCsv(payees, n, `${Date.now().toString(36)}${n}`);
  const { body } = await send(context, 'bank statement import', '/trpc/bankStatement.import', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      json: {
        bankAccountId: accountId,
        fileName: `bench-statement-${n}.csv`,
        contentBase64: Buffer.from(csv).toString('base64'),
      },
    }),
  });
  const id = (body as { result: { data: { json: { bankStatementId: number } } } }).result.data.json
    .bankStatementId;
  // The bench's app runs no worker of its own (NODE_ENV=test): the job runs here, as the tests drive it.
  while (await context.app.bankStatementWorker.processNext()) {}
  const done = await sql<{ status: string; newLineCount: number; error: string | null }>`
    select status, new_line_count, error from bank_statement where id = ${id}`.execute(context.db);
  const statement = done.rows[0];
  if (statement?.status !== 'Imported' || statement.newLineCount !== STATEMENT_LINES)
    throw new Error(`statement ${id} ended ${statement?.status}: ${statement?.error ?? ''}`);
  return id;
}

/** The statement the screen's cases read: the last one imported, or one imported now. */
const statementId = (context: BenchContext) => {
  lastStatement ??= importStatement(context);
  return lastStatement;
};

function query(label: string, procedure: string, input: (id: number) => unknown, budget: 'list' | 'profile') {
  return {
    label,
    budget,
    async call(context: BenchContext) {
      const payload = encodeURIComponent(JSON.stringify({ json: input(await statementId(context)) }));
      const { body } = await send(context, label, `/trpc/${procedure}?input=${payload}`);
      const data = (body as { result?: { data?: { json?: { total?: number } } } }).result?.data?.json;
      return typeof data?.total === 'number' ? data.total : null;
    },
  } satisfies BenchCase;
}

export const bankStatementCases: BenchCase[] = [
  {
    label: `bank statement: import, parse and match ${STATEMENT_LINES.toLocaleString('en-US')} lines`,
    budget: 'import',
    runs: IMPORT_RUNS,
    async call(context) {
      lastStatement = Promise.resolve(await importStatement(context));
      return STATEMENT_LINES;
    },
  },
  query(
    'bank statement: lines page, Matched',
    'bankStatement.lines',
    (id) => ({ bankStatementId: id, status: 'Matched', page: 1, pageSize: 50 }),
    'list',
  ),
  query(
    'bank statement: lines page 100, every status',
    'bankStatement.lines',
    (id) => ({ bankStatementId: id, page: 100, pageSize: 50 }),
    'list',
  ),
  query(
    'bank statement: lines, search "duitnow"',
    'bankStatement.lines',
    (id) => ({ bankStatementId: id, search: 'duitnow', pageSize: 50 }),
    'list',
  ),
  query('bank statement: groups and totals', 'bankStatement.statement', (id) => ({ id }), 'profile'),
  query('bank statements: list, first page', 'bankStatement.statements', () => ({}), 'list'),
];
