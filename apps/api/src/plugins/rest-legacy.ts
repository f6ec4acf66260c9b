import {
  ASSET_TYPE_REQUIRED,
  brandSchema,
  DEFAULT_PAGE_SIZE,
  idField,
  MAX_PAGE_SIZE,
  productSchema,
  readMoneyInput,
  vendorSchema,
} from '@sewabeli/domain';
import { z } from 'zod';

/**
 * The legacy wire's coercions, at the REST edge only (issue 8): the old screens send ids and years as digit
 * strings, flags as 1/0 or booleans and money as ringgit. Each *.rest.ts normalises its payload here, then the
 * business schema of packages/domain (the one tRPC uses) judges it.
 */

/**
 * Beyond the spec, for a legacy `/all` call that lists a whole table: `page` (with `pageSize`, default 10) answers
 * one page of the same order instead of every row; without `page` the answer is the spec's whole list.
 */
export const legacyPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/**
 * A legacy call that answers a whole table without `?page` stops at this many rows, newest first, and says so in
 * its headers (`wholeListHeaders`): at the size of a real book the whole answer is tens of megabytes.
 */
export const WHOLE_LIST_CAP = 5000;

/** X-Total-Count (every row there is) and X-Capped ('false', or 'true; first 5000 of 110000'). */
export function wholeListHeaders(total: number): Record<string, string> {
  return {
    'X-Total-Count': String(total),
    'X-Capped': total > WHOLE_LIST_CAP ? `true; first ${WHOLE_LIST_CAP} of ${total}` : 'false',
  };
}

/** The page a `legacyPageQuery` asks for, or undefined for the whole list. */
export const legacyWindowOf = (
  query: z.infer<typeof legacyPageQuery>,
): { page: number; pageSize: number } | undefined =>
  query.page ? { page: query.page, pageSize: query.pageSize } : undefined;

/**
 * The legacy REST forms of users and companies (clients §7) send ids and years as digit strings ('3'), the
 * Active switch as 1/0 or true/false, and money as ringgit. This normalises such a payload (ids and years to
 * numbers, the listed ringgit fields to integer sen under the shared money rule) before the same schema the tRPC procedures use judges it.
 */
export function legacyPayload<S extends z.ZodType>(
  schema: S,
  options: { numbers?: readonly string[]; ringgit?: readonly string[] } = {},
) {
  return z.preprocess((value, ctx) => {
    if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
    const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const key of options.numbers ?? []) {
      const v = out[key];
      if (typeof v === 'string' && /^\s*\d+\s*$/.test(v)) out[key] = Number(v);
      if (v === '') out[key] = undefined;
    }
    for (const key of options.ringgit ?? []) {
      const v = out[key];
      if (v === '' || v === null || v === undefined) {
        out[key] = undefined;
        continue;
      }
      if (typeof v !== 'string' && typeof v !== 'number') continue;
      // Issue 29: read exactly, never rounded; letters, a third decimal or a minus get the shared message.
      const reading = readMoneyInput(v);
      if (reading.issue !== undefined) ctx.addIssue({ code: 'custom', message: reading.issue, path: [key] });
      else out[key] = reading.sen ?? undefined;
    }
    if ('status' in out) {
      const status = out.status;
      if (status === 1 || status === '1' || status === 'true') out.status = true;
      if (status === 0 || status === '0' || status === 'false') out.status = false;
    }
    return out;
  }, schema);
}

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
