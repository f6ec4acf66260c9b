import type { Db } from '@sewabeli/db';
import {
  APPLICANT_MESSAGES,
  APPLICATION_MESSAGES,
  type ApplicantCreateInput,
  applicationDeleteIssue,
  isApplicationLocked,
  type ListQuery,
  PROGRESS_ID,
  ringgitToSen,
  type Sen,
} from '@sewabeli/domain';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.repository';
import type { SessionUser } from '../auth/auth.types';
import { fileUrl } from '../files/file.service';
import * as repo from './application.repository';

const optionalNumber = (value: string | null): number | null => (value === null ? null : Number(value));

export interface ApplicationListRow {
  id: number;
  hirerId: number;
  hirerName: string;
  progressId: number;
  progress: string;
  seq: number;
  lockStatus: number;
  createdAt: Date;
}

export async function listApplications(db: Db, query: ListQuery) {
  const page = await repo.listPendingApplications(db, query);
  return { ...page, rows: page.rows.map((row): ApplicationListRow => ({ ...row })) };
}

/**
 * Legacy GET /applicant/all: a page of every live application, newest first; without a page the newest
 * WHOLE_LIST_CAP with the count of all (decisions, 'The legacy lifecycle').
 */
export async function allApplications(
  db: Db,
  window: { page: number; pageSize: number } | undefined,
  cap: number,
): Promise<{ rows: Awaited<ReturnType<typeof repo.allLiveApplications>>; total: number | null }> {
  if (window) {
    const rows = await repo.allLiveApplications(db, {
      limit: window.pageSize,
      offset: (window.page - 1) * window.pageSize,
    });
    return { rows, total: null };
  }
  const [rows, total] = await Promise.all([
    repo.allLiveApplications(db, { limit: cap, offset: 0 }),
    repo.countLiveApplications(db),
  ]);
  return { rows, total };
}

export interface ApplicationTier {
  id: number;
  name: string;
  riskLevel: string | null;
  minInterestRate: number;
  maxInterestRate: number;
  maxTenure: number | null;
}

export interface ApplicationDetail {
  id: number;
  hirerId: number;
  hirerName: string;
  hirerLoanLimit: Sen;
  purpose: string | null;
  financialProgramId: number;
  financialProgramName: string;
  percentageOnNew: number;
  percentageOnUsed: number;
  tier: ApplicationTier | null;
  progressId: number;
  seq: number;
  progressName: string;
  lockStatus: number;
  /** Steps 1-4 can no longer change (origination §4). */
  locked: boolean;
  totalScore: number | null;
  /** The risk report file (origination §2 Approval): the newest SRC risk report written by Submit, or null. */
  srcUrl: string | null;
  statuses: [number | null, number | null, number | null, number | null];
  /** Who decided each position (user id) and when; null while pending. */
  statusUsers: [number | null, number | null, number | null, number | null];
  statusAts: [Date | null, Date | null, Date | null, Date | null];
  checklist: unknown;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The application's risk report link: the newest SRC risk report Submit wrote (served by /files to signed-in
 * staff), else a `src_url` that came with imported data, else null.
 */
export const riskReportUrlOf = (row: { srcFileId: number | null; srcUrl: string | null }) =>
  row.srcFileId !== null ? fileUrl(row.srcFileId) : row.srcUrl;

export async function getApplication(db: Db, id: number): Promise<ApplicationDetail> {
  const row = await repo.findApplication(db, id);
  if (!row) throw notFound(APPLICATION_MESSAGES.notFound);
  return {
    id: row.id,
    hirerId: row.hirerId,
    hirerName: row.hirerName,
    hirerLoanLimit: ringgitToSen(row.hirerLoanLimit),
    purpose: row.purpose,
    financialProgramId: row.financialProgramId,
    financialProgramName: row.financialProgramName,
    percentageOnNew: Number(row.percentageOnNew),
    percentageOnUsed: Number(row.percentageOnUsed),
    tier:
      row.financialProgramTierId === null || row.tierName === null
        ? null
        : {
            id: row.financialProgramTierId,
            name: row.tierName,
            riskLevel: row.tierRiskLevel,
            minInterestRate: Number(row.tierMinInterestRate),
            maxInterestRate: Number(row.tierMaxInterestRate),
            maxTenure: row.tierMaxTenure,
          },
    progressId: row.progressId,
    seq: row.seq,
    progressName: row.progressName,
    lockStatus: row.lockStatus,
    locked: isApplicationLocked(row),
    totalScore: optionalNumber(row.totalScore),
    srcUrl: riskReportUrlOf(row),
    statuses: [row.status1, row.status2, row.status3, row.status4],
    statusUsers: [row.status1User, row.status2User, row.status3User, row.status4User],
    statusAts: [row.status1At, row.status2At, row.status3At, row.status4At],
    checklist: row.checklist,
    submittedAt: row.submittedAt,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The company and program an application is filed under must exist (and not be deleted). */
export async function checkHirerAndProgram(
  db: Db,
  input: { hirerId?: number; financialProgramId: number },
): Promise<void> {
  if (input.hirerId !== undefined && !(await repo.isLiveHirer(db, input.hirerId)))
    throw badRequest(APPLICANT_MESSAGES.hirerId);
  if (!(await repo.isLiveProgram(db, input.financialProgramId)))
    throw badRequest(APPLICANT_MESSAGES.financialProgramId);
}

/** An entry of the application's activity history (origination §2 Approval) with who did it. */
export async function recordActivity(
  db: Db,
  actor: SessionUser | null,
  applicantId: number,
  description: string,
): Promise<void> {
  await repo.insertActivity(db, { applicantId, description, createdBy: actor?.id ?? null });
}

/**
 * Legacy POST /applicant {purpose, financialProgramId, hirerId}: a new application at Basic Information; the
 * legacy client then uploads its documents, guarantors and witnesses, and PUT /applicant completes the step.
 */
export async function createApplication(
  db: Db,
  actor: SessionUser,
  input: ApplicantCreateInput,
): Promise<{ id: number }> {
  return db.transaction().execute(async (trx) => {
    await checkHirerAndProgram(trx, input);
    const id = await repo.insertApplication(trx, {
      hirerId: input.hirerId,
      financialProgramId: input.financialProgramId,
      purpose: input.purpose,
      progressId: PROGRESS_ID.basicInformation,
      createdBy: actor.id,
    });
    await recordActivity(trx, actor, id, `Application created by ${actor.name}`);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'create',
      entity: 'applicant',
      entityId: id,
      after: input,
    });
    return { id };
  });
}

export async function listActivity(db: Db, applicantId: number) {
  await getApplication(db, applicantId);
  return repo.listActivity(db, applicantId);
}

/**
 * Decisions §9: an application is deleted only before it was ever submitted, and then only hidden (soft delete,
 * audited); a submitted one is refused with a clear message.
 */
export async function deleteApplication(db: Db, actor: SessionUser, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const state = await repo.lockApplicationState(trx, id);
    if (!state) throw notFound(APPLICATION_MESSAGES.notFound);
    const issue = applicationDeleteIssue(state);
    if (issue) throw conflict(issue);
    await repo.softDeleteApplication(trx, id, actor.id);
    await recordActivity(trx, actor, id, `Application deleted by ${actor.name}`);
    await recordAudit(trx, {
      userId: actor.id,
      action: 'delete',
      entity: 'applicant',
      entityId: id,
      before: { hirerId: state.hirerId, progressId: state.progressId, seq: state.seq },
    });
  });
}
