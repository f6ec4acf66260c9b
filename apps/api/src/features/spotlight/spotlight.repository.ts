import { type Db, hpNoKeySql, liveAgreements } from '@sewabeli/db';
import { SPOTLIGHT_GROUP_LIMIT } from '@sewabeli/domain';
import { sql } from 'kysely';

/**
 * The spotlight's reads (issue 29). Each narrows on the row's stored, trigram-indexed search text first (the same
 * text the lists' 'All' search uses) and then keeps only the columns the spotlight promises, so a term found in,
 * say, a business sector does not bring every company. `pattern` is a lower-cased `like` pattern
 * (domain `spotlightPattern`). Names that start with the term come first.
 */
const lower = (column: string) => sql`lower(${sql.ref(column)})`;

export function findCompanies(db: Db, pattern: string, prefix: string) {
  return db
    .selectFrom('hirer')
    .select(['hirer.id', 'hirer.name', 'hirer.registrationNo'])
    .where('hirer.deletedAt', 'is', null)
    .where(sql<boolean>`hirer.search_text like ${pattern}`)
    .where(
      sql<boolean>`(${lower('hirer.name')} like ${pattern} or ${lower('hirer.registrationNo')} like ${pattern})`,
    )
    .orderBy(sql`${lower('hirer.name')} like ${prefix}`, 'desc')
    .orderBy('hirer.name')
    .orderBy('hirer.id')
    .limit(SPOTLIGHT_GROUP_LIMIT)
    .execute();
}

const applicationColumns = [
  'applicant.id',
  'hirer.name as hirerName',
  'progress.name as progressName',
  'applicant.createdAt',
] as const;

function applications(db: Db) {
  return db
    .selectFrom('applicant')
    .innerJoin('hirer', 'hirer.id', 'applicant.hirerId')
    .innerJoin('progress', 'progress.id', 'applicant.progressId')
    .select(applicationColumns)
    .where('applicant.deletedAt', 'is', null);
}

/**
 * Applications whose list search text (company, progress, created date) holds the term, newest first. The text
 * is indexed in two partial indexes, open and completed applications (progress 8); naming both lets a rare term
 * use them, while a common one walks the primary key backwards and stops at the fifth.
 */
export function findApplications(db: Db, pattern: string) {
  return applications(db)
    .where(
      sql<boolean>`((applicant.progress_id <> 8 and applicant.search_text like ${pattern})
        or (applicant.progress_id = 8 and applicant.search_text like ${pattern}))`,
    )
    .orderBy('applicant.id', 'desc')
    .limit(SPOTLIGHT_GROUP_LIMIT)
    .execute();
}

export function findApplicationById(db: Db, id: number) {
  return applications(db).where('applicant.id', '=', id).execute();
}

/**
 * Agreements by HP number, company, registration, chassis or engine number; issue 41: also by the HP number's key
 * (`hpPattern`, domain spotlightHpPattern), so 'sbhp20240905' and 'SB HP 2024 0905' find 'SB/HP/2024/0905'.
 */
export function findAgreements(db: Db, pattern: string, hpPattern: string | null) {
  const byText = sql<boolean>`("applicant_product".search_text like ${pattern}
    and (${lower('applicantProduct.hpNo')} like ${pattern} or ${lower('hirer.name')} like ${pattern}
      or ${lower('applicantProduct.registrationNo')} like ${pattern} or ${lower('applicantProduct.chassis')} like ${pattern}
      or ${lower('applicantProduct.engine')} like ${pattern}))`;
  return liveAgreements(db)
    .innerJoin('hirer', 'hirer.id', 'applicantProduct.hirerId')
    .select([
      'applicantProduct.id',
      'applicantProduct.hpNo',
      'hirer.name as hirerName',
      'applicantProduct.registrationNo',
      'applicantProduct.chassis',
      'applicantProduct.engine',
    ])
    .where(
      hpPattern === null
        ? byText
        : sql<boolean>`(${byText} or ${sql.raw(hpNoKeySql('"applicant_product".hp_no'))} like ${hpPattern})`,
    )
    .orderBy('applicantProduct.id', 'desc')
    .limit(SPOTLIGHT_GROUP_LIMIT)
    .execute();
}

export function findUsers(db: Db, pattern: string, prefix: string) {
  return db
    .selectFrom('user')
    .innerJoin('userAuth', 'userAuth.userId', 'user.id')
    .innerJoin('role', 'role.id', 'user.roleId')
    .select(['user.id', 'user.name', 'userAuth.username', 'role.name as roleName'])
    .where('user.deletedAt', 'is', null)
    .where(
      sql<boolean>`(${lower('user.name')} like ${pattern} or ${lower('userAuth.username')} like ${pattern})`,
    )
    .orderBy(sql`${lower('user.name')} like ${prefix}`, 'desc')
    .orderBy('user.name')
    .limit(SPOTLIGHT_GROUP_LIMIT)
    .execute();
}
