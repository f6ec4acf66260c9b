import type { Db } from '@sewabeli/db';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { fileUrl, requireOwnImage, storeUpload } from './file.service';
import type { FileStorage } from './file.storage';

/** Where an image goes: a brand's or hirer's logo, a product's picture, a user's signature. */
interface ImageSlot {
  entity: 'brand' | 'product' | 'hirer' | 'user';
  /** The column's name in the audit entry. */
  column: 'logoFileId' | 'imageFileId' | 'signatureFileId';
  action: 'update' | 'set-logo' | 'set-signature';
  refusal: Parameters<typeof requireOwnImage>[3];
  /** Locks the record and gives the image it has now; throws not found when there is no such record. */
  current: (trx: Db, id: number) => Promise<number | null>;
  save: (trx: Db, id: number, fileId: number, actorId: number) => Promise<unknown>;
  /** Throws not found when there is no such record (checked before an upload is stored). */
  exists: (db: Db, id: number) => Promise<unknown>;
  /** Throws when the caller may not change this record's image. */
  permit?: (actor: SessionUser, id: number) => void;
}

/**
 * The one way an uploaded image (POST /files?kind=image) is attached to a record: the caller must be allowed
 * (`permit`), then in one transaction the record is locked, the file must be the caller's own image
 * (requireOwnImage), the record points at it and the change is audited with the image before and after. Gives the
 * image's URL.
 */
async function attachImage(
  db: Db,
  actor: SessionUser,
  slot: ImageSlot,
  input: { id: number; fileId: number },
): Promise<string> {
  slot.permit?.(actor, input.id);
  return db.transaction().execute(async (trx) => {
    const before = await slot.current(trx, input.id);
    await requireOwnImage(trx, actor, input.fileId, slot.refusal);
    await slot.save(trx, input.id, input.fileId, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: slot.action,
      entity: slot.entity,
      entityId: input.id,
      before: { [slot.column]: before },
      after: { [slot.column]: input.fileId },
    });
    return fileUrl(input.fileId);
  });
}

/** A legacy upload: the record's id and the one file. */
export interface ImageUpload {
  id: number;
  data: Buffer;
  fileName: string;
}

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  maxBytes: number;
}

/**
 * The legacy upload endpoints (POST /brand/upload, /product/upload, /hirer/upload, /user/upload): nothing is
 * stored unless the caller may change the record and it exists; then the file is checked and stored like any
 * image upload and attached. Gives the image's URL.
 */
async function uploadImage(
  deps: UploadDeps,
  actor: SessionUser,
  slot: ImageSlot,
  input: ImageUpload,
): Promise<string> {
  slot.permit?.(actor, input.id);
  await slot.exists(deps.db, input.id);
  const stored = await storeUpload(deps, actor, {
    data: input.data,
    fileName: input.fileName,
    kind: 'image',
  });
  return attachImage(deps.db, actor, slot, { id: input.id, fileId: stored.id });
}

/** A record's image slot, with the two ways of filling it: attach an earlier upload, or upload and attach. */
export const imageSlot = (slot: ImageSlot) => ({
  attach: (db: Db, actor: SessionUser, input: { id: number; fileId: number }) =>
    attachImage(db, actor, slot, input),
  upload: (deps: UploadDeps, actor: SessionUser, input: ImageUpload) => uploadImage(deps, actor, slot, input),
});
