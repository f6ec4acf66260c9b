import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';

/**
 * Issue 32: a case's repossession, its notices and photos, the valuation and the disposal. SQL only; the rules
 * are packages/domain recovery's.
 */

export function repossessionOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryRepossession')
    .select([
      'repossessedOn',
      'agent',
      'yard',
      'condition',
      'noticeDueOn',
      'noticeFileId',
      'noticeServedOn',
      'noticeGeneratedOn',
      'noticeOutstanding',
      'recordedAt',
    ])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertRepossession(
  db: Db,
  values: {
    recoveryCaseId: number;
    repossessedOn: string;
    agent: string;
    yard: string | null;
    condition: string;
    noticeDueOn: string;
    noticeGeneratedOn: string;
    noticeOutstanding: string;
    recordedBy: number;
    takenAt: string | null;
    place: string | null;
    agentPermitNo: string | null;
    courtName: string | null;
    courtOrderNo: string | null;
    courtOrderOn: string | null;
    estimatedValue: string | null;
    noticeCosts: string | null;
    noticeNetBalance: string | null;
  },
  photoFileIds: readonly number[],
): Promise<void> {
  await db.insertInto('recoveryRepossession').values(values).execute();
  await db
    .insertInto('recoveryPhoto')
    .values(
      photoFileIds.map((storedFileId) => ({
        recoveryCaseId: values.recoveryCaseId,
        storedFileId,
        addedBy: values.recordedBy,
      })),
    )
    .execute();
}

/** A generated copy of the Fifth Schedule notice: the next version, and the repossession's newest copy. */
export async function addNoticeFile(
  db: Db,
  caseId: number,
  fileId: number,
  generatedBy: number,
): Promise<number> {
  const { version } = await db
    .selectFrom('recoveryNoticeFile')
    .select(sql<number>`coalesce(max(version), 0)::int + 1`.as('version'))
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('recoveryNoticeFile')
    .values({ recoveryCaseId: caseId, version, storedFileId: fileId, generatedBy })
    .execute();
  await db
    .updateTable('recoveryRepossession')
    .set({ noticeFileId: fileId })
    .where('recoveryCaseId', '=', caseId)
    .execute();
  return version;
}

export function noticeFilesOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryNoticeFile')
    .innerJoin('user', 'user.id', 'recoveryNoticeFile.generatedBy')
    .select([
      'recoveryNoticeFile.version',
      'recoveryNoticeFile.storedFileId',
      'recoveryNoticeFile.generatedAt',
      'user.name as generatedByName',
    ])
    .where('recoveryNoticeFile.recoveryCaseId', '=', caseId)
    .orderBy('recoveryNoticeFile.version', 'desc')
    .execute();
}

export async function setNoticeServed(db: Db, caseId: number, servedOn: string): Promise<void> {
  await db
    .updateTable('recoveryRepossession')
    .set({ noticeServedOn: servedOn })
    .where('recoveryCaseId', '=', caseId)
    .execute();
}

/**
 * Open cases whose asset was repossessed on or before `repossessedBy` and whose Fifth Schedule notice is not
 * served (the alert's candidates; the domain's fifthScheduleOverdue decides), oldest first.
 */
export function unservedNotices(db: Db, repossessedBy: string) {
  return db
    .selectFrom('recoveryRepossession as r')
    .innerJoin('recoveryCase as c', 'c.id', 'r.recoveryCaseId')
    .innerJoin('applicantProduct as ap', 'ap.id', 'c.applicantProductId')
    .innerJoin('hirer', 'hirer.id', 'ap.hirerId')
    .select([
      'c.id as caseId',
      'c.applicantProductId',
      'ap.hpNo',
      'hirer.name as hirerName',
      'r.repossessedOn',
      'r.noticeDueOn',
      'r.noticeServedOn',
    ])
    .where('r.noticeServedOn', 'is', null)
    .where('r.repossessedOn', '<=', repossessedBy)
    .where('c.stage', '<>', 'closed')
    .orderBy('r.repossessedOn')
    .orderBy('c.id')
    .execute();
}

export async function photosOf(db: Db, caseId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('recoveryPhoto')
    .select('storedFileId')
    .where('recoveryCaseId', '=', caseId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.storedFileId);
}

export function valuationOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryValuation')
    .select(['valuedOn', 'valuer', 'amount'])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertValuation(
  db: Db,
  values: { recoveryCaseId: number; valuedOn: string; valuer: string; amount: string; recordedBy: number },
): Promise<void> {
  await db.insertInto('recoveryValuation').values(values).execute();
}

export function disposalOf(db: Db, caseId: number) {
  return db
    .selectFrom('recoveryDisposal')
    .select([
      'disposedOn',
      'buyer',
      'price',
      'costs',
      'shortfall',
      'surplus',
      'applicantProductPaymentId',
      'applicantProductChargeId',
      'rebate',
    ])
    .where('recoveryCaseId', '=', caseId)
    .executeTakeFirst();
}

export async function insertDisposal(
  db: Db,
  values: {
    recoveryCaseId: number;
    disposedOn: string;
    buyer: string;
    price: string;
    costs: string;
    shortfall: string;
    surplus: string;
    applicantProductPaymentId: number;
    applicantProductChargeId: number | null;
    recordedBy: number;
    rebate: string;
    rebatePaymentId: number | null;
  },
): Promise<void> {
  await db.insertInto('recoveryDisposal').values(values).execute();
}
