import { type Db, lastChangeOf } from '@sewabeli/db';
import {
  applicationRaceMessage,
  type CalendarDate,
  type Checklist,
  calendarDateInKualaLumpur,
  disclosedSplit,
  formatFactorScore,
  isApplicationLocked,
  isMandatoryChecklistComplete,
  MANDATORY_CHECKLIST_INCOMPLETE,
  PROGRESS_ID,
  prepaymentPairLabel,
  ringgitToSen,
  type SubmitInput,
} from '@sewabeli/domain';
import type { Config } from '../../../../config';
import { badRequest, conflict, notFound } from '../../../../lib/errors';
import { requirePermission } from '../../../../lib/require-permission';
import { recordAudit } from '../../../audit/audit.repository';
import type { SessionUser } from '../../../auth/auth.types';
import { fileUrl, recordGeneratedFile } from '../../../files/file.service';
import type { FileStorage } from '../../../files/file.storage';
import { renderSrcReport } from '../../documents/src-report-pdf';
import * as scoreCardRepo from '../score-card/score-card.repository';
import { APPLICATION_NOT_FOUND, getScoreCard, readableApplicant } from '../score-card/score-card.service';
import { getSrcReport } from '../src-report/src-report.service';
import * as repo from './result.repository';

export const SUBMIT_NOT_READY = 'Please complete the SRC Report before submitting';
export const ALREADY_SUBMITTED = 'This application has already been submitted';
export const SUBMITTED_ACTIVITY = 'Submitted for approval';

/** Origination §2 facility information, one entry per order line; money in sen (line totals and per unit). */
async function facility(db: Db, applicantId: number) {
  const lines = await repo.facilityLines(db, applicantId);
  return lines.map((line) => {
    const monthly = ringgitToSen(line.monthlyInstallment);
    return {
      id: line.id,
      asset: `${line.brand} ${line.model}`,
      vendor: line.vendor,
      condition: line.condition,
      quantity: line.quantity,
      costOfEquipment: ringgitToSen(line.cost) * line.quantity,
      amountFinance: ringgitToSen(line.loanAmount) * line.quantity,
      interestRate: Number(line.interestRate),
      effectiveRate: line.effectiveRate === null ? null : Number(line.effectiveRate),
      interestMethod: line.interestMethod,
      split: disclosedSplit(line.interestMethod, {
        cost: ringgitToSen(line.cost),
        loanAmount: ringgitToSen(line.loanAmount),
        interestRate: Number(line.interestRate),
        tenureYears: line.tenure,
        prepayment: line.prepayment,
        quantity: line.quantity,
      }),
      tenureMonths: line.tenure * 12,
      monthlyPaymentPerUnit: Math.round(monthly / line.quantity),
      prepayment: prepaymentPairLabel(line.prepayment),
      prepaymentAmount: ringgitToSen(line.prepaymentAmount),
      insuranceRate: Number(line.insuranceRate),
      insurance: ringgitToSen(line.insurancePremium),
    };
  });
}

/** The Result step: the read-only summary of origination §2 and whether Submit is offered. */
export async function getResult(db: Db, applicantId: number) {
  const applicant = await readableApplicant(db, applicantId);
  const scoreCard = await getScoreCard(db, applicantId);
  const src = await getSrcReport(db, applicantId);
  const program = await repo.programSummary(
    db,
    applicant.financialProgramId,
    applicant.financialProgramTierId,
  );
  const hirer = await repo.hirerName(db, applicant.hirerId);
  const guarantors = await repo.guarantorNames(db, applicantId);
  const documents = await repo.uploadedDocuments(db, applicantId);
  return {
    applicantId,
    hirer: hirer?.name ?? null,
    purpose: applicant.purpose,
    program: program.program,
    tier: program.tier,
    riskLevel: program.riskLevel,
    progressSeq: applicant.seq,
    lockStatus: applicant.lockStatus,
    canSubmit: applicant.seq === 5 && !isApplicationLocked(applicant),
    security: guarantors.map((guarantor) => guarantor.name),
    facility: await facility(db, applicantId),
    scoreCard: {
      factors: scoreCard.factors.map((factor) => ({
        id: factor.id,
        heading: factor.heading,
        name: factor.name,
        weightage: factor.weightage,
        attribute:
          factor.attributes.find((attribute) => attribute.id === factor.factorAttributeId)?.name ?? null,
        score: factor.score,
        remark: factor.remark,
      })),
      totalScore: scoreCard.totalScore,
      totalScoreText: formatFactorScore(scoreCard.totalScore),
      creditBureauStatus: scoreCard.creditBureauStatus,
    },
    referenceCheck: src.criteria.map(({ id, name, description, category, status, remark }) => ({
      id,
      name,
      description,
      category,
      status,
      remark,
    })),
    recommendations: src.recommendations.map(({ id, comment }) => ({ id, comment })),
    comments: src.comments,
    creditInfo: src.creditInfo,
    financialAnalysis: src.financialAnalysis,
    ageing: src.ageing,
    checklist: applicant.checklist,
    documents: documents.map((document) => ({
      id: document.id,
      type: document.type,
      fileName: document.fileName,
      url: fileUrl(document.fileId),
      createdAt: document.createdAt,
    })),
  };
}

