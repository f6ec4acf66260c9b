import { type Db, lockApplicantRow } from '@sewabeli/db';
import type { AgreementGenerationState } from '@sewabeli/domain';
import { sql } from 'kysely';

/** The application's agreements phase, row-locked: generation, uploads and Complete of one case queue here. */
export async function lockAgreementsState(db: Db, applicantId: number) {
  if (!(await lockApplicantRow(db, applicantId))) return undefined;
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.id', '=', applicantId)
    .where('applicant.deletedAt', 'is', null)
    .select([
      'applicant.id',
      'progress.seq',
      'applicant.progressId',
      'applicant.lockStatus',
      'applicant.agreementsState',
      'applicant.agreementsError',
      'applicant.hirerId',
    ])
    .executeTakeFirst();
}

export function findAgreementsState(db: Db, applicantId: number) {
  return db
    .selectFrom('applicant')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .where('applicant.id', '=', applicantId)
    .where('applicant.deletedAt', 'is', null)
    .select(['applicant.id', 'progress.seq', 'applicant.agreementsState', 'applicant.agreementsError'])
    .executeTakeFirst();
}

/** Applications whose agreements are asked for and not yet made, with who asked (the fourth approver first). */
export async function applicantsAwaitingAgreements(
  db: Db,
): Promise<{ applicantId: number; userId: number | null }[]> {
  return db
    .selectFrom('applicant')
    .select(['id as applicantId', sql<number | null>`coalesce(status4_user, updated_by)`.as('userId')])
    .where('agreementsState', '=', 'queued')
    .orderBy('id')
    .execute();
}

export async function setAgreementsState(
  db: Db,
  applicantId: number,
  state: AgreementGenerationState,
  error: string | null,
): Promise<void> {
  await db
    .updateTable('applicant')
    .set({ agreementsState: state, agreementsError: error, updatedAt: sql<Date>`now()` })
    .where('id', '=', applicantId)
    .execute();
}

/** The live order lines of an application, oldest first: one agreement each. */
/** What Complete starts a line's collection from: its terms, so its schedule is quoted by its own method. */
export const STARTED_LINE_COLUMNS = [
  'applicantProduct.id',
  'applicantProduct.tenure',
  'applicantProduct.cost',
  'applicantProduct.loanAmount',
  'applicantProduct.interestRate',
  'applicantProduct.interestMethod',
  'applicantProduct.quantity',
  'applicantProduct.totalPayable',
  'applicantProduct.prepayment',
] as const;

export function liveLinesOf(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantProduct')
    .where('applicantProduct.applicantId', '=', applicantId)
    .where('applicantProduct.deletedAt', 'is', null)
    .select([...STARTED_LINE_COLUMNS, 'applicantProduct.hpNo', 'applicantProduct.letterOffer'])
    .orderBy('applicantProduct.id')
    .execute();
}

/**
 * The next serial of a year, shared by the HP and letter-of-offer numbers. One statement: the first draw of a
 * year starts above any number of that year already stored (the seed's, an import's); concurrent draws queue on
 * the row and each gets its own serial.
 */
export async function nextAgreementSerial(db: Db, year: number): Promise<number> {
  const result = await sql<{ lastSerial: number }>`
    insert into agreement_serial (year, last_serial)
    values (
      ${year},
      (select coalesce(max(substring(hp_no from '^SB/HP/[0-9]{4}/([0-9]+)$')::integer), 0) + 1
       from applicant_product
       where hp_no like ${`SB/HP/${year}/%`})
    )
    on conflict (year) do update set last_serial = agreement_serial.last_serial + 1
    returning last_serial as "lastSerial"`.execute(db);
  return (result.rows[0] as { lastSerial: number }).lastSerial;
}

export async function setAgreementNumbers(
  db: Db,
  lineId: number,
  numbers: { hpNo: string; letterOffer: string },
): Promise<void> {
  await db.updateTable('applicantProduct').set(numbers).where('id', '=', lineId).execute();
}

