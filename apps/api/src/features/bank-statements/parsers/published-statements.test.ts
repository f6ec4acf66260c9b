import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCamt053Statement } from './camt053-statement';
import { parseMt940Statement } from './mt940-statement';
import { readStatement } from './read-statement';

/**
 * Issue 40: statements as banks write them. The files in fixtures/ are copied unchanged from other parsers' test
 * fixtures (fixtures/README.md names each one's repository, path and licence):
 * - rabobank.sta, ing.sta, sparkasse-february-30.sta: wolph/mt940 (BSD-3-Clause), tests/jejik/rabobank.sta,
 *   tests/jejik/ing.sta, tests/self-provided/february_30.sta;
 * - hsbc.sta: fruitl00p/php-mt940 (MIT), test/Parser/Banking/Mt940/Engine/Hsbc/sample;
 * - genkgo-camt053-multi-statement.xml: genkgo/camt (MIT), test/data/camt053.v2.multi.statement.xml.
 */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const TODAY = '2026-12-07';

describe('MT940 as banks write it', () => {
  it('Rabobank: four statements in one file, zero-padded amounts, four :86: lines to one entry, the payer after the reference', () => {
    const statement = parseMt940Statement(fixture('rabobank.sta'), TODAY);
    expect(statement.currencies).toEqual(['EUR']);
    expect(
      statement.lines.map((line) => [
        line.valueDate,
        line.direction,
        line.amount,
        line.reference,
        line.balance,
      ]),
    ).toEqual([
      ['2011-05-27', 'debit', 1_213_28, '0121470966', 473_17 - 1_213_28],
      // The second statement has no entry; the third starts again from its own opening balance.
      ['2011-06-17', 'debit', 44_95, '0733959555', 1_295_82 - 44_95],
      ['2011-07-21', 'debit', 236_56, null, 1_295_82 - 44_95 - 236_56],
      ['2012-08-29', 'debit', 88_10, 'P000029225', 4_196_12 - 88_10],
      ['2012-08-29', 'debit', 6_20, 'P000029225', 4_196_12 - 88_10 - 6_20],
    ]);
    expect(statement.lines[0]?.description).toBe(
      'Terugboeking NIET AKKOORD MET AFSCHRIJVING KOSTEN KINDEROPVANG JUNI 20095731 W.P. Jansen',
    );
  });

  it('ING: header lines before :20:, type codes with a space, multi-line :86:, the statement’s own :86: left out', () => {
    const statement = parseMt940Statement(fixture('ing.sta'), TODAY);
    expect(statement.accountNumber).toBe('0001234567');
    expect(statement.lines).toHaveLength(7);
    expect(statement.lines.map((line) => line.amount)).toEqual([25_03, 3_03, 1_11, 20_00, 1_10, 3_68, 1_00]);
    expect(statement.lines[0]?.description).toBe(
      'RC AFREKENING BETALINGSVERKEER BETREFT REKENING 4715589 PERIODE: 01-10-2010 / 31-12-2010 ING Bank N.V. tarifering ING',
    );
    expect(statement.lines[2]?.reference).toBe('TMG TANGO');
    expect(statement.lines.at(-1)).toMatchObject({
      direction: 'credit',
      valueDate: '2010-07-23',
      description:
        '0111111111 Hr S Marechal ROSMALEN Hr S Marechal ROSMALEN Betaling transactiedatum: 22-07-2010',
      balance: -45_59,
    });
  });

  it('HSBC Hong Kong: entry date, funds code, /OCMT/ structured :86:, the statement’s currency HKD', () => {
    const statement = parseMt940Statement(fixture('hsbc.sta'), TODAY);
    expect(statement.currencies).toEqual(['HKD']);
    expect(statement.lines).toEqual([
      {
        valueDate: '2012-03-29',
        bookingDate: '2012-03-29',
        amount: 20_000_00,
        direction: 'debit',
        description:
          'USD2853,12/ PAYMENT OF INVOICES 204011665 20401 1687 WXXXXX BANKING CORPORATION 123456XXXXXX BENEFICIARY INFO 1004688128',
        reference: '6128522200250001',
        balance: -20_000_00,
      },
    ]);
  });

  it('a German savings bank’s 30 February is refused at once, naming the file’s line', () => {
    expect(() => readStatement(fixture('sparkasse-february-30.sta'), null, TODAY)).toThrow(
      'Line 6: 30-02-2016 is not a date',
    );
  });

  it.each([
    [
      'an amount without decimals and an entry date',
      ':61:2611231123C1000,NTRFSBHP20250077',
      1_000_00,
      '2026-11-23',
      'credit',
    ],
    [
      'a funds code after the mark (German DR)',
      ':61:2611231123DR6,00N024NONREF',
      6_00,
      '2026-11-23',
      'debit',
    ],
    ['no entry date, a one-decimal amount', ':61:261123C12,5NTRFNONREF', 12_50, null, 'credit'],
    [
      'an entry booked in December for a January value date',
      ':61:2601021231C5,00NTRFNONREF',
      5_00,
      '2025-12-31',
      'credit',
    ],
  ] as const)('a :61: with %s', (_case, line, amount, bookingDate, direction) => {
    const [read] = parseMt940Statement(`:20:X\n:60F:C261101MYR0,\n${line}\n:62F:C261130MYR0,`, TODAY).lines;
    expect(read).toMatchObject({ amount, bookingDate, direction });
  });

  it('structured :86: in /KEY/ form keeps the values, not the keys, and an HP number survives', () => {
    const [read] = parseMt940Statement(
      [
        ':20:X',
        ':60F:C261101MYR0,00',
        ':61:2611231123C100,00NTRFNONREF',
        ':86:/TRTP/SEPA OVERBOEKING/IBAN/MY12MBBE0000514011/BIC/MBBEMYKL/NAME/BINAAN TEGUH JAYA/REMI/SB/HP/2025/0',
        '077 ANSURAN/EREF/NOTPROVIDED',
      ].join('\n'),
      TODAY,
    ).lines;
    expect(read?.description).toBe(
      'SEPA OVERBOEKING MY12MBBE0000514011 MBBEMYKL BINAAN TEGUH JAYA SB/HP/2025/0077 ANSURAN NOTPROVIDED',
    );
  });

  it('a date after today is refused with its line', () => {
    expect(() =>
      parseMt940Statement(':20:X\n:25:1\n:60F:C261101MYR0,\n:61:990101C1,00NTRFNONREF', TODAY),
    ).toThrow('Line 4: 01-01-2099 is after today');
  });
});

