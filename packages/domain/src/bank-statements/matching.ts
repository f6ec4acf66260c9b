import { formatRM } from '../format/format-money';
import type { Sen } from '../money/sen';
import {
  agreementNumberKey,
  agreementNumbersIn,
  NAME_NOISE,
  nameWords,
  pairsOf,
  registrationKeys,
  registrationKeysIn,
  upper,
  words,
} from './match-text';
import { foreignEntryReason } from './statement-checks';
import type { MatchStatus, StatementLine } from './statement-line';

export { nameWords } from './match-text';

/** What the matcher knows of an agreement that can still take money. */
export interface MatchAgreement {
  id: number;
  hpNo: string | null;
  letterOffer: string | null;
  hirerName: string;
  registrationNo: string | null;
  /** The monthly instalment. */
  instalment: Sen;
  /** Charges due up to today not yet paid. */
  arrears: Sen;
  outstanding: Sen;
}

/**
 * Issue 40: what a candidate rests on. 'reference': an agreement or registration number the payer wrote; 'name':
 * the company's name without a number; 'amount': the amount alone. Only a reference can be matched without a
 * person, and only a reference is accepted with one key: a name or an amount is a guess a person must make.
 */
export type MatchEvidence = 'reference' | 'name' | 'amount';

export interface MatchCandidate {
  agreementId: number;
  hpNo: string | null;
  hirerName: string;
  /** 0..100 */
  confidence: number;
  /** 'HP SB/HP/2025/0077 in reference; amount = 1 instalment' */
  reason: string;
  /** Issue 40 (absent on lines matched before it: read through candidateEvidence). */
  evidence?: MatchEvidence;
  /** Issue 40: this agreement's share when the credit names several agreements (a split is suggested). */
  share?: Sen;
}

export interface LineMatch {
  status: Exclude<MatchStatus, 'Posted'>;
  /** The best candidate first; empty when nothing fits. */
  candidates: MatchCandidate[];
  /** The best candidate's confidence, 0 without one. */
  confidence: number;
  reason: string;
}

/** A line whose best candidate reaches this, clear of the next, is matched without a person (issue 31). */
export const AUTO_MATCH_CONFIDENCE = 90;
/** The fewest points a candidate needs to be suggested at all. */
export const SUGGEST_CONFIDENCE = 20;
/** More agreements than this sharing the amount alone tell nothing. */
const AMOUNT_ONLY_LIMIT = 3;
const MAX_CANDIDATES = 5;

const POINTS = { agreementNumber: 75, registration: 55, name: 40, amount: 20, amountAlone: 10 } as const;

export const IGNORE_REASONS = {
  debit: 'Debit: money paid out, not a payment received',
  zero: 'Nothing credited',
  bankCredit: 'Bank interest, profit or charges: not a hirer’s payment',
  reversal: 'A reversal or refund: not a hirer’s payment',
  ownTransfer: 'A transfer between the financier’s own accounts: not a hirer’s payment',
} as const;

const NON_HIRER_CREDITS: readonly [RegExp, string][] = [
  [
    /\b(INTEREST|INT CR|HIBAH|PROFIT (PAID|CREDIT)|DIVIDEND|FD MATURITY|BANK CHARGES?)\b/,
    IGNORE_REASONS.bankCredit,
  ],
  [/\b(REVERSAL|REV|REFUND|RETURNED|RTN)\b/, IGNORE_REASONS.reversal],
  [/\b(OWN ACC(OUN)?T|INTER ?ACCOUNT|SWEEP|FUND TRANSFER BETWEEN)\b/, IGNORE_REASONS.ownTransfer],
];

/** The agreements indexed once for a whole statement (10,000 lines against a large book). */
export interface MatchIndex {
  byNumber: Map<string, MatchAgreement[]>;
  byRegistration: Map<string, MatchAgreement[]>;
  byNameWord: Map<string, MatchAgreement[]>;
  /** Two adjacent name words: rarer than either, they find a name made of common words. */
  byNamePair: Map<string, MatchAgreement[]>;
  byAmount: Map<Sen, MatchAgreement[]>;
  nameWordsOf: Map<number, string[]>;
}

/** Each agreement is pushed once per key (its keys are distinct), so no list is searched while the index grows. */
function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A name word or pair shared by more agreements than this finds too many to compare (SYARIKAT, JAYA). */
const COMMON_NAME_KEY = 200;

