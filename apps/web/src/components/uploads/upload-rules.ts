import {
  DEFAULT_UPLOAD_LIMIT_BYTES,
  DOCUMENT_CONTENT_TYPES,
  formatUploadLimit,
  IMAGE_CONTENT_TYPES,
} from '@sewabeli/domain';

/** decisions.md section 8, from the domain's lists the server checks content against: what the pickers accept. */
export const IMAGE_MIME_TYPES = IMAGE_CONTENT_TYPES;
export const DOCUMENT_MIME_TYPES = DOCUMENT_CONTENT_TYPES;
export const DEFAULT_MAX_UPLOAD_BYTES = DEFAULT_UPLOAD_LIMIT_BYTES;

const MIME_LABELS: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG/JPG',
  'image/webp': 'WEBP',
};

export function mimeLabel(mime: string): string {
  return MIME_LABELS[mime] ?? (mime.split('/')[1] ?? mime).toUpperCase();
}

export const formatBytes = formatUploadLimit;

export function allowedTypesText(accept: readonly string[]): string {
  const labels = [...new Set(accept.map(mimeLabel))];
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}

export interface RejectedFile {
  file: { name: string };
  errors: readonly { code: string; message: string }[];
}

/** One sentence per refused file, in the person's terms (type, size, count). */
export function rejectionMessage(
  rejections: readonly RejectedFile[],
  /** The MIME types, or the allowed types already in words ('CSV, MT940 or camt.053 XML'). */
  accept: readonly string[] | string,
  maxSize: number,
): string {
  const types = typeof accept === 'string' ? accept : allowedTypesText(accept);
  const lines = rejections.map(({ file, errors }) => {
    const codes = new Set(errors.map((e) => e.code));
    if (codes.has('file-invalid-type')) {
      return `${file.name}: this type of file is not allowed. Please choose a ${types} file.`;
    }
    if (codes.has('file-too-large'))
      return `${file.name} is too large. The limit is ${formatBytes(maxSize)}.`;
    if (codes.has('too-many-files')) return 'Please choose one file at a time.';
    return `${file.name}: ${errors[0]?.message ?? 'this file cannot be uploaded.'}`;
  });
  return [...new Set(lines)].join(' ');
}
