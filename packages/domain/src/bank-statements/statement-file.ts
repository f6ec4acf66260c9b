import { uploadTooLargeMessage } from '../common/upload-precheck';

/**
 * Issue 31: a statement file travels as base64 in the tRPC body, whose limit is 2 MB: 1.5 MB of file (some 11,000
 * CSV lines) is the most it holds. The browser refuses a larger file before sending it; the router's input limit
 * is the same figure in base64.
 */
export const STATEMENT_FILE_MAX_BYTES = 1_500_000;
export const STATEMENT_FILE_MAX_BASE64 = Math.ceil(STATEMENT_FILE_MAX_BYTES / 3) * 4;

/** The names statement files come under: CSV exports, camt.053 XML, MT940 (.sta, .940, .mt940, .txt). */
export const STATEMENT_FILE_EXTENSIONS = ['csv', 'xml', 'sta', '940', 'mt940', 'txt'] as const;

export const STATEMENT_FILE_MESSAGES = {
  empty: 'The file is empty',
  wrongType: 'Choose a statement file (CSV, MT940 or camt.053 XML)',
  notBase64: 'The file’s content did not arrive whole (it is not base64): choose the file again',
} as const;

/**
 * Issue 40: the statement's content travels as base64; anything else (a stray character, a cut-off tail) would be
 * decoded silently into other bytes and stored as a statement. Standard alphabet, padded to a multiple of 4.
 */
export function isBase64(text: string): boolean {
  return text.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(text);
}

/** Whether a CSV mapping is needed: the file is told by its name before it is read (the server reads its content). */
export function isCsvFileName(name: string): boolean {
  return /\.csv$/i.test(name.trim());
}

/** What the browser can tell of a chosen statement file before sending it: empty, too large, not a statement. */
export function statementFileIssue(file: { name: string; size: number }): string | null {
  if (file.size === 0) return STATEMENT_FILE_MESSAGES.empty;
  if (file.size > STATEMENT_FILE_MAX_BYTES) return uploadTooLargeMessage(STATEMENT_FILE_MAX_BYTES);
  const extension = /\.([a-z0-9]+)$/i.exec(file.name.trim())?.[1]?.toLowerCase();
  // Stryker disable next-line StringLiteral: without an extension any text that is none of them is refused alike.
  const known = (STATEMENT_FILE_EXTENSIONS as readonly string[]).includes(extension ?? '');
  return known ? null : STATEMENT_FILE_MESSAGES.wrongType;
}
