import { type CsvMapping, lineIdentity } from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import { parseCamt053Statement } from './camt053-statement';
import { csvDate, parseCsvStatement } from './csv-statement';
import { parseMt940Statement } from './mt940-statement';
import { amountOf, StatementFormatError } from './parsed-statement';
import { detectStatementFormat, readStatement } from './read-statement';
import { CAMT053_SAMPLE, CSV_SAMPLE, CSV_SAMPLE_MAPPING, MT940_SAMPLE } from './statement-samples';

/** The parsers refuse dates after today: the tests' today is fixed. */
const TODAY = '2026-12-07';

describe('MT940', () => {
  it('reads the lines, references, :86: information and the running balance from the opening balance', () => {
    const statement = parseMt940Statement(MT940_SAMPLE, TODAY);
    expect(statement.accountNumber).toBe('514011223344');
    expect(statement.lines).toEqual([
      {
        valueDate: '2026-11-21',
        bookingDate: '2026-11-21',
        amount: 4_266_67,
        direction: 'credit',
        description: 'DUITNOW TRF CR BINAAN TEGUH JAYA SDN BHD ANSURAN NOV DUITNOW TRF CR SBHP20250077',
        reference: 'FT2632500123',
        balance: 129_266_67,
      },
      {
        valueDate: '2026-11-22',
        bookingDate: '2026-11-22',
        amount: 150_00,
        direction: 'debit',
        description: 'BANK CHARGES NOV',
        reference: null,
        balance: 129_116_67,
      },
      {
        valueDate: '2026-11-23',
        bookingDate: '2026-11-23',
        amount: 8_175_00,
        direction: 'credit',
        description: 'IBG CREDIT LOGISTIK UTARA PRIMA SB/HP/2025/0902',
        reference: 'IBG2611230042',
        balance: 137_291_67,
      },
    ]);
  });

  it('reads the SWIFT handbook’s bare form (no blocks) with a reversal of a debit as a credit', () => {
    const statement = parseMt940Statement(
      [
        ':20:STARTUMSE',
        ':25:10020030/1234567',
        ':28C:00001/001',
        ':60F:C090528EUR0,00',
        ':61:0905280528RD1000,00NTRFNONREF//00000000001',
        ':86:051?00UEBERWEISG?20Ihre Kontonummer?211234567',
        ':62F:C090528EUR1000,00',
      ].join('\r\n'),
      TODAY,
    );
    expect(statement.lines).toEqual([
      {
        valueDate: '2009-05-28',
        bookingDate: '2009-05-28',
        amount: 1_000_00,
        direction: 'credit',
        description: 'UEBERWEISG Ihre Kontonummer 1234567',
        reference: '00000000001',
        balance: 1_000_00,
      },
    ]);
  });

  it('refuses what is not MT940', () => {
    expect(() => parseMt940Statement('hello', TODAY)).toThrow(StatementFormatError);
    expect(() => parseMt940Statement(':20:X\n:61:garbage', TODAY)).toThrow(
      "Line 2: not an MT940 statement line: ':61:garbage'",
    );
  });
});

describe('camt.053', () => {
  it('reads booked entries, splits a batch entry by its transactions and keeps the debtor and remittance', () => {
    const statement = parseCamt053Statement(CAMT053_SAMPLE, TODAY);
    expect(statement.accountNumber).toBe('514011223344');
    expect(statement.lines).toEqual([
      {
        valueDate: '2026-11-21',
        bookingDate: '2026-11-21',
        currency: 'MYR',
        amount: 4_266_67,
        direction: 'credit',
        description: 'DUITNOW TRF CR BINAAN TEGUH JAYA SDN BHD DUITNOW ANSURAN NOV SBHP20250077',
        reference: 'DN2611210000123',
        balance: 129_266_67,
      },
      {
        valueDate: '2026-11-22',
        bookingDate: '2026-11-22',
        currency: 'MYR',
        amount: 500_00,
        direction: 'debit',
        description: 'SERVICE CHARGES',
        reference: 'CHG2611220001',
        balance: 128_766_67,
      },
      {
        valueDate: '2026-11-23',
        bookingDate: '2026-11-23',
        currency: 'MYR',
        amount: 8_175_00,
        direction: 'credit',
        description: 'JOMPAY BILLER 45678 LOGISTIK UTARA PRIMA SDN BHD SBHP20250902',
        reference: 'JP2611230099-1',
        balance: 136_941_67,
      },
      {
        valueDate: '2026-11-23',
        bookingDate: '2026-11-23',
        currency: 'MYR',
        amount: 12_825_00,
        direction: 'credit',
        description: 'JOMPAY BILLER 45678 KUARI BUKIT BERUNTUNG SDN BHD JOMPAY REF1 SB/HP/2024/0388',
        reference: 'JP2611230099-2',
        balance: 149_766_67,
      },
    ]);
  });

  it('refuses XML that is not a statement', () => {
    expect(() => parseCamt053Statement('<Document><Foo/></Document>', TODAY)).toThrow(StatementFormatError);
  });
});

