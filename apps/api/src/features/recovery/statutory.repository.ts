import { type Db, liveAgreements } from '@sewabeli/db';

/** Issue 41: what the Hire-Purchase Act's steps read and record. SQL only; the rules are domain statutory-steps. */

/** The agreement's goods (under the Act or not) and the figures of its hire-purchase price. */
export function statutoryTermsOf(db: Db, agreementId: number) {
  return liveAgreements(db)
    .innerJoin('brand', 'brand.id', 'applicantProduct.brandId')
    .innerJoin('product', 'product.id', 'applicantProduct.productId')
    .select([
      'applicantProduct.id',
      'applicantProduct.applicantId',
      'applicantProduct.downpayment',
      'applicantProduct.totalPayable',
      'brand.name as brandName',
      'product.name as productName',
    ])
    .where('applicantProduct.id', '=', agreementId)
    .executeTakeFirst();
}

/** The schedule as it stands: each instalment with what the ledger's allocation paid of it. */
export function scheduleOf(db: Db, agreementId: number) {
  return db
    .selectFrom('applicantProductTransaction')
    .select(['seq', 'dueDate', 'chargeAmount', 'paidAmount'])
    .where('applicantProductId', '=', agreementId)
    .orderBy('seq')
    .execute();
}

/** The guarantors of the application the agreement came from. */
export function guarantorsOf(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantGuarantor')
    .select(['id', 'name'])
    .where('applicantId', '=', applicantId)
    .orderBy('id')
    .execute();
}

export function guarantorServicesOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryGuarantorService')
    .select(['applicantGuarantorId', 'servedOn'])
    .where('recoveryCaseId', '=', caseId)
    .execute();
}

export async function insertGuarantorService(
  db: Db,
  values: { recoveryCaseId: number; applicantGuarantorId: number; servedOn: string; recordedBy: number },
): Promise<boolean> {
  const inserted = await db
    .insertInto('recoveryGuarantorService')
    .values(values)
    .onConflict((conflict) => conflict.columns(['recoveryCaseId', 'applicantGuarantorId']).doNothing())
    .returning('recoveryCaseId')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The case's statutory records: the uploaded Fourth Schedule notice, the withdrawal reason, the consent. */
export function caseRecordsOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryCase')
    .select(['noticeFileId', 'closedReason', 'consentFileId', 'consentOn'])
    .where('id', '=', caseId)
    .executeTakeFirstOrThrow();
}

export async function setCaseRecords(
  db: Db,
  caseId: number,
  values: {
    noticeFileId?: number;
    closedReason?: string;
    consentFileId?: number;
    consentOn?: string;
  },
): Promise<void> {
  await db.updateTable('recoveryCase').set(values).where('id', '=', caseId).execute();
}

/** What the repossession recorded for the Act: the receipt, the permit, the court order, the notice's figures. */
export function repossessionRecordsOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryRepossession')
    .select([
      'takenAt',
      'place',
      'receiptFileId',
      'agentPermitNo',
      'courtName',
      'courtOrderNo',
      'courtOrderOn',
      'estimatedValue',
      'noticeCosts',
      'noticeNetBalance',
    ])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function setReceiptFile(db: Db, caseId: number, receiptFileId: number): Promise<void> {
  await db
    .updateTable('recoveryRepossession')
    .set({ receiptFileId })
    .where('recoveryCaseId', '=', caseId)
    .execute();
}

/** The arrears ladder's latest Fourth Schedule notice (notice of intention to repossess) of the agreement, if any. */
export function ladderNoticeOf(db: Db, agreementId: number) {
  return db
    .selectFrom('arrearsMessage')
    .select(['approvedAt', 'storedFileId'])
    .where('applicantProductId', '=', agreementId)
    .where('action', '=', 'repossession_notice')
    .orderBy('approvedAt', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
