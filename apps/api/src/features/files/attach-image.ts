import type { Db } from '@sewabeli/db';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { fileUrl, requireOwnImage, storeUpload } from './file.service';
import type { FileStorage } from './file.storage';

/** Where an image goes: a brand's or hirer's logo, a product's picture, a user's signature. */
export interface ImageSlot {
  entity: 'brand' | 'product' | 'hirer' | 'user';
  /** The column's name in the audit entry. */
  column: 'logoFileId' | 'imageFileId' | 'signatureFileId';
  action: 'update' | 'set-logo' | 'set-signature';
  refusal: Parameters<typeof requireOwnImage>[3];
  /** Locks the record and gives the image it has now; throws not found when there is no such record. */
  current: (trx: Db, id: number) => Promise<number | null>;
  save: (trx: Db, id: number, fileId: number, actorId: number) => Promise<unknown>;
}

/**
 * The one way an uploaded image (POST /files?kind=image) is attached to a record: in one transaction the record
 * is locked, the file must be the caller's own image (requireOwnImage), the record points at it and the change is
 * audited with the image before and after. Gives the image's URL.
 */
export async function attachImage(
  db: Db,
  actor: SessionUser,
  slot: ImageSlot,
  input: { id: number; fileId: number },
): Promise<string> {
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

export interface UploadDeps {
  db: Db;
  storage: FileStorage;
  maxBytes: number;
}

/**
 * The legacy upload endpoints (POST /brand/upload, /product/upload, /hirer/upload, /user/upload): `check` runs
 * before anything is stored (the record exists, the caller may change it), then the file is checked and stored
 * like any image upload and handed to `attach`.
 */
export async function uploadImage<T>(
  deps: UploadDeps,
  actor: SessionUser,
  input: { data: Buffer; fileName: string },
  check: () => Promise<unknown>,
  attach: (fileId: number) => Promise<T>,
): Promise<T> {
  await check();
  const stored = await storeUpload(deps, actor, {
    data: input.data,
    fileName: input.fileName,
    kind: 'image',
  });
  return attach(stored.id);
}
