import { z } from 'zod';

/** Typed answers of the brand and product procedures. Money is integer sen (decisions.md §2). */
export { listPageSchema as pageOf } from '@sewabeli/domain';

export const brandOutput = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  productCount: z.number(),
  /** Order lines (applications and agreements) of its assets. */
  applicationCount: z.number(),
});

export const brandChoiceOutput = z.object({
  id: z.number(),
  name: z.string(),
  logoUrl: z.string().nullable(),
});

const triState = z.union([z.literal(0), z.literal(1), z.null()]);

export const productOutput = z.object({
  id: z.number(),
  brandId: z.number(),
  brandName: z.string(),
  name: z.string(),
  cost: z.number().int(),
  isNew: triState,
  imageUrl: z.string().nullable(),
  applicationCount: z.number(),
});

/** An order line (application or agreement) of an asset, with its hirer. Cost and loan are line totals. */
export const applicationOutput = z.object({
  id: z.number(),
  applicantId: z.number(),
  productId: z.number(),
  productName: z.string(),
  hirerId: z.number(),
  hirerName: z.string(),
  vendorId: z.number(),
  hpNo: z.string().nullable(),
  letterOffer: z.string().nullable(),
  quantity: z.number(),
  cost: z.number().int(),
  loanAmount: z.number().int(),
  chassis: z.string().nullable(),
  engine: z.string().nullable(),
  registrationNo: z.string().nullable(),
  isNew: triState,
  conditionLabel: z.enum(['New', 'Used']),
  createdAt: z.date(),
});