describe('camt.053 as banks write it', () => {
  it('two <Stmt> in one file, each from its opening balance, booking date apart from value date, the currency kept', () => {
    const statement = parseCamt053Statement(fixture('genkgo-camt053-multi-statement.xml'), TODAY);
    expect(statement.accountNumber).toBe('NL26VAYB8060476890');
    expect(statement.currencies).toEqual(['EUR']);
    expect(statement.lines).toEqual([
      {
        valueDate: '2015-01-02',
        bookingDate: '2014-12-31',
        currency: 'EUR',
        amount: 8_85,
        direction: 'credit',
        description: 'Company Name 1 Transaction Description 1',
        reference: '000000001',
        balance: 27_00,
      },
      {
        valueDate: '2015-01-02',
        bookingDate: '2014-12-31',
        currency: 'EUR',
        amount: 7_00,
        direction: 'debit',
        description: 'Company Name 2 Transaction Description 2',
        reference: '000000002',
        balance: 20_00,
      },
    ]);
  });

  const camt = (entries: string, accountCurrency = 'MYR') => `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Acct><Id><Othr><Id>514011223344</Id></Othr></Id><Ccy>${accountCurrency}</Ccy></Acct>
${entries}
</Stmt></BkToCstmrStmt></Document>`;

  it('a batch entry’s transactions are lines of their own, each with its amount, currency and reference', () => {
    const statement = parseCamt053Statement(
      camt(`<Ntry><Amt Ccy="MYR">300.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-11-23</Dt></BookgDt><ValDt><Dt>2026-11-24</Dt></ValDt><AcctSvcrRef>B1</AcctSvcrRef>
<NtryDtls><Btch><NbOfTxs>3</NbOfTxs></Btch>
<TxDtls><Amt Ccy="MYR">100.00</Amt><RmtInf><Ustrd>SB/HP/2025/0077</Ustrd></RmtInf></TxDtls>
<TxDtls><Refs><EndToEndId>E2E-2</EndToEndId></Refs><AmtDtls><TxAmt><Amt Ccy="MYR">150.00</Amt></TxAmt></AmtDtls></TxDtls>
<TxDtls><Amt Ccy="EUR">50.00</Amt></TxDtls>
</NtryDtls></Ntry>`),
      TODAY,
    );
    expect(
      statement.lines.map((line) => [
        line.amount,
        line.currency,
        line.reference,
        line.valueDate,
        line.bookingDate,
      ]),
    ).toEqual([
      [100_00, 'MYR', 'B1/1', '2026-11-24', '2026-11-23'],
      [150_00, 'MYR', 'E2E-2', '2026-11-24', '2026-11-23'],
      [50_00, 'EUR', 'B1/3', '2026-11-24', '2026-11-23'],
    ]);
  });

  it('a transaction amount in another currency than its entry’s is the currency kept', () => {
    const statement = parseCamt053Statement(
      camt(`<Ntry><Amt Ccy="MYR">100.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<ValDt><Dt>2026-11-24</Dt></ValDt><NtryDtls><TxDtls><Amt Ccy="EUR">100.00</Amt></TxDtls></NtryDtls></Ntry>
<Ntry><Amt Ccy="MYR">5.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><ValDt><Dt>2026-11-24</Dt></ValDt></Ntry>`),
      TODAY,
    );
    expect(statement.lines.map((line) => line.currency)).toEqual(['EUR', 'MYR']);
  });

  it('an impossible date names its line in the file', () => {
    const content = camt(`<Ntry><Amt Ccy="MYR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts>
<BookgDt><Dt>2026-02-30</Dt></BookgDt></Ntry>`);
    expect(() => parseCamt053Statement(content, TODAY)).toThrow('Line 5: 30-02-2026 is not a date');
  });

  it('a statement in USD says so', () => {
    expect(parseCamt053Statement(camt('', 'USD'), TODAY).currencies).toEqual(['USD']);
  });
});