describe('CSV through the saved mapping', () => {
  it('reads credit and debit columns, skips the closing-balance row, keeps equal lines apart by balance', () => {
    const statement = parseCsvStatement(CSV_SAMPLE, CSV_SAMPLE_MAPPING, TODAY);
    expect(
      statement.lines.map((line) => [
        line.valueDate,
        line.direction,
        line.amount,
        line.reference,
        line.balance,
      ]),
    ).toEqual([
      ['2026-11-21', 'credit', 4_266_67, 'SBHP20250077', 129_266_67],
      ['2026-11-22', 'debit', 150_00, null, 129_116_67],
      ['2026-11-23', 'credit', 8_123_00, null, 137_239_67],
      ['2026-11-23', 'credit', 8_123_00, null, 145_362_67],
    ]);
    const [, , third, fourth] = statement.lines;
    expect(lineIdentity(third!)).not.toBe(lineIdentity(fourth!));
  });

  it('reads one signed amount column in the comma decimal style with semicolons', () => {
    const mapping: CsvMapping = {
      ...CSV_SAMPLE_MAPPING,
      amount: 'Betrag',
      credit: null,
      debit: null,
      balance: null,
      reference: null,
      date: 'Datum',
      description: 'Text',
      dateFormat: 'DD-MM-YYYY',
      decimalStyle: 'comma',
      delimiter: ';',
    };
    const statement = parseCsvStatement(
      'Datum;Text;Betrag\n01-11-2026;IBG CR;1.234,50\n02-11-2026;CHARGES;-10,00\n',
      mapping,
      TODAY,
    );
    expect(statement.lines.map((line) => [line.direction, line.amount])).toEqual([
      ['credit', 1_234_50],
      ['debit', 10_00],
    ]);
  });

  it('names the missing column and the bad row', () => {
    expect(() => parseCsvStatement('Date,Desc\n01/11/2026,x\n', CSV_SAMPLE_MAPPING, TODAY)).toThrow(
      "The CSV file has no column 'Transaction Date', 'Description', 'Reference', 'Credit', 'Debit', 'Balance'",
    );
    expect(() =>
      parseCsvStatement(CSV_SAMPLE.replace('21/11/2026', '31/02/2026'), CSV_SAMPLE_MAPPING, TODAY),
    ).toThrow('Line 2: 31/02/2026 is not a date');
    expect(() =>
      parseCsvStatement(CSV_SAMPLE.replace('22/11/2026', '2026-11-22'), CSV_SAMPLE_MAPPING, TODAY),
    ).toThrow("Line 3: not a date in DD/MM/YYYY: '2026-11-22'");
    expect(() =>
      parseCsvStatement(CSV_SAMPLE.replace('23/11/2026', '01/01/2099'), CSV_SAMPLE_MAPPING, TODAY),
    ).toThrow('Line 4: 01/01/2099 is after today');
  });

  it.each([
    ['21/11/2026', 'DD/MM/YYYY', '2026-11-21'],
    ['21-11-2026', 'DD-MM-YYYY', '2026-11-21'],
    ['2026-11-21', 'YYYY-MM-DD', '2026-11-21'],
    ['21/11/26', 'DD/MM/YY', '2026-11-21'],
    ['21 Nov 2026', 'DD MMM YYYY', '2026-11-21'],
    ['21/11/2026 10:31:05', 'DD/MM/YYYY', '2026-11-21'],
  ] as const)('date %s in %s', (text, format, date) => {
    expect(csvDate(text, format, { line: 2, today: TODAY })).toBe(date);
  });

  it.each([
    ['1,234.56', 'dot', 1_234_56],
    ['1.234,56', 'comma', 1_234_56],
    ['(50.00)', 'dot', -50_00],
    ['50.00 DR', 'dot', -50_00],
    ['50.00CR', 'dot', 50_00],
    ['RM 1,000', 'dot', 1_000_00],
    ['', 'dot', null],
  ] as const)('amount %s (%s)', (text, style, sen) => {
    expect(amountOf(text, style)).toBe(sen);
  });
});

describe('readStatement', () => {
  it('tells the formats apart by content and needs the mapping for CSV', () => {
    expect(detectStatementFormat(CAMT053_SAMPLE)).toBe('camt053');
    expect(detectStatementFormat(MT940_SAMPLE)).toBe('mt940');
    expect(detectStatementFormat(CSV_SAMPLE)).toBe('csv');
    expect(() => readStatement(CSV_SAMPLE, null, TODAY)).toThrow('Save the CSV column mapping');
  });
});
