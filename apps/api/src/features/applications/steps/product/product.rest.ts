import {
  applicantProductSchema,
  applicantProductUpdateSchema,
  calculateLoanSchema,
  calculateSchema,
  type RateCap,
} from '@sewabeli/domain';
import { z } from 'zod';
import type { AnyRestRoute } from '../../../../plugins/rest';
import { restRoute } from '../../../../plugins/rest';
import { doneWithId, id, ringgit as money, named, timestamp } from '../../../../plugins/rest-answers';
import { legacyPayload } from '../../../../plugins/rest-legacy';
import { wireRinggitOfSen } from '../../../../plugins/rest-money';
import type { SessionUser } from '../../../auth/auth.types';
import * as service from './product.service';
import * as lineFigures from './product-figures.service';
import type { ProductLine } from './product-line.service';

// The legacy applicantProduct calls of the wizard's Product step (origination §7, decisions §3): ringgit with
// 2 decimals on the wire, integer sen inside. PUT and DELETE /applicantProduct are shared with the master
// records and collections features, whose handlers hand wizard payloads to `putWizardLine`/`deleteWizardLine`.
// GET /applicant/product/{id} (the order lines with their agreements) is the agreements area's: agreement.rest.ts.

const ringgit = wireRinggitOfSen;

/** The legacy forms send the prepayment pair as JSON text ('[1,0]') as often as a list, rates as text. */
function withLegacyShapes<S extends z.ZodType>(
  schema: S,
  money: readonly string[],
  numbers: readonly string[],
) {
  return z.preprocess(
    (value) => {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
      const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
      if (typeof out.prepayment === 'string') {
        try {
          out.prepayment = JSON.parse(out.prepayment);
        } catch {
          // Left as it came: the schema refuses it with its message.
        }
      }
      for (const key of ['interestRate', 'insuranceRate']) {
        const v = out[key];
        if (typeof v === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(v)) out[key] = Number(v);
      }
      return out;
    },
    legacyPayload(schema, { ringgit: money, numbers }),
  );
}

const IDS = ['id', 'applicantId', 'hirerId', 'brandId', 'productId', 'vendorId', 'resourceId'];

const addBody = withLegacyShapes(
  applicantProductSchema,
  ['cost', 'loanAmount', 'jpjFee'],
  [...IDS, 'quantity', 'tenure', 'manufactureYear'],
);

export const wizardUpdateBody = withLegacyShapes(
  applicantProductUpdateSchema,
  ['cost', 'loanAmount'],
  ['id'],
);

const calculateBody = withLegacyShapes(calculateSchema, ['cost', 'loanAmount'], ['loanMonth', 'quantity']);

const calculateLoanBody = withLegacyShapes(
  calculateLoanSchema,
  ['cost', 'loanAmount'],
  ['financialProgramId'],
);

/** The keys by which a PUT /applicantProduct is the wizard's edit of a saved line, not a master-record field. */
export const WIZARD_EDIT_KEYS = ['cost', 'loanAmount', 'interestRate', 'insuranceRate'] as const;

export function isWizardEdit(body: unknown): boolean {
  return (
    !!body &&
    typeof body === 'object' &&
    WIZARD_EDIT_KEYS.some((key) => Object.hasOwn(body as Record<string, unknown>, key))
  );
}

export async function putWizardLine(
  db: Parameters<typeof service.updateLine>[0],
  actor: SessionUser,
  body: unknown,
  rateCaps: readonly RateCap[],
) {
  await service.updateLine(db, actor, wizardUpdateBody.parse(body ?? {}), rateCaps);
  return { status: 1 as const, msg: 'Saved Successfully' };
}

export async function deleteWizardLine(
  db: Parameters<typeof service.removeLine>[0],
  actor: SessionUser,
  id: number,
) {
  await service.removeLine(db, actor, id);
  return { status: 1 as const, msg: 'Deleted Successfully' };
}

export const orderLineAnswer = z.object({
  id,
  applicantId: id,
  brandId: id,
  productId: id,
  vendorId: id,
  cost: money,
  loanAmount: money,
  prepayment: z.string(),
  tenure: z.number(),
  interestRate: z.number(),
  insuranceRate: z.number(),
  quantity: z.number(),
  jpjFee: money,
  manufactureYear: z.number().nullable(),
  downpayment: money,
  condition: z.string(),
  resourceId: id,
  Brand: named,
  Product: named,
  Vendor: named,
  Resource: named,
  totalInterest: money,
  totalPayable: money,
  monthlyInstallment: money,
  finalInstallment: money,
  marginFinance: z.number(),
  effectiveRate: z.number().nullable(),
  prepaymentAmount: money,
  prepaymentArray: z.array(z.number()),
  insurance: money,
  insuranceSST: money,
  createdAt: timestamp,
  Agreements: z.array(
    z.object({
      id,
      applicantProductId: id,
      hpNo: z.string().nullable(),
      AgreementDocuments: z.array(
        z.object({
          id,
          resourceId: id,
          Resource: named,
          generate_url: z.string().nullable(),
          signed_url: z.string().nullable(),
          createdAt: timestamp.nullable(),
          signedAt: timestamp.nullable(),
        }),
      ),
    }),
  ),
});

