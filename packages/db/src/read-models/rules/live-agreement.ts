import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../client';

/**
 * The one SQL spelling of "a live agreement" (issue 30): a live order line (not deleted) of a live application
 * that carries an HP number (assigned at approval, decisions.md §5); a *collection* is one that is also executed.
 * `liveAgreements` and `liveAgreementLines` below build the API's Kysely queries on it, and so do the read models'
 * triggers, the Collection Overview's SQL and the collection list; the property test (live-agreement.property.test.ts)
 * checks the SQL against the domain on random books.
 *
 * The read models' triggers see one row of applicant_product and no application: they keep the *line's* part
 * (`liveLineText`), and their readers take the few lines of deleted applications back out.
 */
const prefix = (alias: string | undefined) => (alias ? `${alias}.` : '');

/** The line's own part of liveness, as text for a trigger function: not deleted and with an HP number. */
export function liveLineText(alias?: string): string {
  return `${prefix(alias)}deleted_at is null and ${prefix(alias)}hp_no is not null`;
}

/** A live line that is also executed (a collection), as text for a trigger function. */
export function collectionLineText(alias?: string): string {
  return `${liveLineText(alias)} and ${prefix(alias)}agreement_execution is not null`;
}

/** The line's own part (`line` the SQL name or alias of an applicant_product), for a query. */
export function liveLineSql(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(liveLineText(line))})`;
}

/** A collection line's own part (live and executed), for a query. */
export function collectionLineSql(line: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(collectionLineText(line))})`;
}

/** A live agreement: `line` an applicant_product and `application` its applicant, both joined under those names. */
export function liveAgreementSql(line: string, application: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(liveLineText(line))} and ${sql.raw(application)}.deleted_at is null)`;
}

/** A collection (a live agreement executed), `line` and `application` joined as in liveAgreementSql. */
export function liveCollectionSql(line: string, application: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.raw(collectionLineText(line))} and ${sql.raw(application)}.deleted_at is null)`;
}

/**
 * Live agreements with their application joined (issue 42: moved here from apps/api agreements/agreement.queries.ts),
 * to select from or join further: companies, vendors, the master records, the dashboard, recovery build on it.
 */
export function liveAgreements(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .innerJoin('applicant', 'applicant.id', 'applicantProduct.applicantId')
    .where(liveAgreementSql('applicant_product', 'applicant'));
}

/**
 * Live agreements without their application joined: the same definition, the application's liveness as an
 * anti-join against the few deleted applications (the foreign key guarantees it exists). For lists whose count
 * must stay an index-only merge over the whole book (the collections, issue 15).
 */
export function liveAgreementLines(db: Db) {
  return db
    .selectFrom('applicantProduct')
    .where(liveLineSql('applicant_product'))
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('applicant')
            .select(sql`1`.as('one'))
            .whereRef('applicant.id', '=', 'applicantProduct.applicantId')
            .where('applicant.deletedAt', 'is not', null),
        ),
      ),
    );
}
