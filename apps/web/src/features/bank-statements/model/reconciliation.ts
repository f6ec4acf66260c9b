import {
  ACCEPT_MESSAGES,
  acceptIssue,
  formatRM,
  type MatchCandidate,
  type MatchStatus,
  readMoneyInput,
  type Sen,
  SPLIT_MESSAGES,
  splitIssue,
  unpostedRemainder,
} from '@sewabeli/domain';

/** What the reconciliation screen reads of a line (the `lines` procedure's row). */
export interface ReconcileLine {
  id: number;
  amount: Sen;
  direction: 'credit' | 'debit';
  matchStatus: MatchStatus;
  /** Issue 40: what of the credit is in the ledger (a Part posted line's posted shares). */
  postedAmount: Sen;
  candidates: readonly (Pick<MatchCandidate, 'agreementId' | 'hpNo' | 'hirerName' | 'reason'> &
    Partial<Pick<MatchCandidate, 'evidence' | 'share'>>)[];
  shares: readonly {
    applicantProductId: number;
    hpNo: string | null;
    hirerName: string;
    amount: Sen;
    /** The ledger entry of a posted share; null (or absent) while it is open. */
    paymentId?: number | null;
  }[];
}

/** Issue 40: what of a line may still be decided: the whole credit until some of it is posted. */
export const lineRemainder = (line: Pick<ReconcileLine, 'amount' | 'postedAmount'>): Sen =>
  unpostedRemainder({ amount: line.amount, posted: line.postedAmount });

/** The shares not posted yet: the ones a decision replaces and 'Post matched' posts. */
export const openShares = (line: ReconcileLine) => line.shares.filter((share) => !share.paymentId);

export type Shortcut = 'down' | 'up' | 'accept' | 'ignore';

const SHORTCUTS: Record<string, Shortcut> = { j: 'down', k: 'up', a: 'accept', i: 'ignore' };

/** The keys of the line list (shown on screen); typing in a field or a modifier key is never a shortcut. */
export function shortcutOf(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  typing: boolean;
}): Shortcut | null {
  if (event.ctrlKey || event.metaKey || event.altKey || event.typing) return null;
  return SHORTCUTS[event.key] ?? null;
}

/** The selected row after j or k, kept inside the page's rows (none selected: the first). */
export function moveSelection(index: number, count: number, shortcut: 'down' | 'up'): number {
  if (count === 0) return 0;
  if (index < 0 || index >= count) return shortcut === 'down' ? 0 : count - 1;
  return shortcut === 'down' ? Math.min(index + 1, count - 1) : Math.max(index - 1, 0);
}

export const RECONCILE_REASONS = {
  posted: 'This line is posted: a posted payment is corrected through the ledger',
  debit: 'Only a credit can pay an agreement',
  noSuggestion: ACCEPT_MESSAGES.noSuggestion,
  accepted: 'This line is matched already',
  ignored: 'This line is ignored: reopen it first',
  notDecided: 'Only a matched or ignored line (or a part posted line’s remainder) can be reopened',
} as const;

/**
 * Why 'Accept' (and its key) cannot be used on the line, or null. Issue 40: a suggested split, or a candidate found
 * by its amount or name alone, is never accepted with one key: the person opens the split or chooses the agreement.
 */
export function acceptBlock(line: ReconcileLine): string | null {
  if (line.matchStatus === 'Posted') return RECONCILE_REASONS.posted;
  if (line.direction !== 'credit') return RECONCILE_REASONS.debit;
  if (line.matchStatus === 'Matched') return RECONCILE_REASONS.accepted;
  if (line.matchStatus === 'Ignored') return RECONCILE_REASONS.ignored;
  // A Part posted line whose remainder is assigned already (issue 40).
  if (openShares(line).length > 0) return RECONCILE_REASONS.accepted;
  return acceptIssue(line);
}

/** Issue 40: the split the matching suggests for a credit naming several agreements, to start the split form from. */
export function suggestedSplit(line: ReconcileLine): { agreementId: number; label: string; amount: Sen }[] {
  return line.candidates.flatMap((candidate) =>
    candidate.share === undefined
      ? []
      : [
          {
            agreementId: candidate.agreementId,
            label: `${candidate.hpNo ?? `#${candidate.agreementId}`} (${candidate.hirerName})`,
            amount: candidate.share,
          },
        ],
  );
}

/** Why choosing or splitting cannot be used on the line, or null. */
export function assignBlock(line: ReconcileLine): string | null {
  if (line.matchStatus === 'Posted') return RECONCILE_REASONS.posted;
  return line.direction === 'credit' ? null : RECONCILE_REASONS.debit;
}