export function buildMatchIndex(agreements: readonly MatchAgreement[]): MatchIndex {
  const index: MatchIndex = {
    byNumber: new Map(),
    byRegistration: new Map(),
    byNameWord: new Map(),
    byNamePair: new Map(),
    byAmount: new Map(),
    nameWordsOf: new Map(),
  };
  for (const agreement of agreements) {
    if (agreement.outstanding <= 0) continue;
    const numbers = [agreement.hpNo, agreement.letterOffer].map(agreementNumberKey);
    for (const key of new Set(numbers)) if (key) push(index.byNumber, key, agreement);
    for (const key of new Set(registrationKeys(agreement.registrationNo)))
      push(index.byRegistration, key, agreement);
    const significant = nameWords(agreement.hirerName);
    index.nameWordsOf.set(agreement.id, significant);
    for (const word of new Set(significant)) push(index.byNameWord, word, agreement);
    for (const pair of new Set(pairsOf(significant))) push(index.byNamePair, pair, agreement);
    for (const amount of new Set([agreement.instalment, agreement.arrears, agreement.outstanding]))
      if (amount > 0) push(index.byAmount, amount, agreement);
  }
  return index;
}

/**
 * Why a credit is not a hirer's payment, or null. An entry in another currency than the account's is never a
 * payment in ringgit (issue 40), whatever it names.
 */
export function ignoreReason(line: StatementLine, accountCurrency = 'MYR'): string | null {
  const foreign = foreignEntryReason(line.currency, accountCurrency);
  if (foreign) return foreign;
  if (line.direction === 'debit') return IGNORE_REASONS.debit;
  if (line.amount <= 0) return IGNORE_REASONS.zero;
  const text = upper(`${line.description} ${line.reference ?? ''}`);
  // A line naming an agreement is a hirer's, whatever else it says.
  if (agreementNumbersIn(text).length > 0) return null;
  for (const [pattern, reason] of NON_HIRER_CREDITS) if (pattern.test(text)) return reason;
  return null;
}

/** 'amount = 1 instalment', 'amount = 3 instalments', 'amount = arrears', 'amount = outstanding balance'. */
export function amountFit(amount: Sen, agreement: MatchAgreement): string | null {
  if (agreement.arrears > 0 && amount === agreement.arrears) {
    if (agreement.instalment > 0 && amount === agreement.instalment) return 'amount = 1 instalment';
    return 'amount = arrears';
  }
  if (agreement.instalment > 0 && amount % agreement.instalment === 0) {
    const count = amount / agreement.instalment;
    if (count >= 1 && count <= 12 && amount <= agreement.outstanding)
      return `amount = ${count} instalment${count === 1 ? '' : 's'}`;
  }
  if (amount === agreement.outstanding) return 'amount = outstanding balance';
  return null;
}

/** The share of an agreement's name words found in the text (a truncated last word counts as its prefix). */
function nameShare(significant: readonly string[], textWords: ReadonlySet<string>, last: string): number {
  if (significant.length === 0) return 0;
  let found = 0;
  for (const word of significant)
    if (textWords.has(word) || (last.length >= 3 && word.startsWith(last))) found += 1;
  return found / significant.length;
}

interface Scored {
  agreement: MatchAgreement;
  /** Where the agreement's number first stands in the text (a split follows the payer's order); -1 without one. */
  numberAt: number;
  points: number;
  /** The number and registration reasons, in the order found. */
  reasons: string[];
  /** The share of the company's name words found (its reason is worded only for the candidates kept). */
  nameShare: number;
  /** 'amount = 1 instalment', or the amount above the balance, worded for the candidates kept. */
  fit: string | null;
  amountOnly: boolean;
}

/** The candidate's reasons in the order they are told: number, registration, name, amount. */
function reasonOf(entry: Scored, amount: Sen): string {
  const reasons = [...entry.reasons];
  if (entry.nameShare > 0)
    reasons.push(`name ${entry.agreement.hirerName}${entry.nameShare < 1 ? ' (partly)' : ''}`);
  if (entry.fit) reasons.push(entry.amountOnly ? `${entry.fit} (amount only)` : entry.fit);
  else if (amount > entry.agreement.outstanding)
    reasons.push(`amount above the outstanding balance ${formatRM(entry.agreement.outstanding)}`);
  return reasons.join('; ');
}

/** Ranked first: more points, then the older agreement. */
const ranksBefore = (a: Scored, b: Scored) =>
  a.points > b.points || (a.points === b.points && a.agreement.id < b.agreement.id);

