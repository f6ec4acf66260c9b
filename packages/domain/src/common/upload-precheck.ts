import {
  APPLICANT_DOCUMENT_FILE_TYPES,
  CONTENT_TYPES,
  DEFAULT_UPLOAD_LIMIT_BYTES,
  type DetectedFileType,
  DOCUMENT_FILE_TYPES,
  IMAGE_FILE_TYPES,
  UPLOAD_MESSAGES,
  type UploadKind,
} from './file-type';

const EXTENSIONS: Record<DetectedFileType, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpeg: ['jpg', 'jpeg'],
  webp: ['webp'],
  xlsx: ['xlsx'],
  csv: ['csv'],
};

const TYPES_OF: Record<UploadKind, { types: readonly DetectedFileType[]; message: string }> = {
  document: { types: DOCUMENT_FILE_TYPES, message: UPLOAD_MESSAGES.wrongDocumentType },
  image: { types: IMAGE_FILE_TYPES, message: UPLOAD_MESSAGES.wrongImageType },
  applicantDocument: {
    types: APPLICANT_DOCUMENT_FILE_TYPES,
    message: UPLOAD_MESSAGES.wrongApplicantDocumentType,
  },
};

/** '20 MB', '1.5 MB', '300 KB': a limit as staff read it. */
export function formatUploadLimit(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

export const uploadTooLargeMessage = (limitBytes: number) =>
  `The file is too large: the limit is ${formatUploadLimit(limitBytes)}`;

/**
 * Issue 29: what the browser can tell of a chosen file before sending it (size, and the type by the browser's
 * MIME guess or the name's extension), so a 30 MB file is refused at once instead of after its upload. The server
 * still judges the content (decisions §8: `uploadIssue`); a type the browser cannot name is left to it.
 */
export function pickedFileIssue(
  kind: UploadKind,
  file: { name: string; size: number; type: string },
  limitBytes = DEFAULT_UPLOAD_LIMIT_BYTES,
): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.empty;
  if (file.size > limitBytes) return uploadTooLargeMessage(limitBytes);
  const { types, message } = TYPES_OF[kind];
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const byMime = types.some((type) => CONTENT_TYPES[type] === file.type);
  const byExtension = extension !== undefined && types.some((type) => EXTENSIONS[type].includes(extension));
  if (byMime || byExtension) return null;
  return file.type === '' && extension === undefined ? null : message;
}
