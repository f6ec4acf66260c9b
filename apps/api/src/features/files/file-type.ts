/** What a file really is, judged by its first bytes (decisions.md §8), never by its name or declared type. */
export type SniffedType = 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp';

export const IMAGE_TYPES: readonly SniffedType[] = ['image/png', 'image/jpeg', 'image/webp'];
export const DOCUMENT_TYPES: readonly SniffedType[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/webp',
];

export const EXTENSION: Record<SniffedType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const startsWith = (buf: Uint8Array, bytes: readonly number[], offset = 0) =>
  buf.length >= offset + bytes.length && bytes.every((b, i) => buf[offset + i] === b);

export function sniffType(buf: Uint8Array): SniffedType | null {
  if (startsWith(buf, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(buf, [0x52, 0x49, 0x46, 0x46]) && startsWith(buf, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return null;
}
