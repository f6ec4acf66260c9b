import type { LedgerInstalment } from '../collections/allocate-payments';
import { bookAsOf, type CollectionPaymentRow } from '../collections/collection-figures';
import { isHirerCash } from '../collections/ledger-kinds';
import { daysPastDue } from '../collections/overdue-age';
import { type CalendarDate, maxDate } from '../common/calendar-date';
import type { Sen } from '../money/sen';
import { type ArrearsAction, actionRank, type LadderStep, stepReached } from './ladder';

export type ProposalStatus = 'proposed' | 'approved' | 'skipped' | 'snoozed' | 'withdrawn';

/** A promise to pay, made when a proposal was snoozed: `amount` paid in cash from `madeOn` to `promisedOn`. */
export interface PromiseToPay {
  madeOn: CalendarDate;
  promisedOn: CalendarDate;
  amount: Sen;
}

/** A step already proposed for the agreement, in the cycle it was proposed in. */
export interface ProposalRecord<Id = number> {
  id: Id;
  action: ArrearsAction;
  cycle: CalendarDate;
  status: ProposalStatus;
  /** The promise it was snoozed for (status 'snoozed'). */
  promise?: PromiseToPay | null;
}

export interface RescheduleRecord {
  status: 'Pending' | 'Approved' | 'Rejected';
  /** The day it was decided (Approved or Rejected). */
  decidedOn: CalendarDate | null;
}

export interface ArrearsAgreement<Id = number> {
  totalPayable: Sen;
  instalments: readonly LedgerInstalment[];
  /** The whole ledger (cash and non-cash entries); only entries dated on or before `today` count. */
  ledger: readonly Omit<CollectionPaymentRow, 'agreementId'>[];
  reschedules: readonly RescheduleRecord[];
  proposals: readonly ProposalRecord<Id>[];
  /** Closed by other means (deleted, a recovery case closed): never proposed. */
  closed?: boolean;
}

export type ArrearsHold =
  | 'closed'
  | 'settled'
  | 'not_in_arrears'
  | 'reschedule_pending'
  | 'promise_pending'
  | 'below_ladder'
  | 'step_done';

export interface ArrearsDecision<Id = number> {
  /** The step to propose today, or why none is. */
  outcome:
    | { kind: 'propose'; action: ArrearsAction; cycle: CalendarDate; daysPastDue: number; arrears: Sen }
    | { kind: 'hold'; reason: ArrearsHold };
  /** Snoozed proposals whose promise was broken: they come back to the queue. */
  revive: Id[];
  /** Days past due of the oldest unpaid instalment (0 when none is overdue). */
  daysPastDue: number;
  /** Unpaid remainder of the instalments due before today. */
  arrears: Sen;
}

/** A promise is broken once its date has passed without its amount paid in cash by the hirer since it was made. */
export function isPromiseBroken(
  promise: PromiseToPay,
  ledger: readonly { amount: Sen; paidAt: CalendarDate; kind?: CollectionPaymentRow['kind'] }[],
  today: CalendarDate,
): boolean {
  if (promise.promisedOn >= today) return false;
  const paid = ledger
    .filter(
      (entry) => isHirerCash(entry) && entry.paidAt >= promise.madeOn && entry.paidAt <= promise.promisedOn,
    )
    .reduce((sum, entry) => sum + entry.amount, 0);
  return paid < promise.amount;
}

interface PaidInstalment {
  dueDate: CalendarDate;
  chargeAmount: Sen;
  paidAmount: Sen;
  paidAt: CalendarDate | null;
}

/**
 * The first day of the current arrears cycle: the due date of the instalment that was missed after the agreement
 * was last up to date (every instalment due by then paid). Null when nothing due before `today` is unpaid. A
 * hirer who catches up completely and falls behind again starts a new cycle, and the ladder starts again.
 */
export function arrearsCycleStart(
  instalments: readonly PaidInstalment[],
  today: CalendarDate,
): CalendarDate | null {
  const due = [...instalments]
    .filter((row) => row.dueDate < today)
    // Stryker disable next-line EqualityOperator: a schedule has one instalment per due date.
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : 1));
  const paid = (row: PaidInstalment) => row.paidAmount >= row.chargeAmount;
  if (due.every(paid)) return null;
  // Walk back from the latest due instalment to the last moment every earlier instalment was paid by the time the
  // next one fell due; the next one opened the cycle.
  for (let next = due.length - 1; next >= 1; next--) {
    const before = due.slice(0, next);
    const nextDue = (due[next] as PaidInstalment).dueDate;
    if (before.every((row) => paid(row) && row.paidAt !== null && row.paidAt <= nextDue)) return nextDue;
  }
  return (due[0] as PaidInstalment).dueDate;
}

/** Where an agreement stands on `today`, from its schedule and the ledger entries dated on or before it. */
export interface ArrearsPosition {
  /** Unpaid remainder of the instalments due before today. */
  arrears: Sen;
  /** Days past due of the oldest unpaid instalment (0 when none is overdue). */
  daysPastDue: number;
  /** The current arrears cycle's first day (a later approved reschedule's day), null when not in arrears. */
  cycle: CalendarDate | null;
  /** The balance still owed (every entry counted, cash or not). */
  outstanding: Sen;
  /** The latest day the hirer paid cash (on or before today), null when never. */
  lastPaidOn: CalendarDate | null;
}

