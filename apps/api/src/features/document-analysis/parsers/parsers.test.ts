import { describe, expect, it } from 'vitest';
import {
  BANK_STATEMENT,
  BANK_STATEMENT_MONTHS,
  BANK_STATEMENT_SUMMARY,
  CREDIT_BUREAU_REPORT,
  CREDIT_BUREAU_RESULT,
  CREDITOR_AGEING,
  CREDITOR_AGEING_TOTALS,
  DEBTOR_AGEING,
  DEBTOR_AGEING_TOTALS,
  FINANCIAL_STATEMENT,
  FINANCIAL_STATEMENT_YEARS,
  type SampleRows,
  SCANNED_PNG,
  scannedPdf,
  toCsv,
  toPdf,
  toXlsx,
} from '../samples';
import { AGEING_MESSAGES } from './ageing';
import { type AnalysisOutcome, analyseDocument, type DocumentKind, documentKindOf } from './analyse-document';
import { BANK_STATEMENT_MESSAGES } from './bank-statement';
import { CREDIT_BUREAU_MESSAGES } from './credit-bureau-report';
import { FINANCIAL_STATEMENT_MESSAGES } from './financial-statement';
import { READ_MESSAGES } from './read-document';
import { amountSen, countOf, dateOf, labelKey, monthOf, yearOf } from './table';

type Format = 'csv' | 'xlsx' | 'xlsx (text cells)' | 'pdf';
const FORMATS: readonly Format[] = ['csv', 'xlsx', 'xlsx (text cells)', 'pdf'];

function render(rows: SampleRows, format: Format): Promise<Buffer> {
  if (format === 'csv') return Promise.resolve(toCsv(rows));
  if (format === 'pdf') return toPdf(rows);
  return toXlsx(rows, format === 'xlsx');
}

const fileFormat = (format: Format) => (format.startsWith('xlsx') ? 'xlsx' : format);

const ok = (outcome: AnalysisOutcome) => {
  if (!outcome.ok) throw new Error(`expected an analysis, got: ${outcome.reason}`);
  return outcome;
};

describe('value readers', () => {
  it.each([
    ['1,234.50', 123_450],
    ['RM 1,234.50', 123_450],
    ['RM1,234.5', 123_450],
    ['(45,000.00)', -4_500_000],
    ['1,000.00-', -100_000],
    ['', 0],
    ['-', 0],
    [1234.5, 123_450],
    [0.1 + 0.2, 30],
    ['12abc', null],
    ['abc', null],
    ['1.2.3', null],
  ] as const)('amountSen(%j) = %j', (cell, expected) => {
    expect(amountSen(cell)).toBe(expected);
  });

  it.each([
    ['05-01-2026', '2026-01-05'],
    ['5/1/2026', '2026-01-05'],
    ['2026-01-05', '2026-01-05'],
    ['5 Jan 2026', '2026-01-05'],
    ['05-Jan-2026', '2026-01-05'],
    ['31-02-2026', null],
    ['13-13-2026', null],
    ['Balance B/F', null],
    [new Date(Date.UTC(2026, 0, 5)), '2026-01-05'],
  ] as const)('dateOf(%j) = %j', (cell, expected) => {
    expect(dateOf(cell)).toBe(expected);
  });

  it.each([
    ['10-2025', '2025-10-01'],
    ['2025-10', '2025-10-01'],
    ['Oct 2025', '2025-10-01'],
    ['October 2025', '2025-10-01'],
    ['15-10-2025', '2025-10-01'],
    ['13-2025', null],
    ['Total', null],
  ] as const)('monthOf(%j) = %j', (cell, expected) => {
    expect(monthOf(cell)).toBe(expected);
  });

  it.each([
    [2024, 2024],
    ['FY2024', 2024],
    ['FYE 2024', 2024],
    ['1899', null],
    ['Item', null],
    [2024.5, null],
  ] as const)('yearOf(%j) = %j', (cell, expected) => {
    expect(yearOf(cell)).toBe(expected);
  });

  it.each([
    ['2', 2],
    ['2 case(s)', 2],
    ['Nil', 0],
    [3, 3],
    [-1, null],
    ['many', null],
  ] as const)('countOf(%j) = %j', (cell, expected) => {
    expect(countOf(cell)).toBe(expected);
  });

  it('labels compare without case, spacing and punctuation', () => {
    expect(labelKey(' 5 Months & Above ')).toBe('5monthsandabove');
    expect(labelKey('Withdrawal (RM)')).toBe('withdrawalrm');
  });
});

