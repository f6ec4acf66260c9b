import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UPLOAD_LIMIT_BYTES, UPLOAD_MESSAGES } from './file-type';
import { formatUploadLimit, pickedFileIssue } from './upload-precheck';

const MB = 1024 * 1024;

describe('issue 29: a chosen file is checked before it is sent', () => {
  it.each([
    ['statement.pdf', 1_000, 'application/pdf', 'applicantDocument', null],
    ['ageing.csv', 1_000, 'application/vnd.ms-excel', 'applicantDocument', null],
    ['ageing.CSV', 1_000, '', 'applicantDocument', null],
    [
      'accounts.xlsx',
      1_000,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'applicantDocument',
      null,
    ],
    ['logo.jpg', 1_000, 'image/jpeg', 'image', null],
    ['scan', 1_000, '', 'document', null],
    ['ageing.csv', 1_000, 'text/csv', 'document', UPLOAD_MESSAGES.wrongDocumentType],
    ['movie.mp4', 1_000, 'video/mp4', 'applicantDocument', UPLOAD_MESSAGES.wrongApplicantDocumentType],
    ['report.pdf', 1_000, 'application/pdf', 'image', UPLOAD_MESSAGES.wrongImageType],
    ['empty.pdf', 0, 'application/pdf', 'document', UPLOAD_MESSAGES.empty],
    ['big.pdf', 30 * MB, 'application/pdf', 'document', 'The file is too large: the limit is 20 MB'],
    ['edge.pdf', 20 * MB, 'application/pdf', 'document', null],
  ] as const)('%s (%d bytes, %j) as %s: %j', (name, size, type, kind, issue) => {
    expect(pickedFileIssue(kind, { name, size, type })).toBe(issue);
  });

  it('states the configured limit', () => {
    expect(
      pickedFileIssue('document', { name: 'a.pdf', size: 6 * MB, type: 'application/pdf' }, 5 * MB),
    ).toBe('The file is too large: the limit is 5 MB');
    expect(formatUploadLimit(1.5 * MB)).toBe('1.5 MB');
    expect(formatUploadLimit(300 * 1024)).toBe('300 KB');
  });

  it('never lets through a file over the limit, whatever its name and type', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.integer({ min: DEFAULT_UPLOAD_LIMIT_BYTES + 1, max: 10 * DEFAULT_UPLOAD_LIMIT_BYTES }),
        fc.constantFrom('document', 'image', 'applicantDocument' as const),
        (name, type, size, kind) => {
          expect(pickedFileIssue(kind, { name, size, type })).toBe(
            'The file is too large: the limit is 20 MB',
          );
        },
      ),
    );
  });
});
