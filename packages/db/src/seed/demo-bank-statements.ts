import { createHash } from 'node:crypto';
import {
  addDays,
  type CalendarDate,
  calendarDateInKualaLumpur,
  maxDate,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { sql } from 'kysely';
import type { Db } from '../client';
import type { SeedFileWriter } from './demo-applications';

// Issue 31: the financier's two bank accounts and, for the first, an MT940 statement of last week's credits from
// the demo hirers, written to the file store for the Bank statements screen to import: half of them name the HP
// number (mangled as hirers and banks do), some carry the amount alone, two credits are from nobody in the book,
// one line is there twice (the duplicate is kept once on import), and a bank charge. Every credit pays an
// agreement whose latest payment is older than the credit and never more than it owes, so posting it breaks no
// ledger rule. The matching is the import's (the domain's matching rules), not the seed's.

export const DEMO_BANK_ACCOUNTS = [
  { name: 'Collections Account', bank: 'Maybank', accountNumber: '514011223344' },
  { name: 'Operating Account', bank: 'CIMB Bank', accountNumber: '8001234567' },
] as const;

/** The CIMB BizChannel export's columns, saved as the second account's CSV mapping. */
const CIMB_CSV_MAPPING = {
  date: 'Transaction Date',
  description: 'Description',
  reference: 'Reference No.',
  amount: null,
  credit: 'Credit',
  debit: 'Debit',
  balance: 'Balance',
  dateFormat: 'DD/MM/YYYY',
  decimalStyle: 'dot',
  delimiter: ',',
};

export const DEMO_STATEMENT_FILE_NAME = 'demo-statement-maybank-last-week.sta';

const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');
const mt940Amount = (sen: Sen) => `${Math.trunc(sen / 100)},${String(sen % 100).padStart(2, '0')}`;
const sen = ringgitToSen;

interface Payer {
  hpNo: string;
  name: string;
  monthly: number;
  /** The date of the agreement's latest ledger entry: a credit is never dated before it. */
  latest: string | null;
}

/** Live executed agreements owing at least an instalment, with nothing paid after `until`. */
async function payers(db: Db, until: string): Promise<Payer[]> {
  const rows = await sql<{
    hpNo: string;
    name: string;
    monthly: string;
    outstanding: string;
    latest: string | null;
  }>`
    select ap.hp_no, h.name, ap.monthly_installment as monthly,
      coalesce(s.outstanding_balance, ap.total_payable) as outstanding,
      (select max(p.paid_at)::text from applicant_product_payment p where p.applicant_product_id = ap.id) as latest
    from applicant_product ap
    join applicant a on a.id = ap.applicant_id and a.deleted_at is null
    join hirer h on h.id = ap.hirer_id
    left join applicant_product_summary s on s.applicant_product_id = ap.id
    where ap.deleted_at is null and ap.hp_no is not null and ap.agreement_execution is not null
      and not exists (select 1 from applicant_product_payment p
        where p.applicant_product_id = ap.id and p.paid_at > ${until}::date)
    order by ap.hp_no`.execute(db);
  return rows.rows
    .filter((row) => sen(row.monthly) > 0 && sen(row.outstanding) >= sen(row.monthly))
    .map((row) => ({ hpNo: row.hpNo, name: row.name, monthly: sen(row.monthly), latest: row.latest }));
}

/** The later of two dates. */
const later = (a: CalendarDate, b: CalendarDate | null) => (b === null ? a : maxDate(a, b));

/** The statement text: credits of `payers` over last week, then the unknown credits, the duplicate and a charge. */
function demoStatement(list: Payer[], today: string): string {
  const start = addDays(today, -7);
  const byNumber = list.slice(0, 6);
  const byAmount = list.slice(6, 9);
  const lines: {
    date: string;
    credit: boolean;
    amount: number;
    customer: string;
    bank: string;
    info: string;
  }[] = [];
  const mangle = [
    (hp: string) => ({ customer: hp.replace(/\//g, ''), info: 'DUITNOW TRF CR' }),
    (hp: string) => ({ customer: 'NONREF', info: `IBG CREDIT ${hp.replace(/\//g, ' ')}` }),
    (hp: string) => ({
      customer: 'NONREF',
      info: `JOMPAY BILLER 45678 REF1 ${hp.replace(/\//g, '').toLowerCase()}`,
    }),
    (hp: string) => ({ customer: 'NONREF', info: `INTERBANK GIRO CR ${hp}` }),
  ];
  byNumber.forEach((payer, i) => {
    const { customer, info } = (
      mangle[i % mangle.length] as (hp: string) => { customer: string; info: string }
    )(payer.hpNo);
    lines.push({
      date: later(addDays(start, 1 + (i % 5)), payer.latest),
      credit: true,
      amount: payer.monthly,
      customer,
      bank: `FT${yymmdd(start)}${String(i + 1).padStart(4, '0')}`,
      info: `${info} ${payer.name.toUpperCase().slice(0, 24)}`,
    });
  });
  byAmount.forEach((payer, i) => {
    lines.push({
      date: later(addDays(start, 2 + i), payer.latest),
      credit: true,
      amount: payer.monthly,
      customer: 'NONREF',
      bank: `CDM${yymmdd(start)}${String(i + 1).padStart(3, '0')}`,
      info: i % 2 === 0 ? 'CDM CASH DEPOSIT' : 'HOUSE CHQ DEP 004512',
    });
  });
  lines.push(
    {
      date: addDays(start, 3),
      credit: true,
      amount: 1_234_56,
      customer: 'NONREF',
      bank: 'DN900001',
      info: 'DUITNOW TRF CR TAN AH KOW',
    },
    {
      date: addDays(start, 4),
      credit: true,
      amount: 88_00,
      customer: 'NONREF',
      bank: 'IBG900002',
      info: 'IBG CREDIT SYARIKAT LIM BROTHERS',
    },
    {
      date: addDays(start, 5),
      credit: false,
      amount: 45_00,
      customer: 'NONREF',
      bank: 'CHG900003',
      info: 'BANK CHARGES IBG',
    },
  );
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  // The bank sent one credit twice: the same line, reference and all.
  if (lines[0]) lines.splice(1, 0, { ...lines[0] });
  let balance = 250_000_00;
  const opening = balance;
  for (const line of lines) balance += line.credit ? line.amount : -line.amount;
  return [
    '{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:',
    `:20:STMT${yymmdd(today)}`,
    `:25:${DEMO_BANK_ACCOUNTS[0].accountNumber}`,
    ':28C:00047/001',
    `:60F:C${yymmdd(start)}MYR${mt940Amount(opening)}`,
    ...lines.flatMap((line) => [
      `:61:${yymmdd(line.date)}${line.date.slice(5).replace('-', '')}${line.credit ? 'C' : 'D'}${mt940Amount(line.amount)}NTRF${line.customer}//${line.bank}`,
      `:86:${line.info}`,
    ]),
    `:62F:C${yymmdd(addDays(today, -1))}MYR${mt940Amount(balance)}`,
    '-}',
  ].join('\r\n');
}

/** Last week's demo statement as the seed writes it for the book as it is in `db` now. */
export async function demoBankStatementFile(
  db: Db,
  today: CalendarDate = calendarDateInKualaLumpur(new Date()),
): Promise<Buffer> {
  return Buffer.from(demoStatement(await payers(db, addDays(today, -2)), today));
}

export async function seedDemoBankStatements(db: Db, files?: SeedFileWriter): Promise<void> {
  const existing = await db
    .selectFrom('bankAccount')
    .select('id')
    .where('accountNumber', '=', DEMO_BANK_ACCOUNTS[0].accountNumber)
    .executeTakeFirst();
  if (existing) return;
  const officer = await db
    .selectFrom('userAuth')
    .select('userId')
    .where('username', '=', 'collection.officer')
    .executeTakeFirst();
  const by = officer?.userId ?? null;
  await db.transaction().execute(async (trx) => {
    for (const account of DEMO_BANK_ACCOUNTS)
      await trx
        .insertInto('bankAccount')
        .values({
          ...account,
          csvMapping: account === DEMO_BANK_ACCOUNTS[1] ? JSON.stringify(CIMB_CSV_MAPPING) : null,
          createdBy: by,
          updatedBy: by,
        })
        .execute();
    const data = await demoBankStatementFile(trx);
    const storageKey = files
      ? await files.put(data, 'sta')
      : `${createHash('sha256').update(data).digest('hex').slice(0, 2)}/${createHash('sha256').update(data).digest('hex').slice(0, 32)}.sta`;
    await trx
      .insertInto('storedFile')
      .values({
        storageKey,
        originalName: DEMO_STATEMENT_FILE_NAME,
        mimeType: 'text/plain',
        sizeBytes: data.length,
        createdBy: by,
      })
      .execute();
  });
}
