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
