import type { ApplicantAgeingKind, ApplicantCommentCategory, Db } from '@sewabeli/db';

/** One applicant_criteria row per live criteria of the catalogue, created on first sight (idempotent). */
export async function ensureApplicantCriteria(db: Db, applicantId: number) {
  const criteria = await db.selectFrom('criteria').select('id').where('deletedAt', 'is', null).execute();
  if (criteria.length === 0) return;
  await db
    .insertInto('applicantCriteria')
    .values(criteria.map((row) => ({ applicantId, criteriaId: row.id })))
    .onConflict((oc) => oc.columns(['applicantId', 'criteriaId']).doNothing())
    .execute();
}

export function listApplicantCriteria(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantCriteria')
    .innerJoin('criteria', 'criteria.id', 'applicantCriteria.criteriaId')
    .innerJoin('resource', 'resource.id', 'criteria.resourceId')
    .select([
      'applicantCriteria.id',
      'applicantCriteria.applicantId',
      'applicantCriteria.criteriaId',
      'applicantCriteria.status',
      'applicantCriteria.remark',
      'applicantCriteria.ctosRemark',
      'criteria.name',
      'criteria.description',
      'resource.name as category',
    ])
    .where('applicantCriteria.applicantId', '=', applicantId)
    .where('criteria.deletedAt', 'is', null)
    .orderBy('resource.name')
    .orderBy('criteria.id')
    .execute();
}

export function findApplicantCriteria(db: Db, id: number) {
  return db
    .selectFrom('applicantCriteria')
    .select(['id', 'applicantId', 'status', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateApplicantCriteria(
  db: Db,
  id: number,
  values: { status: 0 | 1 | null; remark: string | null },
  userId: number,
) {
  await db
    .updateTable('applicantCriteria')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function listRecommendations(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantRecommendation')
    .select(['id', 'applicantId', 'comment'])
    .where('applicantId', '=', applicantId)
    .orderBy('id')
    .execute();
}

export function findRecommendation(db: Db, id: number) {
  return db
    .selectFrom('applicantRecommendation')
    .select(['id', 'applicantId', 'comment'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertRecommendation(db: Db, applicantId: number, comment: string, userId: number) {
  const row = await db
    .insertInto('applicantRecommendation')
    .values({ applicantId, comment, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRecommendation(db: Db, id: number, comment: string, userId: number) {
  await db
    .updateTable('applicantRecommendation')
    .set({ comment, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteRecommendation(db: Db, id: number) {
  await db.deleteFrom('applicantRecommendation').where('id', '=', id).execute();
}

export function listComments(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantComment')
    .select(['id', 'applicantId', 'category', 'value'])
    .where('applicantId', '=', applicantId)
    .orderBy('id')
    .execute();
}

export function findComment(db: Db, id: number) {
  return db
    .selectFrom('applicantComment')
    .select(['id', 'applicantId', 'category', 'value'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** One comment per (application, category): writing a category again replaces its text. */
export async function upsertComment(
  db: Db,
  applicantId: number,
  category: ApplicantCommentCategory,
  value: string,
  userId: number,
) {
  const row = await db
    .insertInto('applicantComment')
    .values({ applicantId, category, value, createdBy: userId, updatedBy: userId })
    .onConflict((oc) =>
      oc
        .columns(['applicantId', 'category'])
        .doUpdateSet({ value, updatedBy: userId, updatedAt: new Date() }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateComment(db: Db, id: number, value: string, userId: number) {
  await db
    .updateTable('applicantComment')
    .set({ value, updatedBy: userId, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function listCreditInfo(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantCreditInfo')
    .select(['id', 'month', 'withdrawal', 'deposit'])
    .where('applicantId', '=', applicantId)
    .orderBy('month')
    .execute();
}

export async function insertCreditInfo(
  db: Db,
  applicantId: number,
  row: { month: string; withdrawal: string; deposit: string },
  userId: number,
): Promise<number> {
  const inserted = await db
    .insertInto('applicantCreditInfo')
    .values({ applicantId, ...row, createdBy: userId, updatedBy: userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateCreditInfo(
  db: Db,
  id: number,
  amounts: { withdrawal: string; deposit: string },
  userId: number,
): Promise<void> {
  await db
    .updateTable('applicantCreditInfo')
    .set({ ...amounts, updatedAt: new Date(), updatedBy: userId })
    .where('id', '=', id)
    .execute();
}

export async function deleteCreditInfo(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('applicantCreditInfo')
    .where('id', 'in', [...ids])
    .execute();
}

export function listFinancialAnalysis(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantFinancialAnalysis')
    .select([
      'id',
      'year',
      'turnover',
      'pbt',
      'npat',
      'netWorth',
      'currentRatio',
      'gearingRatio',
      'leverageRatio',
      'dateFye',
      'pdfUrl',
    ])
    .where('applicantId', '=', applicantId)
    .orderBy('year')
    .execute();
}

export interface FinancialYearValues {
  turnover?: string | null;
  pbt?: string | null;
  npat?: string | null;
  netWorth?: string | null;
  currentRatio?: number | null;
  gearingRatio?: number | null;
  leverageRatio?: number | null;
  dateFye?: string | null;
  pdfUrl?: string | null;
}

export async function upsertFinancialYear(
  db: Db,
  applicantId: number,
  year: number,
  values: FinancialYearValues,
  userId: number,
) {
  await db
    .insertInto('applicantFinancialAnalysis')
    .values({ applicantId, year, ...values, createdBy: userId, updatedBy: userId })
    .onConflict((oc) =>
      oc
        .columns(['applicantId', 'year'])
        .doUpdateSet({ ...values, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}

export function listAgeing(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantAgeing')
    .select(['id', 'kind', 'currentMonth', 'month1', 'month2', 'month3', 'month4', 'month5AndAbove', 'total'])
    .where('applicantId', '=', applicantId)
    .execute();
}

export interface AgeingValues {
  currentMonth: string;
  month1: string;
  month2: string;
  month3: string;
  month4: string;
  month5AndAbove: string;
  total: string;
}

export async function upsertAgeing(
  db: Db,
  applicantId: number,
  kind: ApplicantAgeingKind,
  values: AgeingValues,
  userId: number,
) {
  await db
    .insertInto('applicantAgeing')
    .values({ applicantId, kind, ...values, createdBy: userId, updatedBy: userId })
    .onConflict((oc) =>
      oc
        .columns(['applicantId', 'kind'])
        .doUpdateSet({ ...values, updatedBy: userId, updatedAt: new Date() }),
    )
    .execute();
}