/** Issue 26: the application's SRC risk reports, the newest first, each with its link. */
export async function srcReportVersions(db: Db, applicantId: number) {
  const rows = await repo.srcReports(db, applicantId);
  return rows.map((row) => ({ version: row.version, url: fileUrl(row.fileId), submittedAt: row.createdAt }));
}

/** What Submit needs besides the database: where the SRC risk report is stored and whose letterhead it bears. */
export interface SubmitDeps {
  db: Db;
  storage: FileStorage;
  financier: Config['financier'];
  /** The report's date (Kuala Lumpur today unless a test fixes it). */
  today?: () => CalendarDate;
}

/**
 * Issue 26: the SRC Report as it stands, written into a PDF inside the Submit's transaction (decisions.md, the SRC
 * risk report): the next version of the application's reports, stored like the agreements and linked from the
 * Approval step. An earlier version (before a re-attempt) keeps its file and its row.
 */
async function writeSrcReport(
  trx: Db,
  deps: SubmitDeps,
  actor: SessionUser,
  applicantId: number,
  hirerId: number,
) {
  const result = await getResult(trx, applicantId);
  const version = (await repo.latestSrcReportVersion(trx, applicantId)) + 1;
  const generatedOn = deps.today?.() ?? calendarDateInKualaLumpur(new Date());
  const pdf = await renderSrcReport({
    ...result,
    financier: deps.financier,
    hirer: await repo.hirerParty(trx, hirerId),
    generatedOn,
    version,
    submittedBy: actor.name,
  });
  const storageKey = await deps.storage.put(pdf, 'pdf');
  const fileId = await recordGeneratedFile(trx, {
    storageKey,
    originalName: `SRC Report ${applicantId} v${version}.pdf`,
    mimeType: 'application/pdf',
    sizeBytes: pdf.length,
    createdBy: actor.id,
  });
  await repo.insertSrcReport(trx, { applicantId, version, fileId, createdBy: actor.id });
  return { version, fileId };
}

/**
 * Decisions §5 Submit: only at seq 5 (steps 1..4 done, not yet submitted) and with the mandatory checklist
 * ticked; moves the application to Approval (seq 6), locks it, resets the four approvals, writes the SRC risk
 * report (issue 26) and logs the activity, all or nothing.
 */
export function submitApplication(deps: SubmitDeps, actor: SessionUser, input: SubmitInput) {
  requirePermission(actor, 'application.write');
  const checklist: Checklist = input.checklist;
  if (!isMandatoryChecklistComplete(checklist)) throw badRequest(MANDATORY_CHECKLIST_INCOMPLETE);
  return deps.db.transaction().execute(async (trx) => {
    const applicant = await scoreCardRepo.findApplicant(trx, input.id, true);
    if (!applicant) throw notFound(APPLICATION_NOT_FOUND);
    if (isApplicationLocked(applicant)) {
      // Issue 28: a Submit that lost to another says who got there first.
      const raced = applicationRaceMessage(applicant, await lastChangeOf(trx, applicant.id), new Date());
      throw conflict(raced ?? ALREADY_SUBMITTED);
    }
    if (applicant.seq < 5) throw badRequest(SUBMIT_NOT_READY);
    await repo.markSubmitted(
      trx,
      applicant.id,
      { ...checklist, clOthers: checklist.clOthers ?? undefined },
      actor.id,
    );
    await repo.insertActivity(trx, applicant.id, SUBMITTED_ACTIVITY, actor.id);
    const srcReport = await writeSrcReport(trx, deps, actor, applicant.id, applicant.hirerId);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'submit',
      entity: 'applicant',
      entityId: applicant.id,
      before: {
        progressId: applicant.progressId,
        lockStatus: applicant.lockStatus,
        checklist: applicant.checklist,
      },
      after: { progressId: PROGRESS_ID.approval, lockStatus: 1, checklist, srcReport },
    });
    return { progressId: PROGRESS_ID.approval };
  });
}