/** Issue 41: the one reading of "in arrears today" that the pass, the queue, approval and the letter share. */
export function arrearsPosition(
  agreement: Pick<ArrearsAgreement, 'totalPayable' | 'instalments' | 'ledger' | 'reschedules'>,
  today: CalendarDate,
): ArrearsPosition & { instalments: readonly PaidInstalment[] } {
  const [book] = bookAsOf(
    {
      agreements: [{ id: 1, totalPayable: agreement.totalPayable }],
      instalments: agreement.instalments.map((row) => ({ ...row, agreementId: 1 })),
      payments: agreement.ledger.map((row) => ({ ...row, agreementId: 1 })),
    },
    today,
  );
  const instalments = book?.instalments ?? [];
  const unpaidDue = instalments.filter((row) => row.dueDate < today && row.paidAmount < row.chargeAmount);
  const arrears = unpaidDue.reduce((sum, row) => sum + row.chargeAmount - row.paidAmount, 0);
  const oldest = unpaidDue.reduce<CalendarDate | null>(
    // Stryker disable next-line EqualityOperator: a schedule has one instalment per due date.
    (min, row) => (min === null || row.dueDate < min ? row.dueDate : min),
    null,
  );
  // Stryker disable next-line ConditionalExpression: with nothing unpaid before today the cycle start is null as well.
  let cycle = oldest === null ? null : arrearsCycleStart(instalments, today);
  // A reschedule approved during the cycle starts a new one.
  for (const reschedule of agreement.reschedules)
    if (cycle !== null && reschedule.status === 'Approved' && reschedule.decidedOn !== null)
      if (reschedule.decidedOn > cycle)
        // Stryker disable next-line ConditionalExpression,EqualityOperator: maxDate keeps the later day either way.
        cycle = maxDate(cycle, reschedule.decidedOn);
  const lastPaidOn = agreement.ledger
    .filter((entry) => isHirerCash(entry) && entry.amount > 0 && entry.paidAt <= today)
    .reduce<CalendarDate | null>(
      (max, entry) => (max === null || entry.paidAt > max ? entry.paidAt : max),
      null,
    );
  return {
    arrears,
    daysPastDue: oldest === null ? 0 : daysPastDue(oldest, today),
    cycle,
    outstanding: book?.outstanding ?? 0,
    lastPaidOn,
    instalments,
  };
}

/**
 * Issue 32: what the day's proposal pass does for one agreement. Settled and closed agreements, those with a
 * reschedule waiting for approval and those under a promise to pay not yet due are held. Otherwise the furthest
 * ladder step the oldest unpaid instalment's days past due have reached is proposed, once per arrears cycle, and
 * only when it is further up the ladder than every step already proposed in the cycle (a partial payment that
 * lowers the days past due never brings an earlier letter again). A reschedule approved during the cycle starts a
 * new one. Snoozed proposals whose promise was broken come back. A withdrawn proposal (issue 41) holds no step.
 */
export function decideArrears<Id>(
  agreement: ArrearsAgreement<Id>,
  ladder: readonly LadderStep[],
  today: CalendarDate,
): ArrearsDecision<Id> {
  const position = arrearsPosition(agreement, today);
  const { arrears, daysPastDue: days, cycle } = position;
  const ledger = agreement.ledger.filter((entry) => entry.paidAt <= today);
  const hold = (reason: ArrearsHold, revive: Id[] = []): ArrearsDecision<Id> => ({
    outcome: { kind: 'hold', reason },
    revive,
    daysPastDue: days,
    arrears,
  });

  if (agreement.closed) return hold('closed');
  if (position.outstanding <= 0) return hold('settled');
  if (cycle === null) return hold('not_in_arrears');
  if (agreement.reschedules.some((reschedule) => reschedule.status === 'Pending'))
    return hold('reschedule_pending');

  const inCycle = agreement.proposals.filter(
    (proposal) => proposal.cycle === cycle && proposal.status !== 'withdrawn',
  );
  const snoozed = inCycle.filter((proposal) => proposal.status === 'snoozed' && proposal.promise);
  const broken = snoozed.filter((proposal) =>
    isPromiseBroken(proposal.promise as PromiseToPay, ledger, today),
  );
  const revive = broken.map((proposal) => proposal.id);
  if (snoozed.some((proposal) => (proposal.promise as PromiseToPay).promisedOn >= today))
    return hold('promise_pending', revive);

  const reached = stepReached(ladder, days);
  if (!reached) return hold('below_ladder', revive);
  const furthest = Math.max(-1, ...inCycle.map((proposal) => actionRank(proposal.action)));
  if (actionRank(reached.action) <= furthest) return hold('step_done', revive);
  return {
    outcome: { kind: 'propose', action: reached.action, cycle, daysPastDue: days, arrears },
    revive,
    daysPastDue: days,
    arrears,
  };
}
