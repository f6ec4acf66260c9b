import { type Db, lineLoanSql, liveAgreements, outstandingBalanceSql } from '@sewabeli/db';
import { BUSINESS_SECTOR_OTHER_ID, type ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage, mainRowsOf } from '../../lib/list';
import { executeNamed } from '../../lib/prepared';

/** The sector a person reads: the typed 'Other Business Sector' when the sector is Others, else its name. */
const businessSector = sql<
  string | null
>`case when ${sql.ref('hirer.resourceId')} = ${BUSINESS_SECTOR_OTHER_ID}
  and ${sql.ref('hirer.otherBusinessSector')} is not null
  then ${sql.ref('hirer.otherBusinessSector')} else ${sql.ref('resource.name')} end`;

function liveHirers(db: Db) {
  return db
    .selectFrom('hirer')
    .leftJoin('resource', 'resource.id', 'hirer.resourceId')
    .where('hirer.deletedAt', 'is', null);
}

const hirerColumns: ListColumns = {
  name: { ref: 'hirers.name', search: 'text', sort: true, notNull: true },
  businessSector: { ref: 'hirers.businessSector', search: 'text', sort: true },
  establishYear: { ref: 'hirers.establishYear', search: 'number', sort: true },
  // Searched by 'All' though the list does not show them: staff look companies up by SSM number or short name.
  registrationNo: { ref: 'hirers.registrationNo', search: 'text', sort: true },
  shortname: { ref: 'hirers.shortname', search: 'text', sort: true },
};

export function listHirers(db: Db, query: ListQuery) {
  const rows = liveHirers(db).select([
    'hirer.id',
    'hirer.name',
    'hirer.registrationNo',
    'hirer.shortname',
    'hirer.establishYear',
    businessSector.as('businessSector'),
    'hirer.searchText',
  ]);
  const base = db
    .selectFrom(rows.as('hirers'))
    .select([
      'hirers.id',
      'hirers.name',
      'hirers.registrationNo',
      'hirers.shortname',
      'hirers.establishYear',
      'hirers.businessSector',
    ]);
  // Counted, and paged by name, on the companies alone: the live companies' name index (2026_11_27_1631).
  const companies = db
    .selectFrom('hirer')
    .select(['hirer.id', 'hirer.name', 'hirer.searchText'])
    .where('hirer.deletedAt', 'is', null);
  return listPage(db, base, query, hirerColumns, 'hirers.id', {
    searchText: 'hirers.searchText',
    mainRows: mainRowsOf(db.selectFrom(companies.as('hirers')).select('hirers.id'), ['name']),
  });
}

const hirerDetailColumns = [
  'hirer.id',
  'hirer.name',
  'hirer.code',
  'hirer.registrationNo',
  'hirer.shortname',
  'hirer.establishYear',
  'hirer.resourceId',
  'hirer.otherBusinessSector',
  'hirer.email',
  'hirer.address',
  'hirer.website',
  'hirer.phone',
  'hirer.pic',
  'hirer.picNo',
  'hirer.remark',
  'hirer.logoFileId',
  'hirer.loanLimit',
  'hirer.latePayment',
  'hirer.createdAt',
  'hirer.updatedAt',
  'resource.name as resourceName',
] as const;

/** Every live company by name; `window` (page from 1) narrows it to one page. */
export function allHirers(db: Db, window?: { page: number; pageSize: number }) {
  const ordered = liveHirers(db)
    .select(hirerDetailColumns)
    .select(businessSector.as('businessSector'))
    .orderBy(sql`lower(${sql.ref('hirer.name')})`)
    .orderBy('hirer.id');
  return executeNamed(
    db,
    window ? ordered.limit(window.pageSize).offset((window.page - 1) * window.pageSize) : ordered,
  );
}

/** The company profile's row; the profile's statements are named (parsed and planned once per connection). */
export async function findHirer(db: Db, id: number) {
  const [row] = await executeNamed(
    db,
    liveHirers(db)
      .select(hirerDetailColumns)
      .select(businessSector.as('businessSector'))
      .where('hirer.id', '=', id),
  );
  return row;
}

