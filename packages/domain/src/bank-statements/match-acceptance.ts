import type { MatchCandidate, MatchEvidence } from './matching';

/** A stored candidate's evidence; candidates stored before issue 40 say it in their reason. */
export function candidateEvidence(candidate: Pick<MatchCandidate, 'evidence' | 'reason'>): MatchEvidence {
  if (candidate.evidence) return candidate.evidence;
  if (/^(HP|LO|registration)/.test(candidate.reason)) return 'reference';
  return candidate.reason.startsWith('name') ? 'name' : 'amount';
}

export const ACCEPT_MESSAGES = {
  noSuggestion: 'There is no suggestion to accept: choose an agreement',
  split: 'This credit names several agreements: check the suggested split and save it',
  amountOnly: 'This suggestion rests on the amount alone: choose the agreement yourself',
  nameOnly: 'This suggestion rests on the name alone: choose the agreement yourself',
} as const;

/**
 * Issue 40: why a line's suggestion cannot be accepted as it stands (one key, or 'Accept'), or null. A split is
 * saved from the split form; a candidate found by its amount or name alone is taken only by choosing it.
 */
export function acceptIssue(line: {
  candidates: readonly Pick<MatchCandidate, 'evidence' | 'reason' | 'share'>[];
}): string | null {
  const best = line.candidates[0];
  if (!best) return ACCEPT_MESSAGES.noSuggestion;
  // Stryker disable next-line MethodExpression: a split gives every candidate a share, any other match none.
  if (line.candidates.some((candidate) => candidate.share !== undefined)) return ACCEPT_MESSAGES.split;
  const evidence = candidateEvidence(best);
  if (evidence === 'amount') return ACCEPT_MESSAGES.amountOnly;
  if (evidence === 'name') return ACCEPT_MESSAGES.nameOnly;
  return null;
}
