// Sample documents of every analysed type, rendered as CSV, XLSX and PDF: the tests read them, and
// `pnpm --filter @sewabeli/api samples` writes them to docs/document-analysis-samples for people to try.
// Test and tooling code only.
import PDFDocument from 'pdfkit';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';

export type SampleCell = string | number | null;
export type SampleRows = readonly (readonly SampleCell[])[];

/** A bank statement as banks print it: a title block, then one line per transaction. */
export const BANK_STATEMENT: SampleRows = [
  ['Maybank Islamic Berhad - Current Account Statement'],
  ['Account', '5140-1234-5678'],
  [],
  ['Date', 'Description', 'Withdrawal', 'Deposit', 'Balance'],
  ['01-01-2026', 'Balance B/F', null, null, '10,000.00'],
  ['05-01-2026', 'Cheque 100231', '1,200.00', null, '8,800.00'],
  ['18-01-2026', 'IBG Credit JKR', null, '15,500.50', '24,300.50'],
  ['28-01-2026', 'Salary', '6,000.00', null, '18,300.50'],
  ['03-02-2026', 'Fuel', '850.25', null, '17,450.25'],
  ['20-02-2026', 'Transfer from client', null, '9,000.00', '26,450.25'],
  ['02-03-2026', 'Loan repayment', '2,400.00', null, '24,050.25'],
  [null, 'Total', '10,450.25', '24,500.50', null],
];

/** What BANK_STATEMENT becomes, in sen. */
export const BANK_STATEMENT_MONTHS = [
  { month: '2026-01-01', withdrawal: 720_000, deposit: 1_550_050 },
  { month: '2026-02-01', withdrawal: 85_025, deposit: 900_000 },
  { month: '2026-03-01', withdrawal: 240_000, deposit: 0 },
];

/** A statement summary: one line per month. */
export const BANK_STATEMENT_SUMMARY: SampleRows = [
  ['Month', 'Withdrawal (RM)', 'Deposit (RM)'],
  ['10-2025', '45,000.00', '52,300.10'],
  ['11-2025', '38,120.00', '41,000.00'],
];

export const DEBTOR_AGEING: SampleRows = [
  ['Debtors Ageing as at 31-03-2026'],
  [],
  ['Customer', 'Current', '1 Month', '2 Months', '3 Months', '4 Months', '5 Months & Above', 'Total'],
  ['Jabatan Kerja Raya', '12,000.00', '8,000.00', '0.00', '0.00', '0.00', '0.00', '20,000.00'],
  ['Syarikat Pembinaan Maju', '3,500.00', '1,500.00', '2,000.00', '1,000.00', '0.00', '500.00', '8,500.00'],
  ['Tenaga Nasional Berhad', '7,250.50', '0.00', '0.00', '0.00', '750.00', '0.00', '8,000.50'],
  ['Total', '22,750.50', '9,500.00', '2,000.00', '1,000.00', '750.00', '500.00', '36,500.50'],
];

export const DEBTOR_AGEING_TOTALS = {
  currentMonth: 2_275_050,
  month1: 950_000,
  month2: 200_000,
  month3: 100_000,
  month4: 75_000,
  month5AndAbove: 50_000,
  total: 3_650_050,
};

export const CREDITOR_AGEING: SampleRows = [
  ['Supplier', 'Current Month', '1 Month', '2 Months', '3 Months', '4 Months', '5 Months and above'],
  ['Hap Seng Building Materials', '4,000.00', '2,000.00', null, null, null, null],
  ['Petron Malaysia', '1,250.00', null, null, '300.00', null, '99.99'],
];

export const CREDITOR_AGEING_TOTALS = {
  currentMonth: 525_000,
  month1: 200_000,
  month2: 0,
  month3: 30_000,
  month4: 0,
  month5AndAbove: 9_999,
  total: 764_999,
};

export const FINANCIAL_STATEMENT: SampleRows = [
  ['Financial Highlights (RM)'],
  ['Item', 'FY2023', 'FY2024'],
  ['Turnover', '2,450,000.00', '3,120,500.00'],
  ['Profit Before Tax', '310,000.00', '(45,000.00)'],
  ['Net Profit After Tax', '235,600.00', '(45,000.00)'],
  ['Tangible Net Worth', '1,200,000.00', '1,155,000.00'],
  ['Current Ratio', '1.45', '1.10'],
  ['Gearing Ratio', '0.80', '1.25'],
  ['Leverage Ratio', '1.90', '2.35'],
  ['Financial Year End', '31-12-2023', '31-12-2024'],
];

