import {
  ACCEPT_MESSAGES,
  addDays,
  addMonthsClamped,
  PAYMENT_MESSAGES,
  ringgitToSen,
  STATEMENT_FILE_MAX_BYTES,
  STATEMENT_FILE_MESSAGES,
} from '@sewabeli/domain';
import { TRPCError } from '@trpc/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKualaLumpur } from '../../lib/today';
import { type Caller, callerFor } from '../../testing/caller';
import { insertAgreement } from '../../testing/collection-fixture';
import { multipartBody } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp, trpc } from '../../testing/test-app';
import { BANK_STATEMENT_MESSAGES } from './bank-statement.service';

// Issue 31 on a real migrated database (PGlite, or PostgreSQL with TEST_DATABASE_URL): import, re-import refused,
// overlapping statements, reconciliation, 'Post matched' through the ledger, its exceptions, and two sessions
// posting at once.
let t: TestApp;
let officer: Caller;
let admin: Caller;
let accountId: number;
const today = todayInKualaLumpur();
const day = (n: number) => addDays(today, -n);
const mt940Date = (date: string) => date.slice(2).replace(/-/g, '');
const agreements: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  officer = await callerFor(t, 'Collection Officer');
  admin = await callerFor(t, 'Superadmin');
  const execution = addMonthsClamped(today, -3);
  for (const [hpNo, monthly] of [
    ['SB/HP/2025/0077', 1_000_00],
    ['SB/HP/2025/0078', 2_000_00],
    ['SB/HP/2025/0079', 3_000_00],
    ['SB/HP/2025/0080', 700_00],
  ] as const)
    agreements[hpNo] = (await insertAgreement(t.app.db, { execution, months: 12, monthly, hpNo })).id;
  accountId = (
    await admin.bankStatement.createAccount({
      name: 'Collections',
      bank: 'Maybank',
      accountNumber: '514011223344',
    })
  ).id;
});
afterAll(() => t.close());

/** An MT940 statement of the account; each line [days ago, C|D, amount text, customer ref, bank ref, :86:]. */
function mt940(lines: [number, 'C' | 'D', string, string, string, string][], opening = '10000,00'): string {
  return [
    '{1:F01MBBEMYKLAXXX0000000000}{2:I940MBBEMYKLXXXXN}{4:',
    ':20:STMT',
    ':25:514011223344',
    ':28C:00001/001',
    `:60F:C${mt940Date(day(10))}MYR${opening}`,
    ...lines.flatMap(([ago, mark, amount, customer, bank, info]) => [
      `:61:${mt940Date(day(ago))}${mark}${amount}NTRF${customer}${bank ? `//${bank}` : ''}`,
      `:86:${info}`,
    ]),
    '-}',
  ].join('\n');
}

const FIRST = mt940([
  [6, 'C', '1000,00', 'SBHP20250077', 'FT001', 'DUITNOW TRF CR ANSURAN'],
  [6, 'D', '50,00', 'NONREF', '', 'BANK CHARGES'],
  [5, 'C', '3000,00', 'NONREF', 'IBG002', 'IBG CREDIT SB/HP/2025/0079'],
  [5, 'C', '2150,00', 'NONREF', 'CHQ003', 'HOUSE CHQ DEP 004512'],
  [4, 'C', '123,45', 'NONREF', 'DN004', 'DUITNOW TRF CR AHMAD BIN ISMAIL'],
]);

async function importFile(content: string, fileName = 'statement.sta') {
  const { bankStatementId } = await officer.bankStatement.import({
    bankAccountId: accountId,
    fileName,
    contentBase64: Buffer.from(content).toString('base64'),
  });
  while (await t.app.bankStatementWorker.processNext()) {}
  return bankStatementId;
}

