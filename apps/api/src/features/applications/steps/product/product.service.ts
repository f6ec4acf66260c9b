import type { Db } from '@sewabeli/db';
import {
  APPLICATION_MESSAGES,
  type ApplicantProductInput,
  type ApplicantProductUpdateInput,
  type CalculateInput,
  type CalculateLoanInput,
  calculateLoan,
  DEFAULT_RATE_CAPS,
  type FlatRateQuote,
  type InstalmentSplitRow,
  type InterestMethod,
  insuranceCharges,
  isApplicationLocked,
  type LineQuote,
  type LineQuoteInput,
  manufactureYearIssue,
  PRODUCT_LINE_MESSAGES,
  type PrepaymentPlan,
  type ProductLineContext,
  productLineEditIssues,
  productLineIssues,
  quoteFlatRate,
  quoteLine,
  type RateCap,
  rateCapIssue,
  ringgitToSen,
  type Sen,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../../lib/errors';
import { requirePermission } from '../../../../lib/require-permission';
import { todayInKualaLumpur } from '../../../../lib/today';
import { recordAudit } from '../../../audit/audit.repository';
import type { SessionUser } from '../../../auth/auth.types';
import { assertApplicationEditable } from '../../application.guard';
import { AT_LEAST_ONE_PRODUCT, completeStep } from '../step-progress.service';
import * as repo from './product.repository';

export { AT_LEAST_ONE_PRODUCT };

export const APPLICATION_NOT_FOUND = APPLICATION_MESSAGES.notFound;
export const PRODUCT_NOT_FOUND = 'Product not found';
export const APPLICATION_LOCKED = APPLICATION_MESSAGES.locked;
export const PRODUCT_STEP_NOT_OPEN = 'Please complete the Basic Information and Score Card steps first';
export const COMPANY_MISMATCH = 'The company does not match the application';
/** Several rule breaches are shown together in one alert (origination §5): one per line. */
export const ISSUE_SEPARATOR = '\n';

const PRODUCT_STEP = 3;

type ApplicantRow = NonNullable<Awaited<ReturnType<typeof repo.lockApplicant>>>;

export function isProductStepEditable(applicant: Pick<ApplicantRow, 'seq' | 'lockStatus'>): boolean {
  return !isApplicationLocked(applicant) && applicant.seq >= PRODUCT_STEP;
}

/**
 * The wizard's guard first (exists, not locked: origination §4, one home for that rule; it row-locks the
 * application so line changes and a Submit queue up), then the Product step's own rule: it has been reached.
 */
async function lockEditable(trx: Db, applicantId: number): Promise<ApplicantRow> {
  await assertApplicationEditable(trx, applicantId);
  const applicant = await repo.lockApplicant(trx, applicantId);
  if (!applicant) throw notFound(APPLICATION_NOT_FOUND);
  if (applicant.seq < PRODUCT_STEP) throw badRequest(PRODUCT_STEP_NOT_OPEN);
  return applicant;
}

// ---- The program and tier that bound a line --------------------------------------------------------------------

export interface StepProgram {
  id: number;
  name: string;
  percentageOnNew: number;
  percentageOnUsed: number;
  /** Sen; 0 is no cap. */
  maxCapped: Sen;
  maxTenure: number;
  /** Issue 14: the method a line added under this program takes and keeps. */
  interestMethod: InterestMethod;
  /** Issue 41: the late-payment rate (percent p.a.) a line added under this program starts with; null: none. */
  lateChargeRate: number | null;
}

export interface StepTier {
  id: number;
  name: string;
  riskLevel: string;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number;
  /** Sen; 0 is no cap. */
  maxCapped: Sen;
}

async function programOf(db: Db, id: number): Promise<StepProgram> {
  const row = await repo.findProgram(db, id);
  if (!row) throw notFound('Financial program not found');
  return {
    id: row.id,
    name: row.name,
    percentageOnNew: Number(row.percentageOnNew),
    percentageOnUsed: Number(row.percentageOnUsed),
    maxCapped: ringgitToSen(row.maxCapped),
    maxTenure: row.maxTenure,
    interestMethod: row.interestMethod,
    lateChargeRate: row.lateChargeRate === null ? null : Number(row.lateChargeRate),
  };
}

async function tierOf(db: Db, id: number | null): Promise<StepTier | null> {
  if (id === null) return null;
  const row = await repo.findTier(db, id);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    riskLevel: row.riskLevel,
    minInterestRate: Number(row.minInterestRate),
    maxInterestRate: Number(row.maxInterestRate),
    maxTenure: row.maxTenure,
    maxCapped: ringgitToSen(row.maxCapped),
  };
}

