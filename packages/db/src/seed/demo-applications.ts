import { createHash } from 'node:crypto';
import type { Db } from '../client';

/**
 * Applications still in progress (origination §2 Application list): two at each wizard step 1..5, and one
 * submitted (seq 6, locked), on the demo
 * companies and programs, each with its documents (small generated PDFs with a text layer), guarantors picked
 * from the company's directorships (with an identity card file) and a witness, so every step has something to
 * show on first start. Steps past Basic Information have all four mandatory documents (origination §5). Other
 * areas add score cards, products and SRC data to these by progress in their own seed files.
 * Idempotent: an application is found by its company and Subject.
 */

/** Where the seed's files go: the server passes its file storage; without one only the rows are written. */
export interface SeedFileWriter {
  put(data: Buffer, extension: string): Promise<string>;
}

interface SeedApplication {
  company: string;
  program: string;
  purpose: string;
  /** progress id = seq, 1..6; 6 is submitted (locked, waiting for the four approvals). */
  progressId: 1 | 2 | 3 | 4 | 5 | 6;
  /** Optional document types beyond the four mandatory ones (45 Financial Statement, 46/47 ageing, 48 Other). */
  extraDocuments?: readonly number[];
}

export const DEMO_APPLICATIONS: readonly SeedApplication[] = [
  {
    company: 'Binaan Teguh Jaya Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'Two 20-tonne excavators for the Kajang township works',
    progressId: 1,
  },
  {
    company: 'Logistik Utara Prima Sdn Bhd',
    program: 'Commercial Vehicle Financing',
    purpose: 'Three prime movers for the Butterworth port run',
    progressId: 1,
  },
  {
    company: 'Pengangkutan Sinar Timur Sdn Bhd',
    program: 'Commercial Vehicle Financing',
    purpose: 'Four 3-tonne lorries for east coast distribution',
    progressId: 2,
    extraDocuments: [45],
  },
  {
    company: 'Tegas Earthworks & Civil Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'A motor grader and a vibratory roller',
    progressId: 2,
  },
  {
    company: 'Jentera Bumi Rental Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'Rental fleet renewal: three wheel loaders',
    progressId: 3,
    extraDocuments: [45, 46],
  },
  {
    company: 'Binaan Teguh Jaya Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'A 50-tonne crawler crane for the LRT viaduct',
    progressId: 3,
    extraDocuments: [45],
  },
  {
    company: 'Logistik Utara Prima Sdn Bhd',
    program: 'Commercial Vehicle Financing',
    purpose: 'Two refrigerated trucks for the Penang cold chain',
    progressId: 4,
    extraDocuments: [45, 46, 47],
  },
  {
    company: 'Tegas Earthworks & Civil Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'Two articulated dump trucks for the Pahang quarry',
    progressId: 4,
    extraDocuments: [45],
  },
  {
    company: 'Pengangkutan Sinar Timur Sdn Bhd',
    program: 'Commercial Vehicle Financing',
    purpose: 'A tipper and a tanker for the Kuantan depot',
    progressId: 5,
    extraDocuments: [45, 46, 47, 48],
  },
  {
    company: 'Jentera Bumi Rental Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'Backhoe loaders for the Johor rental yard',
    progressId: 5,
    extraDocuments: [45],
  },
  // Submitted: steps 1-4 are locked (origination §4); the approval issue decides it.
  {
    company: 'Tegas Earthworks & Civil Sdn Bhd',
    program: 'Heavy Equipment Financing',
    purpose: 'A tracked paver for the Kuantan bypass',
    progressId: 6,
    extraDocuments: [45, 46, 47],
  },
];

const MANDATORY_DOCUMENTS = [41, 42, 43, 44] as const;