async function errorOf(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const ledgerRows = () =>
  sql<{ applicantProductId: number; amount: string; paidAt: string; method: string; reference: string }>`
    select applicant_product_id, amount, paid_at, method, reference from applicant_product_payment order by id`
    .execute(t.app.db)
    .then((result) => result.rows);

let firstId: number;

describe('bank accounts', () => {
  it('one account per account number; only a Superadmin defines them', async () => {
    expect(
      await errorOf(
        admin.bankStatement.createAccount({ name: 'Again', bank: 'Maybank', accountNumber: '514011223344' }),
      ),
    ).toEqual({ code: 'CONFLICT', message: 'Another bank account has this account number' });
    expect(
      (await errorOf(officer.bankStatement.createAccount({ name: 'X', bank: 'Y', accountNumber: '1' }))).code,
    ).toBe('FORBIDDEN');
  });
});

describe('import', () => {
  it('parses the file in a job, matches the credits and groups the lines with counts and totals', async () => {
    firstId = await importFile(FIRST);
    const summary = await officer.bankStatement.statement({ id: firstId });
    expect(summary.statement).toMatchObject({
      status: 'Imported',
      progress: 100,
      format: 'mt940',
      lineCount: 5,
      newLineCount: 5,
      duplicateLineCount: 0,
      creditTotal: 6_273_45,
      debitTotal: 50_00,
    });
    expect(summary.groups).toEqual([
      { status: 'Matched', count: 2, total: 4_000_00 },
      { status: 'Suggested', count: 0, total: 0 },
      { status: 'Unmatched', count: 2, total: 2_273_45 },
      { status: 'Ignored', count: 1, total: 50_00 },
      { status: 'Part posted', count: 0, total: 0 },
      { status: 'Posted', count: 0, total: 0 },
    ]);
    const matched = await officer.bankStatement.lines({ bankStatementId: firstId, status: 'Matched' });
    expect(matched.rows.map((line) => [line.reason, line.method, line.shares.map((s) => s.hpNo)])).toEqual([
      ['HP SB/HP/2025/0077 in description; amount = 1 instalment', 'duitnow', ['SB/HP/2025/0077']],
      ['HP SB/HP/2025/0079 in description; amount = 1 instalment', 'bank_transfer', ['SB/HP/2025/0079']],
    ]);
  });

  it('refuses the same file again', async () => {
    const refusal = await errorOf(
      officer.bankStatement.import({
        bankAccountId: accountId,
        fileName: 'again.sta',
        contentBase64: Buffer.from(FIRST).toString('base64'),
      }),
    );
    expect(refusal.code).toBe('CONFLICT');
    expect(refusal.message).toMatch(
      /^This file was already imported into this account on \d\d-\d\d-\d{4} \d\d:\d\d \(statement \d+\)$/,
    );
  });

  it('an overlapping statement brings only its new lines', async () => {
    const overlapping = mt940([
      [5, 'C', '3000,00', 'NONREF', 'IBG002', 'IBG CREDIT SB/HP/2025/0079'],
      [3, 'C', '2000,00', 'NONREF', 'IBG005', 'IBG CREDIT HP 2025 0078'],
    ]);
    const id = await importFile(overlapping, 'overlap.sta');
    const summary = await officer.bankStatement.statement({ id });
    expect(summary.statement).toMatchObject({
      status: 'Imported',
      lineCount: 2,
      newLineCount: 1,
      duplicateLineCount: 1,
    });
    const lines = await officer.bankStatement.lines({ bankStatementId: id });
    expect(lines.rows.map((line) => line.reference)).toEqual(['IBG005']);
  });

  it('a file whose every line is known is refused with the reason', async () => {
    const same = mt940([[6, 'C', '1000,00', 'SBHP20250077', 'FT001', 'DUITNOW TRF CR ANSURAN']]);
    const id = await importFile(same, 'same-lines.sta');
    expect((await officer.bankStatement.statement({ id })).statement).toMatchObject({
      status: 'Failed',
      error: BANK_STATEMENT_MESSAGES.nothingNew,
    });
  });

  it('a CSV needs the account’s saved mapping, then reads through it', async () => {
    const csv = `Date,Description,Reference,Debit,Credit,Balance\n${day(2).split('-').reverse().join('/')},IBG CR HP/2025/0080,IBG900,,700.00,"9,000.00"\n`;
    const before = await importFile(csv, 'x.csv');
    expect((await officer.bankStatement.statement({ id: before })).statement).toMatchObject({
      status: 'Failed',
    });
    await officer.bankStatement.saveCsvMapping({
      bankAccountId: accountId,
      mapping: {
        date: 'Date',
        description: 'Description',
        reference: 'Reference',
        credit: 'Credit',
        debit: 'Debit',
        balance: 'Balance',
        dateFormat: 'DD/MM/YYYY',
      },
    });
    const after = await importFile(`${csv}\n`, 'x2.csv');
    expect((await officer.bankStatement.statement({ id: after })).groups[0]).toEqual({
      status: 'Matched',
      count: 1,
      total: 700_00,
    });
  });
});

describe('a statement uploaded as other uploads are', () => {
  it('is imported from its stored file (POST /files, then importStored)', async () => {
    const content = mt940([[2, 'C', '77,00', 'NONREF', 'UP001', 'DUITNOW TRF CR UNKNOWN PAYER']]);
    const { payload, headers } = multipartBody(
      {},
      { name: 'upload.sta', data: Buffer.from(content), type: 'text/plain' },
    );
    const token = await signIn(t.app, 'collection.officer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/files?kind=applicantDocument',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    const { bankStatementId } = await officer.bankStatement.importStored({
      bankAccountId: accountId,
      storedFileId: res.json().id,
    });
    while (await t.app.bankStatementWorker.processNext()) {}
    expect((await officer.bankStatement.statement({ id: bankStatementId })).statement).toMatchObject({
      status: 'Imported',
      fileName: 'upload.sta',
      newLineCount: 1,
    });
  });
});

describe('a file as large as the screen sends', () => {
  it('imports through tRPC over HTTP: base64 past the edge text limit, within the 2 MB body', async () => {
    const { id: largeAccount } = await admin.bankStatement.createAccount({
      name: 'Large files',
      bank: 'CIMB Bank',
      accountNumber: '8009990001',
    });
    await officer.bankStatement.saveCsvMapping({
      bankAccountId: largeAccount,
      mapping: {
        date: 'Date',
        description: 'Description',
        reference: 'Reference',
        amount: 'Amount',
        dateFormat: 'DD/MM/YYYY',
      },
    });
    const date = day(1).split('-').reverse().join('/');
    const lines = ['Date,Description,Reference,Amount'];
    // Long descriptions: near the 1.5 MB a statement may be, in few lines.
    for (let i = 0; lines.join('\n').length < STATEMENT_FILE_MAX_BYTES - 2_000; i += 1)
      lines.push(`${date},BANK CHARGES ${i} ${'X'.repeat(900)},BC${i},-1.00`);
    const content = Buffer.from(lines.join('\n'));
    const answer = await trpc(
      t.app,
      'mutation',
      'bankStatement.import',
      { bankAccountId: largeAccount, fileName: 'large.csv', contentBase64: content.toString('base64') },
      bearer(await signIn(t.app, 'collection.officer')),
    );
    expect(answer.error).toBeNull();
    while (await t.app.bankStatementWorker.processNext()) {}
    const { bankStatementId } = answer.data as { bankStatementId: number };
    expect((await officer.bankStatement.statement({ id: bankStatementId })).statement).toMatchObject({
      status: 'Imported',
      newLineCount: lines.length - 1,
    });
  });
});

describe('reconciliation and Post matched', () => {
  it('split, ignore, then post: one payment per share, dated the value date with the bank reference, audited', async () => {
    const unmatched = await officer.bankStatement.lines({ bankStatementId: firstId, status: 'Unmatched' });
    const [cheque, unknown] = unmatched.rows;
    await officer.bankStatement.split({
      lineId: cheque!.id,
      shares: [
        { agreementId: agreements['SB/HP/2025/0078']!, amount: 2_000_00 },
        { agreementId: agreements['SB/HP/2025/0080']!, amount: 150_00 },
      ],
    });
    expect(
      await errorOf(
        officer.bankStatement.split({
          lineId: unknown!.id,
          shares: [{ agreementId: agreements['SB/HP/2025/0078']!, amount: 1 }],
        }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'The shares must add up to the credit' });
    await officer.bankStatement.ignore({ lineId: unknown!.id, reason: 'Not a hirer: refund from supplier' });

    const result = await officer.bankStatement.postMatched({ bankStatementId: firstId });
    expect(result).toEqual({ posted: 4, postedAmount: 6_150_00, exceptions: [] });
    const ledger = await ledgerRows();
    expect(ledger).toEqual(
      expect.arrayContaining([
        {
          applicantProductId: agreements['SB/HP/2025/0077'],
          amount: '1000.00',
          paidAt: day(6),
          method: 'duitnow',
          reference: 'FT001',
        },
        {
          applicantProductId: agreements['SB/HP/2025/0079'],
          amount: '3000.00',
          paidAt: day(5),
          method: 'bank_transfer',
          reference: 'IBG002',
        },
        {
          applicantProductId: agreements['SB/HP/2025/0078'],
          amount: '2000.00',
          paidAt: day(5),
          method: 'cheque',
          reference: 'CHQ003',
        },
        {
          applicantProductId: agreements['SB/HP/2025/0080'],
          amount: '150.00',
          paidAt: day(5),
          method: 'cheque',
          reference: 'CHQ003',
        },
      ]),
    );
    expect(ledger).toHaveLength(4);
    const summary = await officer.bankStatement.statement({ id: firstId });
    expect(summary.groups.find((group) => group.status === 'Posted')).toEqual({
      status: 'Posted',
      count: 3,
      total: 6_150_00,
    });
    expect(summary.postedTotal).toBe(6_150_00);
    const audit = await sql<{ n: number }>`select count(*)::int as n from audit_log
      where entity = 'bank_statement_line' and action = 'post'`.execute(t.app.db);
    expect(audit.rows[0]?.n).toBe(4);
    const profile = await officer.collection.byId({ id: agreements['SB/HP/2025/0078']! });
    expect(profile.payments.map((payment) => [payment.amount, payment.reference])).toEqual([
      [2_000_00, 'CHQ003'],
    ]);

    // Posting again posts nothing twice.
    expect(await officer.bankStatement.postMatched({ bankStatementId: firstId })).toEqual({
      posted: 0,
      postedAmount: 0,
      exceptions: [],
    });
    expect(await ledgerRows()).toHaveLength(4);
    // A posted line is not changed again.
    const posted = (await officer.bankStatement.lines({ bankStatementId: firstId, status: 'Posted' }))
      .rows[0]!;
    expect((await errorOf(officer.bankStatement.ignore({ lineId: posted.id, reason: 'x' }))).message).toBe(
      BANK_STATEMENT_MESSAGES.alreadyPosted,
    );
  });

  it('an earlier-dated bank credit posts on its value date after a later payment, and the ledger re-allocates (issue 40)', async () => {
    // The overlapping statement's line for 0078 is dated 3 days ago; a later payment is recorded first.
    const overlap = (await officer.bankStatement.statements({ bankAccountId: accountId })).rows.find(
      (s) => s.fileName === 'overlap.sta',
    )!;
    const agreement = agreements['SB/HP/2025/0078']!;
    await officer.collection.makePayment({
      applicantProductId: agreement,
      amount: 10_00,
      paidAt: day(1),
      method: 'cash',
      reference: null,
    });
    // Make Payment by hand keeps the spec's rule.
    expect(
      (
        await errorOf(
          officer.collection.makePayment({
            applicantProductId: agreement,
            amount: 10_00,
            paidAt: day(2),
            method: 'cash',
            reference: null,
          }),
        )
      ).message,
    ).toBe(PAYMENT_MESSAGES.dateBeforeLast);
    const result = await officer.bankStatement.postMatched({ bankStatementId: overlap.id });
    expect(result).toEqual({ posted: 1, postedAmount: 2_000_00, exceptions: [] });
    const profile = await officer.collection.byId({ id: agreement });
    expect(profile.payments.map((payment) => [payment.paidAt, payment.amount, payment.reference])).toEqual([
      [day(5), 2_000_00, 'CHQ003'],
      [day(3), 2_000_00, 'IBG005'],
      [day(1), 10_00, null],
    ]);
    // The profile's payment history names the bank's dates of a credit (this MT940 gives no booking date).
    expect(profile.payments.map((payment) => payment.bankStatement)).toEqual([
      { valueDate: day(5), bookingDate: null },
      { valueDate: day(3), bookingDate: null },
      null,
    ]);
    // Allocated in date order, not in the order written: the 10.00 of yesterday is the third instalment's.
    expect(profile.instalments.slice(0, 3).map((row) => [row.paidAmount, row.paidAt])).toEqual([
      [2_000_00, day(5)],
      [2_000_00, day(3)],
      [10_00, day(1)],
    ]);
  });

  it('a line breaking a ledger rule comes back as an exception with the message, nothing written', async () => {
    const id = await importFile(
      mt940([[2, 'C', '90000,00', 'NONREF', 'FT090', 'IBG CREDIT SB/HP/2025/0080']]),
      'too-much.sta',
    );
    const [line] = (await officer.bankStatement.lines({ bankStatementId: id })).rows;
    await officer.bankStatement.assign({ lineId: line!.id, agreementId: agreements['SB/HP/2025/0080']! });
    const before = await ledgerRows();
    const auditBefore = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.app.db);
    const result = await officer.bankStatement.postMatched({ bankStatementId: id });
    expect(result.posted).toBe(0);
    expect(result.exceptions).toEqual([
      expect.objectContaining({
        agreementId: agreements['SB/HP/2025/0080'],
        hpNo: 'SB/HP/2025/0080',
        message: PAYMENT_MESSAGES.aboveOutstanding,
      }),
    ]);
    expect(await ledgerRows()).toEqual(before);
    const auditAfter = await sql<{ n: number }>`select count(*)::int as n from audit_log`.execute(t.app.db);
    expect(auditAfter.rows[0]?.n).toBe(auditBefore.rows[0]?.n);
    const lines = await officer.bankStatement.lines({ bankStatementId: id });
    expect(lines.rows[0]).toMatchObject({
      matchStatus: 'Matched',
      postedAmount: 0,
      shares: [{ paymentId: null, exception: PAYMENT_MESSAGES.aboveOutstanding }],
    });
    const csv = await officer.bankStatement.exceptionsCsv({ bankStatementId: id });
    expect(csv.csv.split('\r\n')[1]).toContain(
      `,Matched,SB/HP/2025/0080,90000.00,${PAYMENT_MESSAGES.aboveOutstanding}`,
    );
  });

  it('two sessions posting one statement at once post each share once', async () => {
    const id = await importFile(
      mt940([
        [1, 'C', '1000,00', 'NONREF', 'FT101', 'DUITNOW SBHP20250077'],
        [1, 'C', '3000,00', 'NONREF', 'FT102', 'DUITNOW SBHP20250079'],
      ]),
      'race.sta',
    );
    const other = await callerFor(t, 'Superadmin');
    const before = (await ledgerRows()).length;
    const [a, b] = await Promise.all([
      officer.bankStatement.postMatched({ bankStatementId: id }),
      other.bankStatement.postMatched({ bankStatementId: id }),
    ]);
    expect(a.posted + b.posted).toBe(2);
    expect([...a.exceptions, ...b.exceptions]).toEqual([]);
    expect((await ledgerRows()).length).toBe(before + 2);
    const lines = await officer.bankStatement.lines({ bankStatementId: id });
    expect(lines.rows.map((line) => line.matchStatus)).toEqual(['Posted', 'Posted']);
    const outstanding = await officer.collection.byId({ id: agreements['SB/HP/2025/0077']! });
    expect(outstanding.outstandingBalance).toBe(ringgitToSen('12000.00') - 2_000_00);
  });
});

// Issue 40, each finding of the probe by its name: other currencies posted as ringgit, an impossible date retried
// three times, content that is not base64 accepted, risky matches.
describe('issue 40: statements in ringgit only', () => {
  const camt = (currency: string, entries: string) => `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Acct><Id><Othr><Id>514011223344</Id></Othr></Id><Ccy>${currency}</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="${currency}">0.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${day(9)}</Dt></Dt></Bal>
${entries}
</Stmt></BkToCstmrStmt></Document>`;
  const entry = (amount: string, currency: string, reference: string, text: string) =>
    `<Ntry><Amt Ccy="${currency}">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>${day(3)}</Dt></BookgDt><ValDt><Dt>${day(2)}</Dt></ValDt><AcctSvcrRef>${reference}</AcctSvcrRef>
<AddtlNtryInf>${text}</AddtlNtryInf></Ntry>`;
  const statementOf = (id: number) =>
    officer.bankStatement.statement({ id }).then((answer) => answer.statement);

  it('a bank account is kept in ringgit, and says so', async () => {
    const accounts = await officer.bankStatement.accounts();
    expect(accounts.find((account) => account.id === accountId)?.currency).toBe('MYR');
    expect(
      (
        await errorOf(
          admin.bankStatement.createAccount({
            name: 'Dollar',
            bank: 'HSBC',
            accountNumber: '808000292',
            currency: 'USD' as 'MYR',
          }),
        )
      ).code,
    ).toBe('BAD_REQUEST');
  });

  it('other currencies posted as ringgit: a camt.053 statement in USD is refused, naming both', async () => {
    const before = await ledgerRows();
    const id = await importFile(
      camt('USD', entry('4266.67', 'USD', 'USD001', 'DUITNOW SBHP20250077')),
      'usd.xml',
    );
    expect(await statementOf(id)).toMatchObject({
      status: 'Failed',
      error: 'This statement is in USD; the account Collections (Maybank 514011223344) is in MYR',
      lineCount: 0,
    });
    expect((await officer.bankStatement.lines({ bankStatementId: id })).total).toBe(0);
    expect(await ledgerRows()).toEqual(before);
  });

  it('other currencies posted as ringgit: an MT940 opening in USD is refused, naming both', async () => {
    const content = mt940([[3, 'C', '1000,00', 'SBHP20250077', 'USD940', 'DUITNOW']]).replace(
      /:60F:C(\d{6})MYR/,
      ':60F:C$1USD',
    );
    const id = await importFile(content, 'usd.sta');
    expect((await statementOf(id)).error).toBe(
      'This statement is in USD; the account Collections (Maybank 514011223344) is in MYR',
    );
  });

  it('other currencies posted as ringgit: an EUR entry inside a ringgit statement is Ignored with the reason, and cannot be assigned', async () => {
    const id = await importFile(
      camt(
        'MYR',
        [
          entry('1000.00', 'EUR', 'EUR001', 'SWIFT CR SBHP20250077'),
          entry('1.00', 'MYR', 'MYR001', 'DUITNOW CR AHMAD'),
        ].join(''),
      ),
      'eur-inside.xml',
    );
    const lines = await officer.bankStatement.lines({ bankStatementId: id });
    expect(
      lines.rows.map((line) => [line.reference, line.matchStatus, line.reason, line.shares.length]),
    ).toEqual([
      ['EUR001', 'Ignored', 'In EUR, not ringgit: not posted', 0],
      ['MYR001', 'Unmatched', 'No agreement found for this credit', 0],
    ]);
    const euro = lines.rows[0]!;
    await officer.bankStatement.reopen({ lineId: euro.id });
    expect(
      await errorOf(
        officer.bankStatement.assign({ lineId: euro.id, agreementId: agreements['SB/HP/2025/0077']! }),
      ),
    ).toEqual({ code: 'BAD_REQUEST', message: 'In EUR, not ringgit: not posted' });
    const before = await ledgerRows();
    expect((await officer.bankStatement.postMatched({ bankStatementId: id })).posted).toBe(0);
    expect(await ledgerRows()).toEqual(before);
  });
});

describe('issue 40: dates and input', () => {
  it('a statement with 30-02-2026 fails at once with its line, and its job is not retried', async () => {
    const content = [
      ':20:STMT',
      ':25:514011223344',
      ':28C:00001/001',
      `:60F:C${mt940Date(day(10))}MYR0,00`,
      ':61:2602300230C100,00NTRFNONREF//FEB30',
      ':86:DUITNOW SBHP20250077',
    ].join('\n');
    const { bankStatementId } = await officer.bankStatement.import({
      bankAccountId: accountId,
      fileName: 'feb30.sta',
      contentBase64: Buffer.from(content).toString('base64'),
    });
    expect(await t.app.bankStatementWorker.processNext()).toMatchObject({ state: 'completed' });
    expect(await t.app.bankStatementWorker.processNext()).toBeUndefined();
    const { statement } = await officer.bankStatement.statement({ id: bankStatementId });
    expect(statement).toMatchObject({ status: 'Failed', error: 'Line 5: 30-02-2026 is not a date' });
    const jobs = await sql<{ state: string; retryCount: number }>`
      select state, retry_count from pgboss.job
      where name = 'bank-statement-import' and (data->>'bankStatementId')::int = ${bankStatementId}`.execute(
      t.app.db,
    );
    expect(jobs.rows).toEqual([{ state: 'completed', retryCount: 0 }]);
  });

  it('a date after today is refused the same way', async () => {
    const id = await importFile(
      mt940([[-400, 'C', '100,00', 'NONREF', 'FUTURE1', 'DUITNOW']]).replace(/:61:\d{6}/, ':61:990101'),
      'future.sta',
    );
    const { statement } = await officer.bankStatement.statement({ id });
    expect(statement.error).toBe('Line 6: 01-01-2099 is after today');
  });

  it('bankStatement.import refuses content that is not base64, before anything is stored', async () => {
    const count = () =>
      sql<{ n: number }>`select count(*)::int as n from bank_statement`
        .execute(t.app.db)
        .then((r) => r.rows[0]?.n);
    const before = await count();
    const refusal = await errorOf(
      officer.bankStatement.import({
        bankAccountId: accountId,
        fileName: 'x.sta',
        contentBase64: ':20:STMT not base64',
      }),
    );
    expect(refusal.code).toBe('BAD_REQUEST');
    expect(refusal.message).toContain(STATEMENT_FILE_MESSAGES.notBase64);
    expect(await count()).toBe(before);
  });
});

describe('issue 40: matching that never guesses for you', () => {
  it('risky matches: a credit naming two HP numbers is Suggested as a split across them, never Matched to one', async () => {
    const id = await importFile(
      mt940([[2, 'C', '3000,00', 'NONREF', 'TWOHP1', 'DUITNOW SBHP20250077 SBHP20250078']]),
      'two-hp.sta',
    );
    const [line] = (await officer.bankStatement.lines({ bankStatementId: id })).rows;
    expect(line).toMatchObject({ matchStatus: 'Suggested', shares: [] });
    expect(line!.candidates.map((candidate) => [candidate.hpNo, candidate.share])).toEqual([
      ['SB/HP/2025/0077', 1_000_00],
      ['SB/HP/2025/0078', 2_000_00],
    ]);
    expect(await errorOf(officer.bankStatement.accept({ lineId: line!.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: ACCEPT_MESSAGES.split,
    });
    await officer.bankStatement.split({
      lineId: line!.id,
      shares: line!.candidates.map((candidate) => ({
        agreementId: candidate.agreementId,
        amount: candidate.share!,
      })),
    });
    const [saved] = (await officer.bankStatement.lines({ bankStatementId: id })).rows;
    expect(saved?.matchStatus).toBe('Matched');
    expect(saved?.shares.map((share) => share.amount)).toEqual([1_000_00, 2_000_00]);
  });

  it('risky matches: an amount-only candidate is not accepted with one key; choosing it is', async () => {
    const id = await importFile(
      mt940([[2, 'C', '700,00', 'NONREF', 'CDM700', 'CDM CASH DEPOSIT']]),
      'cdm.sta',
    );
    const [line] = (await officer.bankStatement.lines({ bankStatementId: id })).rows;
    expect(line).toMatchObject({ matchStatus: 'Suggested' });
    expect(line!.candidates[0]).toMatchObject({ hpNo: 'SB/HP/2025/0080', evidence: 'amount' });
    expect(await errorOf(officer.bankStatement.accept({ lineId: line!.id }))).toEqual({
      code: 'BAD_REQUEST',
      message: ACCEPT_MESSAGES.amountOnly,
    });
    await officer.bankStatement.assign({ lineId: line!.id, agreementId: line!.candidates[0]!.agreementId });
    expect((await officer.bankStatement.lines({ bankStatementId: id })).rows[0]?.matchStatus).toBe('Matched');
  });
});
