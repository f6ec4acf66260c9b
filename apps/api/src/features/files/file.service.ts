import type { Db } from '@sewabeli/db';
import {
  CONTENT_TYPES,
  type DetectedFileType,
  detectFileType,
  IMAGE_FILE_TYPES,
  UPLOAD_MESSAGES,
  type UploadKind,
  uploadIssue,
} from '@sewabeli/domain';
import { AppError, badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './file.repository';
import type { FileStorage } from './file.storage';
import { reencodeImage } from './image-check';
import { PDF_REFUSAL_MESSAGES, pdfRefusal } from './pdf-check';

/** Stored files keep the extension of what they are, never of the name they came with. */
const EXTENSION: Record<DetectedFileType, string> = {
  pdf: 'pdf',
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  xlsx: 'xlsx',
  csv: 'csv',
};

export type { UploadKind } from '@sewabeli/domain';

export interface StoredFileRef {
  id: number;
  url: string;
  name: string;
  mimeType: string;
}

export const fileUrl = (id: number) => `/files/${id}`;

const cleanName = (name: string) =>
  name
    .replace(/[\\/]/g, '_')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this strips
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .slice(0, 200) || 'file';

/**
 * What is kept of an upload (issue 28): a picture as its pixels written anew (a picture that does not decode is
 * refused, issue 9); a PDF as it came, once it is known to carry no script, launch action, attachment or XFA form;
 * anything else (xlsx, csv: read as data, never opened by the app) as it came.
 */
async function storedBytes(
  type: DetectedFileType,
  upload: { data: Buffer; kind: UploadKind },
): Promise<Buffer> {
  if (type === 'png' || type === 'jpeg' || type === 'webp') {
    const pixels = await reencodeImage(upload.data, type);
    if (pixels) return pixels;
    throw badRequest(
      upload.kind === 'image' ? UPLOAD_MESSAGES.wrongImageType : UPLOAD_MESSAGES.wrongDocumentType,
    );
  }
  if (type === 'pdf') {
    const refusal = await pdfRefusal(upload.data);
    if (refusal) throw badRequest(PDF_REFUSAL_MESSAGES[refusal]);
  }
  return upload.data;
}

export async function storeUpload(
  deps: { db: Db; storage: FileStorage; maxBytes: number },
  actor: SessionUser,
  upload: { data: Buffer; fileName: string; kind: UploadKind },
): Promise<StoredFileRef> {
  const issue = uploadIssue(upload.kind, upload.data, deps.maxBytes);
  if (issue === UPLOAD_MESSAGES.tooLarge) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(deps.maxBytes / 1048576)} MB`,
    );
  }
  if (issue) throw badRequest(issue);
  const type = detectFileType(upload.data) as DetectedFileType;
  const data = await storedBytes(type, upload);
  const storageKey = await deps.storage.put(data, EXTENSION[type]);
  const name = cleanName(upload.fileName);
  const id = await repo.insertStoredFile(deps.db, {
    storageKey,
    originalName: name,
    mimeType: CONTENT_TYPES[type],
    sizeBytes: data.length,
    createdBy: actor.id,
  });
  await recordAudit(deps.db, {
    userId: actor.id,
    action: 'upload',
    entity: 'storedFile',
    entityId: id,
    after: { name, type },
  });
  return { id, url: fileUrl(id), name, mimeType: CONTENT_TYPES[type] };
}

export const findFile = (db: Db, id: number) => repo.findStoredFile(db, id);

/** A file `uploadedBy` stored whose content is one of `mimeTypes`: what a screen may attach to its record. */
export const findOwnUpload = (db: Db, id: number, uploadedBy: number, mimeTypes: readonly string[]) =>
  repo.findOwnStoredFile(db, id, uploadedBy, mimeTypes);

/** Records a file the server made itself (a generated agreement), already written to storage under `storageKey`. */
export const recordGeneratedFile = (
  db: Db,
  values: {
    storageKey: string;
    originalName: string;
    mimeType: string;
    sizeBytes: number;
    createdBy: number;
  },
) => repo.insertStoredFile(db, values);

const IMAGE_CONTENT_TYPES = IMAGE_FILE_TYPES.map((type) => CONTENT_TYPES[type]);

/**
 * The one rule for attaching an image to a record (a company's logo, a user's signature, an asset type's or an
 * asset's picture): the file id must be an upload of the caller's own whose content was judged an image
 * (decisions.md §8), so nobody attaches somebody else's upload by guessing its id. Anything else is refused with
 * the screen's message.
 */
export async function requireOwnImage(
  db: Db,
  actor: { id: number },
  fileId: number,
  refusal: string | { notOwn: string; notImage: string },
): Promise<void> {
  const { notOwn, notImage } = typeof refusal === 'string' ? { notOwn: refusal, notImage: refusal } : refusal;
  const file = await repo.findStoredFile(db, fileId);
  if (!file || file.createdBy !== actor.id) throw badRequest(notOwn);
  if (!IMAGE_CONTENT_TYPES.includes(file.mimeType)) throw badRequest(notImage);
}

/** What the asset screens say when the image cannot be attached. */
export const ASSET_IMAGE_REFUSAL = {
  notOwn: 'Please choose a file',
  notImage: UPLOAD_MESSAGES.wrongImageType,
};
