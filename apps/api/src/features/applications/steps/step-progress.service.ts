import type { Db } from '@sewabeli/db';
import {
  basicInformationIssue,
  missingMandatoryDocuments,
  progressAfterStep,
  stepNotReachedIssue,
} from '@sewabeli/domain';
import { badRequest } from '../../../lib/errors';
import { requirePermission } from '../../../lib/require-permission';
import { recordAudit } from '../../audit/audit.repository';
import type { SessionUser } from '../../auth/auth.types';
import { assertApplicationEditable, type EditableApplication } from '../application.guard';
import * as applications from '../application.repository';
import * as basicInformation from './basic-information/basic-information.repository';
import * as products from './product/product.repository';

export type WizardStep = 1 | 2 | 3 | 4;

export const AT_LEAST_ONE_PRODUCT = 'Please add at least 1 product';

/**
 * What step k itself asks before it completes (origination §5, decisions §5), over what the application holds now:
 * Basic Information its company, program, mandatory documents, a guarantor and a witness; Product a line. Score
 * Card and SRC Report ask nothing more than being reached and editable. Null when the step may complete.
 */
async function stepIssue(
  trx: Db,
  application: EditableApplication,
  step: WizardStep,
): Promise<string | null> {
  if (step === 1) {
    const [present, counts] = await Promise.all([
      basicInformation.documentResourceIds(trx, application.id),
      basicInformation.countChildren(trx, application.id),
    ]);
    return basicInformationIssue({
      hirerId: application.hirerId,
      financialProgramId: application.financialProgramId,
      missingMandatoryDocuments: missingMandatoryDocuments(present).length,
      guarantors: counts.guarantors,
      witnesses: counts.witnesses,
    });
  }
  if (step === 3)
    return (await products.linesOf(trx, application.id)).length === 0 ? AT_LEAST_ONE_PRODUCT : null;
  return null;
}

/**
 * The one decision of completing wizard step k (1..4), for every transport: the tRPC Save/Next of each step calls
 * it inside its own transaction after storing what the step holds, the legacy PUT /applicant {progressId: k + 1}
 * through `completeStep`. The application must exist and be unlocked (a submitted one is never reopened here),
 * step k must have been reached (no step is skipped) and its own checks must hold; progress then moves to at
 * least k + 1 (never past Result: k ≤ 4). Answers the progress it is at afterwards.
 */
export async function completeStepIn(
  trx: Db,
  applicantId: number,
  step: WizardStep,
  by: number,
): Promise<{ seq: number; progressId: number; before: number }> {
  const application = await assertApplicationEditable(trx, applicantId);
  const issue = stepNotReachedIssue(step, application.seq) ?? (await stepIssue(trx, application, step));
  if (issue) throw badRequest(issue);
  const next = progressAfterStep(application, step);
  if (next.progressId !== application.progressId)
    await applications.updateApplication(trx, applicantId, { progressId: next.progressId, updatedBy: by });
  return { ...next, before: application.progressId };
}

/** Completes step k on its own (the Product step's Next; the legacy PUT /applicant), audited when progress moved. */
export async function completeStep(db: Db, actor: SessionUser, applicantId: number, step: WizardStep) {
  requirePermission(actor, 'application.write');
  return db.transaction().execute(async (trx) => {
    const { seq, progressId, before } = await completeStepIn(trx, applicantId, step, actor.id);
    if (progressId !== before)
      await recordAudit(trx, {
        userId: actor.id,
        action: 'update',
        entity: 'applicant',
        entityId: applicantId,
        before: { progressId: before },
        after: { progressId },
      });
    return { id: applicantId, progressId, seq };
  });
}
