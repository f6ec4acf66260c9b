import { parse as parseCsv } from 'csv-parse/sync';
import readExcelFile from 'read-excel-file/universal';
import { type Cell, type Row, type Span, type Table, UnreadableDocumentError, unreadable } from './table';

export type DocumentFormat = 'csv' | 'xlsx' | 'pdf';

export const READ_MESSAGES = {
  empty: 'The file is empty',
  noTextLayer: 'no text layer',
  unknownFormat: 'The file is not a PDF, XLSX or CSV file',
  oldExcel: 'Old Excel (.xls) files are not read: save the sheet as .xlsx or CSV',
  brokenSpreadsheet: 'The spreadsheet could not be opened',
  emptySpreadsheet: 'The spreadsheet has no values',
  brokenPdf: 'The PDF could not be opened',
  lockedPdf: 'The PDF is password-protected',
  notText: 'The file is neither a PDF, a spreadsheet nor UTF-8 text',
} as const;

/** Pages of a PDF that are read; a statement longer than this is cut (documented in docs/document-analysis.md). */
export const PDF_PAGE_LIMIT = 50;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** The format from the content (decisions §8: never from the name). Images are scans: stored, not read. */
export function formatOf(bytes: Uint8Array): DocumentFormat | 'image' | 'xls' | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'xlsx';
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'xls';
  if (
    startsWith(bytes, [0x89, 0x50, 0x4e, 0x47]) ||
    startsWith(bytes, [0xff, 0xd8, 0xff]) ||
    (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && bytes[8] === 0x57 && bytes[9] === 0x45)
  ) {
    return 'image';
  }
  if (textOf(bytes) !== null) return 'csv';
  return null;
}

/** UTF-8 text without control characters other than tab and line ends, or null. */
function textOf(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters mark a binary file
  return /[\u0000-\u0008\u000b\u000c\u000e-\u001f]/.test(text) ? null : text.replace(/^\uFEFF/, '');
}

export function readCsv(bytes: Uint8Array): Table {
  const text = textOf(bytes);
  if (text === null) throw unreadable(READ_MESSAGES.notText);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  );
  let records: string[][];
  try {
    records = parseCsv(text, {
      delimiter,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      trim: true,
    }) as string[][];
  } catch (error) {
    throw unreadable(`The CSV file could not be read: ${(error as Error).message}`);
  }
  return { rows: records.map((record) => record.map((cell) => (cell === '' ? null : cell))) };
}

function spreadsheetCell(value: unknown): Cell {
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return null;
}

/** A row as the sheet holds it, without the empty cells after its last value (a row without values is []). */
function spreadsheetRow(values: readonly unknown[]): Row {
  const row = values.map(spreadsheetCell);
  while (row.length > 0 && row.at(-1) === null) row.pop();
  return row;
}

/**
 * The first worksheet that has values, row for row (a row's index is its spreadsheet row number minus one).
 * Formulas read as the value the spreadsheet saved with them; text is kept as typed (not trimmed).
 */
export async function readXlsx(bytes: Uint8Array): Promise<Table> {
  let sheets: Awaited<ReturnType<typeof readExcelFile>>;
  try {
    sheets = await readExcelFile(new Uint8Array(bytes).buffer, { trim: false });
  } catch {
    throw unreadable(READ_MESSAGES.brokenSpreadsheet);
  }
  for (const sheet of sheets) {
    const rows = sheet.data.map((values) => spreadsheetRow(values));
    while (rows.length > 0 && rows.at(-1)?.length === 0) rows.pop();
    if (rows.length > 0) return { rows };
  }
  throw unreadable(READ_MESSAGES.emptySpreadsheet);
}

interface PositionedText {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
}

/** Text pieces on one baseline become one row; pieces further apart than most of a character become cells. */
function linesOf(items: PositionedText[]): { cells: string[]; spans: Span[] }[] {
  const sorted = [...items].sort((a, b) => b.y - a.y || a.x - b.x);
  const lines: PositionedText[][] = [];
  for (const item of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line[0]!.y - item.y) <= Math.max(2, item.size * 0.3)) line.push(item);
    else lines.push([item]);
  }
  return lines.map((line) => {
    const cells: string[] = [];
    const spans: Span[] = [];
    for (const item of line.sort((a, b) => a.x - b.x)) {
      const last = spans.at(-1);
      if (last && item.x - last.x1 < item.size * 0.8) {
        cells[cells.length - 1] =
          `${cells.at(-1)}${item.x - last.x1 > item.size * 0.15 ? ' ' : ''}${item.text}`;
        last.x1 = Math.max(last.x1, item.x + item.width);
      } else {
        cells.push(item.text);
        spans.push({ x0: item.x, x1: item.x + item.width });
      }
    }
    return { cells: cells.map((cell) => cell.trim()), spans };
  });
}

/** A text PDF's lines as rows of cells, page after page. A PDF without any text (a scan) is refused. */
export async function readPdf(bytes: Uint8Array): Promise<Table> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  let document: Awaited<ReturnType<typeof pdfjs.getDocument>['promise']>;
  try {
    document = await pdfjs.getDocument({
      data: new Uint8Array(bytes),
      isEvalSupported: false,
      useSystemFonts: false,
      disableFontFace: true,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw unreadable(name === 'PasswordException' ? READ_MESSAGES.lockedPdf : READ_MESSAGES.brokenPdf);
  }
  try {
    const rows: Row[] = [];
    const spans: Span[][] = [];
    for (let pageNumber = 1; pageNumber <= Math.min(document.numPages, PDF_PAGE_LIMIT); pageNumber++) {
      const page = await document.getPage(pageNumber);
      const content = await page.getTextContent();
      const items: PositionedText[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [, , , scaleY = 10, x = 0, y = 0] = item.transform as number[];
        items.push({ text: item.str, x, y, width: item.width, size: Math.abs(scaleY) || 10 });
      }
      for (const line of linesOf(items)) {
        rows.push(line.cells);
        spans.push(line.spans);
      }
    }
    if (rows.length === 0) throw unreadable(READ_MESSAGES.noTextLayer);
    return { rows, spans };
  } catch (error) {
    if (error instanceof UnreadableDocumentError) throw error;
    throw unreadable(READ_MESSAGES.brokenPdf);
  } finally {
    await document.destroy();
  }
}

/** Any accepted file as a table; an unreadable one throws UnreadableDocumentError with the reason. */
export async function readDocument(bytes: Uint8Array): Promise<{ format: DocumentFormat; table: Table }> {
  if (bytes.length === 0) throw unreadable(READ_MESSAGES.empty);
  const format = formatOf(bytes);
  switch (format) {
    case 'pdf':
      return { format, table: await readPdf(bytes) };
    case 'xlsx':
      return { format, table: await readXlsx(bytes) };
    case 'csv':
      return { format, table: readCsv(bytes) };
    case 'image':
      throw unreadable(READ_MESSAGES.noTextLayer);
    case 'xls':
      throw unreadable(READ_MESSAGES.oldExcel);
    default:
      throw unreadable(READ_MESSAGES.unknownFormat);
  }
}
