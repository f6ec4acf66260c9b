import type { CalendarDate } from '../common/calendar-date';
import { formatDate } from '../format/format-date';
import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';
import { type ArrearsAgreement, arrearsPosition } from './arrears-decision';
import { ARREARS_ACTION_LABELS, type ArrearsAction, type LadderStep } from './ladder';

/** The proposal under review: its step and the cycle it was proposed in. */
export interface ReviewedProposal {
  action: ArrearsAction;
  cycle: CalendarDate;
}

export type ProposalReview =
  | { kind: 'keep'; arrears: Sen; daysPastDue: number }
  | { kind: 'withdraw'; reason: string; arrears: Sen; daysPastDue: number };

export const WITHDRAWAL_REASONS = {
  paid: (paidOn: CalendarDate) => `Paid ${formatDate(paidOn)}`,
  notInArrears: (today: CalendarDate) => `No longer in arrears on ${formatDate(today)}`,
  closed: 'The agreement is closed',
  reschedulePending: 'A reschedule is waiting for approval',
  newCycle: (cycle: CalendarDate) => `The hirer caught up; a new arrears cycle began on ${formatDate(cycle)}`,
  belowStep: (action: ArrearsAction, days: number, stepDays: number, today: CalendarDate) =>
    `${days} days past due on ${formatDate(today)}: the ${ARREARS_ACTION_LABELS[action].toLowerCase()} ` +
    `is due from ${stepDays} days`,
} as const;

/**
 * Issue 41: a proposal follows the money. It was made on the arrears of its day; it is judged again at approval,
 * before its letter or e-mail leaves and by each day's pass, on the arrears of that day (the schedule and the
 * ledger entries dated on or before it). It is withdrawn, with the reason the queue and the Outbox show, once
 * nothing is overdue (a letter demanding RM 0.00 is a demand for money nobody owes), once the hirer caught up and
 * a new cycle began, while a reschedule waits for approval, or once the oldest unpaid instalment is no longer
 * past the step's days (a partial payment brought it back below them). Otherwise it stands, with today's figures.
 */
export function reviewProposal(
  agreement: Omit<ArrearsAgreement, 'proposals'>,
  proposal: ReviewedProposal,
  ladder: readonly LadderStep[],
  today: CalendarDate,
): ProposalReview {
  const position = arrearsPosition(agreement, today);
  const figures = { arrears: position.arrears, daysPastDue: position.daysPastDue };
  const withdraw = (reason: string): ProposalReview => ({ kind: 'withdraw', reason, ...figures });
  if (agreement.closed) return withdraw(WITHDRAWAL_REASONS.closed);
  if (position.arrears <= 0 || position.cycle === null) {
    // The hirer's cash since the cycle began cleared the arrears: say when. Otherwise (a reschedule, a rebate, a
    // write-off) the arrears are simply gone as of today.
    const paidOn = position.lastPaidOn;
    return withdraw(
      paidOn !== null && paidOn >= proposal.cycle
        ? WITHDRAWAL_REASONS.paid(paidOn)
        : WITHDRAWAL_REASONS.notInArrears(today),
    );
  }
  if (position.cycle !== proposal.cycle) return withdraw(WITHDRAWAL_REASONS.newCycle(position.cycle));
  if (agreement.reschedules.some((reschedule) => reschedule.status === 'Pending'))
    return withdraw(WITHDRAWAL_REASONS.reschedulePending);
  // A step taken off the ladder since is a change of policy, not of what the hirer owes: people decide on it.
  const step = ladder.find((candidate) => candidate.action === proposal.action);
  if (step && position.daysPastDue < step.days)
    return withdraw(WITHDRAWAL_REASONS.belowStep(proposal.action, position.daysPastDue, step.days, today));
  return { kind: 'keep', ...figures };
}

export const LETTER_AMOUNT_MESSAGE = `A letter must demand more than ${formatRM(0)}: nothing is owed`;

/**
 * Issue 41: no letter or e-mail of the ladder ever states RM 0.00 (or less): a demand, let alone a notice
 * threatening repossession, for money nobody owes. The letter's writer calls this before rendering and the sender
 * before sending; the review above withdraws such a letter first, so this only ever stops a bug.
 */
export function letterAmountIssue(amountDue: Sen): string | null {
  return Number.isInteger(amountDue) && amountDue > 0 ? null : LETTER_AMOUNT_MESSAGE;
}

export function assertLetterAmount(amountDue: Sen): void {
  const issue = letterAmountIssue(amountDue);
  if (issue) throw new Error(issue);
}
