import { PAYMENT_MESSAGES } from '../collections/collections.schema';
import { futureDateIssue } from '../collections/ledger-kinds';
import type { CalendarDate } from '../common/calendar-date';
import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';

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
} as const;

/**
 * Issue 31, 'Post matched': which shares of the accepted lines become payments, by the ledger's rules of Make
 * Payment (decisions §6): none dated after today, none above what is still outstanding once the earlier shares
 * are counted. A share dated before the agreement's latest payment is posted on its value date (issue 40: the
 * bank's date is kept and the ledger re-allocates; paymentIssues' 'bank value date'). A share already posted, or
 * listed twice, is posted once. The ledger service checks the same rules again under the agreement's lock; this
 * plan orders the work and answers the exceptions without touching the ledger.
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
      (part.amount > agreement.outstanding ? PAYMENT_MESSAGES.aboveOutstanding : null);
    if (issue) {
      refuse(issue);
      continue;
    }
    agreement.outstanding -= part.amount;
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

/**
 * Issue 40: where a line stands once some of its credit is posted: Posted when the whole credit is in the ledger,
 * Part posted when some is, null when none is (the line is still decided as before).
 */
export function postedLineStatus(line: { amount: Sen; posted: Sen }): 'Posted' | 'Part posted' | null {
  if (line.posted <= 0) return null;
  return line.posted >= line.amount ? 'Posted' : 'Part posted';
}

/** Issue 40: what of a credit is not posted yet, the only part that may still be assigned, split or ignored. */
export function unpostedRemainder(line: { amount: Sen; posted: Sen }): Sen {
  return Math.max(0, line.amount - line.posted);
}

export const LINE_POSTING_MESSAGES = {
  posted: 'This line is posted: a posted payment is reversed only by a correction through the ledger',
  aboveCredit: 'This share would post more than the credit: the line was decided again meanwhile',
} as const;

/**
 * Issue 40, the shares a line is assigned: for a line with nothing posted, splitIssue's rules on the credit; for a
 * Part posted line, the same rules on its unposted remainder (what is posted stays, undone only by a correction
 * through the ledger); a Posted line takes none.
 */
export function remainderSplitIssue(
  line: { amount: Sen; posted: Sen },
  shares: readonly { agreementId: number; amount: Sen }[],
): string | null {
  const remainder = unpostedRemainder(line);
  if (remainder === 0) return LINE_POSTING_MESSAGES.posted;
  const issue = splitIssue(remainder, shares);
  if (issue === SPLIT_MESSAGES.sum && line.posted > 0) return remainderSumMessage(remainder);
  return issue;
}

const remainderSumMessage = (remainder: Sen) =>
  `The shares must add up to the unposted remainder of the credit (${formatRM(remainder)})`;

/**
 * Issue 40, under the line's lock before a share is posted: the line's posted amount with the share may not pass
 * its credit (the database's check says the same). Null when the share may be posted.
 */
export function shareCapIssue(line: { amount: Sen; posted: Sen }, share: Sen): string | null {
  return line.posted + share > line.amount ? LINE_POSTING_MESSAGES.aboveCredit : null;
}

/**
 * Issue 40, where a decision leaves a line: with some of its credit posted it stays Part posted whatever is done
 * with the remainder (the posted part is history; ignoring or reopening the remainder does not undo it); otherwise
 * as before: assigned lines are Matched, ignored ones Ignored, reopened ones Suggested or Unmatched.
 */
export function statusAfterDecision(
  line: { posted: Sen; hasCandidates: boolean },
  decision: 'assign' | 'ignore' | 'reopen',
): 'Matched' | 'Ignored' | 'Suggested' | 'Unmatched' | 'Part posted' {
  if (line.posted > 0) return 'Part posted';
  if (decision === 'assign') return 'Matched';
  if (decision === 'ignore') return 'Ignored';
  return line.hasCandidates ? 'Suggested' : 'Unmatched';
}

const REMAINDER_IGNORED = 'Remainder ignored: ';

/**
 * Issue 40, the reason a line shows after a decision: ignoring a Part posted line's remainder says so ('Remainder
 * ignored: <reason>'), since its status stays Part posted; assigning or reopening that remainder takes the words
 * back. Otherwise an ignore keeps its reason and the others leave the reason as it was.
 */
export function reasonAfterDecision(
  line: { posted: Sen; reason: string | null },
  decision: { kind: 'ignore'; reason: string } | { kind: 'assign' | 'reopen' },
): string | null {
  if (decision.kind === 'ignore')
    return line.posted > 0 ? `${REMAINDER_IGNORED}${decision.reason}` : decision.reason;
  return line.posted > 0 && line.reason?.startsWith(REMAINDER_IGNORED) ? null : line.reason;
}
