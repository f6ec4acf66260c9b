import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isBase64,
  isCsvFileName,
  STATEMENT_FILE_MAX_BASE64,
  STATEMENT_FILE_MAX_BYTES,
  STATEMENT_FILE_MESSAGES,
  statementFileIssue,
} from './statement-file';

describe('issue 31: a statement file picked in the browser', () => {
  it.each([
    ['june.csv', 10, null],
    ['MAYBANK.STA', 10, null],
    ['camt053.xml', 10, null],
    ['statement.940', 10, null],
    ['statement.txt', 10, null],
    ['statement.pdf', 10, 'Choose a statement file (CSV, MT940 or camt.053 XML)'],
    ['june.csv.pdf', 10, 'Choose a statement file (CSV, MT940 or camt.053 XML)'],
    ['june.csv ', 10, null],
    ['statement', 10, 'Choose a statement file (CSV, MT940 or camt.053 XML)'],
    ['empty.csv', 0, 'The file is empty'],
    ['big.csv', STATEMENT_FILE_MAX_BYTES + 1, 'The file is too large: the limit is 1.4 MB'],
    ['edge.csv', STATEMENT_FILE_MAX_BYTES, null],
  ])('%s of %i bytes: %s', (name, size, issue) => {
    expect(statementFileIssue({ name, size })).toBe(issue);
  });

  it('the largest file fits the router limit once in base64', () => {
    // The runtime's own encoder (this package is typed without Node's or the DOM's globals).
    const { btoa } = globalThis as unknown as { btoa: (data: string) => string };
    expect(btoa('x'.repeat(STATEMENT_FILE_MAX_BYTES)).length).toBeLessThanOrEqual(STATEMENT_FILE_MAX_BASE64);
  });
});

describe('issue 40: a statement’s content is base64 or refused', () => {
  it.each([
    ['OjIwOlNUTVQ=', true],
    ['', true],
    ['not base64!', false],
    ['OjIwOlNUTVQ', false],
    ['OjIw OlNU', false],
    ['OjIwOlNUTVQ=x', false],
    ['!!!!OjIwOlNU', false],
    ['OjIwOlNU!!!!', false],
  ])('%s: %s', (text, ok) => {
    expect(isBase64(text)).toBe(ok);
  });

  it('whatever bytes the browser encodes pass', () => {
    const { btoa } = globalThis as unknown as { btoa: (data: string) => string };
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
        expect(isBase64(btoa(String.fromCharCode(...bytes)))).toBe(true);
      }),
    );
  });
});

describe('issue 31: a CSV file is told by its name (it needs a column mapping)', () => {
  it.each([
    ['june.csv', true],
    [' JUNE.CSV ', true],
    ['june.csv.xml', false],
    ['junecsv', false],
    ['june.csv2', false],
    ['MAYBANK.STA', false],
  ])('%s: %s', (name, csv) => {
    expect(isCsvFileName(name)).toBe(csv);
  });
});

describe('issue 40: the refusal of content that is not base64', () => {
  it('tells the person to choose the file again', () => {
    expect(STATEMENT_FILE_MESSAGES.notBase64).toBe(
      'The file’s content did not arrive whole (it is not base64): choose the file again',
    );
  });
});