export const FINANCIAL_STATEMENT_YEARS = [
  {
    year: 2023,
    turnover: 245_000_000,
    pbt: 31_000_000,
    npat: 23_560_000,
    netWorth: 120_000_000,
    currentRatio: 1.45,
    gearingRatio: 0.8,
    leverageRatio: 1.9,
    dateFye: '2023-12-31',
  },
  {
    year: 2024,
    turnover: 312_050_000,
    pbt: -4_500_000,
    npat: -4_500_000,
    netWorth: 115_500_000,
    currentRatio: 1.1,
    gearingRatio: 1.25,
    leverageRatio: 2.35,
    dateFye: '2024-12-31',
  },
];

export const CREDIT_BUREAU_REPORT: SampleRows = [
  ['CTOS Company Report'],
  ['Company Name', 'Syarikat Jentera Maju Sdn Bhd'],
  ['Report Date', '15-03-2026'],
  ['CTOS Score', '682'],
  ['Legal Cases', '2'],
  ['Legal Case Amount', '12,500.00'],
  ['Special Attention Accounts', '0'],
  ['Trade References', '5'],
  ['Total Outstanding Facilities', '350,000.00'],
  ['Winding Up', 'No'],
];

export const CREDIT_BUREAU_RESULT = {
  rating_score: 682,
  legal_cases: 2,
  legal_case_amount: '12500.00',
  trade_references: 5,
  special_attention_accounts: 0,
  outstanding_facilities: '350000.00',
  winding_up: false,
  company_name: 'Syarikat Jentera Maju Sdn Bhd',
  report_date: '2026-03-15',
  remark:
    'CTOS score 682; legal cases 2 (RM 12,500.00); special attention accounts 0; trade references 5; outstanding facilities RM 350,000.00; winding up No.',
};

const csvCell = (cell: SampleCell) => {
  const text = cell === null ? '' : String(cell);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function toCsv(rows: SampleRows): Buffer {
  return Buffer.from(`${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

/**
 * An XLSX of the rows. With `typed`, amounts ('1,234.50') become numbers and DD-MM-YYYY dates become dates, as a
 * spreadsheet a person keeps would hold them.
 */
export function toXlsx(rows: SampleRows, typed = true): Promise<Buffer> {
  const sheet = rows.map((row) =>
    row.map((cell): SheetData[number][number] => {
      if (!typed || typeof cell !== 'string') return cell;
      if (/^\(?-?[\d,]+\.\d{2}\)?$/.test(cell)) {
        const value = Number(cell.replace(/[(),]/g, ''));
        return { value: cell.startsWith('(') ? -value : value, format: '#,##0.00' };
      }
      const date = /^(\d{2})-(\d{2})-(\d{4})$/.exec(cell);
      if (date) return new Date(Date.UTC(Number(date[3]), Number(date[2]) - 1, Number(date[1])));
      return cell;
    }),
  );
  return writeXlsxFile(sheet, { sheet: 'Sheet1', dateFormat: 'dd-mm-yyyy' }).toBuffer();
}

function pdfBuffer(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 36,
    info: { Title: 'Sewabeli sample', CreationDate: new Date(Date.UTC(2026, 0, 1)) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  draw(doc);
  doc.end();
  return done;
}

/** A text PDF of the rows: each cell written at its column's left edge, so empty cells leave gaps. */
export function toPdf(rows: SampleRows, columnWidth = 90, firstColumnWidth = 170): Promise<Buffer> {
  return pdfBuffer((doc) => {
    doc.font('Helvetica').fontSize(9);
    let y = 40;
    for (const row of rows) {
      row.forEach((cell, column) => {
        if (cell === null || cell === '') return;
        const x = 36 + (column === 0 ? 0 : firstColumnWidth + (column - 1) * columnWidth);
        doc.text(String(cell), x, y, { lineBreak: false });
      });
      y += 16;
      if (y > 540) {
        doc.addPage();
        y = 40;
      }
    }
  });
}

/** A scan: a page with only a drawing, no text layer. */
export function scannedPdf(): Promise<Buffer> {
  return pdfBuffer((doc) => {
    doc.rect(50, 50, 400, 200).fill('#cccccc');
  });
}

/** The smallest PNG (1x1, grey): a photographed or scanned document. */
export const SCANNED_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNoAAAAggCBd81ytgAAAABJRU5ErkJggg==',
  'base64',
);

export const SAMPLE_DOCUMENTS = {
  'bank-statement': BANK_STATEMENT,
  'bank-statement-summary': BANK_STATEMENT_SUMMARY,
  'debtor-ageing': DEBTOR_AGEING,
  'creditor-ageing': CREDITOR_AGEING,
  'financial-statement': FINANCIAL_STATEMENT,
  'ctos-company-report': CREDIT_BUREAU_REPORT,
} as const;
