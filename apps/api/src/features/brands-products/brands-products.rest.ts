import { brandSchema, SUCCESS_TEXTS } from '@sewabeli/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { referenceDataRoutes } from '../../plugins/reference-data-routes';
import { day, ringgit as money, named } from '../../plugins/rest-answers';
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

const brandRestRoutes = referenceDataRoutes('/brand', {
  writeAccess: 'authed',
  all: { answer: z.array(brandAnswer), read: brands.allBrands },
  create: { body: brandSchema, msg: SUCCESS_TEXTS.submitted, write: brands.createBrand },
  update: { body: legacyBrandUpdateSchema, msg: SUCCESS_TEXTS.saved, write: brands.updateBrand },
  details: {
    params: idParams,
    answer: brandAnswer.extend({
      Products: z.array(productAnswer.extend({ ApplicantProducts: z.array(lineAnswer) })),
    }),
    async read(db, { id }) {
      const { brand, products: productRows, lines } = await brands.brandDetails(db, id);
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
  },
  delete: {
    access: { permission: 'brand.delete' },
    body: legacyIdOnlySchema,
    msg: SUCCESS_TEXTS.deleted,
    answer: 'done',
    write: (db, user, { id }) => brands.deleteBrand(db, user, id),
  },
  upload: {
    async store(req, user) {
      const upload = await imageUpload(req);
      return (await brands.uploadBrandImage(uploadDeps(req), user, upload)).logoUrl;
    },
  },
});

const productRestRoutes = referenceDataRoutes('/product', {
  writeAccess: 'authed',
  all: {
    answer: z.array(productAnswer.extend({ Brand: named })),
    read: async (db) =>
      (await products.allProducts(db)).map((product) => ({
        ...legacyProduct(product),
        Brand: { id: product.brandId, name: product.brandName },
      })),
  },
  create: { body: legacyProductSchema, msg: SUCCESS_TEXTS.submitted, write: products.createProduct },
  // The spec sends both PUT /product and PUT /product/; the adapter ignores the trailing slash.
  update: { body: legacyProductUpdateSchema, msg: SUCCESS_TEXTS.saved, write: products.updateProduct },
  details: {
    params: idParams,
    answer: productAnswer.extend({ Brand: brandAnswer.nullable(), ApplicantProducts: z.array(lineAnswer) }),
    async read(db, { id }) {
      const { product, brand, lines } = await products.productDetails(db, id);
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
  },
  upload: {
    async store(req, user) {
      const upload = await imageUpload(req);
      return (await products.uploadProductImage(uploadDeps(req), user, upload)).imageUrl;
    },
  },
});

export const brandsProductsRestRoutes = [...brandRestRoutes, ...productRestRoutes];
