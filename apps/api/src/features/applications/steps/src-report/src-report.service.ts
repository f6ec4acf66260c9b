import type { ApplicantCommentCategory, Db } from '@sewabeli/db';
import {
  type AgeingAmounts,
  type ApplicantCommentInput,
  type ApplicantCriteriaInput,
  ageingTotal,
  COMMENT_CATEGORIES,
  CREDIT_INFO_MESSAGES,
  type CreditInfoChanges,
  clashingCreditInfoMonth,
  creditInfoMonthLabel,
  type FinancialAnalysisInput,
  financialYearEndIssue,
  type RecommendationInput,
  type RecommendationUpdateInput,
  ringgitToSen,
  type Sen,
  type SrcReportSaveInput,
  senToRinggit,
} from '@sewabeli/domain';
import { badRequest, notFound } from '../../../../lib/errors';
import { todayInKualaLumpur } from '../../../../lib/today';
import { recordAudit } from '../../../audit/audit.repository';
import type { SessionUser } from '../../../auth/auth.types';
import { editableApplicant, readableApplicant } from '../score-card/score-card.service';
import { completeStepIn } from '../step-progress.service';
import * as repo from './src-report.repository';

export const CRITERIA_NOT_FOUND = 'Criteria of this application not found';
export const RECOMMENDATION_NOT_FOUND = 'Recommendation not found';
export const COMMENT_NOT_FOUND = 'Comment not found';

const toSen = (ringgit: string): Sen => ringgitToSen(ringgit);
const toSenOrNull = (ringgit: string | null): Sen | null => (ringgit === null ? null : ringgitToSen(ringgit));
const toRinggit = (sen: Sen | null | undefined) =>
  sen === null || sen === undefined ? null : senToRinggit(sen);
const toNumberOrNull = (value: string | null) => (value === null ? null : Number(value));

export type FinancialYear = {
  year: number;
  turnover: Sen | null;
  PBT: Sen | null;
  NPAT: Sen | null;
  netWorth: Sen | null;
  currentRatio: number | null;
  gearingRatio: number | null;
  leverageRatio: number | null;
  dateFYE: string | null;
  pdfURL: string | null;
};

async function financialYears(db: Db, applicantId: number): Promise<FinancialYear[]> {
  const rows = await repo.listFinancialAnalysis(db, applicantId);
  return rows.map((row) => ({
    year: row.year,
    turnover: toSenOrNull(row.turnover),
    PBT: toSenOrNull(row.pbt),
    NPAT: toSenOrNull(row.npat),
    netWorth: toSenOrNull(row.netWorth),
    currentRatio: toNumberOrNull(row.currentRatio),
    gearingRatio: toNumberOrNull(row.gearingRatio),
    leverageRatio: toNumberOrNull(row.leverageRatio),
    dateFYE: row.dateFye,
    pdfURL: row.pdfUrl,
  }));
}

async function ageingOf(db: Db, applicantId: number) {
  const rows = await repo.listAgeing(db, applicantId);
  const amounts = (kind: 'debtor' | 'creditor'): AgeingAmounts | null => {
    const row = rows.find((candidate) => candidate.kind === kind);
    if (!row) return null;
    return {
      currentMonth: toSen(row.currentMonth),
      month1: toSen(row.month1),
      month2: toSen(row.month2),
      month3: toSen(row.month3),
      month4: toSen(row.month4),
      month5AndAbove: toSen(row.month5AndAbove),
    };
  };
  return { debtor: amounts('debtor'), creditor: amounts('creditor') };
}

export async function creditInfo(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  const rows = await repo.listCreditInfo(db, applicantId);
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    withdrawal: toSen(row.withdrawal),
    deposit: toSen(row.deposit),
  }));
}

export async function financialAnalysis(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  return financialYears(db, applicantId);
}

export async function ageing(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  return ageingOf(db, applicantId);
}

export async function criteriaOf(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  await repo.ensureApplicantCriteria(db, applicantId);
  return repo.listApplicantCriteria(db, applicantId);
}

export async function recommendationsOf(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  return repo.listRecommendations(db, applicantId);
}

export async function commentsOf(db: Db, applicantId: number) {
  await readableApplicant(db, applicantId);
  return repo.listComments(db, applicantId);
}

