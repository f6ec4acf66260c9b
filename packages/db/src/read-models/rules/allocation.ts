import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../client';
import { isCashSql } from './ledger-cash';
import { liveCollectionSql } from './live-agreement';

/**
 * Decisions §6, the payment allocation (packages/domain collections/allocate-payments.ts `allocateLedger`), in
 * SQL once (issue 30). Entries targeted at an instalment settle it first, their running net clamped to
 * 0..charge; what lies outside moves into the line's pool (the spill). The pool (untargeted entries and spills,
 * in ledger order) fills the room the targeted money left, oldest instalment first by (due date, seq, id). With
 * a running pool that never dips below 0 the state after every movement is a prefix fill of the running total,
 * so an instalment's pooled money is clamp(pool - room before it, 0, its room), and a movement's piece on it is
 * that fill after the movement less before it.
 *
 * Used by the Collection Overview's re-allocation (`allocateLedgerCte` below), the stored allocation
 * (collection-analytics.ts) and the large-book seed (seed/large-book.ts); compared with the domain on random books
 * by allocation.property.test.ts.
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

/** Which lines the re-allocation in SQL covers: all of them (the reference) or the irregular ones only. */
type BookScope = 'all' | 'irregular';

/**
 * The collection book as it stood on `asOf`, in SQL (decisions §6, packages/domain RULES.md 'Collection
 * analytics'): live agreements executed by then, their ledger cut at that date and re-allocated exactly as
 * the domain's allocateLedger does it (issue 42: its one spelling, moved here from apps/api analytics.repository),
 * with the allocation's fragments above
 * (targeted entries clamped to their instalment, the spill, the pool's prefix fill oldest first):
 * - targeted_moves: per targeted entry its piece on its instalment and its spill into the pool;
 * - filled: per instalment the room the targeted money left and the room before it in fill order;
 * - pool_running: the pool's movements (untargeted entries and spills, in ledger order) with the running pool;
 * - alloc: per instalment what it holds (targeted plus its prefix fill of the whole pool).
 *
 * Issue 26: every entry settles what it allocates, but only the cash entries count as collected (a rebate is
 * written off, not received): Installment Collected, Overdue Collected and the Paid bars filter on `cash`.
 *
 * Issue 15: the Collection Overview's queries (apps/api collections/analytics.repository.ts) run it over the irregular lines only (a targeted entry re-allocates the pool as of
 * each day); the regular ones are read from the stored allocation (packages/db read-models/collection-analytics.ts). With
 * scope 'all' it is the reference the stored allocation is tested against.
 */
export function allocateLedgerCte(asOf: string, scope: BookScope = 'irregular'): RawBuilder<unknown> {
  return sql`
  book as (
    select ap.id, ap.hirer_id, ap.total_payable, ap.product_id, ap.brand_id, ap.hp_no
    from applicant_product ap
    join applicant a on a.id = ap.applicant_id
    where ${liveCollectionSql('ap', 'a')} and ap.agreement_execution <= ${asOf}::date
      and ${
        scope === 'all'
          ? sql`true`
          : sql`ap.id in (select applicant_product_id from collection_line where not regular)`
      }
  ),
  entries as (
    select p.id, p.applicant_product_id as agreement_id, p.applicant_product_transaction_id as target,
      p.amount, p.paid_at, ${isCashSql('p.kind')} as cash
    from applicant_product_payment p
    join book b on b.id = p.applicant_product_id
    where p.paid_at <= ${asOf}::date
  ),
  targeted_running as (
    select e.*, sum(e.amount) over (partition by e.target order by e.paid_at, e.id) as net_after
    from entries e
    where e.target is not null
  ),
  targeted_moves as (
    select tr.id, tr.agreement_id, tr.target, tr.paid_at, tr.cash, t.due_date,
      ${pieceSql((net) => targetedSql(net, sql`t.charge_amount`), sql`tr.net_after`, sql`tr.amount`)} as piece,
      ${pieceSql((net) => spillSql(net, sql`t.charge_amount`), sql`tr.net_after`, sql`tr.amount`)} as spill
    from targeted_running tr
    join applicant_product_transaction t on t.id = tr.target
  ),
  targeted as (
    select target as id, sum(amount) as net from entries where target is not null group by target
  ),
  slots as (
    select t.id, t.applicant_product_id as agreement_id, t.seq, t.due_date, t.charge_amount, t.note,
      ${targetedSql(sql`coalesce(tg.net, 0)`, sql`t.charge_amount`)} as targeted
    from applicant_product_transaction t
    join book b on b.id = t.applicant_product_id
    left join targeted tg on tg.id = t.id
  ),
  filled as (
    select s.*, s.charge_amount - s.targeted as room,
      ${roomBeforeSql(sql`s.charge_amount - s.targeted`, sql`s.agreement_id`, 's')} as room_before
    from slots s
  ),
  pool_moves as (
    select id, agreement_id, paid_at, amount, cash from entries where target is null
    union all
    select id, agreement_id, paid_at, spill, cash from targeted_moves where spill <> 0
  ),
  pool_running as (
    select m.*, sum(m.amount) over (partition by m.agreement_id order by m.paid_at, m.id) as pool_after
    from pool_moves m
  ),
  pool_total as (
    select agreement_id, sum(amount) as pool from pool_moves group by agreement_id
  ),
  alloc as (
    select f.*, f.targeted + ${prefixFillSql(sql`coalesce(pt.pool, 0)`, sql`f.room_before`, sql`f.room`)} as paid
    from filled f
    left join pool_total pt on pt.agreement_id = f.agreement_id
  ),
  received_by_agreement as (
    select agreement_id, sum(amount) as received from entries group by agreement_id
  ),
  received as (
    select b.id, b.hirer_id, b.total_payable, b.total_payable - coalesce(r.received, 0) as outstanding
    from book b
    left join received_by_agreement r on r.agreement_id = b.id
  )`;
}

/**
 * What the re-allocation in SQL over every line (scope 'all') puts on each instalment of `agreementIds` as of
 * `asOf`, in sen: the general allocation, compared with the domain's by allocation.property.test.ts.
 */
export async function allocationAsOf(db: Db, asOf: string, agreementIds: readonly number[]) {
  const { rows } = await sql<{ id: number; paid: number }>`with ${allocateLedgerCte(asOf, 'all')}
    select id, (paid * 100)::int as paid from alloc where agreement_id = any(${[...agreementIds]}::int[])
    order by id`.execute(db);
  return rows;
}