// ---- Lines as the step shows them (sen) ------------------------------------------------------------------------

export interface ProductLine {
  id: number;
  applicantId: number;
  brandId: number;
  brandName: string;
  productId: number;
  productName: string;
  vendorId: number;
  vendorName: string;
  condition: string;
  quantity: number;
  /** Per unit. */
  jpjFee: Sen;
  manufactureYear: number | null;
  /** Per unit. */
  cost: Sen;
  /** Per unit. */
  loanAmount: Sen;
  tenure: number;
  months: number;
  interestRate: number;
  insuranceRate: number;
  prepayment: PrepaymentPlan;
  resourceId: number;
  paymentMethod: string;
  /** Line totals from here on (quantity x per unit), decisions §3. */
  downpayment: Sen;
  totalInterest: Sen;
  totalPayable: Sen;
  monthlyInstallment: Sen;
  finalInstallment: Sen;
  prepaymentAmount: Sen;
  insurancePremium: Sen;
  insuranceSst: Sen;
  marginFinance: number;
  effectiveRate: number | null;
  /** Issue 14: the line's interest method, taken from its program when added. */
  interestMethod: InterestMethod;
  /** Reducing-balance lines: each instalment's interest and principal (line totals); null for flat lines. */
  split: InstalmentSplitRow[] | null;
  createdAt: Date;
}