describe('documentKindOf: the analysed DOCUMENT_APPLICANT types', () => {
  it.each([
    ['CTOS Company Report', 'creditBureauReport'],
    ['Bank Account Statement', 'bankStatement'],
    ['Financial Statement', 'financialStatement'],
    ['Debtor Ageing', 'debtorAgeing'],
    ['Creditor Ageing', 'creditorAgeing'],
    ['CTOS Individual Reports', null],
    ['SSM Company Profile', null],
    ['Other', null],
    ['toString', null],
  ] as const)('%s -> %s', (name, kind) => {
    expect(documentKindOf(name)).toBe(kind);
  });
});

describe.each(FORMATS)('good files as %s', (format) => {
  it('a bank statement of transaction lines becomes monthly withdrawals and deposits', async () => {
    const outcome = ok(await analyseDocument('bankStatement', await render(BANK_STATEMENT, format)));
    expect(outcome.format).toBe(fileFormat(format));
    expect(outcome.analysis).toEqual({ kind: 'bankStatement', months: BANK_STATEMENT_MONTHS, lines: 7 });
  });

  it('a monthly bank statement summary', async () => {
    const outcome = ok(await analyseDocument('bankStatement', await render(BANK_STATEMENT_SUMMARY, format)));
    expect(outcome.analysis).toEqual({
      kind: 'bankStatement',
      lines: 2,
      months: [
        { month: '2025-10-01', withdrawal: 4_500_000, deposit: 5_230_010 },
        { month: '2025-11-01', withdrawal: 3_812_000, deposit: 4_100_000 },
      ],
    });
  });

  it('a debtor ageing list with its Total line', async () => {
    const outcome = ok(await analyseDocument('debtorAgeing', await render(DEBTOR_AGEING, format)));
    expect(outcome.analysis).toEqual({
      kind: 'ageing',
      ageingKind: 'debtor',
      totals: DEBTOR_AGEING_TOTALS,
      accounts: 3,
    });
  });

  it('a creditor ageing list with empty cells and no Total column', async () => {
    const outcome = ok(await analyseDocument('creditorAgeing', await render(CREDITOR_AGEING, format)));
    expect(outcome.analysis).toEqual({
      kind: 'ageing',
      ageingKind: 'creditor',
      totals: CREDITOR_AGEING_TOTALS,
      accounts: 2,
    });
  });

  it('a financial statement, one column per year', async () => {
    const outcome = ok(
      await analyseDocument('financialStatement', await render(FINANCIAL_STATEMENT, format)),
    );
    expect(outcome.analysis).toEqual({ kind: 'financialStatement', years: FINANCIAL_STATEMENT_YEARS });
  });

  it('a company credit-bureau report', async () => {
    const outcome = ok(
      await analyseDocument('creditBureauReport', await render(CREDIT_BUREAU_REPORT, format)),
    );
    expect(outcome.analysis).toEqual({ kind: 'creditBureauReport', result: CREDIT_BUREAU_RESULT });
  });
});

describe.each(FORMATS)('wrong layouts as %s fail with the reason', (format) => {
  it.each([
    ['bankStatement', DEBTOR_AGEING, BANK_STATEMENT_MESSAGES.noHeading],
    ['debtorAgeing', BANK_STATEMENT, AGEING_MESSAGES.noHeading],
    ['creditorAgeing', FINANCIAL_STATEMENT, AGEING_MESSAGES.noHeading],
    ['financialStatement', BANK_STATEMENT, FINANCIAL_STATEMENT_MESSAGES.noHeading],
    ['creditBureauReport', BANK_STATEMENT, CREDIT_BUREAU_MESSAGES.noScore],
  ] as const)('%s given another document', async (kind: DocumentKind, rows, reason) => {
    expect(await analyseDocument(kind, await render(rows, format))).toEqual({ ok: false, reason });
  });

  it.each([
    [
      'bankStatement',
      [
        ['Date', 'Withdrawal', 'Deposit'],
        ['05-01-2026', 'lots', '0'],
      ],
      'Row 2: "lots" is not an amount',
    ],
    [
      'bankStatement',
      [
        ['Date', 'Withdrawal', 'Deposit'],
        ['Monday', '1.00', '0'],
      ],
      'Row 2: "Monday" is not a date (DD-MM-YYYY)',
    ],
    [
      'bankStatement',
      [
        ['Date', 'Withdrawal', 'Deposit'],
        ['05-01-2026', '(1.00)', '0'],
      ],
      'Row 2: a withdrawal cannot be negative',
    ],
    [
      'debtorAgeing',
      [
        ['Customer', 'Current', '1 Month', '2 Months', '3 Months', '4 Months', '5 Months & Above', 'Total'],
        ['JKR', '1.00', '1.00', '1.00', '1.00', '1.00', '1.00', '7.00'],
      ],
      'Row 2: the total 7.00 is not the sum of its ages (6.00)',
    ],
    [
      'debtorAgeing',
      [
        ['Customer', 'Current', '1 Month', '2 Months', '3 Months', '4 Months', '5 Months & Above'],
        ['JKR', '1.00', '1.00', '1.00', '1.00', '1.00', '1.00'],
        ['Total', '2.00', '1.00', '1.00', '1.00', '1.00', '1.00'],
      ],
      'The Total line (7.00) is not the sum of the accounts (6.00)',
    ],
    [
      'creditBureauReport',
      [['CTOS Score', '990']],
      'Row 1: "990" is not a score between 300 and 850 (CTOS Score)',
    ],
    [
      'creditBureauReport',
      [
        ['CTOS Score', '700'],
        ['Winding Up', 'Perhaps'],
      ],
      'Row 2: "Perhaps" is not Yes or No (Winding Up)',
    ],
    [
      'financialStatement',
      [
        ['Item', '2024'],
        ['Turnover', 'n/a'],
      ],
      'Row 2: "n/a" is not an amount',
    ],
  ] as const)('%s with a bad line: %j', async (kind: DocumentKind, rows, reason) => {
    // Text cells throughout, so the wrong value reaches the reader as typed.
    const bytes = format === 'xlsx' ? await toXlsx(rows, false) : await render(rows, format);
    expect(await analyseDocument(kind, bytes)).toEqual({ ok: false, reason });
  });
});