/** Everything the SRC Report step shows, in sen. */
export async function getSrcReport(db: Db, applicantId: number) {
  const criteria = await criteriaOf(db, applicantId);
  const comments = await repo.listComments(db, applicantId);
  return {
    applicantId,
    criteria,
    comments: Object.fromEntries(
      COMMENT_CATEGORIES.map((category) => [
        category,
        comments.find((comment) => comment.category === category)?.value ?? '',
      ]),
    ) as Record<ApplicantCommentCategory, string>,
    creditInfo: await creditInfo(db, applicantId),
    financialAnalysis: await financialYears(db, applicantId),
    ageing: await ageingOf(db, applicantId),
    recommendations: await repo.listRecommendations(db, applicantId),
  };
}

async function storeCriteria(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  input: ApplicantCriteriaInput,
) {
  const row = await repo.findApplicantCriteria(trx, input.id);
  if (!row || row.applicantId !== applicantId) throw notFound(CRITERIA_NOT_FOUND);
  await repo.updateApplicantCriteria(
    trx,
    row.id,
    { status: input.status, remark: input.remark ?? null },
    actor.id,
  );
  return row;
}

async function storeFinancialYears(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  data: FinancialAnalysisInput['data'],
) {
  const today = todayInKualaLumpur();
  for (const values of Object.values(data)) {
    const futureEnd = financialYearEndIssue(values.dateFYE, today);
    if (futureEnd) throw badRequest(futureEnd);
  }
  for (const [year, values] of Object.entries(data)) {
    const has = (key: keyof typeof values) => key in values;
    await repo.upsertFinancialYear(
      trx,
      applicantId,
      Number(year),
      {
        ...(has('turnover') ? { turnover: toRinggit(values.turnover) } : {}),
        ...(has('PBT') ? { pbt: toRinggit(values.PBT) } : {}),
        ...(has('NPAT') ? { npat: toRinggit(values.NPAT) } : {}),
        ...(has('netWorth') ? { netWorth: toRinggit(values.netWorth) } : {}),
        ...(has('currentRatio') ? { currentRatio: values.currentRatio ?? null } : {}),
        ...(has('gearingRatio') ? { gearingRatio: values.gearingRatio ?? null } : {}),
        ...(has('leverageRatio') ? { leverageRatio: values.leverageRatio ?? null } : {}),
        ...(has('dateFYE') ? { dateFye: values.dateFYE ?? null } : {}),
        ...(has('pdfURL') ? { pdfUrl: values.pdfURL ?? null } : {}),
      },
      actor.id,
    );
  }
}

/**
 * Staff's corrections of the credit information: removed rows go first, so that a month removed and added again
 * is allowed; a month already in the table (or added twice) is refused with the month named.
 */
async function storeCreditInfo(trx: Db, actor: SessionUser, applicantId: number, changes: CreditInfoChanges) {
  const stored = await repo.listCreditInfo(trx, applicantId);
  const ids = new Set(stored.map((row) => row.id));
  for (const id of [...changes.removedIds, ...changes.changed.map((row) => row.id)]) {
    if (!ids.has(id)) throw notFound(CREDIT_INFO_MESSAGES.notFound);
  }
  const removed = new Set(changes.removedIds);
  const clash = clashingCreditInfoMonth(
    stored.filter((row) => !removed.has(row.id)).map((row) => row.month),
    changes.added.map((row) => row.month),
  );
  if (clash) throw badRequest(`${CREDIT_INFO_MESSAGES.duplicateMonth} (${creditInfoMonthLabel(clash)})`);
  await repo.deleteCreditInfo(trx, changes.removedIds);
  for (const row of changes.changed) {
    if (removed.has(row.id)) continue;
    await repo.updateCreditInfo(
      trx,
      row.id,
      { withdrawal: senToRinggit(row.withdrawal), deposit: senToRinggit(row.deposit) },
      actor.id,
    );
  }
  for (const row of changes.added) {
    await repo.insertCreditInfo(
      trx,
      applicantId,
      { month: row.month, withdrawal: senToRinggit(row.withdrawal), deposit: senToRinggit(row.deposit) },
      actor.id,
    );
  }
}

async function storeAgeing(
  trx: Db,
  actor: SessionUser,
  applicantId: number,
  kind: 'debtor' | 'creditor',
  amounts: AgeingAmounts,
) {
  await repo.upsertAgeing(
    trx,
    applicantId,
    kind,
    {
      currentMonth: senToRinggit(amounts.currentMonth),
      month1: senToRinggit(amounts.month1),
      month2: senToRinggit(amounts.month2),
      month3: senToRinggit(amounts.month3),
      month4: senToRinggit(amounts.month4),
      month5AndAbove: senToRinggit(amounts.month5AndAbove),
      total: senToRinggit(ageingTotal(amounts)),
    },
    actor.id,
  );
}

/**
 * The SRC Report's Save: criteria, comments, the credit information's corrections, financial analysis and ageing
 * in one go; completes step 4.
 */
