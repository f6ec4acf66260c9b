import { z } from 'zod';
import { idField, MAX_MONEY_SEN, MONEY_TOO_LARGE, optionalText, requiredText } from '../common/fields';
import { ringgitToSen } from '../money/ringgit';

export const NAME_REQUIRED = 'Name is required';
export const ASSET_NAME_REQUIRED = 'Asset Name is required';
export const COST_REQUIRED = 'Cost is required';
export const COST_INVALID = 'Cost must be a valid amount';
export const ASSET_TYPE_REQUIRED = 'Please select an asset type';

/** Clients §5 Asset type. */
export const brandSchema = z.object({ name: requiredText(NAME_REQUIRED) });
export const brandUpdateSchema = brandSchema.extend({ id: idField() });

/**
 * Clients §5: the asset cost is free text. It is read as ringgit whether typed ('12,500.00') or sent as a
 * number (12500), and comes out as integer sen.
 */
export const costTextField = z
  .union([z.string(), z.number()], { error: COST_REQUIRED })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: COST_REQUIRED });
      return z.NEVER;
    }
    try {
      const sen = ringgitToSen(value);
      if (sen > MAX_MONEY_SEN) {
        ctx.addIssue({ code: 'custom', message: MONEY_TOO_LARGE });
        return z.NEVER;
      }
      if (sen >= 0) return sen;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: COST_INVALID });
    return z.NEVER;
  });

/** Clients §5 Asset: POST /product {brandId, name, cost}. */
export const productSchema = z.object({
  brandId: idField(ASSET_TYPE_REQUIRED),
  name: requiredText(ASSET_NAME_REQUIRED),
  cost: costTextField,
  isNew: z.boolean().optional(),
});
export const productUpdateSchema = productSchema.extend({ id: idField() });

/** Clients §5 Vendor. */
export const vendorSchema = z.object({ name: requiredText(NAME_REQUIRED) });
export const vendorUpdateSchema = vendorSchema.extend({ id: idField() });

/** Origination §3 / clients §3 / collections §3: the resource categories the product uses. */
export const RESOURCE_CATEGORIES = [
  'DOCUMENT_APPLICANT',
  'DOCUMENT_AGREEMENT',
  'INSURANCE_AGENT',
  'REPAYMENT_MODE',
  'CRITERIA_CATEGORY',
  'FACTOR_CATEGORY',
  'HIRER_BUSINESS',
] as const;

export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const isResourceCategory = (value: string): value is ResourceCategory =>
  (RESOURCE_CATEGORIES as readonly string[]).includes(value);

export const RESOURCE_CATEGORY_UNKNOWN = 'Please select a category';

/** POST /resource {name, category, description}; the spec shows no rule, a blank name is still refused. */
export const resourceSchema = z.object({
  name: requiredText(NAME_REQUIRED),
  category: z.enum(RESOURCE_CATEGORIES, { error: RESOURCE_CATEGORY_UNKNOWN }),
  description: optionalText(2000),
});