/** Locks the company row for the rest of the transaction (edits, deletes and directorship saves serialise). */
export function lockHirer(db: Db, id: number) {
  return db
    .selectFrom('hirer')
    .select(['hirer.id'])
    .where('hirer.id', '=', id)
    .where('hirer.deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function isBusinessSector(db: Db, resourceId: number): Promise<boolean> {
  const row = await db
    .selectFrom('resource')
    .select('id')
    .where('id', '=', resourceId)
    .where('category', '=', 'HIRER_BUSINESS')
    .executeTakeFirst();
  return row !== undefined;
}

export interface HirerValues {
  name: string;
  registrationNo: string;
  shortname: string;
  establishYear: number;
  resourceId: number;
  otherBusinessSector: string | null;
  email: string | null;
  address: string;
  website: string | null;
  phone: string | null;
  pic: string;
  picNo: string;
  remark: string | null;
}

export async function insertHirer(db: Db, values: HirerValues & { createdBy: number }): Promise<number> {
  const row = await db
    .insertInto('hirer')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setHirerCode(db: Db, id: number, code: string) {
  await db.updateTable('hirer').set({ code }).where('id', '=', id).execute();
}

export async function updateHirer(
  db: Db,
  id: number,
  values: HirerValues & { loanLimit?: string; updatedBy: number },
) {
  await db
    .updateTable('hirer')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setHirerLogo(db: Db, id: number, fileId: number, updatedBy: number) {
  await db
    .updateTable('hirer')
    .set({ logoFileId: fileId, updatedBy, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function softDeleteHirer(db: Db, id: number, by: number) {
  await db
    .updateTable('hirer')
    .set({ deletedAt: new Date(), updatedBy: by, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Every application of the company, soft-deleted ones included: their history keeps the company. */
export async function countApplications(db: Db, hirerId: number): Promise<number> {
  const row = await db
    .selectFrom('applicant')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('hirerId', '=', hirerId)
    .executeTakeFirstOrThrow();
  return row.n;
}

// ---- Facilities and exposure ---------------------------------------------------------------------------

/**
 * The company's agreements: live order lines of live applications that carry an HP number (assigned at
 * approval, decisions.md §5). Loan amount and total payable are line totals (per unit x quantity, §3);
 * the outstanding balance is the total payable less the payment ledger (§6), from the agreement's summary.
 */
function facilities(db: Db, hirerId: number) {
  return liveAgreements(db)
    .leftJoin('applicantProductSummary as summary', 'summary.applicantProductId', 'applicantProduct.id')
    .where('applicantProduct.hirerId', '=', hirerId);
}

const lineOutstanding = outstandingBalanceSql;

const facilityColumns: ListColumns = {
  letterOffer: { ref: 'lines.letterOffer', search: 'text', sort: true },
  createdAt: { ref: 'lines.createdAt', search: 'date', sort: true },
  hpNo: { ref: 'lines.hpNo', search: 'text', sort: true },
  loanAmount: { ref: 'lines.loanAmount', search: 'number', sort: true },
  outstandingBalance: { ref: 'lines.outstandingBalance', search: 'number', sort: true },
};

export function listFacilities(db: Db, hirerId: number, query: ListQuery) {
  const lines = facilities(db, hirerId).select([
    'applicantProduct.id',
    'applicantProduct.applicantId',
    'applicantProduct.letterOffer',
    'applicantProduct.createdAt',
    'applicantProduct.hpNo',
    'applicantProduct.agreementExecution',
    lineLoanSql.as('loanAmount'),
    lineOutstanding.as('outstandingBalance'),
  ]);
  const base = db.selectFrom(lines.as('lines')).selectAll('lines');
  return listPage(db, base, query, facilityColumns, 'lines.id');
}

/** The legacy ApplicantProducts of GET /hirer/details/{id}: every agreement, per-unit figures as stored. */
export function allFacilities(db: Db, hirerId: number) {
  return facilities(db, hirerId)
    .select([
      'applicantProduct.id',
      'applicantProduct.applicantId',
      'applicantProduct.letterOffer',
      'applicantProduct.createdAt',
      'applicantProduct.hpNo',
      'applicantProduct.loanAmount',
      'applicantProduct.quantity',
      'applicantProduct.vendorId',
      'applicantProduct.productId',
      'applicantProduct.isNew',
      'applicantProduct.chassis',
      'applicantProduct.engine',
      'applicantProduct.registrationNo',
      'applicantProduct.cost',
      'applicantProduct.agreementExecution',
      'applicant.financialProgramId',
      'applicant.progressId',
      lineLoanSql.as('lineLoanAmount'),
      lineOutstanding.as('outstandingBalance'),
    ])
    .orderBy('applicantProduct.createdAt')
    .orderBy('applicantProduct.id')
    .execute();
}

/** Total loan amount and total exposure (outstanding balances) of the company's agreements, in ringgit. */
export async function facilityTotals(db: Db, hirerId: number) {
  const [row] = await executeNamed(
    db,
    facilities(db, hirerId).select([
      sql<string>`coalesce(sum(${lineLoanSql}), 0)`.as('totalLoanAmount'),
      sql<string>`coalesce(sum(${lineOutstanding}), 0)`.as('totalExposure'),
      sql<number>`count(*)::int`.as('count'),
    ]),
  );
  if (!row) throw new Error('an aggregate answers one row');
  return row;
}

// ---- Applications: financial program, credit score, last application ------------------------------------

/** The company's latest live application, with its program and tier names. */
export async function latestApplication(db: Db, hirerId: number) {
  const [row] = await executeNamed(
    db,
    db
      .selectFrom('applicant')
      .innerJoin('financialProgram', 'financialProgram.id', 'applicant.financialProgramId')
      .leftJoin('financialProgramTier', 'financialProgramTier.id', 'applicant.financialProgramTierId')
      .select([
        'applicant.id',
        'applicant.totalScore',
        'applicant.updatedAt',
        'applicant.createdAt',
        'financialProgram.name as programName',
        'financialProgramTier.name as tierName',
      ])
      .where('applicant.hirerId', '=', hirerId)
      .where('applicant.deletedAt', 'is', null)
      .orderBy('applicant.createdAt', 'desc')
      .orderBy('applicant.id', 'desc')
      .limit(1),
  );
  return row;
}

export async function lastApprovalDate(db: Db, hirerId: number): Promise<Date | null> {
  const [row] = await executeNamed(
    db,
    db
      .selectFrom('applicant')
      .select(sql<Date | null>`max(${sql.ref('applicant.approvedAt')})`.as('approvedAt'))
      .where('applicant.hirerId', '=', hirerId)
      .where('applicant.deletedAt', 'is', null),
  );
  return row?.approvedAt ?? null;
}

/** rating_score of the latest analysed company credit report (CTOS Company Report) of the company. */
export async function latestRatingScore(db: Db, hirerId: number): Promise<string | null> {
  const row = await db
    .selectFrom('applicantDocument')
    .innerJoin('applicant', 'applicant.id', 'applicantDocument.applicantId')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .select(
      sql<string | null>`${sql.ref('applicantDocument.analyzeResult')} ->> 'rating_score'`.as('ratingScore'),
    )
    .where('applicant.hirerId', '=', hirerId)
    .where('applicant.deletedAt', 'is', null)
    .where('resource.name', '=', 'CTOS Company Report')
    .where(sql<boolean>`${sql.ref('applicantDocument.analyzeResult')} ->> 'rating_score' is not null`)
    .orderBy(sql`${sql.ref('applicantDocument.updatedAt')} desc nulls last`)
    .orderBy('applicantDocument.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.ratingScore ?? null;
}

/** Documents of an application but bank statements and 'Other' (clients §2 Last Application card). */
export function applicationDocuments(db: Db, applicantId: number) {
  return db
    .selectFrom('applicantDocument')
    .innerJoin('resource', 'resource.id', 'applicantDocument.resourceId')
    .innerJoin('storedFile', 'storedFile.id', 'applicantDocument.fileId')
    .select([
      'applicantDocument.id',
      'applicantDocument.fileId',
      'applicantDocument.name',
      'applicantDocument.createdAt',
      'resource.name as type',
      'storedFile.originalName',
    ])
    .where('applicantDocument.applicantId', '=', applicantId)
    .where('resource.name', 'not in', ['Bank Account Statement', 'Other'])
    .orderBy('resource.name')
    .orderBy('applicantDocument.id')
    .execute();
}

// ---- Directorships ----------------------------------------------------------------------------------------

const contactColumns: ListColumns = {
  name: { ref: 'hirerContact.name', search: 'text', sort: true },
  email: { ref: 'hirerContact.email', search: 'text', sort: true },
  phone: { ref: 'hirerContact.phone', search: 'text', sort: true },
  identityNo: { ref: 'hirerContact.identityNo', search: 'text', sort: true },
};

const contactFields = [
  'hirerContact.id',
  'hirerContact.hirerId',
  'hirerContact.name',
  'hirerContact.identityNo',
  'hirerContact.phone',
  'hirerContact.email',
] as const;

export function listContacts(db: Db, hirerId: number, query: ListQuery) {
  const base = db
    .selectFrom('hirerContact')
    .select(contactFields)
    .where('hirerContact.hirerId', '=', hirerId);
  return listPage(db, base, query, contactColumns, 'hirerContact.id');
}

export function allContacts(db: Db, hirerId: number) {
  return db
    .selectFrom('hirerContact')
    .select(contactFields)
    .where('hirerContact.hirerId', '=', hirerId)
    .orderBy('hirerContact.name')
    .orderBy('hirerContact.id')
    .execute();
}

export function findContact(db: Db, id: number) {
  return db
    .selectFrom('hirerContact')
    .select(contactFields)
    .where('hirerContact.id', '=', id)
    .executeTakeFirst();
}

export interface ContactValues {
  name: string;
  identityNo: string;
  phone: string | null;
  email: string | null;
}

export async function insertContact(db: Db, values: ContactValues & { hirerId: number; createdBy: number }) {
  const row = await db
    .insertInto('hirerContact')
    .values({ ...values, updatedBy: values.createdBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateContact(db: Db, id: number, values: ContactValues & { updatedBy: number }) {
  await db
    .updateTable('hirerContact')
    .set({ ...values, updatedAt: new Date() })
    .where('id', '=', id)
    .execute();
}

export function findContactByIdentity(db: Db, hirerId: number, identityNo: string) {
  return db
    .selectFrom('hirerContact')
    .select('id')
    .where('hirerId', '=', hirerId)
    .where(
      sql`upper(replace(${sql.ref('identityNo')}, '-', ''))`,
      '=',
      identityNo.replaceAll('-', '').toUpperCase(),
    )
    .executeTakeFirst();
}

/** A live company already registered under this SSM number (compared without spaces, case-insensitively). */
export function findHirerByRegistrationNo(db: Db, registrationNo: string) {
  return db
    .selectFrom('hirer')
    .select('id')
    .where('deletedAt', 'is', null)
    .where(
      sql`upper(replace(${sql.ref('registrationNo')}, ' ', ''))`,
      '=',
      registrationNo.replaceAll(' ', '').toUpperCase(),
    )
    .executeTakeFirst();
}