const escapePdf = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A one-page PDF whose text layer carries `lines` (a real document: header, objects, xref, trailer). */
export function seedPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, index) => `BT /F1 12 Tf 72 ${760 - index * 18} Td (${escapePdf(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Without a writer: a key of the storage's shape, one per application and file (nothing is written). */
const unwrittenKey = (data: Buffer, owner: string) => {
  const hash = createHash('sha256').update(owner).update(data).digest('hex').slice(0, 32);
  return `${hash.slice(0, 2)}/${hash}.pdf`;
};

async function storeSeedFile(
  db: Db,
  files: SeedFileWriter | undefined,
  owner: number,
  name: string,
  lines: readonly string[],
  createdBy: number | null,
): Promise<number> {
  const data = seedPdf(lines);
  const storageKey = files ? await files.put(data, 'pdf') : unwrittenKey(data, `${owner}/${name}`);
  const row = await db
    .insertInto('storedFile')
    .values({
      storageKey,
      originalName: name,
      mimeType: 'application/pdf',
      sizeBytes: data.length,
      createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export async function seedDemoApplications(db: Db, files?: SeedFileWriter): Promise<void> {
  const officer = await db
    .selectFrom('userAuth')
    .innerJoin('user', 'user.id', 'userAuth.userId')
    .select(['user.id', 'user.name'])
    .where('userAuth.username', '=', 'credit.officer')
    .executeTakeFirst();
  const documentTypes = await db
    .selectFrom('resource')
    .select(['id', 'name'])
    .where('category', '=', 'DOCUMENT_APPLICANT')
    .execute();
  const typeName = new Map(documentTypes.map((type) => [type.id, type.name]));
  const userId = officer?.id ?? null;

  for (const seed of DEMO_APPLICATIONS) {
    const hirer = await db
      .selectFrom('hirer')
      .select(['id', 'name'])
      .where('name', '=', seed.company)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    const program = await db
      .selectFrom('financialProgram')
      .select('id')
      .where('name', '=', seed.program)
      .where('deletedAt', 'is', null)
      .executeTakeFirst();
    if (!hirer || !program) continue;
    const existing = await db
      .selectFrom('applicant')
      .select('id')
      .where('hirerId', '=', hirer.id)
      .where('purpose', '=', seed.purpose)
      .executeTakeFirst();
    if (existing) continue;

    await db.transaction().execute(async (trx) => {
      const applicant = await trx
        .insertInto('applicant')
        .values({
          hirerId: hirer.id,
          financialProgramId: program.id,
          purpose: seed.purpose,
          progressId: seed.progressId,
          lockStatus: seed.progressId === 6 ? 1 : 0,
          submittedAt: seed.progressId === 6 ? new Date() : null,
          checklist:
            seed.progressId === 6
              ? JSON.stringify({ ctos: true, nrics: true, bankStatements: true, formD: true })
              : null,
          createdBy: userId,
          updatedBy: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const activity = (description: string) =>
        trx
          .insertInto('applicantActivity')
          .values({ applicantId: applicant.id, description, createdBy: userId })
          .execute();
      await activity(`Application created by ${officer?.name ?? 'the demo seed'}`);

      // An application still at Basic Information has some of its files; the others have them all.
      const types =
        seed.progressId === 1
          ? MANDATORY_DOCUMENTS.slice(0, 2)
          : [...MANDATORY_DOCUMENTS, ...(seed.extraDocuments ?? [])];
      for (const resourceId of types) {
        const type = typeName.get(resourceId);
        if (!type) continue;
        const name = `${fileSlug(type)}-${fileSlug(hirer.name)}.pdf`;
        const fileId = await storeSeedFile(
          trx,
          files,
          applicant.id,
          name,
          [
            type,
            hirer.name,
            `Prepared for the application: ${seed.purpose}`,
            'Demonstration document (seed data)',
          ],
          userId,
        );
        await trx
          .insertInto('applicantDocument')
          .values({ applicantId: applicant.id, resourceId, fileId, name, createdBy: userId })
          .execute();
      }

      const directors = await trx
        .selectFrom('hirerContact')
        .select(['id', 'name', 'identityNo', 'phone'])
        .where('hirerId', '=', hirer.id)
        .orderBy('id')
        .limit(3)
        .execute();
      if (seed.progressId === 1 || directors.length === 0) return;
      const [first, second, third] = directors;
      for (const director of [first, second].filter((d) => d !== undefined)) {
        const fileId = await storeSeedFile(
          trx,
          files,
          applicant.id,
          `identity-card-${fileSlug(director.name)}.pdf`,
          ['Identity card (copy)', director.name, director.identityNo],
          userId,
        );
        await trx
          .insertInto('applicantGuarantor')
          .values({
            applicantId: applicant.id,
            hirerContactId: director.id,
            name: director.name,
            identityNo: director.identityNo,
            phone: director.phone,
            description: 'Director',
            fileId,
            createdBy: userId,
            updatedBy: userId,
          })
          .execute();
      }
      const witness = third ?? first;
      if (witness) {
        await trx
          .insertInto('applicantWitness')
          .values({
            applicantId: applicant.id,
            hirerContactId: witness.id,
            name: witness.name,
            designation: witness === third ? 'Company Secretary' : 'Director',
            identityNo: witness.identityNo,
            createdBy: userId,
            updatedBy: userId,
          })
          .execute();
      }
      await activity(`Basic Information saved by ${officer?.name ?? 'the demo seed'}`);
      if (seed.progressId === 6)
        await activity(`Submitted for approval by ${officer?.name ?? 'the demo seed'}`);
    });
  }
}