/** The quote of a stored line by its own method, or null when its stored inputs no longer quote. */
export function storedLineQuote(line: {
  interestMethod: InterestMethod;
  cost: Sen;
  loanAmount: Sen;
  interestRate: number;
  tenure: number;
  prepayment: PrepaymentPlan;
  quantity: number;
}): LineQuote | null {
  try {
    return quoteLine(line.interestMethod, {
      cost: line.cost,
      loanAmount: line.loanAmount,
      interestRate: line.interestRate,
      tenureYears: line.tenure,
      prepayment: line.prepayment,
      quantity: line.quantity,
    });
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** A reducing-balance line's interest/principal split of each instalment; flat lines have none to show. */
export function reducingSplitOf(line: Parameters<typeof storedLineQuote>[0]): InstalmentSplitRow[] | null {
  if (line.interestMethod !== 'reducing_balance') return null;
  const quote = storedLineQuote(line);
  return quote?.method === 'reducing_balance' ? quote.split : null;
}

export function lineOf(row: repo.LineRow): ProductLine {
  const line: Omit<ProductLine, 'split'> = {
    id: row.id,
    applicantId: row.applicantId,
    brandId: row.brandId,
    brandName: row.brandName,
    productId: row.productId,
    productName: row.productName,
    vendorId: row.vendorId,
    vendorName: row.vendorName,
    condition: row.condition,
    quantity: row.quantity,
    jpjFee: ringgitToSen(row.jpjFee),
    manufactureYear: row.manufactureYear,
    cost: ringgitToSen(row.cost),
    loanAmount: ringgitToSen(row.loanAmount),
    tenure: row.tenure,
    months: row.tenure * 12,
    interestRate: Number(row.interestRate),
    insuranceRate: Number(row.insuranceRate),
    prepayment: [row.prepayment[0], row.prepayment[1]],
    resourceId: row.resourceId,
    paymentMethod: row.paymentMethod,
    downpayment: ringgitToSen(row.downpayment),
    totalInterest: ringgitToSen(row.totalInterest),
    totalPayable: ringgitToSen(row.totalPayable),
    monthlyInstallment: ringgitToSen(row.monthlyInstallment),
    finalInstallment: ringgitToSen(row.finalInstallment),
    prepaymentAmount: ringgitToSen(row.prepaymentAmount),
    insurancePremium: ringgitToSen(row.insurancePremium),
    insuranceSst: ringgitToSen(row.insuranceSst),
    marginFinance: Number(row.marginFinance),
    effectiveRate: row.effectiveRate === null ? null : Number(row.effectiveRate),
    interestMethod: row.interestMethod,
    createdAt: row.createdAt,
  };
  return { ...line, split: reducingSplitOf(line) };
}

export async function linesOf(db: Db, applicantId: number): Promise<ProductLine[]> {
  return (await repo.linesOf(db, applicantId)).map(lineOf);
}

// ---- The step ---------------------------------------------------------------------------------------------------

/** What the Product step shows: the application's program summary, its tier's limits and its lines. */
export async function productStep(
  db: Db,
  applicantId: number,
  rateCaps: readonly RateCap[] = DEFAULT_RATE_CAPS,
) {
  const applicant = await repo.findApplicant(db, applicantId);
  if (!applicant) throw notFound(APPLICATION_NOT_FOUND);
  const [program, tier, lines] = await Promise.all([
    programOf(db, applicant.financialProgramId),
    tierOf(db, applicant.financialProgramTierId),
    linesOf(db, applicantId),
  ]);
  return {
    application: {
      id: applicant.id,
      hirerId: applicant.hirerId,
      hirerName: applicant.hirerName,
      progressId: applicant.progressId,
      seq: applicant.seq,
      lockStatus: applicant.lockStatus,
      editable: isProductStepEditable(applicant),
    },
    program,
    tier,
    lines,
    rateCaps: rateCaps.map((cap) => ({ ...cap })),
  };
}

/** The choices of the entry form: asset types, vendors and payment methods. */
export async function productChoices(db: Db) {
  const [brands, vendors, paymentMethods] = await Promise.all([
    repo.brandChoices(db),
    repo.vendorChoices(db),
    repo.paymentMethodChoices(db),
  ]);
  return { brands, vendors, paymentMethods };
}

/** The models of the chosen asset type, with their list cost (sen) to start the cost field from. */
export async function modelChoices(db: Db, brandId: number) {
  const models = await repo.modelChoices(db, brandId);
  return models.map((model) => ({ ...model, cost: ringgitToSen(model.cost) }));
}

// ---- Figures (decisions §3, all from packages/domain) -----------------------------------------------------------

function refuseRangeError<T>(quote: () => T): T {
  try {
    return quote();
  } catch (error) {
    if (error instanceof RangeError) throw badRequest(error.message);
    throw error;
  }
}

/**
 * POST /applicantProduct/calculate: the flat-rate quote of one line (line totals when quantity > 1). The legacy
 * call keeps its flat answer; the web quotes a line by its method with the domain's quoteLine.
 */
export function calculate(input: CalculateInput): FlatRateQuote {
  return refuseRangeError(() =>
    quoteFlatRate({
      cost: input.cost,
      loanAmount: input.loanAmount,
      interestRate: input.interestRate,
      tenureYears: input.loanMonth / 12,
      prepayment: input.prepayment,
      quantity: input.quantity,
    }),
  );
}

/** POST /applicantProduct/calculate_loan: downpayment, margin, the program's maximum and the insurance. */
export async function calculateLoanFigures(db: Db, input: CalculateLoanInput) {
  const program = input.financialProgramId === null ? null : await programOf(db, input.financialProgramId);
  return calculateLoan({
    cost: input.cost,
    loanAmount: input.loanAmount,
    insuranceRate: input.insuranceRate,
    condition: input.condition ?? null,
    program,
  });
}

interface LineTerms {
  cost: Sen;
  loanAmount: Sen;
  interestRate: number;
  insuranceRate: number;
  tenure: number;
  prepayment: PrepaymentPlan;
  quantity: number;
}

/**
 * The stored figures of a line: the quote by the line's interest method and insurance on the line cost, as
 * ringgit for numeric(14,2). Issue 14: a line whose effective rate exceeds the cap for its tenure is refused.
 */
function storedFigures(
  method: InterestMethod,
  terms: LineTerms,
  rateCaps: readonly RateCap[],
): repo.LineFigures {
  const input: LineQuoteInput = {
    cost: terms.cost,
    loanAmount: terms.loanAmount,
    interestRate: terms.interestRate,
    tenureYears: terms.tenure,
    prepayment: terms.prepayment,
    quantity: terms.quantity,
  };
  const quote = refuseRangeError(() => quoteLine(method, input));
  const capIssue = rateCapIssue(quote.effectiveRate, terms.tenure, rateCaps);
  if (capIssue) throw badRequest(capIssue);
  const insurance = insuranceCharges(terms.cost * terms.quantity, terms.insuranceRate);
  return {
    cost: senToRinggit(terms.cost),
    loanAmount: senToRinggit(terms.loanAmount),
    interestRate: terms.interestRate,
    insuranceRate: terms.insuranceRate,
    downpayment: senToRinggit(quote.downpayment),
    totalInterest: senToRinggit(quote.totalInterest),
    totalPayable: senToRinggit(quote.totalPayable),
    monthlyInstallment: senToRinggit(quote.monthlyInstallment),
    finalInstallment: senToRinggit(quote.finalInstallment),
    marginFinance: quote.marginFinance,
    effectiveRate: quote.effectiveRate,
    prepaymentAmount: senToRinggit(quote.prepaymentAmount),
    insurancePremium: senToRinggit(insurance.premium),
    insuranceSst: senToRinggit(insurance.sst),
  };
}

async function ruleContext(
  trx: Db,
  applicant: ApplicantRow,
): Promise<ProductLineContext & { program: StepProgram }> {
  const [program, tier, lines] = await Promise.all([
    programOf(trx, applicant.financialProgramId),
    tierOf(trx, applicant.financialProgramTierId),
    repo.linesOf(trx, applicant.id),
  ]);
  return {
    program,
    tier,
    otherLines: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      condition: line.condition,
      loanAmount: ringgitToSen(line.loanAmount),
      quantity: line.quantity,
    })),
  };
}

