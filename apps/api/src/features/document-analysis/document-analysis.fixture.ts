// Test data for document analysis: an application of a company, and documents whose bytes are really stored.
import type { Db } from '@sewabeli/db';
import type { FileStorage } from '../files/file.storage';

export interface AnalysisFixture {
  db: Db;
  storage: FileStorage;
}

let counter = 0;

export async function insertApplicant(db: Db): Promise<number> {
  counter++;
  const hirer = await db
    .insertInto('hirer')
    .values({
      name: `Syarikat Jentera Maju ${counter} Sdn Bhd`,
      code: `SJM${counter}${Date.now() % 100000}`,
      registrationNo: `2019010${counter}${Date.now() % 100000}`,
      shortname: `SJM${counter}`,
      establishYear: 2019,
      resourceId: 1,
      address: 'Lot 5, Jalan Industri, Shah Alam',
      pic: 'Ahmad',
      picNo: '012-3456789',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('financialProgram')
    .values({ name: `Heavy Equipment Programme ${counter}`, percentageOnNew: 90, percentageOnUsed: 80 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicant = await db
    .insertInto('applicant')
    .values({ hirerId: hirer.id, financialProgramId: program.id, purpose: 'Excavator for a JKR contract' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return applicant.id;
}

/** A stored upload of `bytes` attached to the application as a document of the DOCUMENT_APPLICANT type `type`. */
export async function insertDocument(
  f: AnalysisFixture,
  applicantId: number,
  type: string,
  bytes: Buffer,
  extension = 'pdf',
): Promise<{ id: number; fileId: number }> {
  const resource = await f.db
    .selectFrom('resource')
    .select('id')
    .where('name', '=', type)
    .where('category', '=', 'DOCUMENT_APPLICANT')
    .executeTakeFirstOrThrow();
  const storageKey = await f.storage.put(bytes, extension);
  const file = await f.db
    .insertInto('storedFile')
    .values({
      storageKey,
      originalName: `${type}.${extension}`,
      mimeType: 'application/octet-stream',
      sizeBytes: bytes.length,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const document = await f.db
    .insertInto('applicantDocument')
    .values({ applicantId, resourceId: resource.id, fileId: file.id, name: `${type}.${extension}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: document.id, fileId: file.id };
}

/** An SRC criterion of the given CRITERIA_CATEGORY on the application (as the SRC step creates them). */
export async function insertApplicantCriteria(
  db: Db,
  applicantId: number,
  category: string,
): Promise<number> {
  const resource = await db
    .selectFrom('resource')
    .select('id')
    .where('name', '=', category)
    .where('category', '=', 'CRITERIA_CATEGORY')
    .executeTakeFirstOrThrow();
  counter++;
  const criteria = await db
    .insertInto('criteria')
    .values({
      resourceId: resource.id,
      name: `${category} check ${counter}`,
      description: 'Checked on the report',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('applicantCriteria')
    .values({ applicantId, criteriaId: criteria.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
