import type { Db } from '@sewabeli/db';
import {
  APPLICATION_MESSAGES,
  type ApplicantProductInput,
  type ApplicantProductUpdateInput,
  DEFAULT_RATE_CAPS,
  isApplicationLocked,
  manufactureYearIssue,
  PRODUCT_LINE_MESSAGES,
  type ProductLineContext,
  productLineEditIssues,
  productLineIssues,
  type RateCap,
  ringgitToSen,
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
import { type LineTerms, storedFigures } from './product-figures.service';
import { programOf, type StepProgram, tierOf } from './product-limits.service';
import { lineOf, linesOf } from './product-line.service';

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
