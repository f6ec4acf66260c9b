import {
  CONTENT_TYPES,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  DOCUMENT_FILE_TYPES,
  IMAGE_FILE_TYPES,
} from '@sewabeli/domain';
import { describe, expect, it } from 'vitest';
import {
  allowedTypesText,
  DEFAULT_MAX_UPLOAD_BYTES,
  DOCUMENT_MIME_TYPES,
  IMAGE_MIME_TYPES,
  rejectionMessage,
} from './upload-rules';

describe('upload rules', () => {
  it('names the allowed types the way staff know them', () => {
    expect(allowedTypesText(IMAGE_MIME_TYPES)).toBe('PNG, WEBP or JPEG/JPG');
    expect(allowedTypesText(DOCUMENT_MIME_TYPES)).toBe('PDF, PNG, JPEG/JPG or WEBP');
  });

  it('explains why a file was refused', () => {
    const message = rejectionMessage(
      [
        { file: { name: 'virus.exe' }, errors: [{ code: 'file-invalid-type', message: 'x' }] },
        { file: { name: 'scan.pdf' }, errors: [{ code: 'file-too-large', message: 'x' }] },
      ],
      DOCUMENT_MIME_TYPES,
      20 * 1024 * 1024,
    );
    expect(message).toBe(
      'virus.exe: this type of file is not allowed. Please choose a PDF, PNG, JPEG/JPG or WEBP file. ' +
        'scan.pdf is too large. The limit is 20 MB.',
    );
  });
});

describe('one home for the accepted types (decisions.md section 8)', () => {
  it('the pickers accept exactly the types the server judges by content, and its size limit', () => {
    expect(IMAGE_MIME_TYPES).toEqual(IMAGE_FILE_TYPES.map((type) => CONTENT_TYPES[type]));
    expect(DOCUMENT_MIME_TYPES).toEqual(DOCUMENT_FILE_TYPES.map((type) => CONTENT_TYPES[type]));
    expect(DEFAULT_MAX_UPLOAD_BYTES).toBe(DEFAULT_UPLOAD_LIMIT_BYTES);
  });
});
