import { brandSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AnyRestRoute, restRoute } from '../../plugins/rest';
import { day, done, doneWithId, doneWithUrl, ringgit as money, named } from '../../plugins/rest-answers';
import {
  legacyBrandUpdateSchema,
  legacyIdField,
  legacyIdOnlySchema,
  legacyImageUploadFieldsSchema,
  legacyProductSchema,
  legacyProductUpdateSchema,
} from '../../plugins/rest-legacy';
import { wireRinggitOfNumeric } from '../../plugins/rest-money';
import { fileUrl } from '../files/file.service';
import { readImageUpload, uploadDeps } from '../files/multipart';
import * as brands from './brand.service';
import { applicationOutput, brandChoiceOutput, productOutput } from './brands-products.output';
import * as products from './product.service';

const ringgit = wireRinggitOfNumeric;

const idParams = z.object({ id: legacyIdField('Not Found') });

type Line = Awaited<ReturnType<typeof brands.brandDetails>>['lines'][number];
type ProductRow = Awaited<ReturnType<typeof brands.brandDetails>>['products'][number];

// The answers are the tRPC outputs (brands-products.output.ts) as the legacy wire names them, money in ringgit.
const lineAnswer = applicationOutput
  .pick({
    id: true,
    applicantId: true,
    productId: true,
    hirerId: true,
    vendorId: true,
    letterOffer: true,
    hpNo: true,
    createdAt: true,
    quantity: true,
    engine: true,
    registrationNo: true,
    isNew: true,
  })
  .extend({
    cost: money,
    loanAmount: money,
    chasis: z.string().nullable(),
    Hirer: named,
    outstandingBalance: money,
    financialProgramId: z.number().int(),
    progressId: z.number().int(),
    agreementExecution: day.nullable(),
  });

const productAnswer = productOutput
  .pick({ id: true, brandId: true, name: true, isNew: true, applicationCount: true })
  .extend({ cost: money, url: z.string().nullable() });

const brandAnswer = brandChoiceOutput;

/** An ApplicantProduct of the spec's details answers: the stored per-unit figures, `chasis` as the wire spells it. */
const legacyLine = (line: Line) => ({
  id: line.id,
  applicantId: line.applicantId,
  productId: line.productId,
  hirerId: line.hirerId,
  vendorId: line.vendorId,
  letterOffer: line.letterOffer,
  hpNo: line.hpNo,
  createdAt: line.createdAt,
  quantity: line.quantity,
  cost: ringgit(line.unitCost),
  loanAmount: ringgit(line.unitLoanAmount),
  chasis: line.chassis,
  engine: line.engine,
  registrationNo: line.registrationNo,
  isNew: line.isNew,
  Hirer: { id: line.hirerId, name: line.hirerName },
  // Issue 42: as GET /hirer/details writes its lines, the balance from the agreement's summary read model.
  outstandingBalance: ringgit(line.outstandingBalance),
  financialProgramId: line.financialProgramId,
  progressId: line.progressId,
  agreementExecution: line.agreementExecution,
});

const legacyProduct = (product: ProductRow) => ({
  id: product.id,
  brandId: product.brandId,
  name: product.name,
  cost: ringgit(product.cost),
  url: product.imageFileId === null ? null : fileUrl(product.imageFileId),
  isNew: product.isNew,
  applicationCount: product.applicationCount ?? 0,
});

const imageUpload = (req: FastifyRequest) =>
  readImageUpload(req, (fields) => legacyImageUploadFieldsSchema.parse(fields).id);

export const brandsProductsRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'GET',
    path: '/brand/all',
    access: 'authed',
    answer: z.array(brandAnswer),
    handler: ({ req }) => brands.allBrands(req.server.db),
  }),
  restRoute({
    method: 'POST',
    path: '/brand',
    access: 'authed',
    body: brandSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await brands.createBrand(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),
  restRoute({
    method: 'PUT',
    path: '/brand',
    access: 'authed',
    body: legacyBrandUpdateSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await brands.updateBrand(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.saved, id };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/brand/details/:id',
    access: 'authed',
    params: idParams,
    answer: brandAnswer.extend({
      Products: z.array(productAnswer.extend({ ApplicantProducts: z.array(lineAnswer) })),
    }),
    async handler({ req, params }) {
      const { brand, products: productRows, lines } = await brands.brandDetails(req.server.db, params.id);
      return {
        id: brand.id,
        name: brand.name,
        logoUrl: brand.logoUrl,
        Products: productRows.map((product) => ({
          ...legacyProduct(product),
          ApplicantProducts: lines.filter((line) => line.productId === product.id).map(legacyLine),
        })),
      };
    },
  }),
  restRoute({
    method: 'DELETE',
    path: '/brand',
    access: { permission: 'brand.delete' },
    body: legacyIdOnlySchema,
    answer: done,
    async handler({ req, body, auth }) {
      await brands.deleteBrand(req.server.db, auth.user, body.id);
      return { status: 1, msg: SUCCESS_TEXTS.deleted };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/brand/upload',
    access: 'authed',
    answer: doneWithUrl,
    async handler({ req, auth }) {
      const upload = await imageUpload(req);
      const { logoUrl } = await brands.uploadBrandImage(uploadDeps(req), auth.user, upload);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, url: logoUrl };
    },
  }),

  restRoute({
    method: 'GET',
    path: '/product/all',
    access: 'authed',
    answer: z.array(productAnswer.extend({ Brand: named })),
    async handler({ req }) {
      const rows = await products.allProducts(req.server.db);
      return rows.map((product) => ({
        ...legacyProduct(product),
        Brand: { id: product.brandId, name: product.brandName },
      }));
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product',
    access: 'authed',
    body: legacyProductSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await products.createProduct(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, id };
    },
  }),
  // The spec sends both PUT /product and PUT /product/; the adapter ignores the trailing slash.
  restRoute({
    method: 'PUT',
    path: '/product',
    access: 'authed',
    body: legacyProductUpdateSchema,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await products.updateProduct(req.server.db, auth.user, body);
      return { status: 1, msg: SUCCESS_TEXTS.saved, id };
    },
  }),
  restRoute({
    method: 'GET',
    path: '/product/details/:id',
    access: 'authed',
    params: idParams,
    answer: productAnswer.extend({ Brand: brandAnswer.nullable(), ApplicantProducts: z.array(lineAnswer) }),
    async handler({ req, params }) {
      const { product, brand, lines } = await products.productDetails(req.server.db, params.id);
      return {
        ...legacyProduct(product),
        Brand: brand && {
          id: brand.id,
          name: brand.name,
          logoUrl: brand.logoFileId === null ? null : fileUrl(brand.logoFileId),
        },
        ApplicantProducts: lines.map(legacyLine),
      };
    },
  }),
  restRoute({
    method: 'POST',
    path: '/product/upload',
    access: 'authed',
    answer: doneWithUrl,
    async handler({ req, auth }) {
      const upload = await imageUpload(req);
      const { imageUrl } = await products.uploadProductImage(uploadDeps(req), auth.user, upload);
      return { status: 1, msg: SUCCESS_TEXTS.submitted, url: imageUrl };
    },
  }),
];
