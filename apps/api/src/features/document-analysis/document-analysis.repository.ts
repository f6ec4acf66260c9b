import type { ApplicantAgeingKind, Db } from '@sewabeli/db';
import { senToRinggit } from '@sewabeli/domain';
import { sql } from 'kysely';
import type { AgeingTotals } from './parsers/ageing';
import type { CreditInfoMonth } from './parsers/bank-statement';
import type { FinancialYear } from './parsers/financial-statement';

export function findDocumentToAnalyse(db: Db, id: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .select([
      'applicantDocument.id',
      'applicantDocument.applicantId',
      'applicantDocument.fileId',
      'resource.name as resourceName',
      'storedFile.storageKey',
    ])
    .where('applicantDocument.id', '=', id)
    .executeTakeFirst();
}

export function findDocumentType(db: Db, id: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .select(['applicantDocument.id', 'resource.name as resourceName'])
    .where('applicantDocument.id', '=', id)
    .executeTakeFirst();
}

export async function recordAnalysisResult(db: Db, id: number, result: unknown): Promise<void> {
  await db
    .updateTable('applicantDocument')
    .set({
      analyzeResult: JSON.stringify(result),
      analyzeError: null,
      updatedAt: new Date(),
      updatedBy: null,
    })
    .where('id', '=', id)
    .execute();
}

export async function recordAnalysisFailure(db: Db, id: number, reason: string): Promise<void> {
  await db
    .updateTable('applicantDocument')
    .set({ analyzeResult: null, analyzeError: reason, updatedAt: new Date(), updatedBy: null })
    .where('id', '=', id)
    .execute();
}

/** Months read from a statement replace those months' figures; other months (and staff's comments) stay. */
export async function upsertCreditInfo(db: Db, applicantId: number, months: readonly CreditInfoMonth[]) {
  if (months.length === 0) return;
  await db
    .insertInto('applicantCreditInfo')
    .values(
      months.map((row) => ({
        applicantId,
        month: row.month,
        withdrawal: senToRinggit(row.withdrawal),
        deposit: senToRinggit(row.deposit),
      })),
    )
    .onConflict((oc) =>
      oc.columns(['applicantId', 'month']).doUpdateSet((eb) => ({
        withdrawal: eb.ref('excluded.withdrawal'),
        deposit: eb.ref('excluded.deposit'),
        updatedAt: new Date(),
        updatedBy: null,
      })),
    )
    .execute();
}

const ringgitOrNull = (sen: number | null) => (sen === null ? null : senToRinggit(sen));

/**
 * Years read from a statement fill those years; a figure the statement leaves blank keeps what is there (what
 * staff typed), and the year links to the statement it came from.
 */
export async function upsertFinancialAnalysis(
  db: Db,
  applicantId: number,
  years: readonly FinancialYear[],
  source: { fileId: number; url: string },
) {
  if (years.length === 0) return;
  const keep = (column: string) =>
    sql<
      string | null
    >`coalesce(${sql.ref(`excluded.${column}`)}, ${sql.ref(`applicantFinancialAnalysis.${column}`)})`;
  await db
    .insertInto('applicantFinancialAnalysis')
    .values(
      years.map((year) => ({
        applicantId,
        year: year.year,
        turnover: ringgitOrNull(year.turnover),
        pbt: ringgitOrNull(year.pbt),
        npat: ringgitOrNull(year.npat),
        netWorth: ringgitOrNull(year.netWorth),
        currentRatio: year.currentRatio,
        gearingRatio: year.gearingRatio,
        leverageRatio: year.leverageRatio,
        dateFye: year.dateFye,
        pdfUrl: source.url,
        pdfFileId: source.fileId,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['applicantId', 'year']).doUpdateSet({
        turnover: keep('turnover'),
        pbt: keep('pbt'),
        npat: keep('npat'),
        netWorth: keep('netWorth'),
        currentRatio: keep('currentRatio'),
        gearingRatio: keep('gearingRatio'),
        leverageRatio: keep('leverageRatio'),
        dateFye: keep('dateFye'),
        pdfUrl: sql.ref('excluded.pdfUrl'),
        pdfFileId: sql.ref('excluded.pdfFileId'),
        updatedAt: new Date(),
        updatedBy: null,
      }),
    )
    .execute();
}

/** The latest ageing list of a kind replaces the table's figures. */
export async function upsertAgeing(
  db: Db,
  applicantId: number,
  kind: ApplicantAgeingKind,
  totals: AgeingTotals,
) {
  const figures = {
    currentMonth: senToRinggit(totals.currentMonth),
    month1: senToRinggit(totals.month1),
    month2: senToRinggit(totals.month2),
    month3: senToRinggit(totals.month3),
    month4: senToRinggit(totals.month4),
    month5AndAbove: senToRinggit(totals.month5AndAbove),
    total: senToRinggit(totals.total),
  };
  await db
    .insertInto('applicantAgeing')
    .values({ applicantId, kind, ...figures })
    .onConflict((oc) =>
      oc.columns(['applicantId', 'kind']).doUpdateSet({ ...figures, updatedAt: new Date(), updatedBy: null }),
    )
    .execute();
}

/** Criteria categories whose SRC line is judged on the credit-bureau report: they get its remark to paste. */
export const CREDIT_BUREAU_CRITERIA_CATEGORIES = ['Credit Bureau', 'Legal and Litigation'] as const;

/**
 * The report's remark on every live criterion of those categories for the application: the rows are created
 * here when the SRC step has not opened yet (it adds the others, as it does, on first read).
 */
export async function setCreditBureauRemarks(db: Db, applicantId: number, remark: string): Promise<void> {
  const criteria = await db
    .selectFrom('criteria')
    .innerJoin('resource', 'resource.id', 'criteria.resourceId')
    .select('criteria.id')
    .where('criteria.deletedAt', 'is', null)
    .where('resource.name', 'in', [...CREDIT_BUREAU_CRITERIA_CATEGORIES])
    .execute();
  if (criteria.length === 0) return;
  await db
    .insertInto('applicantCriteria')
    .values(criteria.map((row) => ({ applicantId, criteriaId: row.id, ctosRemark: remark })))
    .onConflict((oc) =>
      oc.columns(['applicantId', 'criteriaId']).doUpdateSet({
        ctosRemark: remark,
        updatedAt: new Date(),
        updatedBy: null,
      }),
    )
    .execute();
}

/**
 * An application's documents of the given types, newest first, with their analysis columns. analyze_result is
 * read as text and parsed here: CamelCasePlugin would rename its keys (rating_score is the stored, legacy name).
 */
export async function documentsOfTypes(db: Db, applicantId: number, resourceNames: readonly string[]) {
  const rows = await db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .select([
      'applicantDocument.id',
      'applicantDocument.createdAt',
      'applicantDocument.updatedAt',
      sql<string | null>`${sql.ref('applicantDocument.analyzeResult')}::text`.as('analyzeResultText'),
      'applicantDocument.analyzeError',
      'resource.name as resourceName',
      'storedFile.originalName as fileName',
    ])
    .where('applicantDocument.applicantId', '=', applicantId)
    .where('resource.name', 'in', [...resourceNames])
    .orderBy('applicantDocument.createdAt', 'desc')
    .orderBy('applicantDocument.id', 'desc')
    .execute();
  return rows.map(({ analyzeResultText, ...row }) => ({
    ...row,
    analyzeResult: analyzeResultText === null ? null : (JSON.parse(analyzeResultText) as unknown),
  }));
}

export function applicantExists(db: Db, applicantId: number) {
  return db
    .selectFrom('applicant')
    .select('id')
    .where('id', '=', applicantId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