/**
 * The best MAX_CANDIDATES of `entries` with at least SUGGEST_CONFIDENCE points, best first. A company name of
 * common words can find hundreds of agreements for one line: they are kept in a short sorted list, not sorted.
 */
function bestOf(entries: Iterable<Scored>): Scored[] {
  const best: Scored[] = [];
  for (const entry of entries) {
    if (entry.points < SUGGEST_CONFIDENCE) continue;
    if (best.length === MAX_CANDIDATES && !ranksBefore(entry, best[MAX_CANDIDATES - 1] as Scored)) continue;
    let at = best.length;
    while (at > 0 && ranksBefore(entry, best[at - 1] as Scored)) at -= 1;
    best.splice(at, 0, entry);
    if (best.length > MAX_CANDIDATES) best.pop();
  }
  return best;
}

/**
 * Issue 31: the agreements a credit line may pay, ranked: an HP (or letter of offer) number in the description or
 * reference, the company's registration number, its name (fuzzy), and the amount equal to an instalment, the
 * arrears or the outstanding balance. Debits and credits that are not a hirer's (bank interest, reversals, own
 * transfers) are ignored with the reason.
 */
export function matchLine(line: StatementLine, index: MatchIndex, accountCurrency = 'MYR'): LineMatch {
  const ignored = ignoreReason(line, accountCurrency);
  if (ignored) return { status: 'Ignored', candidates: [], confidence: 0, reason: ignored };

  const scored = new Map<number, Scored>();
  const entryOf = (agreement: MatchAgreement) => {
    let entry = scored.get(agreement.id);
    if (!entry) {
      entry = { agreement, numberAt: -1, points: 0, reasons: [], nameShare: 0, fit: null, amountOnly: false };
      scored.set(agreement.id, entry);
    }
    return entry;
  };
  const score = (agreement: MatchAgreement, points: number, reason: string) => {
    const entry = entryOf(agreement);
    entry.points += points;
    entry.reasons.push(reason);
  };

  const where = (needle: (text: string) => boolean) =>
    needle(line.reference ?? '') ? 'reference' : 'description';
  const numbersNamed = [...new Set(agreementNumbersIn(`${line.description} ${line.reference ?? ''}`))];
  const numberless = numbersNamed.filter((key) => !index.byNumber.has(key)).length;
  for (const [at, key] of numbersNamed.entries()) {
    for (const agreement of index.byNumber.get(key) ?? []) {
      const entry = entryOf(agreement);
      if (entry.numberAt === -1) entry.numberAt = at;
      const isHp = agreementNumberKey(agreement.hpNo) === key;
      const number = isHp ? agreement.hpNo : agreement.letterOffer;
      const place = where((text) => agreementNumbersIn(text).includes(key));
      score(agreement, POINTS.agreementNumber, `${isHp ? 'HP' : 'LO'} ${number} in ${place}`);
    }
  }

  const text = `${line.description} ${line.reference ?? ''}`;
  for (const key of registrationKeysIn(text)) {
    for (const agreement of index.byRegistration.get(key) ?? [])
      if (!scored.get(agreement.id)?.reasons.some((reason) => reason.startsWith('registration')))
        score(
          agreement,
          POINTS.registration,
          `registration no. ${agreement.registrationNo} in ${where((t) => registrationKeysIn(t).includes(key))}`,
        );
  }

  const textWords = words(line.description);
  const named = new Set<MatchAgreement>();
  const found = [
    ...textWords.map((word) => index.byNameWord.get(word)),
    ...pairsOf(textWords.filter((word) => !NAME_NOISE.has(word))).map((pair) => index.byNamePair.get(pair)),
  ];
  for (const list of found)
    if (list && list.length <= COMMON_NAME_KEY) for (const agreement of list) named.add(agreement);
  const textWordSet = new Set(textWords);
  const lastWord = textWords.at(-1) ?? '';
  for (const agreement of named) {
    const share = nameShare(index.nameWordsOf.get(agreement.id) ?? [], textWordSet, lastWord);
    if (share >= 0.6) {
      const entry = entryOf(agreement);
      entry.points += Math.round(POINTS.name * share);
      entry.nameShare = share;
    }
  }

  for (const entry of scored.values()) {
    entry.fit = amountFit(line.amount, entry.agreement);
    if (entry.fit) entry.points += POINTS.amount;
  }

  if (scored.size === 0) {
    const byAmount = (index.byAmount.get(line.amount) ?? []).filter((agreement) =>
      amountFit(line.amount, agreement),
    );
    if (byAmount.length > 0 && byAmount.length <= AMOUNT_ONLY_LIMIT) {
      // One agreement owing exactly this says more than three of them do.
      const points = POINTS.amount + (byAmount.length === 1 ? POINTS.amountAlone : 0);
      for (const agreement of byAmount) {
        const entry = entryOf(agreement);
        entry.points += points;
        entry.fit = amountFit(line.amount, agreement);
        entry.amountOnly = true;
      }
    }
  }

  for (const entry of scored.values()) entry.points = Math.min(100, entry.points);
  const candidateOf = (entry: Scored, share?: Sen): MatchCandidate => ({
    agreementId: entry.agreement.id,
    hpNo: entry.agreement.hpNo,
    hirerName: entry.agreement.hirerName,
    confidence: entry.points,
    reason: reasonOf(entry, line.amount),
    evidence: evidenceOf(entry),
    ...(share === undefined ? {} : { share }),
  });

  // Issue 40: a credit naming two or more agreements pays them together: never one of them alone.
  const payees = [...scored.values()]
    .filter((entry) => entry.numberAt >= 0)
    .sort((a, b) => a.numberAt - b.numberAt || a.agreement.id - b.agreement.id)
    .slice(0, MAX_CANDIDATES);
  if (payees.length >= 2) {
    const { shares, how } = suggestSplit(
      line.amount,
      payees.map((entry) => entry.agreement),
    );
    const candidates = payees.map((entry, i) => candidateOf(entry, shares[i]));
    const numbers = payees.map((entry) => entry.agreement.hpNo ?? `#${entry.agreement.id}`);
    return {
      status: 'Suggested',
      candidates,
      confidence: Math.max(...candidates.map((candidate) => candidate.confidence)),
      reason: `Names ${payees.length} agreements (${numbers.join(', ')}): split ${how}; check the shares`,
    };
  }

  const ranked = bestOf(scored.values());
  const candidates: MatchCandidate[] = ranked.map((entry) => candidateOf(entry));
  const best = candidates[0];
  if (!best)
    return { status: 'Unmatched', candidates, confidence: 0, reason: 'No agreement found for this credit' };
  const runnerUp = candidates[1]?.confidence ?? 0;
  const clear = best.confidence >= AUTO_MATCH_CONFIDENCE && best.confidence - runnerUp >= 20;
  const fits = line.amount <= (ranked[0]?.agreement.outstanding ?? 0);
  // Only what the payer wrote (a number) decides without a person; a second number the book does not know
  // (settled, mistyped) leaves it to a person too.
  const decided = clear && fits && best.evidence === 'reference' && numberless === 0;
  return {
    status: decided ? 'Matched' : 'Suggested',
    candidates,
    confidence: best.confidence,
    reason:
      numberless > 0 && numbersNamed.length > 1
        ? `${best.reason}; names ${numbersNamed.length} agreement numbers, ${numberless} not found`
        : best.reason,
  };
}

