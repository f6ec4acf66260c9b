import type { Db } from '@sewabeli/db';
import type { ListQuery } from '@sewabeli/domain';
import { sql } from 'kysely';
import { type ListColumns, listPage } from '../../lib/list';

/** A company's directorships (hirer_contact). */

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
