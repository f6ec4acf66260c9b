import type { Db } from '@sewabeli/db';
import { DELETE_REFUSALS, type ListQuery, ringgitToSen, type Sen, senToRinggit } from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { type ImageUpload, imageSlot, type UploadDeps } from '../files/attach-image';
import { ASSET_IMAGE_REFUSAL, fileUrl } from '../files/file.service';
import { findBrand, lockBrand } from './brand.repository';
import { applicationInSen } from './brand.service';
import * as repo from './product.repository';

export const PRODUCT_NOT_FOUND = 'Asset not found';

export interface ProductInput {
  brandId: number;
  name: string;
  /** Integer sen. */
  cost: Sen;
  /** Only the legacy asset-profile edit sends it; left as it is when absent. */
  isNew?: boolean | undefined;
}

const triState = (flag: boolean | undefined): 0 | 1 | null => (flag === undefined ? null : flag ? 1 : 0);

type ProductRow = Awaited<ReturnType<typeof repo.findProduct>> & {};

const toOutput = ({ imageFileId, cost, applicationCount, ...row }: ProductRow) => ({
  ...row,
  cost: ringgitToSen(cost),
  applicationCount: applicationCount ?? 0,
  imageUrl: imageFileId === null ? null : fileUrl(imageFileId),
});

export async function listProducts(db: Db, query: ListQuery, brandId?: number) {
  const page = await repo.listProducts(db, query, brandId);
  return { ...page, rows: page.rows.map(toOutput) };
}

export async function getProduct(db: Db, id: number) {
  const product = await repo.findProduct(db, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return toOutput(product);
}

export async function allProducts(db: Db) {
  return repo.allProducts(db);
}

export async function listProductApplications(db: Db, productId: number, query: ListQuery) {
  await getProduct(db, productId);
  const page = await repo.listApplications(db, { productId }, query);
  return { ...page, rows: page.rows.map(applicationInSen) };
}

async function checkBrandAndName(db: Db, input: ProductInput, exceptId?: number) {
  // Locked so that the asset type cannot be deleted while an asset is being added to it.
  const brand = await lockBrand(db, input.brandId);
  if (!brand) throw badRequest('Please select an asset type');
  await repo.lockProductNames(db);
  const existing = await repo.findProductByName(db, input.brandId, input.name);
  if (existing && existing.id !== exceptId) {
    throw conflict(`${brand.name} already has an asset named ${input.name}`);
  }
}

export async function createProduct(db: Db, actor: SessionUser, input: ProductInput) {
  return db.transaction().execute(async (trx) => {
    await checkBrandAndName(trx, input);
    const values = {
      brandId: input.brandId,
      name: input.name,
      cost: senToRinggit(input.cost),
      isNew: triState(input.isNew),
    };
    const id = await repo.insertProduct(trx, { ...values, createdBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'product',
      entityId: id,
      after: values,
    });
    return { id };
  });
}

export async function updateProduct(db: Db, actor: SessionUser, input: ProductInput & { id: number }) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.lockProduct(trx, input.id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    await checkBrandAndName(trx, input, input.id);
    const values = {
      brandId: input.brandId,
      name: input.name,
      cost: senToRinggit(input.cost),
      ...(input.isNew === undefined ? {} : { isNew: triState(input.isNew) }),
    };
    await repo.updateProduct(trx, input.id, { ...values, updatedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'product',
      entityId: input.id,
      before: { brandId: before.brandId, name: before.name, cost: before.cost, isNew: before.isNew },
      after: values,
    });
    return { id: input.id };
  });
}

const PRODUCT_IMAGE = imageSlot({
  entity: 'product',
  column: 'imageFileId',
  action: 'update',
  refusal: ASSET_IMAGE_REFUSAL,
  current: async (trx, id) => {
    const before = await repo.lockProduct(trx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    return before.imageFileId;
  },
  save: (trx, id, imageFileId, updatedBy) => repo.updateProduct(trx, id, { imageFileId, updatedBy }),
  exists: getProduct,
});

export async function setProductImage(db: Db, actor: SessionUser, input: { id: number; fileId: number }) {
  return { id: input.id, imageUrl: await PRODUCT_IMAGE.attach(db, actor, input) };
}

/** Legacy POST /product/upload: the file is checked and stored like any upload, then attached. */
export async function uploadProductImage(deps: UploadDeps, actor: SessionUser, input: ImageUpload) {
  return { id: input.id, imageUrl: await PRODUCT_IMAGE.upload(deps, actor, input) };
}

/** decisions.md §9: an asset used by order lines is refused; otherwise soft-deleted. */
export async function deleteProduct(db: Db, actor: SessionUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const product = await repo.lockProduct(trx, id);
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    const lines = await repo.productLineCount(trx, id);
    if (lines > 0) {
      throw conflict(DELETE_REFUSALS.usedByLines(product.name, lines));
    }
    await repo.softDeleteProduct(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'product',
      entityId: id,
      before: product,
    });
    return { id, brandId: product.brandId };
  });
}

/** GET /product/details/{id}: the product with its brand and its order lines with their hirer. */
export async function productDetails(db: Db, id: number) {
  const product = await repo.findProduct(db, id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  const brand = await findBrand(db, product.brandId);
  const lines = await repo.allApplications(db, { productId: id });
  return { product, brand: brand ?? null, lines };
}
