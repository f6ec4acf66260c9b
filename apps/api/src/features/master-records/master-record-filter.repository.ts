import { type Db, type liveAgreementLines, liveLineSql } from '@sewabeli/db';
import type { MasterFilter, MasterSearchField } from '@sewabeli/domain';
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import { escapeLike, SEARCH_TEXT_SEPARATOR } from '../../lib/list';

/**
 * The Master List's filter in SQL (search box, tags, created range) and the column helpers the page and the tiles
 * read with it.
 */

const KL = 'Asia/Kuala_Lumpur';
export const ap = (column: string) => sql.ref(`applicantProduct.${column}`);
const flagLabel = (column: string) =>
  sql<string>`case ${ap(column)} when 1 then 'Yes' when 0 then 'No' else 'Pending' end`;
/**
 * A name of a referenced row, read without joining: the page and the tiles filter and order the lines alone, and a
 * page's rows read their names so (planning the page as a seven-table join cost 5 ms, running it 0.5 ms).
 */
export const nameOf = (table: 'hirer' | 'brand' | 'product' | 'resource', column: string, name = 'name') =>
  sql<
    string | null
  >`(select ${sql.ref(`named.${name}`)} from ${sql.table(table)} as named where named.id = ${ap(column)})`;

/** The master records, each line alone (no join): the application's liveness is an anti-join. */
type Lines = ReturnType<typeof liveAgreementLines>;

/** Lines that are master records on their own row but hidden by their deleted application (few). */
export function linesOfDeletedApplications(db: Db): Lines {
  return db
    .selectFrom('applicantProduct')
    .where(liveLineSql('applicant_product'))
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('applicant')
          .select(sql`1`.as('one'))
          .whereRef('applicant.id', '=', 'applicantProduct.applicantId')
          .where('applicant.deletedAt', 'is not', null),
      ),
    );
}

/**
 * Where a filter reads the columns that a line and its row of `master_record_search` (migration 2026_11_27_2115)
 * both hold (search text, the referenced ids, created_at): the line itself for a page, the narrow row for the tiles.
 * A field's own column (engine, salesman, ...) is only the line's.
 */
type LineTable = 'applicantProduct' | 'line';
export const col = (at: LineTable, column: string) => sql.ref(`${at}.${column}`);

/**
 * How each search-dropdown field is matched; flags match their label (Yes, No, Pending), tenure its months. A name
 * is a semi-join on its own table (its trigram index), a column of the line its own `ilike`. Every field's text is
 * also in the line's search text (migration 2026_11_27_1551), so that the trigram index on it narrows the lines
 * first.
 */
type FieldMatch =
  | { name: [table: 'hirer' | 'brand' | 'product' | 'resource', column: string] }
  | { own: Expression<unknown> };
const searchFields: Record<Exclude<MasterSearchField, 'all'>, FieldMatch> = {
  customerName: { name: ['hirer', 'hirerId'] },
  assetType: { name: ['brand', 'brandId'] },
  brand: { name: ['brand', 'brandId'] },
  model: { name: ['product', 'productId'] },
  engine: { own: ap('engine') },
  chasis: { own: ap('chassis') },
  manufactureYear: { own: sql`${ap('manufactureYear')}::text` },
  registrationNo: { own: ap('registrationNo') },
  letterOffer: { own: ap('letterOffer') },
  hpNo: { own: ap('hpNo') },
  principleStamp: { own: ap('principleStamp') },
  subsidiaryStamp: { own: ap('subsidiaryStamp') },
  fis: { own: flagLabel('fis') },
  rcOri: { own: flagLabel('rcOri') },
  insc: { own: flagLabel('insc') },
  agent: { name: ['resource', 'agentId'] },
  coverNote: { own: ap('coverNote') },
  tenure: { own: sql`(${ap('tenure')} * 12)::text` },
  modeOfRepayment: { name: ['resource', 'resourceId'] },
  salesman: { own: ap('salesman') },
};
// 'All' does not repeat the brand twice.
const allFields = (Object.keys(searchFields) as Exclude<MasterSearchField, 'all'>[]).filter(
  (key) => key !== 'assetType',
);

/**
 * A field's own match. `narrowed`: the search text's trigram index has already narrowed the lines (every field's
 * text is in it), so the field is checked on those lines only, written so that no index of its own is planned
 * beside (`id + 0`, `text || ''`): with the brand and salesman tags the planner, taking the conditions for
 * independent, ANDed the brand index (8,316 lines) and the salesman trigram index (16,650) with the search text's
 * (1,391) and took twice as long (issue 30).
 */
function fieldMatches(
  key: Exclude<MasterSearchField, 'all'>,
  pattern: string,
  at: LineTable,
  narrowed: boolean,
) {
  const field = searchFields[key];
  if ('name' in field) {
    const [table, column] = field.name;
    const id = narrowed ? sql`(${col(at, column)} + 0)` : col(at, column);
    return sql<SqlBool>`${id} in (select named.id from ${sql.table(table)} as named
      where named.name ilike ${pattern})`;
  }
  return sql<SqlBool>`${narrowed ? sql`(${field.own} || '')` : field.own} ilike ${pattern}`;
}

function matches(field: MasterSearchField, value: string, at: LineTable) {
  const pattern = `%${escapeLike(value)}%`;
  // The search text is lower-case, so LIKE with the pattern lower-cased is its ILIKE without lower-casing each
  // row's text again (which ILIKE does in a UTF-8 database: half the time of the tiles of "lim", issue 15).
  const searchText = sql<SqlBool>`${col(at, 'searchText')} like lower(${pattern})`;
  if (field === 'all') {
    if (!value.includes(SEARCH_TEXT_SEPARATOR)) return searchText;
    return sql<SqlBool>`(${sql.join(
      allFields.map((key) => fieldMatches(key, pattern, at, false)),
      sql` or `,
    )})`;
  }
  return sql<SqlBool>`(${searchText} and ${fieldMatches(field, pattern, at, true)})`;
}

/** The whole filter in SQL: search box, every tag, and the createdAt range judged in Kuala Lumpur. */
export function applyFilter<DB, TB extends keyof DB, O>(
  lines: SelectQueryBuilder<DB, TB, O>,
  filter: MasterFilter,
  at: LineTable,
): SelectQueryBuilder<DB, TB, O> {
  let query = lines;
  if (filter.search) query = query.where(matches(filter.searchField, filter.search, at));
  for (const tag of filter.tags) query = query.where(matches(tag.field, tag.value, at));
  if (filter.createdFrom) {
    query = query.where(
      sql<SqlBool>`${col(at, 'createdAt')} >= (${filter.createdFrom}::date)::timestamp at time zone ${KL}`,
    );
  }
  if (filter.createdTo) {
    query = query.where(
      sql<SqlBool>`${col(at, 'createdAt')} < (${filter.createdTo}::date + 1)::timestamp at time zone ${KL}`,
    );
  }
  return query;
}

/** A field whose own column of the line is matched (engine, salesman, ...; 'All' falls back to them on a line break). */
export const matchesOwnColumn = (field: MasterSearchField, value: string) =>
  field === 'all' ? value.includes(SEARCH_TEXT_SEPARATOR) : 'own' in searchFields[field];
