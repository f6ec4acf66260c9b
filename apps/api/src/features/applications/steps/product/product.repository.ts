import { type Db, lockApplicantRow } from '@sewabeli/db';

// The wizard's Product step (origination §2): the application's order lines and what the entry form offers.

const APPLICANT_COLUMNS = [
  'applicant.id',
  'applicant.hirerId',
  'applicant.financialProgramId',
  'applicant.financialProgramTierId',
  'applicant.progressId',
  'applicant.lockStatus',
  'progress.seq',
] as const;

function liveApplicant(db: Db) {
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.deletedAt', 'is', null);
}

export function findApplicant(db: Db, id: number) {
  return liveApplicant(db)
    .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
    .select([...APPLICANT_COLUMNS, 'hirer.name as hirerName'])
    .where('applicant.id', '=', id)
    .executeTakeFirst();
}

/** The application row locked for the rest of the transaction: line changes of one application queue up. */
export async function lockApplicant(db: Db, id: number) {
  if (!(await lockApplicantRow(db, id))) return undefined;
  return liveApplicant(db).select(APPLICANT_COLUMNS).where('applicant.id', '=', id).executeTakeFirst();
}

export function findProgram(db: Db, id: number) {
  return db
    .selectFrom('financialProgram')
    .select([
      'id',
      'name',
      'percentageOnNew',
      'percentageOnUsed',
      'maxCapped',
      'maxTenure',
      'interestMethod',
      'lateChargeRate',
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findTier(db: Db, id: number) {
  return db
    .selectFrom('financialProgramTier')
    .select(['id', 'name', 'riskLevel', 'minInterestRate', 'maxInterestRate', 'maxTenure', 'maxCapped'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

const LINE_COLUMNS = [
  'applicantProduct.id',
  'applicantProduct.applicantId',
  'applicantProduct.hirerId',
  'applicantProduct.brandId',
  'brand.name as brandName',
  'applicantProduct.productId',
  'product.name as productName',
  'applicantProduct.vendorId',
  'vendor.name as vendorName',
  'applicantProduct.condition',
  'applicantProduct.quantity',
  'applicantProduct.jpjFee',
  'applicantProduct.manufactureYear',
  'applicantProduct.cost',
  'applicantProduct.loanAmount',
  'applicantProduct.tenure',
  'applicantProduct.interestRate',
  'applicantProduct.insuranceRate',
  'applicantProduct.prepayment',
  'applicantProduct.resourceId',
  'resource.name as paymentMethod',
  'applicantProduct.downpayment',
  'applicantProduct.totalInterest',
  'applicantProduct.totalPayable',
  'applicantProduct.monthlyInstallment',
  'applicantProduct.finalInstallment',
  'applicantProduct.marginFinance',
  'applicantProduct.effectiveRate',
  'applicantProduct.prepaymentAmount',
  'applicantProduct.insurancePremium',
  'applicantProduct.insuranceSst',
  'applicantProduct.interestMethod',
  'applicantProduct.createdAt',
] as const;

function liveLines(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .innerJoin('vendor', 'vendor.id', 'applicantProduct.vendorId')
    .innerJoin('resource', 'resource.id', 'applicantProduct.resourceId')
    .where('applicantProduct.deletedAt', 'is', null);
}

export function linesOf(db: Db, applicantId: number) {
  return liveLines(db)
    .select(LINE_COLUMNS)
    .where('applicantProduct.applicantId', '=', applicantId)
    .orderBy('applicantProduct.id')
    .execute();
}

export type LineRow = Awaited<ReturnType<typeof linesOf>>[number];

export function findLine(db: Db, id: number) {
  return liveLines(db).select(LINE_COLUMNS).where('applicantProduct.id', '=', id).executeTakeFirst();
}

/** A live line and how far its application has come: the legacy DELETE tells wizard lines from collections. */
export function lineProgress(db: Db, id: number) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .select(['applicantProduct.id', 'applicantProduct.applicantId', 'progress.seq'])
    .where('applicantProduct.id', '=', id)
    .where('applicantProduct.deletedAt', 'is', null)
    .executeTakeFirst();
}

export interface LineFigures {
  cost: string;
  loanAmount: string;
  interestRate: number;
  insuranceRate: number;
  downpayment: string;
  totalInterest: string;
  totalPayable: string;
  monthlyInstallment: string;
  finalInstallment: string;
  marginFinance: number;
  effectiveRate: number;
  prepaymentAmount: string;
  insurancePremium: string;
  insuranceSst: string;
}

export interface NewLine extends LineFigures {
  applicantId: number;
  hirerId: number;
  brandId: number;
  productId: number;
  vendorId: number;
  condition: 'New' | 'Used' | 'Pre-Owned' | 'Recon';
  isNew: 0 | 1;
  quantity: number;
  jpjFee: string;
  manufactureYear: number;
  tenure: number;
  prepayment: string;
  resourceId: number;
  interestMethod: 'flat' | 'reducing_balance';
  /** Issue 41: the program's late-payment rate, percent p.a., copied when the line is added; null: none. */
  lateChargeRate: number | null;
  createdBy: number;
  updatedBy: number;
}

export async function insertLine(db: Db, values: NewLine): Promise<number> {
  const row = await db
    .insertInto('applicantProduct')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLine(db: Db, id: number, values: LineFigures & { updatedBy: number }) {
  await db
    .updateTable('applicantProduct')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteLine(db: Db, id: number, by: number) {
  await db
    .updateTable('applicantProduct')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

// ---- What the entry form offers -------------------------------------------------------------------------------

export function brandChoices(db: Db) {
  return db
    .selectFrom('brand')
    .select(['id', 'name'])
    .where('deletedAt', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

/** The models of one asset type: a dropdown that follows the brand, never the whole catalogue. */
export function modelChoices(db: Db, brandId: number) {
  return db
    .selectFrom('product')
    .innerJoin('brand', 'brand.id', 'product.brandId')
    .select(['product.id', 'product.name', 'product.brandId', 'product.cost'])
    .where('product.brandId', '=', brandId)
    .where('product.deletedAt', 'is', null)
    .where('brand.deletedAt', 'is', null)
    .orderBy('product.name')
    .orderBy('product.id')
    .execute();
}

export function vendorChoices(db: Db) {
  return db
    .selectFrom('vendor')
    .select(['id', 'name'])
    .where('deletedAt', 'is', null)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export const REPAYMENT_MODE = 'REPAYMENT_MODE';

export function paymentMethodChoices(db: Db) {
  return db
    .selectFrom('resource')
    .select(['id', 'name'])
    .where('category', '=', REPAYMENT_MODE)
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findProduct(db: Db, id: number) {
  return db
    .selectFrom('product')
    .select(['id', 'brandId'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findVendor(db: Db, id: number) {
  return db
    .selectFrom('vendor')
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

export function findPaymentMethod(db: Db, id: number) {
  return db
    .selectFrom('resource')
    .select('id')
    .where('id', '=', id)
    .where('category', '=', REPAYMENT_MODE)
    .executeTakeFirst();
}