function evidenceOf(entry: Scored): MatchEvidence {
  if (entry.reasons.length > 0) return 'reference';
  return entry.nameShare > 0 ? 'name' : 'amount';
}

/**
 * Issue 40: how a credit naming several agreements is suggested to be split: their instalments when they add up to
 * it, else their arrears when those do, else evenly (the odd sen to the first). A suggestion only: the person
 * checks the shares and saves the split.
 */
export function suggestSplit(
  amount: Sen,
  agreements: readonly Pick<MatchAgreement, 'instalment' | 'arrears'>[],
): { shares: Sen[]; how: string } {
  const sum = (values: Sen[]) => values.reduce((total, value) => total + value, 0);
  const instalments = agreements.map((agreement) => agreement.instalment);
  if (instalments.every((value) => value > 0) && sum(instalments) === amount)
    return { shares: instalments, how: 'by their instalments' };
  const arrears = agreements.map((agreement) => agreement.arrears);
  if (arrears.every((value) => value > 0) && sum(arrears) === amount)
    return { shares: arrears, how: 'by their arrears' };
  const each = Math.floor(amount / agreements.length);
  return {
    shares: agreements.map((_, i) => (i === 0 ? amount - each * (agreements.length - 1) : each)),
    how: 'evenly',
  };
}
