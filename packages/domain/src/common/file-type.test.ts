import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, detectFileType, UPLOAD_MESSAGES, uploadIssue } from './file-type';

const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0]);
const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x41, 0x56, 0x45]);
const html = Uint8Array.from('<html><script>', (char) => char.charCodeAt(0));
const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const xlsx = ascii('PK\u0003\u0004....[Content_Types].xml....xl/workbook.xml....');
const docx = ascii('PK\u0003\u0004....[Content_Types].xml....word/document.xml....');
const csv = Uint8Array.from([
  0xef,
  0xbb,
  0xbf,
  ...ascii('Customer,Current\r\nSyarikat K'),
  0xc3,
  0xa9,
  ...ascii('dah,"1,200.00"\r\n'),
]);
const svg = ascii('\n  <svg xmlns="http://www.w3.org/2000/svg"/>');
const binary = new Uint8Array([0x41, 0x42, 0x00, 0x43]);

describe('decisions.md §8 upload type by magic bytes and size limit', () => {
  it.each<[string, Uint8Array, string | null]>([
    ['pdf', pdf, 'pdf'],
    ['png', png, 'png'],
    ['jpeg', jpeg, 'jpeg'],
    ['webp', webp, 'webp'],
    ['a RIFF that is not webp', wav, null],
    ['html named .pdf', html, null],
    ['empty', new Uint8Array(), null],
    ['xlsx (a zip holding xl/workbook.xml)', xlsx, 'xlsx'],
    ['a zip that is no workbook (docx)', docx, null],
    ['csv (UTF-8 text)', csv, 'csv'],
    ['svg (markup is not csv)', svg, null],
    ['binary with a NUL', binary, null],
    ['Latin-1 text (not UTF-8)', new Uint8Array([0x41, 0xe9, 0x2c, 0x42]), null],
  ])('%s -> %s', (_title, bytes, type) => {
    expect(detectFileType(bytes)).toBe(type);
  });

  it.each<['document' | 'image' | 'applicantDocument', Uint8Array, number | undefined, string | null]>([
    ['document', pdf, undefined, null],
    ['document', webp, undefined, null],
    ['image', pdf, undefined, UPLOAD_MESSAGES.wrongImageType],
    ['image', jpeg, undefined, null],
    ['image', html, undefined, UPLOAD_MESSAGES.wrongImageType],
    ['document', html, undefined, UPLOAD_MESSAGES.wrongDocumentType],
    ['document', new Uint8Array(), undefined, UPLOAD_MESSAGES.empty],
    ['document', pdf, 4, UPLOAD_MESSAGES.tooLarge],
    ['document', xlsx, undefined, UPLOAD_MESSAGES.wrongDocumentType],
    ['document', csv, undefined, UPLOAD_MESSAGES.wrongDocumentType],
    ['image', csv, undefined, UPLOAD_MESSAGES.wrongImageType],
    ['applicantDocument', xlsx, undefined, null],
    ['applicantDocument', csv, undefined, null],
    ['applicantDocument', pdf, undefined, null],
    ['applicantDocument', jpeg, undefined, null],
    ['applicantDocument', html, undefined, UPLOAD_MESSAGES.wrongApplicantDocumentType],
    ['applicantDocument', docx, undefined, UPLOAD_MESSAGES.wrongApplicantDocumentType],
  ])('%s upload -> %s', (kind, bytes, limit, issue) => {
    expect(uploadIssue(kind, bytes, limit)).toBe(issue);
  });

  it('serves each type with its content type', () => {
    expect(CONTENT_TYPES.webp).toBe('image/webp');
    expect(CONTENT_TYPES.csv).toBe('text/csv');
    expect(CONTENT_TYPES.xlsx).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  });
});