/** An order line as origination §3 names it: per-unit cost and loan, line-total figures, ringgit. */
export function legacyOrderLine(line: ProductLine) {
  return {
    id: line.id,
    applicantId: line.applicantId,
    brandId: line.brandId,
    productId: line.productId,
    vendorId: line.vendorId,
    cost: ringgit(line.cost),
    loanAmount: ringgit(line.loanAmount),
    prepayment: JSON.stringify(line.prepayment),
    tenure: line.tenure,
    interestRate: line.interestRate,
    insuranceRate: line.insuranceRate,
    quantity: line.quantity,
    jpjFee: ringgit(line.jpjFee),
    manufactureYear: line.manufactureYear,
    downpayment: ringgit(line.downpayment),
    condition: line.condition,
    resourceId: line.resourceId,
    Brand: { id: line.brandId, name: line.brandName },
    Product: { id: line.productId, name: line.productName },
    Vendor: { id: line.vendorId, name: line.vendorName },
    Resource: { id: line.resourceId, name: line.paymentMethod },
    totalInterest: ringgit(line.totalInterest),
    totalPayable: ringgit(line.totalPayable),
    monthlyInstallment: ringgit(line.monthlyInstallment),
    finalInstallment: ringgit(line.finalInstallment),
    marginFinance: line.marginFinance,
    effectiveRate: line.effectiveRate,
    prepaymentAmount: ringgit(line.prepaymentAmount),
    prepaymentArray: line.prepayment,
    insurance: ringgit(line.insurancePremium),
    insuranceSST: ringgit(line.insuranceSst),
    createdAt: line.createdAt,
  };
}

export const productStepRestRoutes: AnyRestRoute[] = [
  restRoute({
    method: 'POST',
    path: '/applicantProduct/calculate',
    access: 'authed',
    body: calculateBody,
    answer: z.object({
      totalInterest: money,
      totalPayable: money,
      monthlyInstallment: money,
      finalInstallment: money,
      marginFinance: z.number(),
      downpayment: money,
      effectiveRate: z.number().nullable(),
      prepaymentAmount: money,
      prepaymentArray: z.array(money),
    }),
    async handler({ body }) {
      const quote = lineFigures.calculate(body);
      return {
        totalInterest: ringgit(quote.totalInterest),
        totalPayable: ringgit(quote.totalPayable),
        monthlyInstallment: ringgit(quote.monthlyInstallment),
        finalInstallment: ringgit(quote.finalInstallment),
        marginFinance: quote.marginFinance,
        downpayment: ringgit(quote.downpayment),
        effectiveRate: quote.effectiveRate,
        prepaymentAmount: ringgit(quote.prepaymentAmount),
        prepaymentArray: quote.prepaidInstalments.map((instalment) => ringgit(instalment.amount)),
      };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/applicantProduct/calculate_loan',
    access: 'authed',
    body: calculateLoanBody,
    answer: z.object({
      downpayment: money,
      marginFinance: z.number(),
      maxLoanAmount: money.nullable(),
      insurance: money,
      insuranceSST: money,
    }),
    async handler({ req, body }) {
      const figures = await lineFigures.calculateLoanFigures(req.server.db, body);
      return {
        downpayment: ringgit(figures.downpayment),
        marginFinance: figures.marginFinance,
        maxLoanAmount: figures.maxLoanAmount === null ? null : ringgit(figures.maxLoanAmount),
        insurance: ringgit(figures.insurance),
        insuranceSST: ringgit(figures.insuranceSST),
      };
    },
  }),

  restRoute({
    method: 'POST',
    path: '/applicantProduct',
    access: { permission: 'application.write' },
    body: addBody,
    answer: doneWithId,
    async handler({ req, body, auth }) {
      const { id } = await service.addLine(req.server.db, auth.user, body, req.server.config.rateCaps);
      return { status: 1, msg: 'Saved Successfully', id };
    },
  }),
];
