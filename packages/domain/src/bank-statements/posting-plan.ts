import { futureDateIssue } from '../collections/ledger-kinds';
import type { CalendarDate } from '../common/calendar-date';
import type { Sen } from '../money/sen';
import { PAYMENT_MESSAGES } from '../schemas/collections.schema';

/** One agreement's share of an accepted statement line (the whole line unless it was split). */
export interface PostingPart {
  /** The share's own id: a line split across agreements posts each share once. */
  partId: number;
  lineId: number;
  agreementId: number;
  amount: Sen;
  valueDate: CalendarDate;
}

export interface PostingAgreement {
  id: number;
  outstanding: Sen;
  /** The date of the agreement's latest ledger entry, null when it has none. */
  latestPaidAt: CalendarDate | null;
}

export interface PostingException {
  partId: number;
  lineId: number;
  agreementId: number;
  message: string;
}

export interface PostingPlan {
  /** Per agreement, the shares to post in ledger order (value date, then line): one transaction each. */
  byAgreement: Map<number, PostingPart[]>;
  exceptions: PostingException[];
}

export const POSTING_MESSAGES = {
  unknownAgreement: 'The agreement cannot take payments (not found, deleted or not in collection)',
  alreadyPosted: 'Already posted',
} as const;

/**
 * Issue 31, 'Post matched': which shares of the accepted lines become payments, by the ledger's rules of Make
 * Payment (decisions §6): none dated after today, none before the agreement's latest payment, none above what
 * is still outstanding once the earlier shares are counted. A share already posted, or listed twice, is posted
 * once. The ledger service checks the same rules again under the agreement's lock; this plan orders the work
 * and answers the exceptions without touching the ledger.
 */
export function planPostings(
  parts: readonly PostingPart[],
  agreements: readonly PostingAgreement[],
  options: { today: CalendarDate; posted: ReadonlySet<number> },
): PostingPlan {
  const state = new Map(agreements.map((agreement) => [agreement.id, { ...agreement }]));
  const seen = new Set<number>(options.posted);
  const byAgreement = new Map<number, PostingPart[]>();
  const exceptions: PostingException[] = [];
  const ordered = [...parts].sort(
    (a, b) =>
      a.agreementId - b.agreementId ||
      (a.valueDate < b.valueDate ? -1 : a.valueDate > b.valueDate ? 1 : 0) ||
      a.lineId - b.lineId ||
      a.partId - b.partId,
  );
  for (const part of ordered) {
    if (seen.has(part.partId)) continue;
    seen.add(part.partId);
    const agreement = state.get(part.agreementId);
    const refuse = (message: string) =>
      exceptions.push({ partId: part.partId, lineId: part.lineId, agreementId: part.agreementId, message });
    if (!agreement) {
      refuse(POSTING_MESSAGES.unknownAgreement);
      continue;
    }
    const issue =
      (part.amount <= 0 ? PAYMENT_MESSAGES.amountPositive : null) ??
      futureDateIssue(part.valueDate, options.today) ??
      (agreement.latestPaidAt && part.valueDate < agreement.latestPaidAt
        ? PAYMENT_MESSAGES.dateBeforeLast
        : null) ??
      (part.amount > agreement.outstanding ? PAYMENT_MESSAGES.aboveOutstanding : null);
    if (issue) {
      refuse(issue);
      continue;
    }
    agreement.outstanding -= part.amount;
    agreement.latestPaidAt = part.valueDate;
    const list = byAgreement.get(part.agreementId) ?? [];
    list.push(part);
    byAgreement.set(part.agreementId, list);
  }
  return { byAgreement, exceptions };
}

export const SPLIT_MESSAGES = {
  sum: 'The shares must add up to the credit',
  positive: 'Each share must be more than 0',
  distinct: 'Each agreement may take only one share',
  empty: 'Choose at least one agreement',
} as const;

/** A credit split across agreements (issue 31): positive shares, one per agreement, adding up to the credit. */
export function splitIssue(
  lineAmount: Sen,
  shares: readonly { agreementId: number; amount: Sen }[],
): string | null {
  if (shares.length === 0) return SPLIT_MESSAGES.empty;
  if (shares.some((share) => share.amount <= 0)) return SPLIT_MESSAGES.positive;
  if (new Set(shares.map((share) => share.agreementId)).size !== shares.length)
    return SPLIT_MESSAGES.distinct;
  const total = shares.reduce((sum, share) => sum + share.amount, 0);
  return total === lineAmount ? null : SPLIT_MESSAGES.sum;
}
