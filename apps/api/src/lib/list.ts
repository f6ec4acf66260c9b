import { nameStatement } from '@sewabeli/db';
import type { ListPage, ListQuery } from '@sewabeli/domain';
import {
  type Expression,
  type QueryExecutorProvider,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import { badRequest } from './errors';

/**
 * A list column as the client names it. `ref` is a qualified column ('hirer.name'); `search` says how the
 * column is matched against the search box (dates as the screen shows them, DD-MM-YYYY).
 */
export interface ListColumn {
  ref: string;
  search?: 'text' | 'date' | 'number';
  sort?: boolean;
  /** The search as an equivalent indexed condition (e.g. a semi-join on a name's own table) instead of `ref`. */
  match?: (pattern: string) => Expression<SqlBool>;
  /**
   * The column is never null, so its sort leaves out 'nulls last' (which changes nothing then): a descending
   * sort is the order of a descending index, which keeps nulls first.
   */
  notNull?: boolean;
}

export type ListColumns = Record<string, ListColumn>;

/** How a list pages beyond its columns. */
export interface ListOptions {
  /**
   * A column holding the lower-cased text of every searchable column, one per line, in the columns' own search
   * form (numbers as text, dates DD-MM-YYYY), kept by a trigger and trigram-indexed (issue 15): the 'All' search
   * matches it alone instead of an OR over every column. A term holding a line break, which could span two
   * columns in it, is matched column by column.
   */
  searchText?: string;
  /**
   * The base's rows from its main table alone (`mainRowsOf`), used when no search or only the search text (a
   * column of that table) filters: the matches are counted on them (PostgreSQL 15 counts a base whose left joins
   * it drops by reading the rows, where this is an index-only scan of a partial index), and a page sorted by one
   * of their columns is chosen on them, an index range, before only its rows are joined (issue 15).
   */
  mainRows?: MainRows;
  /**
   * The number of the base's rows, kept by triggers (issue 15): read instead of counting them when no search
   * filters the page.
   */
  total?: Expression<number>;
}

interface MainRows {
  /** The column keys the main rows can be sorted by (their `ref` is a column of the main table). */
  sortable: readonly string[];
  rows(
    search?: Expression<SqlBool>,
    window?: { order: Expression<unknown>[]; limit: number; offset: number },
  ): Expression<unknown>;
}

/**
 * `ListOptions.mainRows` of a list whose base joins names to one main table: `rows` is that table with the base's
 * conditions, selecting the list's tie-breaker key.
 */
export function mainRowsOf<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  sortable: readonly string[],
): MainRows {
  return {
    sortable,
    rows(search, window) {
      let selected = search ? rows.where(search) : rows;
      if (!window) return selected;
      for (const order of window.order) selected = selected.orderBy(order);
      return selected.limit(window.limit).offset(window.offset);
    },
  };
}

/** The line break between the columns of a search text (migration 2026_11_27_1551_list_search_text). */
export const SEARCH_TEXT_SEPARATOR = '\n';

export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A number's text is digits, '.' and '-', a date's as the screen shows it digits and '-': a term with any other
 * character cannot match them, and leaving them out of an 'All' search keeps it on the indexed columns.
 */
export function canMatch(column: ListColumn, term: string): boolean {
  if (column.search === 'number') return /^[0-9.-]*$/.test(term);
  if (column.search === 'date') return /^[0-9-]*$/.test(term);
  return true;
}

function searchExpression(column: ListColumn, pattern: string) {
  if (column.match) return column.match(pattern);
  const ref = sql.ref(column.ref);
  switch (column.search) {
    case 'date':
      return sql<SqlBool>`to_char(${ref}, 'DD-MM-YYYY') ilike ${pattern}`;
    case 'number':
      return sql<SqlBool>`${ref}::text ilike ${pattern}`;
    default:
      return sql<SqlBool>`${ref} ilike ${pattern}`;
  }
}

