/** Issue 10 / decisions §5 and §9: what may still be done to an application, with the messages the server answers. */
export const APPLICATION_MESSAGES = {
  notFound: 'Application not found',
  locked:
    'This application has been submitted and is locked: Basic Information, Score Card, Product and SRC Report can no longer be changed',
  deleteSubmitted: 'This application has been submitted and cannot be deleted',
  hirerChanged: 'The company of an application cannot be changed',
} as const;

export interface ApplicationState {
  seq: number;
  progressId: number;
  lockStatus: number;
  submittedAt?: Date | string | null;
}

/**
 * Origination §4 / decisions §5: Submit sets seq 6 and lockStatus 1; from then on steps 1-4 are read-only until a
 * re-attempt unlocks it (lockStatus 0, back at seq 5). Seq 6 and later is locked even if a stray row says 0.
 */
export function isApplicationLocked(state: Pick<ApplicationState, 'seq' | 'lockStatus'>): boolean {
  return state.lockStatus === 1 || state.seq >= 6;
}

/**
 * Decisions §9 as issue 10 reads it: an application is deleted (soft: hidden, kept and audited) only before it was
 * ever submitted; a submitted or re-attempted one carries approval history and is refused. Null when it may go.
 */
export function applicationDeleteIssue(state: ApplicationState): string | null {
  const submitted =
    (state.submittedAt !== null && state.submittedAt !== undefined) ||
    state.seq >= 6 ||
    state.progressId === 9 ||
    state.lockStatus === 1;
  return submitted ? APPLICATION_MESSAGES.deleteSubmitted : null;
}
