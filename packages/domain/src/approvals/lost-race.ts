import { PROGRESS_ID } from './progress';

/**
 * Issue 28: the answer to a person whose action lost a race (two people pressing Complete, two approvers at one
 * position): a 409 that says what they found and who did it ('This application was completed a moment ago by Aisyah
 * Kamal'), never 'not found' for an application that exists nor the bare rule.
 */

/** Within this long, a change is 'a moment ago'; older changes are named without a time. */
const MOMENT_MS = 10 * 60 * 1000;

export interface LastChange {
  /** The person who made the change, when known. */
  name: string | null;
  /** When it was made, when known (an ISO string or a Date). */
  at: Date | string | null;
}

/** 'This application was completed a moment ago by Aisyah Kamal' (the clock is the caller's). */
export function lostRaceMessage(subject: string, happened: string, change: LastChange, now: Date): string {
  const at = change.at === null ? null : new Date(change.at);
  const recent = at !== null && now.getTime() - at.getTime() < MOMENT_MS;
  return `${subject} was ${happened}${recent ? ' a moment ago' : ''}${change.name ? ` by ${change.name}` : ''}`;
}

/**
 * What happened to an application that is no longer where an action expected it, by the state found: completed,
 * approved (at Agreements), submitted (awaiting approval), re-attempted; null where the state says nothing of a
 * race (the rule's own message stands).
 */
export function applicationHappening(found: {
  seq: number;
  progressId: number;
  lockStatus: number | null;
}): string | null {
  if (found.seq >= 8) return 'completed';
  if (found.seq === 7) return 'approved';
  if (found.seq === 6 && found.lockStatus === 1) return 'submitted';
  if (found.progressId === PROGRESS_ID.reattempt) return 're-attempted';
  return null;
}

/**
 * The message for an application found in another state, or null when nothing a person did explains it (the
 * rule's own message stands: no one is known to have moved it, or the state says nothing of a race).
 */
export function applicationRaceMessage(
  found: { seq: number; progressId: number; lockStatus: number | null },
  change: LastChange,
  now: Date,
): string | null {
  const happened = applicationHappening(found);
  if (happened === null || change.name === null) return null;
  return lostRaceMessage('This application', happened, change, now);
}

/** 'This position was approved a moment ago by Lim Wei' for an approver whose position someone decided first. */
export function positionRaceMessage(status: 0 | 1, change: LastChange, now: Date): string {
  return lostRaceMessage('This position', status === 1 ? 'approved' : 'rejected', change, now);
}