/** Applies search, sort and paging of a ListQuery to a base query, all in SQL, and counts the matches. */
export async function listPage<DB, TB extends keyof DB, O>(
  db: QueryExecutorProvider,
  base: SelectQueryBuilder<DB, TB, O>,
  query: ListQuery,
  columns: ListColumns,
  tieBreaker: string,
  options: ListOptions = {},
): Promise<ListPage<O>> {
  let filtered = base;
  // The main rows serve this page when nothing or only the search text filters.
  let main: { search?: Expression<SqlBool> } | undefined = query.search ? undefined : {};
  if (
    query.search &&
    query.searchField === 'all' &&
    options.searchText &&
    !query.search.includes(SEARCH_TEXT_SEPARATOR)
  ) {
    // The text is lower-case: LIKE with the pattern lower-cased is its ILIKE without lower-casing every row's text
    // again, which ILIKE does in a UTF-8 database (the log's 8,153 matches of "jentera" counted in 5 ms, not 12).
    const matches = sql<SqlBool>`${sql.ref(options.searchText)} like lower(${`%${escapeLike(query.search)}%`})`;
    filtered = filtered.where(matches);
    main = { search: matches };
  } else if (query.search) {
    const keys =
      query.searchField === 'all'
        ? Object.keys(columns).filter((k) => columns[k]?.search)
        : [query.searchField].filter((k) => columns[k]?.search);
    if (keys.length === 0) throw badRequest(`Unknown search column: ${query.searchField}`);
    const pattern = `%${escapeLike(query.search)}%`;
    const term = query.search;
    const matchable = keys.filter((k) => canMatch(columns[k]!, term));
    filtered =
      matchable.length === 0
        ? filtered.where(sql<SqlBool>`false`)
        : filtered.where((eb) => eb.or(matchable.map((k) => searchExpression(columns[k]!, pattern))));
  }

  const order: Expression<unknown>[] = [];
  if (query.sortBy) {
    const column = columns[query.sortBy];
    if (!column?.sort) throw badRequest(`Unknown sort column: ${query.sortBy}`);
    const direction = column.notNull ? query.sortDir : `${query.sortDir} nulls last`;
    order.push(sql`${sql.ref(column.ref)} ${sql.raw(direction)}`);
  }
  order.push(sql.ref(tieBreaker));
  let ordered = filtered;
  for (const by of order) ordered = ordered.orderBy(by);
  const offset = (query.page - 1) * query.pageSize;
  const mainRows = main && options.mainRows;

  // Without the base's own default order: PostgreSQL keeps an ORDER BY inside the counted sub-select and sorted
  // all 100,000 completed applications of the large book (on disk) only to count them (issue 15).
  const counted = mainRows ? mainRows.rows(main?.search) : filtered.clearOrderBy();
  const kept = query.search ? undefined : options.total;
  const countOf = (q: Expression<unknown>) =>
    kept ? sql<number>`(${kept})` : sql<number>`(select count(*)::int from (${q}) as filtered)`;
  // The page and the number of matches in one round trip: the count is an uncorrelated sub-select, which
  // PostgreSQL runs once (an InitPlan) beside the page's own plan, so the page keeps its index order and LIMIT.
  // (A count(*) over () window instead reads every match before LIMIT: 594 ms against 94 ms for the first page of
  // 50,000 companies.)
  const withTotal = ordered.select(countOf(counted).as(TOTAL));
  // Sorted by the base's own default order (no sortBy), the main rows cannot know it.
  const keyed = mainRows && query.sortBy && mainRows.sortable.includes(query.sortBy);
  const page = (
    keyed
      ? withTotal.where(
          sql<SqlBool>`${sql.ref(tieBreaker)} in (${mainRows.rows(main?.search, { order, limit: query.pageSize, offset })})`,
        )
      : withTotal.limit(query.pageSize).offset(offset)
  ).compile();
  // Only the values change between two calls of the same list, sort and search column: PostgreSQL keeps its plan.
  nameStatement(page.sql);
  const answered = (await db.getExecutor().executeQuery(page)).rows as Record<string, unknown>[];
  const rows = answered.map(({ [TOTAL]: _, ...row }) => row as O);
  // A page past the end has no row to carry the count.
  const total =
    (answered[0]?.[TOTAL] as number | undefined) ??
    (offset === 0
      ? 0
      : ((await sql<{ total: number }>`select ${countOf(counted)} as total`.execute(db)).rows[0]?.total ??
        0));
  return { rows, total, page: query.page, pageSize: query.pageSize };
}

const TOTAL = 'listTotalMatches';