function refuseIssues(issues: readonly string[]): void {
  if (issues.length > 0) throw badRequest(issues.join(ISSUE_SEPARATOR));
}

// ---- Changes ----------------------------------------------------------------------------------------------------

/** Add Product (origination §5): every field checked by the schema, the rules that need the program here. */
export async function addLine(
  db: Db,
  actor: SessionUser,
  input: ApplicantProductInput,
  rateCaps: readonly RateCap[] = DEFAULT_RATE_CAPS,
) {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const applicant = await lockEditable(trx, input.applicantId);
    if (input.hirerId !== null && input.hirerId !== applicant.hirerId) throw badRequest(COMPANY_MISMATCH);
    const [product, vendor, paymentMethod] = await Promise.all([
      repo.findProduct(trx, input.productId),
      repo.findVendor(trx, input.vendorId),
      repo.findPaymentMethod(trx, input.resourceId),
    ]);
    const yearIssue = manufactureYearIssue(input.manufactureYear, todayInKualaLumpur());
    refuseIssues([
      ...(product && product.brandId === input.brandId ? [] : [PRODUCT_LINE_MESSAGES.productId]),
      ...(vendor ? [] : [PRODUCT_LINE_MESSAGES.vendorId]),
      ...(paymentMethod ? [] : [PRODUCT_LINE_MESSAGES.resourceId]),
      ...(yearIssue ? [yearIssue] : []),
    ]);
    const context = await ruleContext(trx, applicant);
    refuseIssues(productLineIssues(input, context));
    // The line takes its program's method now and keeps it for life, whatever the program later says.
    const interestMethod = context.program.interestMethod;
    const figures = storedFigures(interestMethod, input, rateCaps);
    const id = await repo.insertLine(trx, {
      ...figures,
      applicantId: applicant.id,
      hirerId: applicant.hirerId,
      brandId: input.brandId,
      productId: input.productId,
      vendorId: input.vendorId,
      condition: input.condition,
      isNew: input.condition === 'New' ? 1 : 0,
      quantity: input.quantity,
      jpjFee: senToRinggit(input.jpjFee),
      manufactureYear: input.manufactureYear,
      tenure: input.tenure,
      prepayment: JSON.stringify(input.prepayment),
      resourceId: input.resourceId,
      interestMethod,
      // Issue 41: the program's late-payment rate is the agreement's default; the master record may change it.
      lateChargeRate: context.program.lateChargeRate,
      createdBy: actor.id,
      updatedBy: actor.id,
    });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'applicant_product',
      entityId: id,
      after: { ...input, ...figures, interestMethod },
    });
    return { id };
  });
}

