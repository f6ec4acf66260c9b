import { isHirerCash, type LedgerKind } from '../collections/ledger-kinds';
import { addDays, type CalendarDate } from '../common/calendar-date';
import type { Sen } from '../money/sen';

/**
 * Issue 32, the proposals' effect on the Collection Overview: a letter or e-mail the queue approved "worked" when
 * the hirer paid cash on that agreement within 14 days of the approval (the approval's day and the 14 days after
 * it). Non-cash entries (the early-settlement rebate, a shortfall written off) are no payment by the hirer, and
 * neither are the proceeds of selling the repossessed asset (issue 41: only the hirer's cash kinds count). A
 * letter whose 14 days are still running and that has not been paid yet is pending, not a failure.
 */
export const LETTER_EFFECT_DAYS = 14;

export type LetterOutcome = 'paid' | 'unpaid' | 'pending';

/** The last day a payment counts for a letter approved on `approvedOn`. */
export function letterEffectEnd(approvedOn: CalendarDate): CalendarDate {
  return addDays(approvedOn, LETTER_EFFECT_DAYS);
}

export interface LedgerEntryOnDay {
  amount: Sen;
  paidAt: CalendarDate;
  kind?: LedgerKind | null;
}

/** What the letter brought: the hirer's cash on its agreement within its 14 days, and its outcome as of `today`. */
export function letterOutcome(
  approvedOn: CalendarDate,
  ledger: readonly LedgerEntryOnDay[],
  today: CalendarDate,
): { outcome: LetterOutcome; paid: Sen } {
  const end = letterEffectEnd(approvedOn);
  const paid = ledger
    .filter(
      (entry) =>
        isHirerCash(entry) && entry.paidAt >= approvedOn && entry.paidAt <= end && entry.paidAt <= today,
    )
    .reduce((sum, entry) => sum + entry.amount, 0);
  if (paid > 0) return { outcome: 'paid', paid };
  return { outcome: today <= end ? 'pending' : 'unpaid', paid: 0 };
}

export interface LetterEffect {
  /** Letters and e-mails approved in the range. */
  letters: number;
  /** Followed by a cash payment within 14 days. */
  paid: number;
  /** Not paid within 14 days, the 14 days over. */
  unpaid: number;
  /** Not paid yet, the 14 days still running. */
  pending: number;
  /** The cash so paid (within each letter's 14 days). */
  amountPaid: Sen;
  /** paid / (paid + unpaid) in %, two decimals; null while no letter's outcome is known. */
  paidShare: number | null;
}

/** The Overview's figure over the letters approved in its range, each with its agreement's cash within its days. */
export function letterEffect(
  letters: readonly { approvedOn: CalendarDate; ledger: readonly LedgerEntryOnDay[] }[],
  today: CalendarDate,
): LetterEffect {
  const effect = { letters: letters.length, paid: 0, unpaid: 0, pending: 0, amountPaid: 0 };
  for (const letter of letters) {
    const { outcome, paid } = letterOutcome(letter.approvedOn, letter.ledger, today);
    effect[outcome] += 1;
    effect.amountPaid += paid;
  }
  return { ...effect, paidShare: letterShare(effect.paid, effect.unpaid) };
}

/** The share of the letters with a known outcome that were paid, in % to two decimals. */
export function letterShare(paid: number, unpaid: number): number | null {
  const decided = paid + unpaid;
  return decided === 0 ? null : Math.round((paid / decided) * 10_000) / 100;
}
