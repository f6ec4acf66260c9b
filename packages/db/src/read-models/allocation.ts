import { type RawBuilder, sql } from 'kysely';

/**
 * Decisions §6, the payment allocation (packages/domain collections/allocate-payments.ts `allocateLedger`), in
 * SQL once (issue 30). Entries targeted at an instalment settle it first, their running net clamped to
 * 0..charge; what lies outside moves into the line's pool (the spill). The pool (untargeted entries and spills,
 * in ledger order) fills the room the targeted money left, oldest instalment first by (due date, seq, id). With
 * a running pool that never dips below 0 the state after every movement is a prefix fill of the running total,
 * so an instalment's pooled money is clamp(pool - room before it, 0, its room), and a movement's piece on it is
 * that fill after the movement less before it.
 *
 * Used by the Collection Overview's re-allocation (apps/api collections/analytics.repository.ts `bookCte`), the
 * stored allocation (collection-analytics.ts) and the large-book seed (seed/large-book.ts); compared with the
 * domain on random books by apps/api collections/read-models.property.test.ts.
 */

/** The fill order (domain `byFillOrder`) of the instalment rows `instalment` (due_date, seq and id columns). */
export function fillOrderSql(instalment?: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(instalment === undefined ? name : `${instalment}.${name}`);
  return sql.join(['due_date', 'seq', 'id'].map(column));
}

/** A window over the instalment rows `instalment` of each `line`, in fill order. */
function fillWindowSql(line: RawBuilder<unknown>, instalment: string | undefined): RawBuilder<unknown> {
  return sql`partition by ${line} order by ${fillOrderSql(instalment)}`;
}

/**
 * The sum of `room` over the instalments of the same `line` that fill before this one: where the prefix fill
 * reaches this instalment. A window over the instalment rows `instalment`.
 */
export function roomBeforeSql(
  room: RawBuilder<unknown>,
  line: RawBuilder<unknown>,
  instalment?: string,
): RawBuilder<number> {
  return sql<number>`coalesce(sum(${room}) over (${fillWindowSql(line, instalment)}
    rows between unbounded preceding and 1 preceding), 0)`;
}

/** roomBeforeSql with this instalment's `room` too: where the prefix fill leaves it. */
export function roomThroughSql(
  room: RawBuilder<unknown>,
  line: RawBuilder<unknown>,
  instalment?: string,
): RawBuilder<number> {
  return sql<number>`sum(${room}) over (${fillWindowSql(line, instalment)})`;
}

/** `value` clamped to 0..`high`. */
function clampSql(value: RawBuilder<unknown>, high: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`least(greatest(${value}, 0), ${high})`;
}

/**
 * The part of a line's `pool` (money filling its instalments oldest first) that lands on an instalment with
 * `before` ahead of it (roomBeforeSql) and `room` in it.
 */
export function prefixFillSql(
  pool: RawBuilder<unknown>,
  before: RawBuilder<unknown>,
  room: RawBuilder<unknown>,
): RawBuilder<number> {
  return clampSql(sql`${pool} - ${before}`, room);
}

/** What the targeted entries' running `net` on an instalment settles of its `charge`. */
export function targetedSql(net: RawBuilder<unknown>, charge: RawBuilder<unknown>): RawBuilder<number> {
  return clampSql(net, charge);
}

/** What of the targeted entries' running `net` lies outside 0..`charge`: moved into the pool. */
export function spillSql(net: RawBuilder<unknown>, charge: RawBuilder<unknown>): RawBuilder<number> {
  return sql<number>`(${net} - ${targetedSql(net, charge)})`;
}

/**
 * A movement's piece of a fill: `fill` of the running total after the movement (`after`) less `fill` of the
 * one before it (`after - amount`).
 */
export function pieceSql(
  fill: (running: RawBuilder<unknown>) => RawBuilder<number>,
  after: RawBuilder<unknown>,
  amount: RawBuilder<unknown>,
): RawBuilder<number> {
  return sql<number>`${fill(after)} - ${fill(sql`(${after} - ${amount})`)}`;
}

/**
 * The first day on which a line's running ledger total reached `total` (null when it has not yet): `dates` and
 * `cums` are the line's entry dates and running totals in ledger order. With entries that are not negative, the
 * day the prefix fill completed what lies before `total`.
 */
export function reachedOnSql(
  total: RawBuilder<unknown>,
  dates: RawBuilder<unknown>,
  cums: RawBuilder<unknown>,
): RawBuilder<string | null> {
  return sql<string | null>`${dates}[width_bucket(${total} - 1, ${cums}) + 1]`;
}

/**
 * pieceSql of prefixFillSql(total, 0, `head`) for a movement that is not negative on a running total that is not
 * (`after` after it): its piece on the first `head` of the fill (the instalments that fill first), with `head`
 * evaluated once.
 */
export function headPieceSql(
  after: RawBuilder<unknown>,
  amount: RawBuilder<unknown>,
  head: RawBuilder<unknown>,
): RawBuilder<number> {
  return sql<number>`greatest(0, least(${after}, ${head}) - (${after} - ${amount}))`;
}

/**
 * True when a movement (`amount`, running total `after`) crosses an instalment's part of the prefix fill
 * (`before` ahead of it, `room` in it), so that its piece there may be other than 0: the join condition that
 * leaves the zero pieces out.
 */
export function crossesFillSql(
  after: RawBuilder<unknown>,
  amount: RawBuilder<unknown>,
  before: RawBuilder<unknown>,
  room: RawBuilder<unknown>,
): RawBuilder<boolean> {
  return sql<boolean>`greatest(${after}, ${after} - ${amount}) > ${before}
    and least(${after}, ${after} - ${amount}) < ${before} + ${room}`;
}