describe('empty documents', () => {
  it.each([
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), READ_MESSAGES.empty],
    [
      'a CSV with headings only',
      () => Promise.resolve(toCsv([['Date', 'Withdrawal', 'Deposit']])),
      BANK_STATEMENT_MESSAGES.noLines,
    ],
    [
      'an XLSX with headings only',
      () => toXlsx([['Date', 'Withdrawal', 'Deposit']]),
      BANK_STATEMENT_MESSAGES.noLines,
    ],
    [
      'a PDF with headings only',
      () => toPdf([['Date', 'Withdrawal', 'Deposit']]),
      BANK_STATEMENT_MESSAGES.noLines,
    ],
    ['an XLSX without values', () => toXlsx([]), READ_MESSAGES.emptySpreadsheet],
    ['a blank CSV', () => Promise.resolve(Buffer.from('\r\n\r\n')), BANK_STATEMENT_MESSAGES.noHeading],
  ] as const)('%s', async (_name, make, reason) => {
    expect(await analyseDocument('bankStatement', await make())).toEqual({ ok: false, reason });
  });
});

describe('scanned and unknown files', () => {
  it.each([
    ['a scanned PDF (no text on any page)', () => scannedPdf(), READ_MESSAGES.noTextLayer],
    ['a photographed statement (PNG)', () => Promise.resolve(SCANNED_PNG), READ_MESSAGES.noTextLayer],
    [
      'an old .xls workbook',
      () => Promise.resolve(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
      READ_MESSAGES.oldExcel,
    ],
    [
      'a broken XLSX (a zip of nothing)',
      () => Promise.resolve(Buffer.from('PK\u0003\u0004broken')),
      READ_MESSAGES.brokenSpreadsheet,
    ],
    ['a broken PDF', () => Promise.resolve(Buffer.from('%PDF-1.7\nnot really')), READ_MESSAGES.brokenPdf],
    [
      'binary noise',
      () => Promise.resolve(Buffer.from([0x00, 0xff, 0x10, 0x80])),
      READ_MESSAGES.unknownFormat,
    ],
  ] as const)('%s', async (_name, make, reason) => {
    for (const kind of ['bankStatement', 'creditBureauReport'] as const) {
      expect(await analyseDocument(kind, await make())).toEqual({ ok: false, reason });
    }
  });
});

describe('PDF lines', () => {
  it('put each figure under its heading when other cells of the line are empty', async () => {
    const rows: SampleRows = [
      ['Date', 'Description', 'Withdrawal', 'Deposit', 'Balance'],
      ['05-01-2026', null, null, '100.00', '900.00'],
      ['06-01-2026', 'Fee', '2.50', null, '897.50'],
    ];
    const outcome = ok(await analyseDocument('bankStatement', await toPdf(rows)));
    expect(outcome.analysis).toEqual({
      kind: 'bankStatement',
      lines: 2,
      months: [{ month: '2026-01-01', withdrawal: 250, deposit: 10_000 }],
    });
  });

  it('are read on every page', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => [
      `${String((i % 28) + 1).padStart(2, '0')}-0${(i % 3) + 1}-2026`,
      'Line',
      '1.00',
      null,
      null,
    ]);
    const outcome = ok(
      await analyseDocument(
        'bankStatement',
        await toPdf([['Date', 'Description', 'Withdrawal', 'Deposit'], ...lines]),
      ),
    );
    expect(outcome.analysis).toMatchObject({ lines: 60 });
  });
});