async function liveLine(db: Db, id: number) {
  const line = await repo.findLine(db, id);
  if (!line) throw notFound(PRODUCT_NOT_FOUND);
  return line;
}

/** PUT /applicantProduct {id, cost, loanAmount, interestRate, insuranceRate}: the edit limits of §5 apply. */
export async function updateLine(
  db: Db,
  actor: SessionUser,
  input: ApplicantProductUpdateInput,
  rateCaps: readonly RateCap[] = DEFAULT_RATE_CAPS,
) {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const found = await liveLine(trx, input.id);
    const applicant = await lockEditable(trx, found.applicantId);
    const before = lineOf(await liveLine(trx, input.id));
    const terms: LineTerms = {
      cost: input.cost,
      loanAmount: input.loanAmount,
      interestRate: input.interestRate,
      insuranceRate: input.insuranceRate,
      tenure: before.tenure,
      prepayment: before.prepayment,
      quantity: before.quantity,
    };
    refuseIssues(
      productLineEditIssues(
        { ...terms, id: before.id, productId: before.productId, condition: before.condition },
        await ruleContext(trx, applicant),
      ),
    );
    const figures = storedFigures(before.interestMethod, terms, rateCaps);
    await repo.updateLine(trx, input.id, { ...figures, updatedBy: actor.id });
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant_product',
      entityId: input.id,
      before: {
        cost: before.cost,
        loanAmount: before.loanAmount,
        interestRate: before.interestRate,
        insuranceRate: before.insuranceRate,
      },
      after: input,
    });
    return { id: input.id };
  });
}

/** Deleting a product of an application still being edited (soft, audited: decisions §9). */
export async function removeLine(db: Db, actor: SessionUser, id: number) {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const found = await liveLine(trx, id);
    await lockEditable(trx, found.applicantId);
    await repo.softDeleteLine(trx, id, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'applicant_product',
      entityId: id,
      before: lineOf(found),
    });
    return { id };
  });
}

/** Next on the Product step: with at least one line, progress moves on to SRC Report (decisions §5). */
export function completeProductStep(db: Db, actor: SessionUser, applicantId: number) {
  return completeStep(db, actor, applicantId, PRODUCT_STEP);
}

/**
 * The legacy DELETE /applicantProduct is shared with collections: a line of an application that is not
 * completed (seq < 8) is a wizard line; anything else is the collections feature's.
 */
export async function isWizardLine(db: Db, id: number): Promise<boolean> {
  const line = await repo.lineProgress(db, id);
  return line !== undefined && line.seq < 8;
}