/** The four DOCUMENT_AGREEMENT resources (HP Agreement, Guarantee ..., Second Schedule, Offer Letter) by id. */
export function agreementDocumentTypes(db: Db) {
  return db
    .selectFrom('resource')
    .where('category', '=', 'DOCUMENT_AGREEMENT')
    .select(['id', 'name'])
    .orderBy('id')
    .execute();
}

/** Creates or replaces the generated copy of one document of a line (a new generation keeps no signed copy). */
export async function upsertGeneratedDocument(
  db: Db,
  values: { applicantProductId: number; resourceId: number; fileId: number; userId: number | null },
): Promise<void> {
  await db
    .insertInto('agreementDocument')
    .values({
      applicantProductId: values.applicantProductId,
      resourceId: values.resourceId,
      generatedFileId: values.fileId,
      generatedAt: sql<Date>`now()`,
      createdBy: values.userId,
    })
    .onConflict((oc) =>
      oc.columns(['applicantProductId', 'resourceId']).doUpdateSet({
        generatedFileId: values.fileId,
        generatedAt: sql<Date>`now()`,
        signedFileId: null,
        signedAt: null,
        updatedAt: sql<Date>`now()`,
        updatedBy: values.userId,
      }),
    )
    .execute();
}

/** Every agreement document of the live lines of an application, with its line, model and brand. */
export function documentsOf(db: Db, applicantId: number) {
  return db
    .selectFrom('agreementDocument')
    .innerJoin('applicantProduct', 'applicantProduct.id', 'agreementDocument.applicantProductId')
    .innerJoin('resource', 'resource.id', 'agreementDocument.resourceId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .where('applicantProduct.applicantId', '=', applicantId)
    .where('applicantProduct.deletedAt', 'is', null)
    .select([
      'agreementDocument.id',
      'agreementDocument.resourceId',
      'resource.name as documentName',
      'agreementDocument.applicantProductId',
      'applicantProduct.hpNo',
      'product.name as model',
      'brand.name as brand',
      'agreementDocument.generatedFileId',
      'agreementDocument.signedFileId',
      'agreementDocument.generatedAt',
      'agreementDocument.signedAt',
    ])
    .orderBy('agreementDocument.resourceId')
    .orderBy('agreementDocument.applicantProductId')
    .execute();
}

/** One agreement document with the application it belongs to. */
export function findDocument(db: Db, id: number) {
  return db
    .selectFrom('agreementDocument')
    .innerJoin('applicantProduct', 'applicantProduct.id', 'agreementDocument.applicantProductId')
    .where('agreementDocument.id', '=', id)
    .where('applicantProduct.deletedAt', 'is', null)
    .select([
      'agreementDocument.id',
      'agreementDocument.signedFileId',
      'agreementDocument.generatedFileId',
      'applicantProduct.applicantId',
    ])
    .executeTakeFirst();
}

export async function setSignedCopy(db: Db, id: number, fileId: number, userId: number): Promise<void> {
  await db
    .updateTable('agreementDocument')
    .set({ signedFileId: fileId, signedAt: sql<Date>`now()`, updatedBy: userId, updatedAt: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();
}

export async function markCompleted(db: Db, applicantId: number, userId: number): Promise<void> {
  await db
    .updateTable('applicant')
    .set({
      progressId: 8,
      completedAt: sql<Date>`now()`,
      updatedBy: userId,
      updatedAt: sql<Date>`now()`,
    })
    .where('id', '=', applicantId)
    .execute();
}

export type StartedLine = Pick<
  Awaited<ReturnType<typeof liveLinesOf>>[number],
  | 'id'
  | 'tenure'
  | 'cost'
  | 'loanAmount'
  | 'interestRate'
  | 'interestMethod'
  | 'quantity'
  | 'totalPayable'
  | 'prepayment'
>;
