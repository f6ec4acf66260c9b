import type { Db } from '@sewabeli/db';
import { addDays, type CalendarDate } from '@sewabeli/domain';
import { sql } from 'kysely';
import { importStatement } from '../features/bank-statements/bank-statement-import.service';
import type { TestApp } from './test-app';

/** One credit of a test statement: days before `today`, amount in sen, the bank's reference, the description. */
export interface TestCredit {
  ago: number;
  amount: number;
  reference: string;
  description: string;
}

const mt940Date = (date: CalendarDate) => date.slice(2).replace(/-/g, '');
const mt940Amount = (sen: number) => `${Math.floor(sen / 100)},${String(sen % 100).padStart(2, '0')}`;

/** An MT940 statement of `accountNumber` holding `credits`. */
export function mt940Credits(
  accountNumber: string,
  today: CalendarDate,
  credits: readonly TestCredit[],
): string {
  return [
    '{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:',
    ':20:STMT',
    `:25:${accountNumber}`,
    ':28C:00001/001',
    `:60F:C${mt940Date(addDays(today, -30))}MYR0,00`,
    ...credits.flatMap((credit) => [
      `:61:${mt940Date(addDays(today, -credit.ago))}C${mt940Amount(credit.amount)}NTRFNONREF//${credit.reference}`,
      `:86:${credit.description}`,
    ]),
    '-}',
  ].join('\n');
}

/** Imports a statement through the service and its job, as the screen does; answers the statement's id. */
export async function importCredits(
  t: TestApp,
  actor: Parameters<typeof importStatement>[1],
  bankAccountId: number,
  content: string,
): Promise<number> {
  const { bankStatementId } = await importStatement({ db: t.app.db, storage: t.app.fileStorage }, actor, {
    bankAccountId,
    fileName: 'statement.sta',
    content: Buffer.from(content),
  });
  while (await t.app.bankStatementWorker.processNext()) {}
  return bankStatementId;
}

/**
 * Issue 40's invariants of posted bank credits, read from the tables, as messages (empty when they all hold):
 * per line, what is posted is its posted shares, never above its credit, and its status says so; per share, at
 * most one ledger entry (the one carrying its key, for its amount); no ledger entry of a share that is gone; and
 * per line, what the ledger holds for it is what it says is posted.
 */
export async function postingInvariantBreaks(db: Db): Promise<string[]> {
  const lines = await sql<{
    id: number;
    amount: string;
    postedAmount: string;
    matchStatus: string;
    shares: string;
    ledger: string;
  }>`select l.id, l.amount, l.posted_amount, l.match_status,
      (select coalesce(sum(a.amount), 0) from bank_statement_allocation a
        where a.bank_statement_line_id = l.id and a.applicant_product_payment_id is not null) as shares,
      (select coalesce(sum(p.amount), 0) from bank_statement_allocation a
        join applicant_product_payment p on p.id = a.applicant_product_payment_id
        where a.bank_statement_line_id = l.id) as ledger
    from bank_statement_line l order by l.id`.execute(db);
  const breaks: string[] = [];
  for (const line of lines.rows) {
    const amount = Number(line.amount);
    const posted = Number(line.postedAmount);
    const shares = Number(line.shares);
    const ledger = Number(line.ledger);
    if (posted !== shares) breaks.push(`line ${line.id}: posted ${posted}, its posted shares ${shares}`);
    if (posted !== ledger) breaks.push(`line ${line.id}: posted ${posted}, its ledger entries ${ledger}`);
    if (posted > amount) breaks.push(`line ${line.id}: posted ${posted} above its credit ${amount}`);
    const status = posted <= 0 ? null : posted >= amount ? 'Posted' : 'Part posted';
    if (status !== null && line.matchStatus !== status)
      breaks.push(`line ${line.id}: ${line.matchStatus} with ${posted} of ${amount} posted`);
    if (status === null && (line.matchStatus === 'Posted' || line.matchStatus === 'Part posted'))
      breaks.push(`line ${line.id}: ${line.matchStatus} with nothing posted`);
  }
  const shares = await sql<{ id: number; entries: number; wrong: number }>`
    select a.id, count(p.id)::int as entries,
      count(p.id) filter (where p.id is distinct from a.applicant_product_payment_id or p.amount <> a.amount)::int as wrong
    from bank_statement_allocation a
    left join applicant_product_payment p on p.idempotency_key = 'bank-statement-share:' || a.id
    group by a.id having count(p.id) > 1
      or count(p.id) filter (where p.id is distinct from a.applicant_product_payment_id or p.amount <> a.amount) > 0
      or (a.applicant_product_payment_id is not null and count(p.id) = 0)`.execute(db);
  for (const share of shares.rows)
    breaks.push(`share ${share.id}: ${share.entries} ledger entries, ${share.wrong} not its own`);
  const orphans = await sql<{ n: number }>`select count(*)::int as n from applicant_product_payment p
    where p.idempotency_key like 'bank-statement-share:%' and not exists (select 1 from bank_statement_allocation a
      where a.applicant_product_payment_id = p.id)`.execute(db);
  if ((orphans.rows[0]?.n ?? 0) > 0)
    breaks.push(`${orphans.rows[0]?.n} ledger entries of shares that are gone`);
  return breaks;
}
