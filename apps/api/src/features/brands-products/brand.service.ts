import type { Db } from '@sewabeli/db';
import { DELETE_REFUSALS, type ListQuery, ringgitToSen } from '@sewabeli/domain';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { type ImageUpload, imageSlot, type UploadDeps } from '../files/attach-image';
import { ASSET_IMAGE_REFUSAL, fileUrl } from '../files/file.service';
import * as repo from './brand.repository';
import * as products from './product.repository';

export const BRAND_NOT_FOUND = 'Asset type not found';

const withLogoUrl = <T extends { logoFileId: number | null }>({ logoFileId, ...row }: T) => ({
  ...row,
  logoUrl: logoFileId === null ? null : fileUrl(logoFileId),
});

const withCounts = <T extends { productCount: number | null; applicationCount: number | null }>(row: T) => ({
  ...row,
  productCount: row.productCount ?? 0,
  applicationCount: row.applicationCount ?? 0,
});

export async function listBrands(db: Db, query: ListQuery) {
  const page = await repo.listBrands(db, query);
  return {
    ...page,
    rows: page.rows.map((row) => withLogoUrl(withCounts(row))),
  };
}

export async function allBrands(db: Db) {
  return (await repo.allBrands(db)).map(withLogoUrl);
}

export async function getBrand(db: Db, id: number) {
  const brand = await repo.findBrand(db, id);
  if (!brand) throw notFound(BRAND_NOT_FOUND);
  return withLogoUrl(withCounts(brand));
}

/** The order lines of every product of the brand, with their hirer (the Applications panel). */
export async function listBrandApplications(db: Db, brandId: number, query: ListQuery) {
  await getBrand(db, brandId);
  const page = await products.listApplications(db, { brandId }, query);
  return { ...page, rows: page.rows.map(applicationInSen) };
}

export function applicationInSen<T extends { cost: string; loanAmount: string }>(row: T) {
  return { ...row, cost: ringgitToSen(row.cost), loanAmount: ringgitToSen(row.loanAmount) };
}

async function refuseDuplicate(db: Db, name: string, exceptId?: number) {
  await repo.lockBrandNames(db);
  const existing = await repo.findBrandByName(db, name);
  if (existing && existing.id !== exceptId) throw conflict(`An asset type named ${name} already exists`);
}

export async function createBrand(db: Db, actor: SessionUser, input: { name: string }) {
  return db.transaction().execute(async (trx) => {
    await refuseDuplicate(trx, input.name);
    const id = await repo.insertBrand(trx, { name: input.name, createdBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'brand',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

export async function updateBrand(db: Db, actor: SessionUser, input: { id: number; name: string }) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockBrand(trx, input.id);
    if (!before) throw notFound(BRAND_NOT_FOUND);
    await refuseDuplicate(trx, input.name, input.id);
    await repo.updateBrand(trx, input.id, { name: input.name, updatedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'brand',
      entityId: input.id,
      before: { name: before.name },
      after: { name: input.name },
    });
    return { id: input.id };
  });
}

const BRAND_IMAGE = imageSlot({
  entity: 'brand',
  column: 'logoFileId',
  action: 'update',
  refusal: ASSET_IMAGE_REFUSAL,
  current: async (trx, id) => {
    const before = await repo.lockBrand(trx, id);
    if (!before) throw notFound(BRAND_NOT_FOUND);
    return before.logoFileId;
  },
  save: (trx, id, logoFileId, updatedBy) => repo.updateBrand(trx, id, { logoFileId, updatedBy }),
  exists: getBrand,
});

/** Attaches an uploaded image (POST /files?kind=image) as the asset type's picture. */
export async function setBrandImage(db: Db, actor: SessionUser, input: { id: number; fileId: number }) {
  return { id: input.id, logoUrl: await BRAND_IMAGE.attach(db, actor, input) };
}

/** Legacy POST /brand/upload: the file is checked and stored like any upload, then attached. */
export async function uploadBrandImage(deps: UploadDeps, actor: SessionUser, input: ImageUpload) {
  return { id: input.id, logoUrl: await BRAND_IMAGE.upload(deps, actor, input) };
}

/**
 * decisions.md §9: an asset type with assets (or with order lines) is refused with a clear message; otherwise it
 * is soft-deleted (hidden, kept, audited).
 */
export async function deleteBrand(db: Db, actor: SessionUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const brand = await repo.lockBrand(trx, id);
    if (!brand) throw notFound(BRAND_NOT_FOUND);
    const usage = await repo.brandUsage(trx, id);
    if (usage.products > 0) {
      throw conflict(DELETE_REFUSALS.brandWithAssets(brand.name, usage.products));
    }
    if (usage.lines > 0) {
      throw conflict(DELETE_REFUSALS.usedByLines(brand.name, usage.lines));
    }
    await repo.softDeleteBrand(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'brand',
      entityId: id,
      before: brand,
    });
    return { id };
  });
}

/** GET /brand/details/{id}: the brand with its products, each with its order lines and their hirer. */
export async function brandDetails(db: Db, id: number) {
  const brand = await getBrand(db, id);
  const [productRows, lines] = await Promise.all([
    products.allProducts(db, id),
    products.allApplications(db, { brandId: id }),
  ]);
  return { brand, products: productRows, lines };
}