export function ignoreBlock(line: ReconcileLine): string | null {
  if (line.matchStatus === 'Posted') return RECONCILE_REASONS.posted;
  return line.matchStatus === 'Ignored' ? RECONCILE_REASONS.ignored : null;
}

export function reopenBlock(line: ReconcileLine): string | null {
  if (line.matchStatus === 'Posted') return RECONCILE_REASONS.posted;
  return line.matchStatus === 'Matched' ||
    line.matchStatus === 'Ignored' ||
    line.matchStatus === 'Part posted'
    ? null
    : RECONCILE_REASONS.notDecided;
}

/**
 * The agreements a line pays (its shares once decided) or would pay (its best suggestion); a share's amount is
 * shown when the credit is split, and a posted share of a Part posted line says it is posted.
 */
export function lineAgreements(line: ReconcileLine): {
  agreementId: number;
  hpNo: string | null;
  hirerName: string;
  amount: Sen | null;
  posted: boolean;
}[] {
  const partly = line.matchStatus === 'Part posted';
  if (line.shares.length > 0)
    return line.shares.map((share) => ({
      agreementId: share.applicantProductId,
      hpNo: share.hpNo,
      hirerName: share.hirerName,
      amount: line.shares.length > 1 || partly ? share.amount : null,
      posted: partly && Boolean(share.paymentId),
    }));
  // Issue 40: a suggested split shows every agreement it names, each with its share.
  const parts = line.candidates.filter((candidate) => candidate.share !== undefined);
  if (parts.length > 0)
    return parts.map((candidate) => ({
      agreementId: candidate.agreementId,
      hpNo: candidate.hpNo,
      hirerName: candidate.hirerName,
      amount: candidate.share ?? null,
      posted: false,
    }));
  const best = line.candidates[0];
  return best
    ? [
        {
          agreementId: best.agreementId,
          hpNo: best.hpNo,
          hirerName: best.hirerName,
          amount: null,
          posted: false,
        },
      ]
    : [];
}

export interface PostEffect {
  lines: number;
  total: Sen;
  agreements: number;
}

/**
 * What 'Post matched' will do with the matched lines and the assigned remainders of Part posted lines (issue 40):
 * how many, how much (their open shares), to how many agreements.
 */
export function postEffect(lines: readonly ReconcileLine[]): PostEffect {
  const postable = lines.filter(
    (line) =>
      (line.matchStatus === 'Matched' || line.matchStatus === 'Part posted') && openShares(line).length > 0,
  );
  const shares = postable.flatMap(openShares);
  return {
    lines: postable.length,
    total: shares.reduce((sum, share) => sum + share.amount, 0),
    agreements: new Set(shares.map((share) => share.applicantProductId)).size,
  };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

export function postEffectText(effect: PostEffect): string {
  return `Posts ${plural(effect.lines, 'line')} (${formatRM(effect.total)}) as payments to ${plural(effect.agreements, 'agreement')}, each dated the bank's value date, with its method and bank reference`;
}

/** One row of the split form: an agreement and its share as typed. */
export interface SplitRow {
  agreementId: number | null;
  amountText: string;
}

export function splitAllocated(rows: readonly SplitRow[]): Sen {
  return rows.reduce((sum, row) => sum + (readMoneyInput(row.amountText).sen ?? 0), 0);
}

/** The shares to send, or the reason they cannot be sent (the domain's split rule, and every row filled). */
export function splitShares(
  lineAmount: Sen,
  rows: readonly SplitRow[],
): { shares: { agreementId: number; amount: Sen }[] } | { issue: string } {
  const shares: { agreementId: number; amount: Sen }[] = [];
  for (const row of rows) {
    const sen = readMoneyInput(row.amountText).sen;
    if (row.agreementId === null) return { issue: SPLIT_MESSAGES.empty };
    if (sen === undefined || sen === null) return { issue: SPLIT_MESSAGES.positive };
    shares.push({ agreementId: row.agreementId, amount: sen });
  }
  const issue = splitIssue(lineAmount, shares);
  return issue ? { issue } : { shares };
}

/** The column names of a CSV file's first line, for its mapping (quotes dropped, blanks left out). */
export function csvHeaders(text: string, delimiter: string): string[] {
  const first = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const names = first.split(delimiter).map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );
  return [...new Set(names.filter(Boolean))];
}

/** A file's bytes as base64 for the tRPC body, in slices so a large file does not overflow the call stack. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice)
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  return btoa(binary);
}
