import { type Db, lockApplicantRow } from '@sewabeli/db';

/** The application fields the assessment steps read and check before a change. */
export async function findApplicant(db: Db, id: number, forUpdate = false) {
  if (forUpdate && !(await lockApplicantRow(db, id))) return undefined;
  const query = db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .select([
      'applicant.id',
      'applicant.hirerId',
      'applicant.purpose',
      'applicant.financialProgramId',
      'applicant.financialProgramTierId',
      'applicant.progressId',
      'progress.seq',
      'applicant.lockStatus',
      'applicant.totalScore',
      'applicant.checklist',
    ])
    .where('applicant.id', '=', id)
    .where('applicant.deletedAt', 'is', null);
  return query.executeTakeFirst();
}

export type ApplicantRecord = NonNullable<Awaited<ReturnType<typeof findApplicant>>>;

/** One applicant_factor row per live factor of the program, created on first sight (idempotent). */
export async function ensureApplicantFactors(db: Db, applicantId: number, financialProgramId: number) {
  const factors = await db
    .selectFrom('factor')
    .select('id')
    .where('financialProgramId', '=', financialProgramId)
    .where('deletedAt', 'is', null)
    .execute();
  if (factors.length === 0) return;
  await db
    .insertInto('applicantFactor')
    .values(factors.map((factor) => ({ applicantId, factorId: factor.id })))
    .onConflict((oc) => oc.columns(['applicantId', 'factorId']).doNothing())
    .execute();
}

/** The score card rows with their factor, its heading (resource) and attributes. */
export async function listApplicantFactors(db: Db, applicantId: number) {
  const rows = await db
    .selectFrom('applicantFactor')
    .innerJoin('factor', 'factor.id', 'applicantFactor.factorId')
    .innerJoin('resource', 'resource.id', 'factor.resourceId')
    .select([
      'applicantFactor.id',
      'applicantFactor.applicantId',
      'applicantFactor.factorId',
      'applicantFactor.factorAttributeId',
      'applicantFactor.score',
      'applicantFactor.remark',
      'factor.name',
      'factor.description',
      'factor.weightage',
      'resource.name as heading',
    ])
    .where('applicantFactor.applicantId', '=', applicantId)
    .where('factor.deletedAt', 'is', null)
    .orderBy('resource.name')
    .orderBy('factor.id')
    .execute();
  const attributes =
    rows.length === 0
      ? []
      : await db
          .selectFrom('factorAttribute')
          .select(['id', 'factorId', 'name', 'score'])
          .where(
            'factorId',
            'in',
            rows.map((row) => row.factorId),
          )
          .where('deletedAt', 'is', null)
          .orderBy('score')
          .orderBy('id')
          .execute();
  return rows.map((row) => ({
    ...row,
    weightage: Number(row.weightage),
    attributes: attributes
      .filter((attribute) => attribute.factorId === row.factorId)
      .map(({ id, name, score }) => ({ id, name, score })),
  }));
}

export type ApplicantFactorRow = Awaited<ReturnType<typeof listApplicantFactors>>[number];

export async function findApplicantFactor(db: Db, id: number) {
  return db
    .selectFrom('applicantFactor')
    .select(['id', 'applicantId', 'factorId', 'factorAttributeId', 'score', 'remark'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function updateApplicantFactor(
  db: Db,
  applicantId: number,
  factorId: number,
  values: { factorAttributeId: number | null; score: number | null; remark: string | null },
  userId: number,
) {
  await db
    .updateTable('applicantFactor')
    .set({ ...values, updatedBy: userId, updatedAt: new Date() })
    .where('applicantId', '=', applicantId)
    .where('factorId', '=', factorId)
    .execute();
}

export async function programTiers(db: Db, financialProgramId: number) {
  const rows = await db
    .selectFrom('financialProgramTier')
    .select(['id', 'name', 'riskLevel', 'minScore', 'maxScore'])
    .where('financialProgramId', '=', financialProgramId)
    .where('deletedAt', 'is', null)
    .orderBy('minScore')
    .execute();
  return rows.map((row) => ({ ...row, minScore: Number(row.minScore), maxScore: Number(row.maxScore) }));
}

export async function updateApplicantScore(
  db: Db,
  id: number,
  values: { totalScore: number; financialProgramTierId: number | null },
  userId: number,
) {
  await db
    .updateTable('applicant')
    .set({
      totalScore: values.totalScore,
      financialProgramTierId: values.financialProgramTierId,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** The company credit-bureau report (the first DOCUMENT_APPLICANT type) of the application, newest first. */
export async function creditBureauReport(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .select(['applicantDocument.updatedAt', 'applicantDocument.analyzeResult'])
    .where('applicantDocument.applicantId', '=', applicantId)
    .where('resource.category', '=', 'DOCUMENT_APPLICANT')
    .where('resource.name', '=', CREDIT_BUREAU_COMPANY_REPORT)
    .orderBy('applicantDocument.id', 'desc')
    .executeTakeFirst();
}

/** The DOCUMENT_APPLICANT type whose analysis sets the Score Card's credit-bureau badge. */
export const CREDIT_BUREAU_COMPANY_REPORT = 'CTOS Company Report';
