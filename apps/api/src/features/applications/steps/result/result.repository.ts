import type { ApplicantChecklist, Db } from '@sewabeli/db';

/** The order lines of the application with the names the facility summary shows. */
export function facilityLines(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .innerJoin('vendor', 'vendor.id', 'applicantProduct.vendorId')
    .select([
      'applicantProduct.id',
      'brand.name as brand',
      'product.name as model',
      'vendor.name as vendor',
      'applicantProduct.condition',
      'applicantProduct.quantity',
      'applicantProduct.cost',
      'applicantProduct.loanAmount',
      'applicantProduct.interestRate',
      'applicantProduct.tenure',
      'applicantProduct.monthlyInstallment',
      'applicantProduct.finalInstallment',
      'applicantProduct.prepayment',
      'applicantProduct.prepaymentAmount',
      'applicantProduct.insuranceRate',
      'applicantProduct.insurancePremium',
      'applicantProduct.effectiveRate',
      'applicantProduct.interestMethod',
    ])
    .where('applicantProduct.applicantId', '=', applicantId)
    .where('applicantProduct.deletedAt', 'is', null)
    .orderBy('applicantProduct.id')
    .execute();
}

export function guarantorNames(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantGuarantor')
    .select(['name', 'identityNo'])
    .where('applicantId', '=', applicantId)
    .orderBy('id')
    .execute();
}

export function uploadedDocuments(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .select([
      'applicantDocument.id',
      'resource.name as type',
      'applicantDocument.fileId',
      'storedFile.originalName as fileName',
      'applicantDocument.createdAt',
    ])
    .where('applicantDocument.applicantId', '=', applicantId)
    .orderBy('resource.id')
    .orderBy('applicantDocument.id')
    .execute();
}

export async function programSummary(db: Db, financialProgramId: number, tierId: number | null) {
  const program = await db
    .selectFrom('financialProgram')
    .select('name')
    .where('id', '=', financialProgramId)
    .executeTakeFirst();
  const tier =
    tierId === null
      ? undefined
      : await db
          .selectFrom('financialProgramTier')
          .select(['name', 'riskLevel'])
          .where('id', '=', tierId)
          .executeTakeFirst();
  return { program: program?.name ?? null, tier: tier?.name ?? null, riskLevel: tier?.riskLevel ?? null };
}

export function hirerName(db: Db, hirerId: number) {
  return db.selectFrom('hirer').select('name').where('id', '=', hirerId).executeTakeFirst();
}

/** Decisions §5: Submit: seq 6, locked, the four approvals pending again, the checklist kept. */
export async function markSubmitted(db: Db, id: number, checklist: ApplicantChecklist, userId: number) {
  await db
    .updateTable('applicant')
    .set({
      progressId: 6,
      lockStatus: 1,
      checklist: JSON.stringify(checklist),
      submittedAt: new Date(),
      status1: null,
      status1User: null,
      status1At: null,
      status1Bypass: false,
      status2: null,
      status2User: null,
      status2At: null,
      status2Bypass: false,
      status3: null,
      status3User: null,
      status3At: null,
      status3Bypass: false,
      status4: null,
      status4User: null,
      status4At: null,
      status4Bypass: false,
      updatedBy: userId,
      updatedAt: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

export async function insertActivity(db: Db, applicantId: number, description: string, userId: number) {
  await db.insertInto('applicantActivity').values({ applicantId, description, createdBy: userId }).execute();
}

/** The hirer as the SRC risk report's letterhead and summary name it. */
export function hirerParty(db: Db, hirerId: number) {
  return db
    .selectFrom('hirer')
    .select(['name', 'registrationNo', 'address'])
    .where('id', '=', hirerId)
    .executeTakeFirstOrThrow();
}

/** The newest SRC risk report version of the application (0 before the first Submit). */
export async function latestSrcReportVersion(db: Db, applicantId: number): Promise<number> {
  const row = await db
    .selectFrom('applicantSrcReport')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('applicantId', '=', applicantId)
    .executeTakeFirst();
  return row?.version ?? 0;
}

/** Issue 26: a written SRC risk report joins the application's history and becomes the one the Approval links. */
export async function insertSrcReport(
  db: Db,
  values: { applicantId: number; version: number; fileId: number; createdBy: number },
) {
  await db.insertInto('applicantSrcReport').values(values).execute();
  await db
    .updateTable('applicant')
    .set({ srcFileId: values.fileId })
    .where('id', '=', values.applicantId)
    .execute();
}

/** Every SRC risk report of the application, the newest first. */
export function srcReports(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantSrcReport')
    .select(['id', 'version', 'fileId', 'createdAt'])
    .where('applicantId', '=', applicantId)
    .orderBy('version', 'desc')
    .execute();
}
