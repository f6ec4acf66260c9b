/** Decisions §8: uploads are typed by their content, not their name. */
export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'webp' | 'xlsx' | 'csv';

export const DOCUMENT_FILE_TYPES: readonly DetectedFileType[] = ['pdf', 'png', 'jpeg', 'webp'];
export const IMAGE_FILE_TYPES: readonly DetectedFileType[] = ['png', 'webp', 'jpeg'];
/**
 * An application's documents may also be spreadsheets: bank statements, ageing lists and financial statements
 * come as XLSX or CSV, and are analysed (docs/document-analysis.md).
 */
export const APPLICANT_DOCUMENT_FILE_TYPES: readonly DetectedFileType[] = [
  ...DOCUMENT_FILE_TYPES,
  'xlsx',
  'csv',
];
export const DEFAULT_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export const CONTENT_TYPES: Record<DetectedFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The same lists as MIME types, for the browser's file pickers (`accept`): what the server will take. */
export const IMAGE_CONTENT_TYPES: readonly string[] = IMAGE_FILE_TYPES.map((type) => CONTENT_TYPES[type]);
export const DOCUMENT_CONTENT_TYPES: readonly string[] = DOCUMENT_FILE_TYPES.map(
  (type) => CONTENT_TYPES[type],
);
export const APPLICANT_DOCUMENT_CONTENT_TYPES: readonly string[] = APPLICANT_DOCUMENT_FILE_TYPES.map(
  (type) => CONTENT_TYPES[type],
);

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const XLSX_WORKBOOK_ENTRY = Array.from('xl/workbook.xml', (char) => char.charCodeAt(0));

/** A zip whose entries (named in plain text in the archive) include an Excel workbook part. */
function isXlsx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  for (let offset = 0; offset <= bytes.length - XLSX_WORKBOOK_ENTRY.length; offset++) {
    if (startsWith(bytes, XLSX_WORKBOOK_ENTRY, offset)) return true;
  }
  return false;
}

/** Length of the well-formed UTF-8 sequence at `offset` (1..4), or 0 when it is not one. */
function utf8SequenceLength(bytes: Uint8Array, offset: number): number {
  const lead = bytes[offset]!;
  const length =
    lead < 0x80
      ? 1
      : lead >= 0xc2 && lead <= 0xdf
        ? 2
        : lead >= 0xe0 && lead <= 0xef
          ? 3
          : lead >= 0xf0 && lead <= 0xf4
            ? 4
            : 0;
  for (let i = 1; i < length; i++) {
    const next = bytes[offset + i];
    if (next === undefined || (next & 0xc0) !== 0x80) return 0;
  }
  return length;
}

/**
 * UTF-8 text with no control characters but tab and line ends, and no markup (HTML, SVG, XML): what a CSV export
 * is. (Overlong forms are let through: the bytes are parsed as text, never executed.)
 */
function isDelimitedText(bytes: Uint8Array): boolean {
  let firstVisible: number | undefined;
  for (let offset = 0; offset < bytes.length; ) {
    const byte = bytes[offset]!;
    const isLineOrTab = byte === 0x09 || byte === 0x0a || byte === 0x0d;
    if ((byte < 0x20 && !isLineOrTab) || byte === 0x7f) return false;
    const length = utf8SequenceLength(bytes, offset);
    if (length === 0) return false;
    const isBom = length === 3 && byte === 0xef && bytes[offset + 1] === 0xbb && bytes[offset + 2] === 0xbf;
    if (firstVisible === undefined && byte !== 0x20 && !isLineOrTab && !isBom) firstVisible = byte;
    offset += length;
  }
  // '<' first: markup, which a browser might render; no visible character: nothing to read.
  return firstVisible !== undefined && firstVisible !== 0x3c;
}

/** The file's type from its magic bytes, or null when it is none of the accepted ones. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  if (isXlsx(bytes)) return 'xlsx';
  if (isDelimitedText(bytes)) return 'csv';
  return null;
}

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: 'The file is too large',
  wrongImageType: 'Only png, webp, jpeg and jpg images are accepted',
  /** A company's logo or a user's signature that is not an image the caller uploaded. */
  notOwnImage: 'Please upload a png, webp, jpeg or jpg image',
  wrongDocumentType: 'Only pdf, png, jpeg and webp files are accepted',
  wrongApplicantDocumentType: 'Only pdf, png, jpeg, webp, xlsx and csv files are accepted',
  // Issue 28: what a PDF may not carry. Staff open these files in desktop readers.
  pdfLocked: 'This PDF is password-protected, so it cannot be checked; please upload it without the password',
  pdfJavaScript: 'PDFs containing JavaScript are not accepted; please print it to a new PDF and upload that',
  pdfLaunch:
    'PDFs that open other programs or files are not accepted; please print it to a new PDF and upload that',
  // Issue 40: an action run by itself (on opening, or on a page or field event) that reaches out.
  pdfAutoLink:
    'PDFs that open a web address or send data by themselves are not accepted; please print it to a new PDF and upload that',
  pdfEmbeddedFile: 'PDFs with attached files are not accepted; please upload each document on its own',
  pdfXfa: 'PDF forms built with XFA are not accepted; please print it to a new PDF and upload that',
} as const;

export type UploadKind = 'document' | 'image' | 'applicantDocument';

const ALLOWED: Record<UploadKind, { types: readonly DetectedFileType[]; message: string }> = {
  document: { types: DOCUMENT_FILE_TYPES, message: UPLOAD_MESSAGES.wrongDocumentType },
  image: { types: IMAGE_FILE_TYPES, message: UPLOAD_MESSAGES.wrongImageType },
  applicantDocument: {
    types: APPLICANT_DOCUMENT_FILE_TYPES,
    message: UPLOAD_MESSAGES.wrongApplicantDocumentType,
  },
};

/**
 * Decisions §8: documents pdf, png, jpeg, webp; images png, webp, jpeg; an application's documents also xlsx and
 * csv; a size limit (default 20 MB).
 */
export function uploadIssue(
  kind: UploadKind,
  bytes: Uint8Array,
  limitBytes = DEFAULT_UPLOAD_LIMIT_BYTES,
): string | null {
  if (bytes.length === 0) return UPLOAD_MESSAGES.empty;
  if (bytes.length > limitBytes) return UPLOAD_MESSAGES.tooLarge;
  const type = detectFileType(bytes);
  if (type && ALLOWED[kind].types.includes(type)) return null;
  return ALLOWED[kind].message;
}
