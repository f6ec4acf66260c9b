import type { Db } from '@sewabeli/db';
import { AppError, badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import * as repo from './file.repository';
import type { FileStorage } from './file.storage';
import { DOCUMENT_TYPES, EXTENSION, IMAGE_TYPES, sniffType } from './file-type';

export type UploadKind = 'image' | 'document';

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

export async function storeUpload(
  deps: { db: Db; storage: FileStorage; maxBytes: number },
  actor: SessionUser,
  upload: { data: Buffer; fileName: string; kind: UploadKind },
): Promise<StoredFileRef> {
  if (upload.data.length === 0) throw badRequest('The file is empty');
  if (upload.data.length > deps.maxBytes) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The file is larger than ${Math.round(deps.maxBytes / 1048576)} MB`,
    );
  }
  const type = sniffType(upload.data);
  const allowed = upload.kind === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
  if (!type || !allowed.includes(type)) {
    throw badRequest(
      upload.kind === 'image'
        ? 'Only png, webp, jpeg and jpg images are accepted'
        : 'Only pdf, png, jpeg and webp files are accepted',
    );
  }
  const storageKey = await deps.storage.put(upload.data, EXTENSION[type]);
  const name = cleanName(upload.fileName);
  const id = await repo.insertStoredFile(deps.db, {
    storageKey,
    originalName: name,
    mimeType: type,
    sizeBytes: upload.data.length,
    createdBy: actor.id,
  });
  await recordAudit(deps.db, {
    userId: actor.id,
    action: 'upload',
    entity: 'storedFile',
    entityId: id,
    after: { name, type },
  });
  return { id, url: fileUrl(id), name, mimeType: type };
}

export const findFile = (db: Db, id: number) => repo.findStoredFile(db, id);
