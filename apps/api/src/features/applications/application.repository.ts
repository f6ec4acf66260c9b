import { type Db, lockApplicantRow } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { applicationListPage, listedApplications } from '../../lib/application-list';

/** Applications still listed: not deleted (decisions §9). */
function liveApplications(db: Db) {
  return db
    .selectFrom('applicant')
    .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.deletedAt', 'is', null);
}

/**
 * Origination §2 Application list: seq below 8 (every progress but Completed: the filter is on progress_id, so
 * that the open applications' partial index serves the page and the count), paged, searched and sorted in SQL.
 */
export function listPendingApplications(db: Db, query: ListQuery) {
  const base = listedApplications(db, 'open').select((eb) => [
    'applicant.id',
    'applicant.hirerId',
    eb.ref('hirer.name').$notNull().as('hirerName'),
    'applicant.progressId',
    eb.ref('progress.name').$notNull().as('progress'),
    eb.ref('progress.seq').$notNull().as('seq'),
    'applicant.lockStatus',
    'applicant.createdAt',
  ]);
  return applicationListPage(db, base, query, 'open');
}

/**
 * Every live application for the legacy GET /applicant/all, open and completed alike (issue 27: the spec's client
 * filters it into the Application list, seq < 8, and the Log, seq > 7), newest first, or one page of them (the
 * live applications' index on created_at serves the page).
 */
export async function countLiveApplications(db: Db): Promise<number> {
  const row = await db
    .selectFrom('applicant')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('applicant.deletedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function allLiveApplications(db: Db, window: { limit: number; offset: number }) {
  const ordered = liveApplications(db)
    .select([
      'applicant.id',
      'applicant.hirerId',
      'applicant.purpose',
      'applicant.financialProgramId',
      'applicant.progressId',
      'applicant.lockStatus',
      'applicant.createdAt',
      'applicant.updatedAt',
      'hirer.name as hirerName',
      'progress.seq',
      'progress.name as progressName',
    ])
    .orderBy('applicant.createdAt', 'desc')
    .orderBy('applicant.id', 'desc');
  return ordered.limit(window.limit).offset(window.offset).execute();
}

export function findApplication(db: Db, id: number) {
  return liveApplications(db)
    .innerJoin('financialProgram', 'financialProgram.id', 'applicant.financialProgramId')
    .leftJoin('financialProgramTier', 'financialProgramTier.id', 'applicant.financialProgramTierId')
    .where('applicant.id', '=', id)
    .select([
      'applicant.id',
      'applicant.hirerId',
      'hirer.name as hirerName',
      'hirer.loanLimit as hirerLoanLimit',
      'applicant.purpose',
      'applicant.financialProgramId',
      'financialProgram.name as financialProgramName',
      'financialProgram.percentageOnNew',
      'financialProgram.percentageOnUsed',
      'applicant.financialProgramTierId',
      'financialProgramTier.name as tierName',
      'financialProgramTier.riskLevel as tierRiskLevel',
      'financialProgramTier.minInterestRate as tierMinInterestRate',
      'financialProgramTier.maxInterestRate as tierMaxInterestRate',
      'financialProgramTier.maxTenure as tierMaxTenure',
      'applicant.progressId',
      'progress.seq',
      'progress.name as progressName',
      'applicant.lockStatus',
      'applicant.checklist',
      'applicant.srcUrl',
      'applicant.srcFileId',
      'applicant.totalScore',
      'applicant.status1',
      'applicant.status2',
      'applicant.status3',
      'applicant.status4',
      'applicant.status1User',
      'applicant.status2User',
      'applicant.status3User',
      'applicant.status4User',
      'applicant.status1At',
      'applicant.status2At',
      'applicant.status3At',
      'applicant.status4At',
      'applicant.submittedAt',
      'applicant.createdAt',
      'applicant.updatedAt',
    ])
    .executeTakeFirst();
}

/** The row the lock and delete rules read, locked for the rest of the transaction. */
export async function lockApplicationState(db: Db, id: number) {
  if (!(await lockApplicantRow(db, id))) return undefined;
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.id', '=', id)
    .where('applicant.deletedAt', 'is', null)
    .select([
      'applicant.id',
      'applicant.hirerId',
      'applicant.financialProgramId',
      'applicant.purpose',
      'applicant.progressId',
      'progress.seq',
      'applicant.lockStatus',
      'applicant.submittedAt',
    ])
    .executeTakeFirst();
}

export async function insertApplication(
  db: Db,
  values: {
    hirerId: number;
    financialProgramId: number;
    purpose: string | null;
    progressId: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicant')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateApplication(
  db: Db,
  id: number,
  values: { financialProgramId?: number; purpose?: string | null; progressId?: number; updatedBy: number },
): Promise<void> {
  await db
    .updateTable('applicant')
    .set({ ...values, updatedAt: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteApplication(db: Db, id: number, userId: number): Promise<void> {
  await db
    .updateTable('applicant')
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()`, updatedBy: userId })
    .where('id', '=', id)
    .execute();
}

export async function isLiveHirer(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('hirer')
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

export async function isLiveProgram(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('financialProgram')
    .select('id')
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}

export async function insertActivity(
  db: Db,
  values: { applicantId: number; description: string; createdBy: number | null },
): Promise<void> {
  await db.insertInto('applicantActivity').values(values).execute();
}

export function listActivity(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantActivity')
    .leftJoin('user', 'user.id', 'applicantActivity.createdBy')
    .where('applicantActivity.applicantId', '=', applicantId)
    .select([
      'applicantActivity.id',
      'applicantActivity.description',
      'applicantActivity.createdAt',
      'user.name as createdByName',
    ])
    .orderBy('applicantActivity.createdAt', 'desc')
    .orderBy('applicantActivity.id', 'desc')
    .execute();
}
