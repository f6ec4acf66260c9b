import { z } from 'zod';
import { idField } from './fields';
import { ASSET_TYPE_REQUIRED, brandSchema, productSchema, vendorSchema } from './reference-data.schema';

/**
 * Payloads of the legacy REST calls for asset types, assets and vendors (clients §7). The old screens took ids
 * from route parameters and select boxes, so an id may arrive as a digit string; isNew may arrive as a flag
 * (1/0) or a boolean. Past the wire they are the same rules as the tRPC schemas.
 */
export function legacyIdField(message = 'Invalid id') {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message)], { error: message })
    .transform(Number)
    .pipe(idField(message));
}

const legacyIsNew = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.null()])
  .optional()
  .transform((value) => (value === null || value === undefined ? undefined : Boolean(value)));

export const legacyIdOnlySchema = z.object({ id: legacyIdField() });

export const legacyBrandUpdateSchema = brandSchema.extend({ id: legacyIdField() });

export const legacyProductSchema = productSchema.extend({
  brandId: legacyIdField(ASSET_TYPE_REQUIRED),
  isNew: legacyIsNew,
});

export const legacyProductUpdateSchema = legacyProductSchema.extend({ id: legacyIdField() });

export const legacyVendorUpdateSchema = vendorSchema.extend({ id: legacyIdField() });

/** The multipart fields of POST /brand/upload and POST /product/upload. */
export const legacyImageUploadFieldsSchema = z.object({ id: legacyIdField() });
