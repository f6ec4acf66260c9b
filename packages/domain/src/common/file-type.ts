/** Decisions §8: uploads are typed by their content, not their name. */
export type DetectedFileType = 'pdf' | 'png' | 'jpeg' | 'webp';

export const DOCUMENT_FILE_TYPES: readonly DetectedFileType[] = ['pdf', 'png', 'jpeg', 'webp'];
export const IMAGE_FILE_TYPES: readonly DetectedFileType[] = ['png', 'webp', 'jpeg'];
export const DEFAULT_UPLOAD_LIMIT_BYTES = 20 * 1024 * 1024;

export const CONTENT_TYPES: Record<DetectedFileType, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

/** The same lists as MIME types, for the browser's file pickers (`accept`): what the server will take. */
export const IMAGE_CONTENT_TYPES: readonly string[] = IMAGE_FILE_TYPES.map((type) => CONTENT_TYPES[type]);
export const DOCUMENT_CONTENT_TYPES: readonly string[] = DOCUMENT_FILE_TYPES.map(
  (type) => CONTENT_TYPES[type],
);

/** The file's type from its magic bytes, or null when it is none of the accepted ones. */
export function detectFileType(bytes: Uint8Array): DetectedFileType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return null;
}

export const UPLOAD_MESSAGES = {
  empty: 'The file is empty',
  tooLarge: 'The file is too large',
  wrongImageType: 'Only png, webp, jpeg and jpg images are accepted',
  wrongDocumentType: 'Only pdf, png, jpeg and webp files are accepted',
} as const;

/** Decisions §8: documents pdf, png, jpeg, webp; images png, webp, jpeg; a size limit (default 20 MB). */
export function uploadIssue(
  kind: 'document' | 'image',
  bytes: Uint8Array,
  limitBytes = DEFAULT_UPLOAD_LIMIT_BYTES,
): string | null {
  if (bytes.length === 0) return UPLOAD_MESSAGES.empty;
  if (bytes.length > limitBytes) return UPLOAD_MESSAGES.tooLarge;
  const type = detectFileType(bytes);
  const allowed = kind === 'document' ? DOCUMENT_FILE_TYPES : IMAGE_FILE_TYPES;
  if (type && allowed.includes(type)) return null;
  return kind === 'document' ? UPLOAD_MESSAGES.wrongDocumentType : UPLOAD_MESSAGES.wrongImageType;
}
