import type { Db } from '@sewabeli/db';
import { sql } from 'kysely';

export function listDocuments(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .where('applicantDocument.applicantId', '=', applicantId)
    .select([
      'applicantDocument.id',
      'applicantDocument.resourceId',
      'resource.name as resourceName',
      'applicantDocument.fileId',
      'applicantDocument.name',
      'storedFile.originalName',
      'applicantDocument.analyzeResult',
      'applicantDocument.createdAt',
      'applicantDocument.updatedAt',
    ])
    .orderBy('applicantDocument.resourceId')
    .orderBy('applicantDocument.createdAt')
    .orderBy('applicantDocument.id')
    .execute();
}

export function findDocument(db: Db, id: number) {
  return db
    .selectFrom('applicantDocument')
    .select(['id', 'applicantId', 'resourceId', 'fileId', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertDocument(
  db: Db,
  values: { applicantId: number; resourceId: number; fileId: number; name: string | null; createdBy: number },
): Promise<number> {
  const row = await db
    .insertInto('applicantDocument')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteDocuments(db: Db, applicantId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('applicantDocument')
    .where('applicantId', '=', applicantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function documentResourceIds(db: Db, applicantId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('applicantDocument')
    .select('resourceId')
    .distinct()
    .where('applicantId', '=', applicantId)
    .execute();
  return rows.map((row) => row.resourceId);
}

export async function isDocumentType(db: Db, resourceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('resource')
    .select('id')
    .where('id', '=', resourceId)
    .where('category', '=', 'DOCUMENT_APPLICANT')
    .executeTakeFirst();
  return Boolean(row);
}

/** A stored upload of `uploadedBy` whose content was judged one of `mimeTypes`. */
export function listGuarantors(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantGuarantor')
    .where('applicantId', '=', applicantId)
    .select(['id', 'hirerContactId', 'name', 'identityNo', 'description', 'phone', 'fileId', 'createdAt'])
    .orderBy('id')
    .execute();
}

export async function insertGuarantor(
  db: Db,
  values: {
    applicantId: number;
    hirerContactId: number | null;
    name: string;
    identityNo: string;
    description: string | null;
    phone: string | null;
    fileId: number;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicantGuarantor')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteGuarantors(db: Db, applicantId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('applicantGuarantor')
    .where('applicantId', '=', applicantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function findGuarantor(db: Db, id: number) {
  return db
    .selectFrom('applicantGuarantor')
    .select(['id', 'applicantId', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function listWitnesses(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantWitness')
    .where('applicantId', '=', applicantId)
    .select(['id', 'hirerContactId', 'name', 'designation', 'identityNo', 'createdAt'])
    .orderBy('id')
    .execute();
}

/** Legacy GET /applicantWitness/all: the witnesses of live applications, optionally of one. */
export function allWitnesses(db: Db, applicantId?: number) {
  let query = db
    .selectFrom('applicantWitness')
    .innerJoin('applicant', 'applicant.id', 'applicantWitness.applicantId')
    .where('applicant.deletedAt', 'is', null)
    .select([
      'applicantWitness.id',
      'applicantWitness.applicantId',
      'applicantWitness.hirerContactId',
      'applicantWitness.name',
      'applicantWitness.designation',
      'applicantWitness.identityNo',
      'applicantWitness.createdAt',
    ]);
  if (applicantId !== undefined) query = query.where('applicantWitness.applicantId', '=', applicantId);
  return query.orderBy('applicantWitness.id').execute();
}

export async function insertWitness(
  db: Db,
  values: {
    applicantId: number;
    hirerContactId: number | null;
    name: string;
    designation: string | null;
    identityNo: string;
    createdBy: number;
  },
): Promise<number> {
  const row = await db
    .insertInto('applicantWitness')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteWitnesses(db: Db, applicantId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const result = await db
    .deleteFrom('applicantWitness')
    .where('applicantId', '=', applicantId)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function countChildren(db: Db, applicantId: number) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from applicant_guarantor where applicant_id = ${applicantId})`.as(
        'guarantors',
      ),
      sql<number>`(select count(*)::int from applicant_witness where applicant_id = ${applicantId})`.as(
        'witnesses',
      ),
    ])
    .executeTakeFirstOrThrow();
  return row;
}

/** A directorship of the company, if `contactId` is one. */
export function findContactOfHirer(db: Db, contactId: number, hirerId: number) {
  return db
    .selectFrom('hirerContact')
    .select(['id', 'name', 'identityNo', 'phone'])
    .where('id', '=', contactId)
    .where('hirerId', '=', hirerId)
    .executeTakeFirst();
}