export function saveSrcReport(db: Db, actor: SessionUser, input: SrcReportSaveInput) {
  return db.transaction().execute(async (trx) => {
    const applicant = await editableApplicant(trx, actor, input.applicantId);
    const before = await getSrcReport(trx, applicant.id);
    for (const criteria of input.criteria) await storeCriteria(trx, actor, applicant.id, criteria);
    for (const category of COMMENT_CATEGORIES) {
      const value = input.comments[category];
      if (value !== undefined) await repo.upsertComment(trx, applicant.id, category, value ?? '', actor.id);
    }
    if (input.creditInfo) await storeCreditInfo(trx, actor, applicant.id, input.creditInfo);
    await storeFinancialYears(trx, actor, applicant.id, input.financialAnalysis);
    if (input.ageing.debtor) await storeAgeing(trx, actor, applicant.id, 'debtor', input.ageing.debtor);
    if (input.ageing.creditor) await storeAgeing(trx, actor, applicant.id, 'creditor', input.ageing.creditor);
    const next = await completeStepIn(trx, applicant.id, 4, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicant.srcReport',
      entityId: applicant.id,
      before,
      after: input,
    });
    return { progressId: next.progressId };
  });
}

/** PUT /applicantCriteria {id, remark, status}. */
export function saveApplicantCriteria(db: Db, actor: SessionUser, input: ApplicantCriteriaInput) {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findApplicantCriteria(trx, input.id);
    if (!row) throw notFound(CRITERIA_NOT_FOUND);
    await editableApplicant(trx, actor, row.applicantId);
    await storeCriteria(trx, actor, row.applicantId, input);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantCriteria',
      entityId: row.id,
      before: row,
      after: input,
    });
  });
}

/** PUT /applicantDocument/financial_analysis {applicantId, data}: staff correct what the analysis read. */
export function saveFinancialAnalysis(db: Db, actor: SessionUser, input: FinancialAnalysisInput) {
  return db.transaction().execute(async (trx) => {
    const applicant = await editableApplicant(trx, actor, input.applicantId);
    const before = await financialYears(trx, applicant.id);
    await storeFinancialYears(trx, actor, applicant.id, input.data);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantFinancialAnalysis',
      entityId: applicant.id,
      before,
      after: input.data,
    });
  });
}

export function addRecommendation(db: Db, actor: SessionUser, input: RecommendationInput) {
  return db.transaction().execute(async (trx) => {
    const applicant = await editableApplicant(trx, actor, input.applicantId);
    const id = await repo.insertRecommendation(trx, applicant.id, input.comment, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'applicantRecommendation',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

async function ownedRecommendation(trx: Db, actor: SessionUser, id: number) {
  const row = await repo.findRecommendation(trx, id);
  if (!row) throw notFound(RECOMMENDATION_NOT_FOUND);
  await editableApplicant(trx, actor, row.applicantId);
  return row;
}

export function updateRecommendation(db: Db, actor: SessionUser, input: RecommendationUpdateInput) {
  return db.transaction().execute(async (trx) => {
    const before = await ownedRecommendation(trx, actor, input.id);
    await repo.updateRecommendation(trx, input.id, input.comment, actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantRecommendation',
      entityId: input.id,
      before,
      after: input,
    });
  });
}

export function removeRecommendation(db: Db, actor: SessionUser, id: number) {
  return db.transaction().execute(async (trx) => {
    const before = await ownedRecommendation(trx, actor, id);
    await repo.deleteRecommendation(trx, id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'applicantRecommendation',
      entityId: id,
      before,
    });
  });
}

/** POST /applicantComment: one comment per category, so a second POST replaces the text. */
export function saveComment(db: Db, actor: SessionUser, input: ApplicantCommentInput) {
  return db.transaction().execute(async (trx) => {
    const applicant = await editableApplicant(trx, actor, input.applicantId);
    const id = await repo.upsertComment(trx, applicant.id, input.category, input.value ?? '', actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantComment',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

/** PUT /applicantComment {value, id}. */
export function updateComment(db: Db, actor: SessionUser, input: { id: number; value: string | null }) {
  return db.transaction().execute(async (trx) => {
    const before = await repo.findComment(trx, input.id);
    if (!before) throw notFound(COMMENT_NOT_FOUND);
    await editableApplicant(trx, actor, before.applicantId);
    await repo.updateComment(trx, input.id, input.value ?? '', actor.id);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'update',
      entity: 'applicantComment',
      entityId: input.id,
      before,
      after: input,
    });
  });
}
